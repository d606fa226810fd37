import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ChangePasswordBody } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';

/** POST /api/v1/me/password: other sessions of this user end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      postJson('/api/v1/me/password', body, { schema: messageResponse }),
  });
}
