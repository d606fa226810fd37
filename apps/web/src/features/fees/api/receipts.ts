import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feeStudentList,
  receipt,
  receiptLinkList,
  revokedLinks,
  sentResult,
  type CollectInput,
  type FeeStudentList,
  type Receipt,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { feeKeys, useMoneyMoved } from '../../../lib/queryKeys.ts';

/** GET /api/v1/receipts/{id} → the receipt with what it paid on each due. */
export const useReceipt = (id: number | null) =>
  useQuery({
    queryKey: feeKeys.receipt(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/receipts/${id}`, { schema: receipt, signal }),
    enabled: id !== null,
  });

/** Where a receipt opens: ReceiptPopup with its id in the URL, so a refresh or a shared link shows it again. */
export const receiptHref = (id: number) => `${screenHref('ReceiptPopup')}&receipt=${id}`;

/** The receipt as a PDF, made by the server (opened in a new tab or downloaded). */
export const receiptPdfHref = (id: number) => `/api/v1/receipts/${id}/pdf`;

/**
 * A payment, cancellation or bounce changes dues, statements, pending lists and the day book at
 * once: the receipt answered is cached, and every other view of money is fetched again.
 */
function useReceiptChange<I>(call: (input: I) => Promise<Receipt>) {
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(feeKeys.receipt(saved.id), saved),
    onSettled: (saved) => moneyMoved(saved && feeKeys.receipt(saved.id)),
  });
}

/** POST /api/v1/students/{id}/payments → 201 and the receipt (dues paid oldest first unless chosen). */
export const useCollectFee = () =>
  useReceiptChange(({ studentId, payment }: { studentId: number; payment: CollectInput }) =>
    apiRequest(`/api/v1/students/${studentId}/payments`, { method: 'POST', json: payment, schema: receipt }),
  );

/** POST /api/v1/receipts/{id}/cancel → the receipt, cancelled; its dues are owed again. */
export const useCancelReceipt = () =>
  useReceiptChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(`/api/v1/receipts/${id}/cancel`, { method: 'POST', json: { reason }, schema: receipt }),
  );

/** POST /api/v1/receipts/{id}/bounce → the receipt, bounced; its dues are owed again (with the bounce charge, if billed). */
export const useBounceCheque = () =>
  useReceiptChange(({ id, reason, charge }: { id: number; reason: string; charge: boolean }) =>
    apiRequest(`/api/v1/receipts/${id}/bounce`, {
      method: 'POST',
      json: { reason, charge },
      schema: receipt,
    }),
  );

/** GET /api/v1/fees/students?q= → the students found to collect from (the first few, and whether more match). */
export const useFeeStudents = (q: string, enabled: boolean) =>
  useQuery<FeeStudentList>({
    queryKey: feeKeys.collectStudents(q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/fees/students?q=${encodeURIComponent(q)}`, { schema: feeStudentList, signal }),
    enabled,
  });

const linksKey = (id: number) => [...feeKeys.receipt(id), 'links'] as const;

/** POST /api/v1/receipts/{id}/send → what was sent to the family (nothing twice on one day); its links change. */
export function useSendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/v1/receipts/${id}/send`, { method: 'POST', schema: sentResult }),
    onSettled: (_sent, _error, id) => queryClient.invalidateQueries({ queryKey: linksKey(id) }),
  });
}

/** GET /api/v1/receipts/{id}/links → the links sent to the family: open, expired or revoked. */
export const useReceiptLinks = (id: number) =>
  useQuery({
    queryKey: linksKey(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/receipts/${id}/links`, { schema: receiptLinkList, signal }),
  });

/** POST /api/v1/receipts/{id}/links/revoke → how many open links stopped (the receipt stands). */
export function useRevokeReceiptLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/v1/receipts/${id}/links/revoke`, { method: 'POST', schema: revokedLinks }),
    onSettled: (_done, _error, id) => queryClient.invalidateQueries({ queryKey: linksKey(id) }),
  });
}
