import { feeKeys } from './keys.ts';

/** Collection and receipts, under the fees area's key so that a payment can refresh everything it changes. */
export const collectionKeys = {
  dayBook: [...feeKeys.all, 'collections'] as const,
  dayBookPage: (query: object) => [...feeKeys.all, 'collections', 'page', query] as const,
  months: (query: object) => [...feeKeys.all, 'collections', 'months', query] as const,
  cashiers: [...feeKeys.all, 'collections', 'cashiers'] as const,
  students: (q: string) => [...feeKeys.all, 'students', q] as const,
  receipt: (id: number) => [...feeKeys.all, 'receipt', id] as const,
};
