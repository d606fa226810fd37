import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userList, type UserListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/users?page&pageSize&q&status&roleId → {data, total}. */
export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/users?${queryString(query)}`, { schema: userList, signal });
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
