import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionList, UPCOMING_PAGE } from '@kaksha/contracts';
import type { ClassSession } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { calendarKeys } from '../../../lib/queryKeys.ts';

export interface UpcomingFilters {
  centreId?: number;
  teacherId?: number;
  batchId?: number;
}

const DAYS = 7;
/** The class a page ends with: the next page starts after it. */
type After = Pick<ClassSession, 'startsAt' | 'id'> | null;

/**
 * GET /api/v1/sessions/upcoming: classes from now to seven days ahead, a page at a time (each page
 * from the last class of the one before). Fetched again every minute, every page shown, so a screen
 * left open on the front desk stays current.
 */
export const useUpcomingClasses = (filters: UpcomingFilters) =>
  useInfiniteQuery({
    queryKey: calendarKeys.upcoming(filters),
    initialPageParam: null as After,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/v1/sessions/upcoming?${queryString({
          ...filters,
          days: DAYS,
          limit: UPCOMING_PAGE,
          ...(pageParam && { afterStartsAt: pageParam.startsAt, afterId: pageParam.id }),
        })}`,
        { schema: sessionList, signal },
      ),
    // A page shorter than asked was the last; a full one may have more after it.
    getNextPageParam: (page): After | undefined => {
      const last = page.data.at(-1);
      return page.data.length < UPCOMING_PAGE || !last ? undefined : { startsAt: last.startsAt, id: last.id };
    },
    refetchInterval: 60_000,
  });
