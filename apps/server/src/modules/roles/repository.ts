import { and, asc, count, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roleGrants, roles, userRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { naturalAsc } from '../../db/natural.ts';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  isOwner: roles.isOwner,
  createdAt: roles.createdAt,
  // Written out: inside a select list drizzle leaves column names unqualified.
  userCount: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = "roles"."id")`,
};

export async function listRoles(
  db: Executor,
  organisationId: number,
  page: { q?: string; limit: number; offset: number },
) {
  const where = and(
    eq(roles.organisationId, organisationId),
    page.q ? ilike(roles.name, containsPattern(page.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      // The Owner role first, then by name.
      .orderBy(sql`${roles.isOwner} desc`, ...naturalAsc(roles.name), asc(roles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findRole(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), eq(roles.id, id)));
  return row;
}

export async function findRoles(db: Executor, organisationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name, isOwner: roles.isOwner })
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), inArray(roles.id, ids)));
}

/** The grants of these roles (menu code and level). */
export async function findGrants(db: Executor, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  return db
    .select({ roleId: roleGrants.roleId, menuCode: roleGrants.menuCode, level: roleGrants.level })
    .from(roleGrants)
    .where(inArray(roleGrants.roleId, roleIds))
    .orderBy(asc(roleGrants.menuCode));
}

export async function insertRole(db: Executor, organisationId: number, name: string) {
  const [row] = await db.insert(roles).values({ organisationId, name }).returning({ id: roles.id });
  return row!.id;
}

export async function renameRole(db: Executor, id: number, name: string) {
  await db.update(roles).set({ name }).where(eq(roles.id, id));
}

export async function replaceGrants(
  db: Executor,
  roleId: number,
  grants: { menuCode: number; level: string }[],
) {
  await db.delete(roleGrants).where(eq(roleGrants.roleId, roleId));
  if (grants.length > 0) await db.insert(roleGrants).values(grants.map((g) => ({ roleId, ...g })));
}

export async function deleteRole(db: Executor, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}

/** Locks the role's row for the rest of the transaction (so a delete and an assignment cannot race). */
export async function lockRole(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), eq(roles.id, id)))
    .for('update');
  return Boolean(row);
}

export async function holderCount(db: Executor, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

/** The organisation's Owner role, locked: every change that can remove an owner takes this lock first. */
export async function lockOwnerRole(db: Executor, organisationId: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), eq(roles.isOwner, true)))
    .for('update');
  return row?.id;
}

/** Users holding the Owner role who can sign in now: active, with a password set. */
export async function activeOwnerIds(db: Executor, organisationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.active, true),
        isNotNull(users.passwordHash),
        eq(roles.isOwner, true),
      ),
    );
  return rows.map((r) => r.id);
}
