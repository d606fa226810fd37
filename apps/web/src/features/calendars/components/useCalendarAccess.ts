import { useMyAccess } from '../../../lib/access.ts';

/**
 * Whether the signed-in user may open a calendar's screen and change what it offers (the teacher's
 * calendar address), and whether they may move classes, which is Time Allocation's to manage.
 */
export function useCalendarAccess(menu: string) {
  const access = useMyAccess().data;
  return {
    denied: Boolean(access && !access.owner && !access.menus[menu]),
    canManage: Boolean(access?.owner || access?.menus[menu] === 'manage'),
    canMove: Boolean(access?.owner || access?.menus.TimeAllocation === 'manage'),
  };
}
