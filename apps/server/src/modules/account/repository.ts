import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  organisations,
  passwordResets,
  roles,
  sessions,
  signInFlows,
  userIdentities,
  userRoles,
  users,
} from '../../db/schema/index.ts';

const signInColumns = {
  id: users.id,
  organisationId: users.organisationId,
  email: users.email,
  passwordHash: users.passwordHash,
  userName: users.userName,
  userType: users.userType,
  active: users.active,
  suCode: organisations.suCode,
  organisationName: organisations.name,
};

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.email, email));
  return row;
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** The user an OpenID Connect subject was linked to, if any. */
export async function findUserByIdentity(db: Executor, issuer: string, subject: string) {
  const [row] = await db
    .select(signInColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row;
}

/** Whether the user already has an account of this issuer linked (another subject than the one signing in). */
export async function hasIdentity(db: Executor, userId: number, issuer: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)));
  return Boolean(row);
}

export async function insertIdentity(db: Executor, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values);
}

/** Starts a flow, clearing those that were never finished. */
export async function insertSignInFlow(db: Executor, values: typeof signInFlows.$inferInsert) {
  await db.delete(signInFlows).where(sql`${signInFlows.expiresAt} < now()`);
  await db.insert(signInFlows).values(values);
}

/** Takes a flow once: a second callback with the same state finds nothing. */
export async function takeSignInFlow(db: Executor, id: string) {
  const [row] = await db
    .delete(signInFlows)
    .where(and(eq(signInFlows.id, id), gt(signInFlows.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

export async function suCodeTaken(db: Executor, suCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.suCode, suCode));
  return Boolean(row);
}

export async function insertOrganisation(db: Executor, values: typeof organisations.$inferInsert) {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

export async function insertOwnerRole(db: Executor, organisationId: number) {
  const [row] = await db.insert(roles).values({ organisationId, name: 'Owner', isOwner: true }).returning();
  return row!;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function assignRole(db: Executor, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId });
}

/** The stored password of a signed-in user (to check the current one before a change). */
export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Signs a user out everywhere but `keep` (the session that changed the password). */
export async function deleteOtherSessions(db: Executor, userId: number, keep: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/** A new session, and its user's last sign-in (shown in the user list). */
export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ lastSignInAt: values.createdAt }).where(eq(users.id, values.userId));
}

/**
 * Columns another module selects beside the session, computed from the session's user; `name`
 * tells the prepared statements apart (one for each kind of extras).
 */
export interface SessionExtras {
  name: string;
  columns(user: { id: SQLWrapper; organisationId: SQLWrapper }): Record<string, SQL>;
}

/**
 * The session with its user and organisation (and any extras) in one round trip: this runs on every
 * request that finds no session remembered (`SESSION_CACHE_MS`), for every signed-in user, so it is
 * a prepared statement: parsed and planned once per connection, not on each call.
 */
export async function findSession(db: Db, id: string, extras?: SessionExtras) {
  const query = prepared(db, `session:${extras?.name ?? ''}`, (name) =>
    db
      .select({
        ...extras?.columns({ id: users.id, organisationId: users.organisationId }),
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        organisationId: users.organisationId,
        email: users.email,
        userName: users.userName,
        userType: users.userType,
        active: users.active,
        suCode: organisations.suCode,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(name()),
  );
  const [row] = await query.execute({ id });
  return row;
}

export async function touchSession(db: Executor, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userName: users.userName,
      email: users.email,
      mobile: users.mobile,
      whatsapp: users.whatsapp,
      active: users.active,
      photo: users.photo,
      photoType: users.photoType,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findLanguage(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function updateUser(db: Executor, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

// ---- password resets ----

export async function retireOpenResets(db: Executor, userId: number, at: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** The newest code that can still be guessed: not verified, not used, not expired. */
/** The newest open reset of the email's user: one query whether or not the email is known, so both take as long. */
export async function findOpenReset(db: Executor, email: string, now: Date) {
  const [row] = await db
    .select({ reset: passwordResets })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(users.email, email),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.verifiedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row?.reset;
}

export async function guessesSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${passwordResets.attempts}), 0)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
  return row?.total ?? 0;
}

/** Counts a guess atomically; returns false when the code's budget was already spent. */
export async function spendGuess(db: Executor, resetId: number, maxGuesses: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, resetId), sql`${passwordResets.attempts} < ${maxGuesses}`))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

export async function markVerified(
  db: Executor,
  resetId: number,
  tokenHash: string,
  at: Date,
  expiresAt: Date,
) {
  await db
    .update(passwordResets)
    .set({ verifiedAt: at, resetTokenHash: tokenHash, expiresAt })
    .where(eq(passwordResets.id, resetId));
}

/** Claims a verified reset by its token for one use; returns the user id, or undefined. */
export async function claimReset(db: Executor, email: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.resetTokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        sql`${passwordResets.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
