import {
  batchChoices,
  batchPage,
  calendarFeed,
  type ClassSession,
  sessionList,
  teacherNames,
  UPCOMING_PAGE,
} from '@kaksha/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { calendarKeys } from '../../../lib/queryKeys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** The planned and active batches, to pick one (the first hundred, by name). */
export const useCurrentBatches = () =>
  useQuery({
    queryKey: calendarKeys.batches,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
    staleTime: 60_000,
  });

/** The organisation's centres (from the batch form's choices). */
export const useCentres = () =>
  useQuery({
    queryKey: calendarKeys.centres,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    select: (choices) => choices.centres,
    staleTime: 60_000,
  });

/**
 * Active teachers whose name matches `q` (the first hundred; all of them when `q` is empty), and the
 * teacher of `id` even when the search does not list them (one opened by a link): names only.
 */
export const useTeacherChoices = (q: string, id: number | null) =>
  useQuery({
    queryKey: calendarKeys.teachers(q, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/teachers/names?${queryString({ q, id: id ?? undefined })}`, {
        schema: teacherNames,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

const feedPath = (teacherId: number) => `/api/v1/teachers/${teacherId}/calendar-feed`;

/** GET the path of the teacher's secret iCalendar address (null while it is off). */
export const useCalendarFeed = (teacherId: number) =>
  useQuery({
    queryKey: calendarKeys.feed(teacherId),
    queryFn: ({ signal }) => apiRequest(feedPath(teacherId), { schema: calendarFeed, signal }),
  });

/** POST makes the address, or a new one in place of the old; DELETE turns it off. */
export function useChangeCalendarFeed(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'make' | 'off') =>
      apiRequest(feedPath(teacherId), {
        method: change === 'make' ? 'POST' : 'DELETE',
        schema: calendarFeed,
      }),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(teacherId), feed),
  });
}

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
