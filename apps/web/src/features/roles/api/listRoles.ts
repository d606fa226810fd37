import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roleList, type RoleListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { roleKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/roles?page&pageSize&q → {data, total}; the Owner role first. */
export function listRoles(query: RoleListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/roles?${queryString(query)}`, { schema: roleList, signal });
}

export function useRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}
