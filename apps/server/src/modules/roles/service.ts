import { grantableMenus } from '@kaksha/contracts';
import type { Role, RoleGrant, RoleList } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';
import { beyondCaller, frmNameOf, menuCodeOf } from '../menus/service.ts';
import type { AccessLevel } from '../menus/service.ts';
import type { Caller } from '../../lib/caller.ts';
import * as repo from './repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export const OWNER_ROLE_FIXED =
  'The Owner role is built in: it holds every menu and cannot be changed or deleted.';
export const ROLE_NAME_TAKEN = 'A role with this name already exists.';
export const ROLE_NOT_FOUND = 'Role not found.';

const nameTaken = () => new AppError('CONFLICT', ROLE_NAME_TAKEN, { name: ROLE_NAME_TAKEN });

/** Every grantable menu at manage: what the Owner role holds (shown, and copied, as explicit grants). */
const everyMenu: RoleGrant[] = grantableMenus.map((m) => ({ menu: m.frmName, level: 'manage' }));

type Row = NonNullable<Awaited<ReturnType<typeof repo.findRole>>>;

function toRole(row: Row, grants: { menuCode: number; level: string }[]): Role {
  return {
    id: row.id,
    name: row.name,
    isOwner: row.isOwner,
    userCount: row.userCount,
    grants: row.isOwner
      ? everyMenu
      : grants.map((g) => ({
          menu: frmNameOf(g.menuCode) ?? String(g.menuCode),
          level: g.level as AccessLevel,
        })),
    createdAt: row.createdAt.toISOString(),
  };
}

async function withGrants(db: Executor, rows: Row[]): Promise<Role[]> {
  const grants = await repo.findGrants(
    db,
    rows.filter((r) => !r.isOwner).map((r) => r.id),
  );
  return rows.map((row) =>
    toRole(
      row,
      grants.filter((g) => g.roleId === row.id),
    ),
  );
}

const toCodes = (grants: RoleGrant[]) =>
  grants.map((g) => ({ menuCode: menuCodeOf(g.menu)!, level: g.level as AccessLevel }));

/** Refuses grants the caller could not hold out to others (see `beyondCaller`). */
function assertCanGrant(caller: Caller, wanted: { menuCode: number; level: AccessLevel }[]) {
  const beyond = beyondCaller(caller, wanted);
  if (beyond.length > 0) {
    throw forbidden(`You can only grant menus you hold yourself, at your own level: ${beyond.join(', ')}.`);
  }
}

/** The grants of `after` that are new or raised compared with `before`. */
function raised(
  before: { menuCode: number; level: string }[],
  after: { menuCode: number; level: AccessLevel }[],
) {
  const had = new Map(before.map((g) => [g.menuCode, g.level]));
  return after.filter((g) => had.get(g.menuCode) !== 'manage' && had.get(g.menuCode) !== g.level);
}

