import { useQuery } from '@tanstack/react-query';
import { auditFacets } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';

/** GET /api/v1/audit/facets → {areas, actions, users}: what the filters offer. */
export function getAuditFacets(signal?: AbortSignal) {
  return apiRequest('/api/v1/audit/facets', { schema: auditFacets, signal });
}

export function useAuditFacets() {
  return useQuery({ queryKey: auditKeys.facets, queryFn: ({ signal }) => getAuditFacets(signal) });
}
