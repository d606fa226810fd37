import { auditFacets, auditList, type AuditQuery } from '@kaksha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const auditKeys = {
  all: ['audit'] as const,
  list: (params: object) => ['audit', 'list', params] as const,
  facets: ['audit', 'facets'] as const,
};

/** GET /api/v1/audit/facets → {areas, actions, users}: what the filters offer. */
export function getAuditFacets(signal?: AbortSignal) {
  return apiRequest('/api/v1/audit/facets', { schema: auditFacets, signal });
}

export function useAuditFacets() {
  return useQuery({ queryKey: auditKeys.facets, queryFn: ({ signal }) => getAuditFacets(signal) });
}

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
