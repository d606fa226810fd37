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
