import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { afterRoleChange } from './invalidate.ts';

/** DELETE /api/v1/roles/{id} → 204; 409 with a message while users hold the role. */
export function deleteRole(id: number): Promise<void> {
  return apiRequest(`/api/v1/roles/${id}`, { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSettled: () => afterRoleChange(queryClient) });
}
