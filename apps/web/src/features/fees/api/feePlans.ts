import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feePlan,
  feePlanPage,
  type FeePlanInput,
  type FeePlanListQuery,
  type FeePlanRow,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/fee-plans?page&pageSize&q&batchId&classId&active → a page of plans as the list shows them. */
export const useFeePlans = (query: FeePlanListQuery) =>
  useQuery({
    queryKey: feeKeys.planList(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/fee-plans?${queryString(query)}`, { schema: feePlanPage, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/fee-plans/{id} → the plan in full (heads, instalments, fine): what its form edits. */
export const useFeePlan = (id: number) =>
  useQuery({
    queryKey: feeKeys.plan(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/fee-plans/${id}`, { schema: feePlan, signal }),
  });

/** A plan's change moves heads in and out of use: both lists refresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feeKeys.plans }),
      queryClient.invalidateQueries({ queryKey: feeKeys.heads }),
    ]);
}

/** POST /api/v1/fee-plans (new) or PUT /api/v1/fee-plans/{id} → the plan. */
export function useSaveFeePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number | null; plan: FeePlanInput }) =>
      apiRequest(id ? `/api/v1/fee-plans/${id}` : '/api/v1/fee-plans', {
        method: id ? 'PUT' : 'POST',
        json: plan,
        schema: feePlan,
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/v1/fee-plans/{id} (409 once students were billed on it) → the plan deleted. */
export function useDeleteFeePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (plan: FeePlanRow) =>
      apiRequest(`/api/v1/fee-plans/${plan.id}`, { method: 'DELETE' }).then(() => plan),
    onSettled: refresh,
  });
}
