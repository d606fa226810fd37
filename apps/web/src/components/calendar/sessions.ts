import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classSession, sessionList, type RescheduleInput } from '@kaksha/contracts';
import { apiRequest } from '../../lib/api.ts';
import { calendarKeys, timetableKeys, type CalendarOwner } from '../../lib/queryKeys.ts';

/**
 * GET /api/v1/batches/:id/sessions or /api/v1/teachers/:id/sessions for the days `from`–`to`
 * (YYYY-MM-DD, at most 62 days apart), as a query for `queryClient.fetchQuery`: the calendar asks
 * for each range it shows.
 */
export const sessionsQuery = (owner: CalendarOwner, from: string, to: string) => ({
  queryKey: calendarKeys.sessions(owner, from, to),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(
      `/api/v1/${owner.kind === 'batch' ? 'batches' : 'teachers'}/${owner.id}/sessions?from=${from}&to=${to}`,
      { schema: sessionList, signal },
    ),
  staleTime: 30_000,
});

/**
 * POST /api/v1/sessions/:id/reschedule: the moved class, or a 409 naming what clashes. Every
 * calendar and Time Allocation's lists of the same classes are refreshed.
 */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: RescheduleInput }) =>
      apiRequest(`/api/v1/sessions/${id}/reschedule`, { method: 'POST', json: move, schema: classSession }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
      ]),
  });
}
