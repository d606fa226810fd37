import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feeHead, feeHeadList, type FeeHead, type FeeHeadInput } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/fee-heads → every head, active or not. */
export const useFeeHeads = () =>
  useQuery({
    queryKey: feeKeys.heads,
    queryFn: ({ signal }) => apiRequest('/api/v1/fee-heads', { schema: feeHeadList, signal }),
  });

/** POST /api/v1/fee-heads (new) or PUT /api/v1/fee-heads/{id} → the head. */
export function useSaveFeeHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, head }: { id: number | null; head: FeeHeadInput }) =>
      apiRequest(id ? `/api/v1/fee-heads/${id}` : '/api/v1/fee-heads', {
        method: id ? 'PUT' : 'POST',
        json: head,
        schema: feeHead,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.heads }),
  });
}

/** DELETE /api/v1/fee-heads/{id} (409 while a plan uses it) → the head deleted. */
export function useDeleteFeeHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (head: FeeHead) =>
      apiRequest(`/api/v1/fee-heads/${head.id}`, { method: 'DELETE' }).then(() => head),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.heads }),
  });
}
