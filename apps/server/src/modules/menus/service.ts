import { menuCatalogue } from '@kaksha/contracts';
import type { CatalogueMenu, Menu } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../account/service.ts';
import * as repo from './repository.ts';

export type AccessLevel = 'view' | 'manage';

/** Menu code → the best level the user holds; the catalogue is fixed, so only grants are read. */
export async function menuAccess(db: Db, caller: Caller): Promise<Map<number, AccessLevel>> {
  const grants = await repo.findUserGrants(db, caller.userId);
  const access = new Map<number, AccessLevel>();
  if (grants.some((g) => g.owner)) {
    for (const code of allCodes(menuCatalogue)) access.set(code, 'manage');
    return access;
  }
  for (const g of grants) {
    if (g.menuCode === null) continue;
    if (g.level === 'manage' || !access.has(g.menuCode)) access.set(g.menuCode, g.level as AccessLevel);
  }
  return access;
}

const allCodes = (items: CatalogueMenu[]): number[] =>
  items.flatMap((item) => [item.code, ...allCodes(item.children ?? [])]);

/** The tree the user may see: a parent appears when it, or any of its children, is granted. */
export function visibleTree(
  items: CatalogueMenu[],
  access: Map<number, AccessLevel>,
  parentCode = 0,
): Menu[] {
  return items.flatMap((item) => {
    const SubMenus = visibleTree(item.children ?? [], access, item.code);
    if (!access.has(item.code) && SubMenus.length === 0) return [];
    return [
      { MenuCode: item.code, MenuName: item.name, ParentCode: parentCode, FrmName: item.frmName, SubMenus },
    ];
  });
}

export async function menusFor(db: Db, caller: Caller): Promise<Menu[]> {
  return visibleTree(menuCatalogue, await menuAccess(db, caller));
}
