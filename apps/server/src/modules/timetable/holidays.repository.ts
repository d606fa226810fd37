import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  batchStudents,
  bookings,
  batches,
  centres,
  classSessions,
  guardians,
  holidays,
  studentGuardians,
  students,
} from '../../db/schema/index.ts';

const columns = {
  id: holidays.id,
  name: holidays.name,
  fromDate: holidays.fromDate,
  toDate: holidays.toDate,
  centreId: holidays.centreId,
  centreName: sql<
    string | null
  >`(select c.centre_name from ${centres} c where c.id = ${qualified(holidays.centreId)})`,
  batchId: holidays.batchId,
  batchName: sql<
    string | null
  >`(select b.name from ${batches} b where b.id = ${qualified(holidays.batchId)})`,
  cancelled:
    sql<number>`(select count(*) from ${classSessions} cs where cs.holiday_id = ${qualified(holidays.id)})`.mapWith(
      Number,
    ),
};

/** The holidays touching a calendar year (or every one), by first day. */
export function listHolidays(db: Executor, organisationId: number, year?: number) {
  return db
    .select(columns)
    .from(holidays)
    .where(
      and(
        eq(holidays.organisationId, organisationId),
        year ? lte(holidays.fromDate, `${year}-12-31`) : undefined,
        year ? gte(holidays.toDate, `${year}-01-01`) : undefined,
      ),
    )
    .orderBy(asc(holidays.fromDate), asc(holidays.id));
}

export async function findHoliday(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(holidays)
    .where(and(eq(holidays.id, id), eq(holidays.organisationId, organisationId)));
  return row;
}

export async function scopeIsOurs(
  db: Executor,
  organisationId: number,
  scope: { centreId: number | null; batchId: number | null },
) {
  const [row] = await db
    .select({
      centre: scope.centreId
        ? sql<boolean>`exists (select 1 from ${centres} where id = ${scope.centreId} and organisation_id = ${organisationId})`
        : sql<boolean>`true`,
      batch: scope.batchId
        ? sql<boolean>`exists (select 1 from ${batches} where id = ${scope.batchId} and organisation_id = ${organisationId})`
        : sql<boolean>`true`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function insertHoliday(tx: Executor, values: typeof holidays.$inferInsert) {
  const [row] = await tx.insert(holidays).values(values).returning({ id: holidays.id });
  return row!.id;
}

export function deleteHoliday(tx: Executor, id: number) {
  return tx.delete(holidays).where(eq(holidays.id, id));
}

/** The batches a holiday closes, as a condition on a batch id column. */
function closes(holiday: SQL, batchId: SQL) {
  return sql`exists (select 1 from ${batches} b where b.id = ${batchId} and b.organisation_id = ${holiday}.organisation_id
    and (${holiday}.batch_id = b.id or ${holiday}.centre_id = b.centre_id
      or (${holiday}.batch_id is null and ${holiday}.centre_id is null)))`;
}

/** Cancels the scheduled sessions the holiday closes, naming it; returns the batches they were of. */
export async function cancelForHoliday(tx: Executor, holidayId: number) {
  const rows = await rowsOf<{ batch_id: number }>(
    tx,
    sql`
    update ${classSessions} s set status = 'cancelled', holiday_id = h.id,
      cancel_reason = 'Holiday: ' || h.name, updated_at = now()
    from ${holidays} h
    where h.id = ${holidayId} and s.organisation_id = h.organisation_id and s.status = 'scheduled'
      and s.day between h.from_date and h.to_date and ${closes(sql`h`, sql`s.batch_id`)}
    returning s.batch_id`,
  );
  return [...new Set(rows.map((r) => Number(r.batch_id)))];
}

/**
 * Before a holiday goes: its sessions that another holiday also closes move to that one; the rest come
 * back where nothing has taken their teacher, room or batch meanwhile. Returns how many came back.
 */
export async function releaseHoliday(tx: Executor, holidayId: number) {
  await tx.execute(sql`
    update ${classSessions} s set holiday_id = other.id, cancel_reason = 'Holiday: ' || other.name
    from ${holidays} other
    where s.holiday_id = ${holidayId} and other.id <> ${holidayId} and other.organisation_id = s.organisation_id
      and s.day between other.from_date and other.to_date and ${closes(sql`other`, sql`s.batch_id`)}`);
  const restored = await rowsOf<{ id: number }>(
    tx,
    sql`
    update ${classSessions} s set status = 'scheduled', holiday_id = null, cancel_reason = '', updated_at = now()
    where s.holiday_id = ${holidayId} and not exists (
      select 1 from ${bookings} o where o.active and o.session_id is distinct from s.id
        and tstzrange(o.starts_at, o.ends_at) && tstzrange(s.starts_at, s.ends_at)
        and ((o.teacher_id = s.teacher_id and not o.to_cover) or o.room_id = s.room_id or o.batch_id = s.batch_id))
    returning s.id`,
  );
  return restored.length;
}

/** The main contact of each student seated in the batches, with the student's and batch's names. */
export function guardiansOfBatches(db: Executor, batchIds: number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      guardianId: guardians.id,
      guardianName: guardians.name,
      mobile: guardians.mobile,
      whatsapp: guardians.whatsapp,
      email: guardians.email,
      studentId: students.id,
      studentName: students.name,
      batchName: batches.name,
    })
    .from(batchStudents)
    .innerJoin(batches, eq(batches.id, batchStudents.batchId))
    .innerJoin(students, eq(students.id, batchStudents.studentId))
    .innerJoin(
      studentGuardians,
      and(eq(studentGuardians.studentId, students.id), eq(studentGuardians.primary, true)),
    )
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(
      and(
        sql`${batchStudents.batchId} = any(${sql.param(batchIds)}::int[])`,
        sql`${batchStudents.toDate} is null`,
        eq(batchStudents.status, 'allotted'),
        eq(students.status, 'active'),
      ),
    );
}
