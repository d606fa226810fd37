import { postJson } from '../../../lib/api.ts';
import { useAction } from '../../../lib/useAction.ts';

/** POST /reset-password {email, newPassword, resetToken} → {success, message}. */
export interface ResetPasswordReply {
  success: boolean;
  message: string;
}

export function resetPassword(body: {
  email: string;
  newPassword: string;
  resetToken: string;
}): Promise<ResetPasswordReply> {
  return postJson<ResetPasswordReply>('/reset-password', body);
}

export function useResetPassword() {
  return useAction(resetPassword);
}
