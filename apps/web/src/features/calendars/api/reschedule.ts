import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classSession, type RescheduleInput } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { calendarKeys } from './keys.ts';

/**
 * POST /api/v1/sessions/:id/reschedule: the moved class, or a 409 naming what clashes. Time
 * Allocation's lists of the same classes are refreshed too.
 */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: RescheduleInput }) =>
      apiRequest(`/api/v1/sessions/${id}/reschedule`, { method: 'POST', json: move, schema: classSession }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['timetable'] }),
      ]),
  });
}
