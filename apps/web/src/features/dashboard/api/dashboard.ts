import { useQuery } from '@tanstack/react-query';
import { dashboardToday, dashboardTrends } from '@kaksha/contracts';
import type { DashboardTrendName } from '@kaksha/contracts';
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

/** The trends the user's menus allow (GET /api/v1/dashboard/trends), for the institute or one centre. */
export function useDashboardTrends(centreId: number | null) {
  return useQuery({
    queryKey: ['dashboard', 'trends', centreId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/dashboard/trends?${queryString({ centreId })}`, {
        schema: dashboardTrends,
        signal,
      }),
  });
}

/** A trend's CSV, downloaded by the browser. */
export const trendCsvHref = (trend: DashboardTrendName, centreId: number | null) =>
  `/api/v1/dashboard/trends/export.csv?${queryString({ trend, centreId })}`;
