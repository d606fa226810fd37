import { postJson } from '../../../lib/api.ts';
import { useAction } from '../../../lib/useAction.ts';

/** POST /api/v1/password-reset/verify {email, otp} → {success, message, resetToken?}. */
export interface VerifyOtpReply {
  success: boolean;
  message: string;
  resetToken?: string;
}

export function verifyOtp(body: { email: string; otp: string }): Promise<VerifyOtpReply> {
  return postJson<VerifyOtpReply>('/api/v1/password-reset/verify', body);
}

export function useVerifyOtp() {
  return useAction(verifyOtp);
}
