import { useQuery } from '@tanstack/react-query';
import { menusResponse, type Menu, type SessionUser } from '@kaksha/contracts';
import { apiRequest } from './api.ts';
import { menuName } from './i18n/index.ts';

export type { Menu };

export const menusKey = (user: Pick<SessionUser, 'SUCode' | 'EmailID'>) =>
  ['menus', user.SUCode, user.EmailID] as const;

/** The menus with their names in the active language (the server names them in English). */
const localMenus = (menus: readonly Menu[]): Menu[] =>
  menus.map((menu) => ({ ...menu, MenuName: menuName(menu.MenuName), SubMenus: localMenus(menu.SubMenus) }));

/** POST /api/menus {SUCode, EmailID} → the tree of menus this user may open. */
export async function fetchMenus(
  body: { SUCode: string; EmailID: string },
  signal?: AbortSignal,
): Promise<Menu[]> {
  return localMenus(
    await apiRequest('/api/menus', { method: 'POST', json: body, schema: menusResponse, signal }),
  );
}

/** The signed-in user's menus; the shell's sidebar and the dashboard share this one query. */
export function useMenus(user: Pick<SessionUser, 'SUCode' | 'EmailID'> | null) {
  return useQuery({
    queryKey: user ? menusKey(user) : ['menus', 'none'],
    queryFn: ({ signal }) => fetchMenus({ SUCode: user!.SUCode, EmailID: user!.EmailID }, signal),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
}

/** The menus from the top down to the one that opens `frmName`, or null. */
export function findMenuTrail(menus: readonly Menu[], frmName: string): Menu[] | null {
  for (const menu of menus) {
    if (menu.FrmName === frmName) return [menu];
    const below = findMenuTrail(menu.SubMenus, frmName);
    if (below) return [menu, ...below];
  }
  return null;
}

/** 'Parent > Child' for a submenu, just the name for a top-level leaf; `fallback` if no menu opens it. */
export function breadcrumbFor(menus: readonly Menu[], frmName: string, fallback: string): string {
  const trail = findMenuTrail(menus, frmName);
  return trail ? trail.map((m) => m.MenuName).join(' > ') : fallback;
}
