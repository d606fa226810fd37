import { sessionList } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { calendarKeys, type CalendarOwner } from './keys.ts';

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
      {
        schema: sessionList,
        signal,
      },
    ),
  staleTime: 30_000,
});
