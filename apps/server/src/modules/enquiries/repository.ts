import { and, asc, desc, eq, or, sql } from 'drizzle-orm';

import { OPEN_STAGES } from '@kaksha/contracts';

import type { Executor } from '../../db/client.ts';

import { preparedOn } from '../../db/prepared.ts';

import { activeCentreChoices, namedChoices } from '../../db/choices.ts';
import { qualified } from '../../db/qualified.ts';

import {
  boards,
  centres,
  classes,
  enquiries,
  enquiryFollowUps,
  enquirySettings,
  organisations,
  subjects,
  users,
} from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

export const OPEN = sql.raw(OPEN_STAGES.map((s) => `'${s}'`).join(', '));
export const isOpen = sql`${enquiries.stage} in (${OPEN})`;

// ---- choices and references ----

export async function choices(db: Executor, organisationId: number) {
  const named = (table: Parameters<typeof namedChoices>[2]) => namedChoices(db, organisationId, table);
  const [centreRows, classRows, boardRows, subjectRows, staff] = await Promise.all([
    activeCentreChoices(db, organisationId),
    named(classes),
    named(boards),
    named(subjects),
    db
      .select({ id: users.id, name: users.userName })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.active, true)))
      .orderBy(...naturalAsc(users.userName)),
  ]);
  return { centres: centreRows, classes: classRows, boards: boardRows, subjects: subjectRows, staff };
}

/** Which of the ids a form sent are the organisation's, in one statement (null or short: not ours). */
export async function ownRefs(
  db: Executor,
  organisationId: number,
  ids: {
    centreId?: number | null;
    classId?: number | null;
    boardId?: number | null;
    ownerId?: number | null;
    subjectIds?: number[];
  },
) {
  // A form that names nothing (most walk-ins) costs no statement.
  if (!ids.centreId && !ids.classId && !ids.boardId && !ids.ownerId && !ids.subjectIds?.length)
    return { centreId: null, classId: null, boardId: null, ownerId: null, subjects: 0 };
  const one = (table: typeof classes | typeof boards | typeof centres | typeof users, id?: number | null) =>
    id
      ? sql<
          number | null
        >`(select id from ${table} where id = ${id} and organisation_id = ${organisationId}${table === users ? sql` and active` : sql``})`
      : sql<null>`null`;
  const subjectCount = ids.subjectIds?.length
    ? sql<number>`(select count(*) from ${subjects} where organisation_id = ${organisationId}
        and id = any(${sql.param(ids.subjectIds)}::int[]))`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);
  const [row] = await db
    .select({
      centreId: one(centres, ids.centreId),
      classId: one(classes, ids.classId),
      boardId: one(boards, ids.boardId),
      ownerId: one(users, ids.ownerId),
      subjects: subjectCount,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

// ---- enquiries ----

export type EnquiryInsert = typeof enquiries.$inferInsert;

/** The insert, returning the new enquiry's id (run it with writeWithAudit). */
export function insertEnquiry(tx: Executor, row: EnquiryInsert) {
  return tx.insert(enquiries).values(row).returning({ id: enquiries.id });
}

export function updateEnquiry(
  tx: Executor,
  organisationId: number,
  id: number,
  changes: Partial<EnquiryInsert>,
) {
  return tx
    .update(enquiries)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(enquiries.id, id), eq(enquiries.organisationId, organisationId)));
}

export const rowColumns = {
  id: enquiries.id,
  studentName: enquiries.studentName,
  guardianName: enquiries.guardianName,
  mobile: enquiries.mobile,
  email: enquiries.email,
  // Kept on the row by the database (migration 0048, decision 040): a page reads no other table.
  className: enquiries.className,
  centreName: enquiries.centreName,
  source: enquiries.source,
  subSource: enquiries.subSource,
  stage: enquiries.stage,
  lostReason: enquiries.lostReason,
  ownerId: enquiries.ownerId,
  ownerName: enquiries.ownerName,
  nextFollowUp: enquiries.nextFollowUp,
  createdAt: enquiries.createdAt,
};

/** One enquiry with what its detail shows, locked for the transaction when `lock`. */
/** The enquiry with its detail's fields: values `id`, `organisationId`. */
export const enquiryRead = (d: Executor) =>
  d
    .select({
      ...rowColumns,
      classId: enquiries.classId,
      boardId: enquiries.boardId,
      boardName: sql<
        string | null
      >`(select b.name from ${boards} b where b.id = ${qualified(enquiries.boardId)})`,
      subjectIds: enquiries.subjectIds,
      subjectNames: sql<string[]>`coalesce((select json_agg(s.name order by s.name) from ${subjects} s
          where s.id = any(${qualified(enquiries.subjectIds)})), '[]'::json)`,
      centreId: enquiries.centreId,
      notes: enquiries.notes,
      reached: enquiries.reached,
      studentId: enquiries.studentId,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.id, sql.placeholder('id')),
        eq(enquiries.organisationId, sql.placeholder('organisationId')),
      ),
    );

export async function findEnquiry(db: Executor, organisationId: number, id: number, lock = false) {
  const [row] = await preparedOn(db, `enquiry${lock ? ':locked' : ''}`, (d) =>
    lock ? enquiryRead(d).for('update') : enquiryRead(d),
  ).execute({ id, organisationId });
  return row;
}
export type StoredEnquiry = NonNullable<Awaited<ReturnType<typeof findEnquiry>>>;

