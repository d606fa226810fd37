import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUser, type StaffUser } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

/** POST /api/v1/users/{id}/invitation: a new link by email; the old one stops working. */
export function resendInvitation(id: number): Promise<StaffUser> {
  return apiRequest(`/api/v1/users/${id}/invitation`, { method: 'POST', schema: staffUser });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
