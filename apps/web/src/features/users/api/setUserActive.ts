import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUser, type StaffUser } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

/** POST /api/v1/users/{id}/deactivate (signs them out at once) or /reactivate → the user. */
export function setUserActive({ id, active }: { id: number; active: boolean }): Promise<StaffUser> {
  return apiRequest(`/api/v1/users/${id}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
    schema: staffUser,
  });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
