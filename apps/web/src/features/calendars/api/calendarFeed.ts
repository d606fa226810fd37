import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeed } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { calendarKeys } from '../../../lib/queryKeys.ts';

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
