import { type ChangePasswordBody, messageResponse } from '@kaksha/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api.ts';
import { useAction } from '../../../lib/useAction.ts';

/** POST /send-otp {email} → {success, message}. The code itself is never sent back to the browser. */
export interface SendOtpReply {
  success: boolean;
  message: string;
}

export function sendOtp(body: { email: string }): Promise<SendOtpReply> {
  return postJson<SendOtpReply>('/send-otp', body);
}

export function useSendOtp() {
  return useAction(sendOtp);
}

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

/** POST /api/v1/me/password: other sessions of this user end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      postJson('/api/v1/me/password', body, { schema: messageResponse }),
  });
}
