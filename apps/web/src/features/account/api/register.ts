import type { RegisterBody, RegisterResponse } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { useAction } from '../../../lib/useAction.ts';

/** POST /register (JSON) {email, mobile, whatsapp, password, createdBy} → 200 {userId, message}. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return postJson<RegisterResponse>('/register', body);
}

export function useRegister() {
  return useAction(register);
}
