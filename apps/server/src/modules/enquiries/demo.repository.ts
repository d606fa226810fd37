import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DemoClassRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { activeCentreChoices } from '../../db/choices.ts';
import { qualified } from '../../db/qualified.ts';
import {
  centres,
  demoClasses,
  demoInvitations,
  enquiries,
  subjects,
  teachers,
} from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

export async function choices(db: Executor, organisationId: number) {
  const [subjectRows, teacherRows, centreRows] = await Promise.all([
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(eq(subjects.organisationId, organisationId))
      .orderBy(...naturalAsc(subjects.name)),
    db
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(and(eq(teachers.organisationId, organisationId), eq(teachers.active, true)))
      .orderBy(...naturalAsc(teachers.name)),
    activeCentreChoices(db, organisationId),
  ]);
  return { subjects: subjectRows, teachers: teacherRows, centres: centreRows };
}

/**
 * The teacher (active, ours), locked for the transaction: every booking of a teacher takes this lock
 * first, so the overlap check that follows cannot race another node's booking.
 */
export async function lockTeacher(tx: Executor, organisationId: number, teacherId: number) {
  const [row] = await tx
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(
      and(eq(teachers.id, teacherId), eq(teachers.organisationId, organisationId), eq(teachers.active, true)),
    )
    .for('update');
  return row;
}

export async function subjectAndCentre(
  db: Executor,
  organisationId: number,
  ids: { subjectId: number; centreId: number | null },
) {
  const [row] = await db
    .select({
      subject: sql<
        string | null
      >`(select name from ${subjects} where id = ${ids.subjectId} and organisation_id = ${organisationId})`,
      centre: ids.centreId
        ? sql<
            string | null
          >`(select centre_name from ${centres} where id = ${ids.centreId} and organisation_id = ${organisationId} and active)`
        : sql<null>`null`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function insertDemoClass(tx: Executor, row: typeof demoClasses.$inferInsert) {
  const [created] = await tx.insert(demoClasses).values(row).returning({ id: demoClasses.id });
  return created!.id;
}

export function updateDemoClass(
  tx: Executor,
  organisationId: number,
  id: number,
  changes: Partial<typeof demoClasses.$inferInsert>,
) {
  return tx
    .update(demoClasses)
    .set(changes)
    .where(and(eq(demoClasses.id, id), eq(demoClasses.organisationId, organisationId)));
}

const counted = (attendance?: string) =>
  sql<number>`(select count(*) from ${demoInvitations} i where i.demo_class_id = ${qualified(demoClasses.id)}
    ${attendance ? sql`and i.attendance = ${attendance}` : sql``})`.mapWith(Number);
const rowColumns = {
  id: demoClasses.id,
  subjectName: sql<string>`(select s.name from ${subjects} s where s.id = ${qualified(demoClasses.subjectId)})`,
  teacherId: demoClasses.teacherId,
  teacherName: sql<string>`(select t.name from ${teachers} t where t.id = ${qualified(demoClasses.teacherId)})`,
  centreName: sql<
    string | null
  >`(select c.centre_name from ${centres} c where c.id = ${qualified(demoClasses.centreId)})`,
  onlineLink: demoClasses.onlineLink,
  startsAt: demoClasses.startsAt,
  endsAt: demoClasses.endsAt,
  capacity: demoClasses.capacity,
  invited: counted(),
  attended: counted('attended'),
  status: demoClasses.status,
};

/** One demo class, locked for the transaction when `lock`. */
export async function findDemoClass(db: Executor, organisationId: number, id: number, lock = false) {
  const query = db
    .select({
      ...rowColumns,
      subjectId: demoClasses.subjectId,
      centreId: demoClasses.centreId,
      notes: demoClasses.notes,
      teacherRemarks: demoClasses.teacherRemarks,
    })
    .from(demoClasses)
    .where(and(eq(demoClasses.id, id), eq(demoClasses.organisationId, organisationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function invitationsOf(db: Executor, demoClassId: number) {
  return db
    .select({
      enquiryId: demoInvitations.enquiryId,
      studentName: enquiries.studentName,
      guardianName: enquiries.guardianName,
      mobile: enquiries.mobile,
      email: enquiries.email,
      stage: enquiries.stage,
      attendance: demoInvitations.attendance,
      feedback: demoInvitations.feedback,
    })
    .from(demoInvitations)
    .innerJoin(enquiries, eq(enquiries.id, demoInvitations.enquiryId))
    .where(eq(demoInvitations.demoClassId, demoClassId))
    .orderBy(...naturalAsc(enquiries.studentName));
}

/** The organisation's open enquiries among `ids`, with what an invitation needs. */
export function openEnquiries(db: Executor, organisationId: number, ids: number[]) {
  return db
    .select({
      id: enquiries.id,
      studentName: enquiries.studentName,
      guardianName: enquiries.guardianName,
      mobile: enquiries.mobile,
      email: enquiries.email,
      stage: enquiries.stage,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, organisationId),
        sql`${enquiries.id} = any(${sql.param(ids)}::int[])`,
        sql`${enquiries.stage} not in ('admitted', 'lost')`,
      ),
    );
}

export async function addInvitations(tx: Executor, demoClassId: number, enquiryIds: number[]) {
  const rows = await tx
    .insert(demoInvitations)
    .values(enquiryIds.map((enquiryId) => ({ demoClassId, enquiryId })))
    .onConflictDoNothing()
    .returning({ enquiryId: demoInvitations.enquiryId });
  return rows.map((r) => r.enquiryId);
}

export async function setAttendance(
  tx: Executor,
  demoClassId: number,
  enquiryId: number,
  values: { attendance: string; feedback: string },
) {
  const [row] = await tx
    .update(demoInvitations)
    .set(values)
    .where(and(eq(demoInvitations.demoClassId, demoClassId), eq(demoInvitations.enquiryId, enquiryId)))
    .returning({ enquiryId: demoInvitations.enquiryId });
  return row;
}

interface DemoFilter {
  organisationId: number;
  upcomingFrom?: Date;
  pastBefore?: Date;
  teacherId?: number;
}

function where(f: Placeholders<DemoFilter>) {
  return and(
    eq(demoClasses.organisationId, f.organisationId),
    f.upcomingFrom ? sql`${demoClasses.startsAt} >= ${f.upcomingFrom}` : undefined,
    f.pastBefore ? sql`${demoClasses.startsAt} < ${f.pastBefore}` : undefined,
    f.teacherId ? eq(demoClasses.teacherId, f.teacherId) : undefined,
  );
}

/** The list's row, written by the database (db/page.ts, jsonListPage). */
const demoItem: JsonItem<DemoClassRow> = {
  ...rowColumns,
  startsAt: isoTimestamp(demoClasses.startsAt),
  endsAt: isoTimestamp(demoClasses.endsAt),
};

/** A page of demo classes (upcoming soonest first, past latest first), as the list's JSON: one statement. */
export function listDemoClasses(db: Db, filter: DemoFilter, page: { limit: number; offset: number }) {
  const upcoming = filter.upcomingFrom !== undefined;
  return jsonListPage(db, `demo-classes:${upcoming ? 'up' : 'past'}`, filter, page, (f) => {
    const matches = where(f);
    return {
      item: demoItem,
      matching: db
        .select({ one: sql`1` })
        .from(demoClasses)
        .where(matches),
      rows: (item) =>
        db
          .select(item)
          .from(demoClasses)
          .where(matches)
          .orderBy(
            upcoming ? asc(demoClasses.startsAt) : desc(demoClasses.startsAt),
            upcoming ? asc(demoClasses.id) : desc(demoClasses.id),
          ),
    };
  });
}
