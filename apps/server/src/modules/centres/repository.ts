import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { Centre } from '@kaksha/contracts';
import type { Placeholders } from '../../db/prepared.ts';
import { centres, teacherCentres, teachers, userCentres, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { qualified } from '../../db/qualified.ts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';
import { naturalAsc, naturalDesc } from '../../db/natural.ts';

export interface CentreFilter {
  organisationId: number;
  q?: string;
  active?: boolean;
}

/** `q` is a LIKE pattern here (containsPattern); values or placeholders. */
function where(filter: Placeholders<CentreFilter>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(centres.organisationId, filter.organisationId)];
  if (filter.active !== undefined) parts.push(eq(centres.active, filter.active));
  if (filter.q) parts.push(or(ilike(centres.centreCode, filter.q), ilike(centres.centreName, filter.q)));
  return and(...parts);
}

const sorts = {
  CentreCode: naturalAsc(centres.centreCode),
  '-CentreCode': naturalDesc(centres.centreCode),
  CentreName: [...naturalAsc(centres.centreName), asc(centres.centreCode)],
  '-CentreName': [...naturalDesc(centres.centreName), asc(centres.centreCode)],
} as const;
export type CentreSort = keyof typeof sorts;

const columns = {
  id: centres.id,
  centreCode: centres.centreCode,
  centreName: centres.centreName,
  address: centres.address,
  phone: centres.phone,
  active: centres.active,
  opensAt: sql<string | null>`to_char(${qualified(centres.opensAt)}, 'HH24:MI')`,
  closesAt: sql<string | null>`to_char(${qualified(centres.closesAt)}, 'HH24:MI')`,
  // Kept on the centre's row by the database (migration 0045): teacher_centres, and the staff whose
  // user_centres name its code.
  teacherCount: centres.teacherCount,
  staffCount: centres.staffCount,
};
export type CentreRow = {
  id: number;
  centreCode: string;
  centreName: string;
  address: string;
  phone: string;
  active: boolean;
  opensAt: string | null;
  closesAt: string | null;
  teacherCount: number;
  staffCount: number;
};

/** A centre as the list sends it: the contract's fields, in its order (db/page.ts, jsonListPage). */
const centreItem: JsonItem<Centre> = {
  id: centres.id,
  CentreCode: centres.centreCode,
  CentreName: centres.centreName,
  address: centres.address,
  phone: centres.phone,
  active: centres.active,
  opensAt: columns.opensAt,
  closesAt: columns.closesAt,
  teacherCount: columns.teacherCount,
  staffCount: columns.staffCount,
};
/** The list's row, kept as JSON on each row by the database (db/kept-json.ts, decision 054). */
const keptCentreItem = keptItem(centres.itemJson, centreItem);
export const centreKeptJson: KeptJson = { table: centres, items: [keptCentreItem] };

/** A page of centres with how many teachers and staff serve each, and how many match: one statement. */
export function listCentres(
  db: Db,
  filter: CentreFilter,
  page: { limit: number; offset: number; sort: CentreSort },
) {
  const values = { ...filter, q: filter.q && containsPattern(filter.q) };
  // Filtered by being active or not, or not at all: the total is kept (db/list-counts.ts).
  const whole = filtersOnly(values, 'active');
  return jsonListPage(db, `centres-list:${page.sort}`, values, page, (f) => {
    const matches = where(f);
    return {
      item: keptCentreItem,
      keptTotal: whole ? listTotal('centres', f.organisationId, partOf(f.active)) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(centres)
        .where(matches),
      rows: (item) =>
        db
          .select(item)
          .from(centres)
          .where(matches)
          .orderBy(...sorts[page.sort]),
    };
  });
}

export async function findCentre(
  db: Executor,
  organisationId: number,
  id: number,
): Promise<CentreRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(centres)
    .where(and(eq(centres.organisationId, organisationId), eq(centres.id, id)));
  return row;
}

/** A centre as a lookup by code answers: enough to name it and to know whether it is open. */
const centreRef = {
  id: centres.id,
  centreCode: centres.centreCode,
  centreName: centres.centreName,
  active: centres.active,
};

export async function findCentreByCode(db: Executor, organisationId: number, code: string) {
  const [row] = await db
    .select(centreRef)
    .from(centres)
    .where(and(eq(centres.organisationId, organisationId), eq(centres.centreCode, code.toUpperCase())));
  return row;
}

/** Centres of the organisation with these codes (any case), active or not. */
export async function findCentresByCodes(db: Executor, organisationId: number, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select(centreRef)
    .from(centres)
    .where(
      and(
        eq(centres.organisationId, organisationId),
        inArray(
          centres.centreCode,
          codes.map((c) => c.toUpperCase()),
        ),
      ),
    );
}

