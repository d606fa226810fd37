import { useQuery } from '@tanstack/react-query';
import { sessionList } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { calendarKeys } from './keys.ts';

export interface UpcomingFilters {
  centreId?: number;
  teacherId?: number;
  batchId?: number;
}

/** How many classes the list asks for at most (the server's limit). */
export const UPCOMING_LIMIT = 200;
const DAYS = 7;

/**
 * GET /api/v1/sessions/upcoming: classes from now to seven days ahead. Fetched again every minute,
 * so a screen left open on the front desk stays current.
 */
export const useUpcomingClasses = (filters: UpcomingFilters) =>
  useQuery({
    queryKey: calendarKeys.upcoming(filters),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/sessions/upcoming?${queryString({ ...filters, days: DAYS, limit: UPCOMING_LIMIT })}`,
        {
          schema: sessionList,
          signal,
        },
      ),
    refetchInterval: 60_000,
  });
