import { useMutation, useQuery } from '@tanstack/react-query';
import { sessionUser, type SessionUser } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

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
