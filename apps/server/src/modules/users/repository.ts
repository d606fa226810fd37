import { and, asc, count, eq, exists, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  invitations,
  organisations,
  roles,
  sessions,
  userCentres,
  userMenuExceptions,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { UserStatus } from '@kaksha/contracts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  organisationId: users.organisationId,
  userName: users.userName,
  email: users.email,
  mobile: users.mobile,
  whatsapp: users.whatsapp,
  userType: users.userType,
  active: users.active,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  // Written out: inside a select list drizzle leaves column names unqualified, which a subquery would misread.
  lastSignInAt: sql<string | null>`(select max(a.created_at) from audit_log a
    where a.user_id = "users"."id" and a.action = 'sign-in')`,
  invitationExpiresAt: sql<string | null>`(select max(i.expires_at) from invitations i
    where i.user_id = "users"."id" and i.used_at is null)`,
};
export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

function statusCondition(status: UserStatus): SQL {
  if (status === 'inactive') return eq(users.active, false);
  return and(
    eq(users.active, true),
    status === 'invited' ? isNull(users.passwordHash) : isNotNull(users.passwordHash),
  )!;
}

export async function listUsers(
  db: Executor,
  organisationId: number,
  query: { q?: string; status?: UserStatus; roleId?: number; limit: number; offset: number },
) {
  const where = and(
    eq(users.organisationId, organisationId),
    query.q
      ? or(
          ilike(users.userName, likePattern(query.q)),
          ilike(users.email, likePattern(query.q)),
          ilike(users.mobile, likePattern(query.q)),
        )
      : undefined,
    query.status ? statusCondition(query.status) : undefined,
    query.roleId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, query.roleId))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.userName})`, asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findUser(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
  return row;
}

/** Locks the user's row for the rest of the transaction. */
export async function lockUser(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, id)))
    .for('update');
  return Boolean(row);
}

export async function rolesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, isOwner: roles.isOwner })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(sql`${roles.isOwner} desc`, sql`lower(${roles.name})`);
}

export async function centresOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userCentres.userId, code: userCentres.centreCode })
    .from(userCentres)
    .where(inArray(userCentres.userId, userIds))
    .orderBy(asc(userCentres.centreCode));
}

export async function exceptionsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userMenuExceptions.userId,
      menuCode: userMenuExceptions.menuCode,
      effect: userMenuExceptions.effect,
      level: userMenuExceptions.level,
    })
    .from(userMenuExceptions)
    .where(inArray(userMenuExceptions.userId, userIds))
    .orderBy(asc(userMenuExceptions.menuCode));
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function replaceRoles(db: Executor, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function replaceCentres(db: Executor, userId: number, codes: string[]) {
  await db.delete(userCentres).where(eq(userCentres.userId, userId));
  if (codes.length > 0)
    await db.insert(userCentres).values(codes.map((centreCode) => ({ userId, centreCode })));
}

export async function replaceExceptions(
  db: Executor,
  userId: number,
  items: { menuCode: number; effect: string; level: string | null }[],
) {
  await db.delete(userMenuExceptions).where(eq(userMenuExceptions.userId, userId));
  if (items.length > 0) await db.insert(userMenuExceptions).values(items.map((e) => ({ userId, ...e })));
}

/** Signs the user out everywhere, at once: their next request finds no session. */
export async function deleteSessions(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function organisationName(db: Executor, organisationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.name ?? '';
}

// ---- invitations ----

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  await db.insert(invitations).values(values);
}

/** Retires every open invitation of the user (a newer one replaces them, or the user was deactivated). */
export async function retireInvitations(db: Executor, userId: number, at: Date) {
  await db
    .update(invitations)
    .set({ usedAt: at })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

/** The open invitation with this token, with who it is for; undefined when used, retired or expired. */
export async function findOpenInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: invitations.id,
      userId: users.id,
      organisationId: users.organisationId,
      email: users.email,
      userName: users.userName,
      organisationName: organisations.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
        eq(users.active, true),
        isNull(users.passwordHash),
      ),
    );
  return row;
}

/** Claims the invitation for one use (atomically); returns the user id, or undefined. */
export async function claimInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .returning({ userId: invitations.userId });
  return row?.userId;
}

/** Sets the first password of an invited, active user; false when they have one or were deactivated. */
export async function setFirstPassword(db: Executor, userId: number, passwordHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.passwordHash)))
    .returning({ id: users.id, email: users.email, organisationId: users.organisationId });
  return rows[0];
}
