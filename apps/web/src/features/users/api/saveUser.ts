import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUser, type StaffUser, type StaffUserBody, type StaffUserUpdateBody } from '@kaksha/contracts';
import { accessKey } from '../../../lib/access.ts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

export type SaveUserInput =
  { id: number; changes: StaffUserUpdateBody } | { id?: undefined; changes: StaffUserBody };

/** POST /api/v1/users (adds and invites) or PATCH /api/v1/users/{id} (changes) → the user. */
export function saveUser({ id, changes }: SaveUserInput): Promise<StaffUser> {
  return id === undefined
    ? apiRequest('/api/v1/users', { method: 'POST', json: changes, schema: staffUser })
    : apiRequest(`/api/v1/users/${id}`, { method: 'PATCH', json: changes, schema: staffUser });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    // A change to oneself changes one's own menus too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: accessKey }),
        queryClient.invalidateQueries({ queryKey: ['menus'] }),
      ]),
  });
}
