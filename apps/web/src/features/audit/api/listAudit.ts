import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditList, type AuditQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/audit?page&pageSize&userId&area&action&from&to&tz → {data, total}, newest first. */
export function listAudit(query: AuditQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/audit?${queryString(query)}`, { schema: auditList, signal });
}

export function useAudit(query: AuditQuery, enabled = true) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v1/audit/export?… : the same filters, every entry, as a CSV download (a plain link). */
export const auditExportHref = (query: Omit<AuditQuery, 'page' | 'pageSize'>) =>
  `/api/v1/audit/export?${queryString(query)}`;
