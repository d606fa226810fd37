import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feeStatement, pendingFeePage, type PendingFeeQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/fees/pending?… → a page of students who owe, and the ageing of all that match. */
export const usePendingFees = (query: PendingFeeQuery) =>
  useQuery({
    queryKey: feeKeys.pendingList(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/fees/pending?${queryString(query)}`, { schema: pendingFeePage, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV of every student the filters match (no pages). */
export const pendingExportHref = (filters: Omit<PendingFeeQuery, 'page' | 'pageSize'>) =>
  `/api/v1/fees/pending/export.csv?${queryString(filters)}`;

/** GET /api/v1/students/{id}/fees → the student's dues and totals. */
export const useFeeStatement = (studentId: number | null) =>
  useQuery({
    queryKey: feeKeys.statement(studentId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students/${studentId}/fees`, { schema: feeStatement, signal }),
    enabled: studentId !== null,
  });
