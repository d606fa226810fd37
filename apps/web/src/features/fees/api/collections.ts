import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashierList, collectionMonths, collectionPage, type CollectionQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/fees/collections?… → a page of receipts, and the totals of every matching one. */
export const useCollections = (query: CollectionQuery, enabled = true) =>
  useQuery({
    queryKey: feeKeys.dayBookPage(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/fees/collections?${queryString(query)}`, { schema: collectionPage, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The CSV of every receipt the filters match (no pages). */
export const collectionsExportHref = (filters: Omit<CollectionQuery, 'page' | 'pageSize'>) =>
  `/api/v1/fees/collections/export.csv?${queryString(filters)}`;

/** GET /api/v1/fees/collections/months → what each of the last `months` months brought in, oldest first. */
export const useCollectionMonths = (query: { months: number; centreId?: number }) =>
  useQuery({
    queryKey: feeKeys.months(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/fees/collections/months?${queryString(query)}`, {
        schema: collectionMonths,
        signal,
      }),
  });

/** GET /api/v1/fees/cashiers → who has collected money, as the cashier filter's choices. */
export const useCashiers = () =>
  useQuery({
    queryKey: feeKeys.cashiers,
    queryFn: ({ signal }) => apiRequest('/api/v1/fees/cashiers', { schema: cashierList, signal }),
    select: ({ data }) => data.map((c) => ({ value: String(c.id), label: c.name })),
    staleTime: 60_000,
  });
