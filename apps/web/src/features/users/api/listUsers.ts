import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userList, type UserListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

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
