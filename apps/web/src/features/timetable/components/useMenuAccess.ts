import { useMyAccess } from '../../../lib/access.ts';

/** Whether the signed-in user may open a menu's screen, and change what it shows. */
export function useMenuAccess(menu: string) {
  const access = useMyAccess().data;
  return {
    denied: Boolean(access && !access.owner && !access.menus[menu]),
    canManage: Boolean(access?.owner || access?.menus[menu] === 'manage'),
  };
}