/** Open enquiries with this mobile or email, newest first. */
export function duplicates(
  db: Executor,
  organisationId: number,
  match: { mobile?: string; email?: string; exceptId?: number },
) {
  const matchedOn = match.mobile
    ? sql<'mobile' | 'email'>`case when ${enquiries.mobile} = ${match.mobile} then 'mobile' else 'email' end`
    : sql<'mobile' | 'email'>`'email'`;
  return db
    .select({
      id: enquiries.id,
      studentName: enquiries.studentName,
      stage: enquiries.stage,
      createdAt: enquiries.createdAt,
      matchedOn,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, organisationId),
        isOpen,
        or(
          match.mobile ? eq(enquiries.mobile, match.mobile) : undefined,
          match.email ? eq(enquiries.email, match.email) : undefined,
        ),
        match.exceptId ? sql`${enquiries.id} <> ${match.exceptId}` : undefined,
      ),
    )
    .orderBy(desc(enquiries.createdAt))
    .limit(5);
}

// ---- follow-ups ----

/** An enquiry's follow-ups, the open ones first: value `enquiryId`. */
export const followUpsRead = (d: Executor) =>
  d
    .select({
      id: enquiryFollowUps.id,
      dueOn: enquiryFollowUps.dueOn,
      note: enquiryFollowUps.note,
      doneAt: enquiryFollowUps.doneAt,
      outcome: enquiryFollowUps.outcome,
      createdBy: sql<
        string | null
      >`(select u.user_name from ${users} u where u.id = ${qualified(enquiryFollowUps.createdBy)})`,
    })
    .from(enquiryFollowUps)
    .where(eq(enquiryFollowUps.enquiryId, sql.placeholder('enquiryId')))
    .orderBy(
      sql`${enquiryFollowUps.doneAt} is not null`,
      asc(enquiryFollowUps.dueOn),
      asc(enquiryFollowUps.id),
    );

export async function insertFollowUp(tx: Executor, row: typeof enquiryFollowUps.$inferInsert) {
  const [created] = await tx.insert(enquiryFollowUps).values(row).returning({ id: enquiryFollowUps.id });
  return created!.id;
}

export async function completeFollowUp(
  tx: Executor,
  organisationId: number,
  enquiryId: number,
  id: number,
  outcome: string,
) {
  const [row] = await tx
    .update(enquiryFollowUps)
    .set({ doneAt: sql`now()`, outcome })
    .where(
      and(
        eq(enquiryFollowUps.id, id),
        eq(enquiryFollowUps.enquiryId, enquiryId),
        eq(enquiryFollowUps.organisationId, organisationId),
        sql`${enquiryFollowUps.doneAt} is null`,
      ),
    )
    .returning({ dueOn: enquiryFollowUps.dueOn, note: enquiryFollowUps.note });
  return row;
}

/** Sets the enquiry's next follow-up to its earliest open one (none once it is admitted or lost). */
export function refreshNextFollowUp(tx: Executor, enquiryId: number) {
  return tx
    .update(enquiries)
    .set({
      nextFollowUp: sql`case when ${enquiries.stage} in (${OPEN}) then (select min(f.due_on) from ${enquiryFollowUps} f
        where f.enquiry_id = ${enquiryId} and f.done_at is null) end`,
    })
    .where(eq(enquiries.id, enquiryId));
}

// ---- settings ----

export async function findSettings(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      lostReasons: enquirySettings.lostReasons,
      formKey: enquirySettings.formKey,
      websiteRepliesPerDay: enquirySettings.websiteRepliesPerDay,
    })
    .from(enquirySettings)
    .where(eq(enquirySettings.organisationId, organisationId));
  return row;
}

export function saveSettings(
  tx: Executor,
  organisationId: number,
  values: { lostReasons: string[]; formKey?: string | null; websiteRepliesPerDay?: number },
) {
  return tx
    .insert(enquirySettings)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({
      target: enquirySettings.organisationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Takes the institute's public form for this transaction (website enquiries of one institute are
 * received one at a time, so the day's count below is exact on every node) and answers its daily
 * allowance of thank-yous.
 */
export async function lockWebsiteDay(tx: Executor, organisationId: number) {
  const [row] = await tx
    .select({ perDay: enquirySettings.websiteRepliesPerDay })
    .from(enquirySettings)
    .where(eq(enquirySettings.organisationId, organisationId))
    .for('update');
  return row?.perDay ?? 0;
}

/** Website enquiries received since `day` began in `timeZone`, and how many of them (but `id`) gave `email`. */
export async function websiteDay(
  tx: Executor,
  organisationId: number,
  at: { day: string; timeZone: string },
  id: number,
  email: string | null,
) {
  const [row] = await tx
    .select({
      received: sql<number>`count(*)::int`,
      sameEmail: sql<number>`(count(*) filter (where ${enquiries.id} <> ${id} and lower(${enquiries.email}) = ${email}))::int`,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, organisationId),
        eq(enquiries.source, 'website'),
        sql`${enquiries.createdAt} >= (${at.day}::date)::timestamp at time zone ${at.timeZone}`,
      ),
    );
  return row!;
}

/** The organisation whose public form has this key, with its name. */
export async function formOwner(db: Executor, key: string) {
  const [row] = await db
    .select({ organisationId: enquirySettings.organisationId, name: organisations.name })
    .from(enquirySettings)
    .innerJoin(organisations, eq(organisations.id, enquirySettings.organisationId))
    .where(eq(enquirySettings.formKey, key));
  return row;
}
