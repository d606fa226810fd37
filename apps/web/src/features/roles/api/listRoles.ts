import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roleList, type RoleListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { roleKeys } from './keys.ts';

/** GET /api/v1/roles?page&pageSize&q → {data, total}; the Owner role first. */
export function listRoles(query: RoleListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/v1/roles?${params.toString()}`, { schema: roleList, signal });
}

export function useRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}
