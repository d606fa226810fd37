import { useMutation, useQueryClient } from '@tanstack/react-query';
import { role, type Role, type RoleBody, type RoleUpdateBody } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { afterRoleChange } from './invalidate.ts';

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
