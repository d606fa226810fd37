import { useQuery } from '@tanstack/react-query';
import { dashboardToday } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const dashboardKeys = {
  today: (centreId: number | null) => ['dashboard', 'today', centreId] as const,
};

/** Today's figures the user's menus allow, for the institute or one centre (GET /api/v1/dashboard/today). */
export function useDashboardToday(centreId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.today(centreId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/dashboard/today?${queryString({ centreId })}`, { schema: dashboardToday, signal }),
  });
}
