import { and, asc, eq, exists, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import {
  invitations,
  organisations,
  sessions,
  userCentres,
  userIdentities,
  userMenuExceptions,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { StaffUser, UserStatus } from '@kaksha/contracts';
import { searchMatch, searchTerms } from '../../db/search.ts';
import type { Searched } from '../../db/search.ts';
import { filtersOnly, listTotal } from '../../db/list-counts.ts';
import { naturalAsc } from '../../db/natural.ts';

/**
 * A user as the contract's `staffUser`, field for field: the list's row written by the database
 * (db/page.ts, jsonListPage) and the single user read with the same expressions. What the user holds
 * (roles, centres, exceptions, the open invitation) is kept on the row by the database (decision 040),
 * so neither reads another table.
 */
const status = sql<UserStatus>`case when not ${users.active} then 'inactive'
  when ${users.passwordHash} is null then 'invited' else 'active' end`;
const userColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  mobile: users.mobile,
  whatsapp: users.whatsapp,
  userType: users.userType,
  status,
  isOwner: users.holdsOwner,
  roles: users.rolesShown,
  centres: users.centresShown,
  exceptions: users.exceptionsShown,
  invitationExpiresAt: sql<string | null>`case when ${users.active} and ${users.passwordHash} is null
    then ${isoTimestamp(users.invitationExpiresAt)} end`,
  lastSignInAt: isoTimestamp(users.lastSignInAt),
  createdAt: isoTimestamp(users.createdAt),
} satisfies JsonItem<StaffUser>;
const userItem: JsonItem<StaffUser> = userColumns;
/** The list's row, kept as JSON on each row by the database (db/kept-json.ts, decision 054). */
const keptUserItem = keptItem(users.itemJson, userItem);
export const userKeptJson: KeptJson = { table: users, items: [keptUserItem] };

/**
 * Where a member of staff is searched (db/search.ts): the name, email and mobile in one text, whose
 * trigram index also answers a mobile's digits however they were typed.
 */
const searchedUsers: Searched = {
  table: users,
  organisationId: users.organisationId,
  text: users.searchText,
  byDigits: (digits) => sql`${users.searchText} like ${digits}`,
};

function statusCondition(status: UserStatus): SQL {
  if (status === 'inactive') return eq(users.active, false);
  return and(
    eq(users.active, true),
    status === 'invited' ? isNull(users.passwordHash) : isNotNull(users.passwordHash),
  )!;
}

/** A page of the organisation's staff with what each holds, and how many match: one statement. */
export function listUsers(
  db: Db,
  organisationId: number,
  query: { q?: string; status?: UserStatus; roleId?: number; limit: number; offset: number },
) {
  const { status } = query;
  const filter = {
    organisationId,
    ...searchTerms(query.q),
    roleId: query.roleId,
  };
  // Every user of the organisation (the list as it opens): the total is kept (db/list-counts.ts).
  const whole = !status && filtersOnly(filter);
  return jsonListPage(db, `users-list:${status ?? ''}`, filter, query, (f) => {
    const where = and(
      eq(users.organisationId, f.organisationId),
      searchMatch(searchedUsers, f.organisationId, f),
      status ? statusCondition(status) : undefined,
      f.roleId !== undefined
        ? exists(
            db
              .select({ one: sql`1` })
              .from(userRoles)
              .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, f.roleId))),
          )
        : undefined,
    );
    return {
      item: keptUserItem,
      keptTotal: whole ? listTotal('users', f.organisationId) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(users)
        .where(where),
      rows: (item) =>
        db
          .select(item)
          .from(users)
          .where(where)
          .orderBy(...naturalAsc(users.userName), asc(users.id)),
    };
  });
}

export async function findUser(
  db: Executor,
  organisationId: number,
  id: number,
): Promise<StaffUser | undefined> {
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

/** The Google account linked to a user of this organisation. */
export async function findGoogleIdentity(db: Executor, organisationId: number, userId: number) {
  const [row] = await db
    .select({ email: userIdentities.email, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(and(eq(userIdentities.organisationId, organisationId), eq(userIdentities.userId, userId)));
  return row;
}

/** Removes the link; answers the email it held, or nothing when there was none. */
export async function deleteGoogleIdentity(db: Executor, organisationId: number, userId: number) {
  const [row] = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.organisationId, organisationId), eq(userIdentities.userId, userId)))
    .returning({ email: userIdentities.email });
  return row;
}