export async function listRoles(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number; q?: string },
): Promise<RoleList> {
  const { rows, total } = await repo.listRoles(db, caller.organisationId, {
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { data: await withGrants(db, rows), total };
}

export async function getRole(db: Executor, caller: Caller, id: number): Promise<Role> {
  const row = await repo.findRole(db, caller.organisationId, id);
  if (!row) throw notFound(ROLE_NOT_FOUND);
  const [role] = await withGrants(db, [row]);
  return role!;
}

async function insertWithGrants(db: Db, caller: Caller, name: string, grants: RoleGrant[], summary: object) {
  const codes = toCodes(grants);
  assertCanGrant(caller, codes);
  try {
    const id = await db.transaction(async (tx) => {
      const roleId = await repo.insertRole(tx, caller.organisationId, name);
      await repo.replaceGrants(tx, roleId, codes);
      await recordCallerAudit(tx, caller, {
        action: 'create',
        area: 'roles',
        entityId: roleId,
        summary: { name, grants, ...summary },
      });
      return roleId;
    });
    return getRole(db, caller, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createRole(db: Db, caller: Caller, input: { name: string; grants: RoleGrant[] }) {
  return insertWithGrants(db, caller, input.name, input.grants, {});
}

/** A new role with the same grants, named "Copy of …" (numbered if taken) unless a name is given. */
export async function copyRole(db: Db, caller: Caller, id: number, name?: string) {
  const source = await getRole(db, caller, id);
  let copyName = name;
  if (!copyName) {
    const base = `Copy of ${source.name}`.slice(0, 100);
    const { rows } = await repo.listRoles(db, caller.organisationId, {
      q: base,
      limit: 100,
      offset: 0,
    });
    const taken = new Set(rows.map((r) => r.name.toLowerCase()));
    copyName = base;
    for (let n = 2; taken.has(copyName.toLowerCase()); n++) copyName = `${base} (${n})`.slice(0, 100);
  }
  return insertWithGrants(db, caller, copyName, source.grants, {
    copiedFrom: { id: source.id, name: source.name },
  });
}

export async function updateRole(
  db: Db,
  caller: Caller,
  id: number,
  input: { name?: string; grants?: RoleGrant[] },
) {
  const before = await getRole(db, caller, id);
  if (before.isOwner) throw new AppError('CONFLICT', OWNER_ROLE_FIXED);
  const codes = input.grants ? toCodes(input.grants) : undefined;
  if (codes) assertCanGrant(caller, raised(toCodes(before.grants), codes));
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.lockRole(tx, caller.organisationId, id))) throw notFound(ROLE_NOT_FOUND);
      if (input.name !== undefined && input.name !== before.name) await repo.renameRole(tx, id, input.name);
      if (codes) await repo.replaceGrants(tx, id, codes);
      const diff = changes(
        { name: before.name, grants: before.grants },
        { name: input.name, grants: input.grants },
      );
      if (diff.changed) {
        await recordCallerAudit(tx, caller, {
          action: 'update',
          area: 'roles',
          entityId: id,
          summary: { name: before.name, before: diff.before, after: diff.after },
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  return getRole(db, caller, id);
}

export async function deleteRole(db: Db, caller: Caller, id: number) {
  const before = await getRole(db, caller, id);
  if (before.isOwner) throw new AppError('CONFLICT', OWNER_ROLE_FIXED);
  await db.transaction(async (tx) => {
    if (!(await repo.lockRole(tx, caller.organisationId, id))) throw notFound(ROLE_NOT_FOUND);
    const holders = await repo.holderCount(tx, id);
    if (holders > 0) {
      throw new AppError(
        'CONFLICT',
        `“${before.name}” is held by ${holders} ${holders === 1 ? 'user' : 'users'}. Remove the role from ${
          holders === 1 ? 'that user' : 'them'
        } first, then delete it.`,
      );
    }
    await repo.deleteRole(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'delete',
      area: 'roles',
      entityId: id,
      summary: { name: before.name, grants: before.grants },
    });
  });
}

// ---- for the users module (a service may call another module's service) ----

export interface AssignableRole {
  id: number;
  name: string;
  isOwner: boolean;
  grants: { menuCode: number; level: AccessLevel }[];
}

/** The organisation's roles with these ids, with their grants; an id that is not theirs is missing. */
export async function rolesByIds(
  db: Executor,
  organisationId: number,
  ids: number[],
): Promise<AssignableRole[]> {
  const rows = await repo.findRoles(db, organisationId, [...new Set(ids)]);
  const grants = await repo.findGrants(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    grants: r.isOwner
      ? toCodes(everyMenu)
      : grants
          .filter((g) => g.roleId === r.id)
          .map((g) => ({ menuCode: g.menuCode, level: g.level as AccessLevel })),
  }));
}

/** Every role of the organisation (id, name, isOwner), the Owner role first. */
export async function allRoles(db: Executor, organisationId: number) {
  const { rows } = await repo.listRoles(db, organisationId, { limit: 1000, offset: 0 });
  return rows.map(({ id, name, isOwner }) => ({ id, name, isOwner }));
}

export const lockOwnerRole = repo.lockOwnerRole;
export const activeOwnerIds = repo.activeOwnerIds;
