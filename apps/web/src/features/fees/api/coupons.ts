import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  coupon,
  couponPage,
  feeStatement,
  type Coupon,
  type CouponInput,
  type CouponListQuery,
  type RedeemCouponInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { useStatementChange } from './concessions.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/coupons?state&q&page&pageSize → a page of coupons with their uses. */
export const useCoupons = (query: CouponListQuery) =>
  useQuery({
    queryKey: feeKeys.couponList(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/coupons?${queryString(query)}`, { schema: couponPage, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/v1/coupons (new) or PUT /api/v1/coupons/{id} → the coupon. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponInput }) =>
      apiRequest(id ? `/api/v1/coupons/${id}` : '/api/v1/coupons', {
        method: id ? 'PUT' : 'POST',
        json: input,
        schema: coupon,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.coupons }),
  });
}

/** DELETE /api/v1/coupons/{id} (409 once it has been used) → the coupon deleted. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deleted: Coupon) =>
      apiRequest(`/api/v1/coupons/${deleted.id}`, { method: 'DELETE' }).then(() => deleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.coupons }),
  });
}

/**
 * POST /api/v1/students/{id}/coupons → the statement with the coupon's concession on it. A refusal
 * (expired, used up, another batch…) names the code field. The coupon list's uses change too.
 */
export function useRedeemCoupon(studentId: number) {
  return useStatementChange((input: RedeemCouponInput) =>
    apiRequest(`/api/v1/students/${studentId}/coupons`, {
      method: 'POST',
      json: input,
      schema: feeStatement,
    }),
  );
}