export async function findActiveCentreRefs(db: Executor, organisationId: number) {
  return db
    .select({ centreCode: centres.centreCode, centreName: centres.centreName })
    .from(centres)
    .where(and(eq(centres.organisationId, organisationId), eq(centres.active, true)))
    .orderBy(...naturalAsc(centres.centreName), asc(centres.centreCode));
}

export async function insertCentre(db: Executor, values: typeof centres.$inferInsert) {
  const [row] = await db.insert(centres).values(values).returning({ id: centres.id });
  return row!;
}

export async function updateCentre(
  db: Executor,
  organisationId: number,
  id: number,
  values: Partial<typeof centres.$inferInsert>,
) {
  await db
    .update(centres)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(centres.organisationId, organisationId), eq(centres.id, id)));
}

// ---- assignments (CentreAsignment) ----

/** Every teacher of the organisation that is active or placed at the centre, with `assigned`. */
export async function findTeacherAssignees(db: Executor, organisationId: number, centreId: number) {
  const assigned = sql<boolean>`exists (select 1 from ${teacherCentres} where ${teacherCentres.teacherId} = ${teachers.id} and ${teacherCentres.centreId} = ${centreId})`;
  return db
    .select({ id: teachers.id, name: teachers.name, email: teachers.email, assigned })
    .from(teachers)
    .where(and(eq(teachers.organisationId, organisationId), or(eq(teachers.active, true), assigned)))
    .orderBy(...naturalAsc(teachers.name), asc(teachers.id));
}

/** Every staff user of the organisation that is active or placed at the centre, with `assigned`. */
export async function findStaffAssignees(db: Executor, organisationId: number, centreCode: string) {
  const assigned = sql<boolean>`exists (select 1 from ${userCentres} where ${userCentres.userId} = ${users.id} and ${userCentres.centreCode} = ${centreCode})`;
  return db
    .select({ id: users.id, name: users.userName, email: users.email, assigned })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), or(eq(users.active, true), assigned)))
    .orderBy(...naturalAsc(users.userName), asc(users.id));
}

export async function findTeacherIdsIn(db: Executor, organisationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.organisationId, organisationId), inArray(teachers.id, ids)));
  return rows.map((r) => r.id);
}

export async function findUserIdsIn(db: Executor, organisationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, ids)));
  return rows.map((r) => r.id);
}

export async function assignedTeacherIds(db: Executor, centreId: number) {
  const rows = await db
    .select({ id: teacherCentres.teacherId })
    .from(teacherCentres)
    .where(eq(teacherCentres.centreId, centreId));
  return rows.map((r) => r.id);
}

export async function assignedStaffIds(db: Executor, organisationId: number, centreCode: string) {
  const rows = await db
    .select({ id: userCentres.userId })
    .from(userCentres)
    .innerJoin(users, eq(users.id, userCentres.userId))
    .where(and(eq(userCentres.centreCode, centreCode), eq(users.organisationId, organisationId)));
  return rows.map((r) => r.id);
}

/** Who joins or leaves a centre: teachers and staff users by id. */
export interface CentrePeople {
  teachers: number[];
  staff: number[];
}

/**
 * Changes who works at a centre: `added` join it, `removed` leave it (teachers by the centre's id,
 * staff by its code); someone already there, or already gone, is left as they are.
 */
export async function changeCentrePeople(
  db: Executor,
  centre: { organisationId: number; id: number; code: string; createdBy: string },
  added: CentrePeople,
  removed: CentrePeople,
) {
  if (added.teachers.length > 0)
    await db
      .insert(teacherCentres)
      .values(
        added.teachers.map((teacherId) => ({
          teacherId,
          centreId: centre.id,
          organisationId: centre.organisationId,
          createdBy: centre.createdBy,
        })),
      )
      .onConflictDoNothing();
  if (removed.teachers.length > 0)
    await db
      .delete(teacherCentres)
      .where(
        and(eq(teacherCentres.centreId, centre.id), inArray(teacherCentres.teacherId, removed.teachers)),
      );
  if (added.staff.length > 0)
    await db
      .insert(userCentres)
      .values(added.staff.map((userId) => ({ userId, centreCode: centre.code })))
      .onConflictDoNothing();
  if (removed.staff.length > 0)
    await db
      .delete(userCentres)
      .where(and(eq(userCentres.centreCode, centre.code), inArray(userCentres.userId, removed.staff)));
}
