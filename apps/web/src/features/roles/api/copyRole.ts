import { useMutation, useQueryClient } from '@tanstack/react-query';
import { role, type Role } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { afterRoleChange } from './invalidate.ts';

/** POST /api/v1/roles/{id}/copy {} → a new role "Copy of …" with the same grants. */
export function copyRole(id: number): Promise<Role> {
  return apiRequest(`/api/v1/roles/${id}/copy`, { method: 'POST', json: {}, schema: role });
}

export function useCopyRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyRole, onSettled: () => afterRoleChange(queryClient) });
}
