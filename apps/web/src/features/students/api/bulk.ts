import { allotmentResult, batchPage, bulkStatusResult, type BulkStatusChange } from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

// The student list's bulk actions: one request each, whatever the number chosen (issue 65).

/** POST /api/v1/students/status: many students' status in one transaction, those who cannot move named. */
export function useChangeStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkStatusChange) =>
      apiRequest('/api/v1/students/status', { method: 'POST', json: change, schema: bulkStatusResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** GET /api/v1/batches?status=current: the batches a student may be seated in. */
export function useCurrentBatches(enabled: boolean) {
  return useQuery({
    queryKey: ['batches', 'current-for-seating'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
    enabled,
  });
}

/** POST /api/v1/batches/{id}/students: those chosen seated (or waitlisted) in one transaction. */
export function useSeatMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      batchId,
      studentIds,
      fromDate,
    }: {
      batchId: number;
      studentIds: number[];
      fromDate: string;
    }) =>
      apiRequest(`/api/v1/batches/${batchId}/students`, {
        method: 'POST',
        json: { studentIds, fromDate },
        schema: allotmentResult,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
