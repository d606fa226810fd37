import { batchFeePlans, batchPage, deskAdmission, type DeskAdmissionInput } from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys, useMoneyMoved } from '../../../lib/queryKeys.ts';

/** GET /api/v1/batches?centreId: the centre's current batches, to seat a new student in. */
export const useCentreBatches = (centreId: number | null) =>
  useQuery({
    queryKey: ['students', 'desk', 'batches', centreId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches?centreId=${centreId}&status=current&pageSize=100`, {
        schema: batchPage,
        signal,
      }),
    enabled: centreId !== null,
    staleTime: 60_000,
  });

/** GET /api/v1/batches/{id}/fee-plans: the plans a seat there can be billed on, the batch's first. */
export const useSeatPlans = (batchId: number | null) =>
  useQuery({
    queryKey: ['students', 'desk', 'fee-plans', batchId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/fee-plans`, { schema: batchFeePlans, signal }),
    enabled: batchId !== null,
    staleTime: 60_000,
  });

/** POST /api/v1/admissions: admit, seat and collect in one transaction; students and money are fetched again. */
export function useAdmitSeatCollect() {
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: DeskAdmissionInput) =>
      apiRequest('/api/v1/admissions', { method: 'POST', json: input, schema: deskAdmission }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: studentKeys.all }), moneyMoved()]);
    },
  });
}
