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
 * since it may change the caller's own grants. Screens ask `useMenuAccess`; the shell reads this.
 */
export function useMyAccess() {
  return useQuery({
    queryKey: accessKey,
    queryFn: ({ signal }) => fetchMyAccess(signal),
    staleTime: 60_000,
  });
}

/** What the signed-in user may do with one menu's screen (or with any of several menus). */
export interface MenuAccess {
  /** The grants are still loading: nothing is known yet, so nothing is denied yet. */
  loading: boolean;
  /** Why the grants could not be loaded, if they could not. */
  error: Error | null;
  /** The user holds any of the menus, at view or manage level (an owner holds every menu). */
  canView: boolean;
  /** The user manages any of the menus. */
  canManage: boolean;
  /** The grants are loaded and the user holds none of the menus: the screen shows NoAccess. */
  denied: boolean;
  owner: boolean;
}

/** The answer from grants already loaded, or not yet (`undefined`). */
function menuAccess(access: MyAccess | undefined, menus: string | readonly string[]) {
  const wanted = typeof menus === 'string' ? [menus] : menus;
  const owner = access?.owner === true;
  const canView = owner || wanted.some((menu) => access?.menus[menu] !== undefined);
  const canManage = owner || wanted.some((menu) => access?.menus[menu] === 'manage');
  return { owner, canView, canManage, denied: access !== undefined && !canView };
}

/**
 * Whether the signed-in user may open a menu's screen (FrmName, e.g. 'PendingFees') and change what
 * it shows, as the server's guard decides it. With several menus, any one of them is enough.
 */
export function useMenuAccess(menus: string | readonly string[]): MenuAccess {
  const access = useMyAccess();
  return { ...menuAccess(access.data, menus), loading: access.isPending, error: access.error };
}
