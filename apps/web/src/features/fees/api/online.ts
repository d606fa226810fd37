import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  onlineSettings,
  paymentLink,
  paymentLinkList,
  type OnlineSettingsInput,
  type PaymentLinkInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/fees/online → the gateway's settings (never a secret). */
export const useOnlineSettings = () =>
  useQuery({
    queryKey: feeKeys.online,
    queryFn: ({ signal }) => apiRequest('/api/v1/fees/online', { schema: onlineSettings, signal }),
  });

/** PUT /api/v1/fees/online → the settings as saved. */
export function useSaveOnlineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnlineSettingsInput) =>
      apiRequest('/api/v1/fees/online', { method: 'PUT', json: input, schema: onlineSettings }),
    onSuccess: (saved) => queryClient.setQueryData(feeKeys.online, saved),
  });
}

/** GET /api/v1/students/{id}/payment-links → the student's links, newest first. */
export const usePaymentLinks = (studentId: number) =>
  useQuery({
    queryKey: feeKeys.paymentLinks(studentId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students/${studentId}/payment-links`, { schema: paymentLinkList, signal }),
  });

/** POST /api/v1/students/{id}/payment-links (make) and POST /api/v1/payment-links/{id}/cancel. */
export function useMakePaymentLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentLinkInput) =>
      apiRequest(`/api/v1/students/${studentId}/payment-links`, {
        method: 'POST',
        json: input,
        schema: paymentLink,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.paymentLinks(studentId) }),
  });
}

export function useCancelPaymentLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/v1/payment-links/${id}/cancel`, { method: 'POST', schema: paymentLink }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.paymentLinks(studentId) }),
  });
}
