import { menuCatalogue } from '@kaksha/contracts';
import type { CatalogueMenu, Menu } from '@kaksha/contracts';
import { deepFreeze } from '../../lib/serializer.ts';
import type { AccessLevel, Caller, UserAccess } from '../../lib/caller.ts';
import * as repo from './repository.ts';

export type { AccessLevel, UserAccess };

const codeByFrmName = new Map<string, number>();
const frmNameByCode = new Map<number, string>();
const allCodes: number[] = [];
(function index(items: CatalogueMenu[]) {
  for (const item of items) {
    allCodes.push(item.code);
    if (item.frmName) {
      codeByFrmName.set(item.frmName, item.code);
      frmNameByCode.set(item.code, item.frmName);
    }
    index(item.children ?? []);
  }
})(menuCatalogue);

export const menuCodeOf = (frmName: string): number | undefined => codeByFrmName.get(frmName);
export const frmNameOf = (code: number): string | undefined => frmNameByCode.get(code);

const stronger = (a: AccessLevel | undefined, b: AccessLevel): AccessLevel =>
  a === 'manage' || b === 'manage' ? 'manage' : 'view';

/** The grants as a column to select beside the session (see `userGrantsJson`). */
export const grantsColumn = repo.userGrantsJson;

/** Access from the tuples of `grantsColumn`. */
export const accessFromGrantTuples = (tuples: [boolean, number | null, string | null, string | null][]) =>
  accessFromGrants(tuples.map(([owner, menuCode, level, effect]) => ({ owner, menuCode, level, effect })));

/**
 * What a user may open and change: the union of their roles' grants, then their exceptions (a grant
 * adds a menu or raises its level; a withhold removes it). The guard and the sidebar both read this.
 */
function accessFromGrants(rows: repo.GrantRow[]): UserAccess {
  const menus = new Map<number, AccessLevel>();
  if (rows.some((r) => r.owner)) {
    for (const code of allCodes) menus.set(code, 'manage');
    return { owner: true, menus };
  }
  for (const row of rows) {
    if (row.menuCode === null || row.effect !== null) continue;
    menus.set(row.menuCode, stronger(menus.get(row.menuCode), row.level as AccessLevel));
  }
  for (const row of rows) {
    if (row.menuCode === null || row.effect === null) continue;
    if (row.effect === 'withhold') menus.delete(row.menuCode);
    else menus.set(row.menuCode, stronger(menus.get(row.menuCode), row.level as AccessLevel));
  }
  return { owner: false, menus };
}

/** True when `held` covers `needed` (manage covers view). */
export const covers = (held: AccessLevel | undefined, needed: AccessLevel) =>
  held === 'manage' || (held === 'view' && needed === 'view');

/** The tree the user may see: a parent appears when it, or any of its children, is granted. */
export function visibleTree(
  items: CatalogueMenu[],
  access: Map<number, AccessLevel>,
  parentCode = 0,
): Menu[] {
  return items.flatMap((item) => {
    const SubMenus = visibleTree(item.children ?? [], access, item.code);
    if (!access.has(item.code) && SubMenus.length === 0) return [];
    // A group with no screen of its own appears only through its granted children.
    if (!item.frmName && SubMenus.length === 0) return [];
    return [
      { MenuCode: item.code, MenuName: item.name, ParentCode: parentCode, FrmName: item.frmName, SubMenus },
    ];
  });
}

// A remembered session hands the same access object to each request (account/session-cache.ts):
// its tree is built once, and frozen so that its JSON is written once too (lib/serializer.ts).
const treeOf = new WeakMap<UserAccess, Menu[]>();

export function menusFor(access: UserAccess): Menu[] {
  let tree = treeOf.get(access);
  if (!tree) treeOf.set(access, (tree = deepFreeze(visibleTree(menuCatalogue, access.menus))));
  return tree;
}

/**
 * The menus in `wanted` that the caller could not grant: a non-owner may give away only what they
 * hold themselves, at most at their own level. An owner holds everything.
 */
export function beyondCaller(caller: Caller, wanted: { menuCode: number; level: AccessLevel }[]): string[] {
  if (caller.access.owner) return [];
  return wanted
    .filter((w) => !covers(caller.access.menus.get(w.menuCode), w.level))
    .map((w) => frmNameOf(w.menuCode) ?? String(w.menuCode));
}

/** Whether the caller holds a menu (by FrmName) at least at `level` (an owner holds every one). */
export const holds = (caller: Pick<Caller, 'access'>, frmName: string, level: AccessLevel) =>
  caller.access.owner || covers(caller.access.menus.get(menuCodeOf(frmName)!), level);
