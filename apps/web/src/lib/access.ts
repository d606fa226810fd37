import { useQuery } from '@tanstack/react-query';
import { myAccess, type MyAccess } from '@kaksha/contracts';
import { apiRequest } from './api.ts';

export type { MyAccess };

/** The one cache entry of the signed-in user's grants, shared by every screen that asks. */
export const accessKey = ['me', 'access'] as const;

/** GET /api/v1/me/access → {owner, menus: {FrmName: 'view' | 'manage'}}: the same grants the server enforces. */
export function fetchMyAccess(signal?: AbortSignal): Promise<MyAccess> {
  return apiRequest('/api/v1/me/access', { schema: myAccess, signal });
}

/**
 * What the signed-in user may open and change. A change to roles or users invalidates `accessKey`,
 * since it may change the caller's own grants.
 */
export function useMyAccess() {
  return useQuery({
    queryKey: accessKey,
    queryFn: ({ signal }) => fetchMyAccess(signal),
    staleTime: 60_000,
  });
}
