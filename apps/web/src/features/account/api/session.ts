import { type LoginBody, sessionUser, type SessionUser } from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiClientError, type Parser, postJson } from '../../../lib/api.ts';
import { saveUser, toSessionUser } from '../../../lib/auth/session.ts';
import { t } from '../../../lib/i18n/index.ts';
import { useAction } from '../../../lib/useAction.ts';

export const sessionKey = ['session'] as const;

/** GET /api/v1/session → 200 SessionUser, or 401 when there is no session (who am I, after a refresh). */
export function getSession(signal?: AbortSignal): Promise<SessionUser> {
  return apiRequest('/api/v1/session', { method: 'GET', schema: sessionUser, signal });
}

export function useSession(enabled: boolean) {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getSession(signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** DELETE /api/v1/session: ends the session (the HttpOnly cookie is cleared by the server). */
export function logout(): Promise<unknown> {
  return apiRequest('/api/v1/session', { method: 'DELETE' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { ignoreUnauthorized: true } });
}

/** POST /api/login {email, password} → {ResCode: 1, SUCode, EmailID, UserName, UserType, message} | {ResCode: 0, message}. */
export type LoginReply = { ResCode: 1; message: string; user: SessionUser } | { ResCode: 0; message: string };

// Checked by hand rather than with zod: the login page must stay small.
const loginReply: Parser<LoginReply> = {
  parse(data) {
    const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : '';
    if (Number(body.ResCode) === 1) {
      const user = toSessionUser(body);
      if (!user) throw new Error('login reply without user');
      return { ResCode: 1, message, user };
    }
    if (body.ResCode === undefined) throw new Error('login reply without ResCode');
    return { ResCode: 0, message };
  },
};

export function login(body: LoginBody): Promise<LoginReply> {
  return postJson('/api/login', body, { schema: loginReply });
}

export type SignInOutcome = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * Logs in and, on ResCode 1, keeps the public fields in sessionStorage `user` (never the password).
 * Any other ResCode or HTTP error shows the server's message; a network or parse failure the generic one.
 */
export async function signIn(body: LoginBody): Promise<SignInOutcome> {
  try {
    const reply = await login(body);
    if (reply.ResCode === 1) {
      saveUser(reply.user);
      return { ok: true, user: reply.user };
    }
    return { ok: false, message: reply.message || t.login.error };
  } catch (error) {
    if (isApiClientError(error) && error.kind === 'http' && error.serverMessage) {
      return { ok: false, message: error.serverMessage };
    }
    return { ok: false, message: t.login.error };
  }
}

export function useSignIn() {
  return useAction(signIn);
}
