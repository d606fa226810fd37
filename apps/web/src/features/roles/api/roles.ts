import {
  role,
  type Role,
  type RoleBody,
  roleList,
  type RoleListQuery,
  type RoleUpdateBody,
} from '@kaksha/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { accessKey } from '../../../lib/access.ts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: object) => ['roles', 'list', params] as const,
};

/** A change to a role changes the menus of everyone holding it, the caller included. */
export const afterRoleChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: accessKey }),
    queryClient.invalidateQueries({ queryKey: ['menus'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);

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

export type SaveRoleInput = { id: number; changes: RoleUpdateBody } | { id?: undefined; changes: RoleBody };

/** POST /api/v1/roles (new) or PATCH /api/v1/roles/{id} (name and/or grants) → the role. */
export function saveRole({ id, changes }: SaveRoleInput): Promise<Role> {
  return id === undefined
    ? apiRequest('/api/v1/roles', { method: 'POST', json: changes, schema: role })
    : apiRequest(`/api/v1/roles/${id}`, { method: 'PATCH', json: changes, schema: role });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSettled: () => afterRoleChange(queryClient) });
}

/** POST /api/v1/roles/{id}/copy {} → a new role "Copy of …" with the same grants. */
export function copyRole(id: number): Promise<Role> {
  return apiRequest(`/api/v1/roles/${id}/copy`, { method: 'POST', json: {}, schema: role });
}

export function useCopyRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyRole, onSettled: () => afterRoleChange(queryClient) });
}

/** DELETE /api/v1/roles/{id} → 204; 409 with a message while users hold the role. */
export function deleteRole(id: number): Promise<void> {
  return apiRequest(`/api/v1/roles/${id}`, { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSettled: () => afterRoleChange(queryClient) });
}
