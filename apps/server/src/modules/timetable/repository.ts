import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';

import { preparedOn } from '../../db/prepared.ts';

import { qualified } from '../../db/qualified.ts';

import {
  batchSubjects,
  batchTeachers,
  batches,
  centres,
  classSessions,
  holidays,
  rooms,
  subjects,
  teachers,
  timeSlots,
} from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

// ---- the batch ----

/** The batch with what its timetable needs, locked: one timetable change of a batch at a time. */
export async function lockBatch(tx: Executor, organisationId: number, id: number) {
  const [row] = await tx
    .select({
      id: batches.id,
      name: batches.name,
      centreId: batches.centreId,
      startsOn: batches.startsOn,
      endsOn: batches.endsOn,
      status: batches.status,
      centreName: centres.centreName,
      opensAt: sql<string | null>`to_char(${centres.opensAt}, 'HH24:MI')`,
      closesAt: sql<string | null>`to_char(${centres.closesAt}, 'HH24:MI')`,
    })
    .from(batches)
    .innerJoin(centres, eq(centres.id, batches.centreId))
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)))
    .for('update', { of: batches });
  return row;
}
export type TimetableBatch = NonNullable<Awaited<ReturnType<typeof lockBatch>>>;

/** The batch with what its timetable needs: values `batchId`, `organisationId`. */
export const batchRead = (d: Executor) =>
  d
    .select({
      id: batches.id,
      name: batches.name,
      centreId: batches.centreId,
      boardId: batches.boardId,
      classId: batches.classId,
      startsOn: batches.startsOn,
      endsOn: batches.endsOn,
      status: batches.status,
    })
    .from(batches)
    .where(
      and(
        eq(batches.id, sql.placeholder('batchId')),
        eq(batches.organisationId, sql.placeholder('organisationId')),
      ),
    );

export async function findBatch(db: Executor, organisationId: number, id: number) {
  const [row] = await preparedOn(db, 'timetable-batch', batchRead).execute({ batchId: id, organisationId });
  return row;
}

/**
 * What a slot of the batch may name, as parts of the timetable's one statement (db/together.ts): its
 * subjects (with today's teacher), the organisation's active teachers, its centre's rooms. Values
 * `batchId`, `organisationId`.
 */
export const slotChoicesRead = (d: Executor) => ({
  subjects: d
    .select({
      id: subjects.id,
      name: subjects.name,
      teacherId: sql<number | null>`(select bt.teacher_id from ${batchTeachers} bt
        where bt.batch_id = ${sql.placeholder('batchId')} and bt.subject_id = ${subjects.id} and bt.to_date is null)`,
    })
    .from(batchSubjects)
    .innerJoin(subjects, eq(subjects.id, batchSubjects.subjectId))
    .where(eq(batchSubjects.batchId, sql.placeholder('batchId')))
    .orderBy(...naturalAsc(subjects.name)),
  teachers: d
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(and(eq(teachers.organisationId, sql.placeholder('organisationId')), eq(teachers.active, true)))
    .orderBy(...naturalAsc(teachers.name)),
  rooms: d
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(
      and(
        sql`${rooms.centreId} = (select b.centre_id from ${batches} b where b.id = ${sql.placeholder('batchId')})`,
        eq(rooms.active, true),
      ),
    )
    .orderBy(...naturalAsc(rooms.name)),
});

/** Whether the ids a slot names are the batch's subject, an active teacher, a room of its centre. */
export async function slotRefs(
  db: Executor,
  organisationId: number,
  batch: { id: number; centreId: number },
  ids: { subjectId: number | null; teacherId: number; roomId: number | null },
) {
  const [row] = await db
    .select({
      subject: ids.subjectId
        ? sql<boolean>`exists (select 1 from ${batchSubjects} where batch_id = ${batch.id} and subject_id = ${ids.subjectId})`
        : sql<boolean>`true`,
      teacher: sql<boolean>`exists (select 1 from ${teachers} where id = ${ids.teacherId}
        and organisation_id = ${organisationId} and active)`,
      room: ids.roomId
        ? sql<boolean>`exists (select 1 from ${rooms} where id = ${ids.roomId} and centre_id = ${batch.centreId})`
        : sql<boolean>`true`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

// ---- slots ----

const hhmm = (column: SQL | typeof timeSlots.startTime) => sql<string>`to_char(${column}, 'HH24:MI')`;

const slotColumns = {
  id: timeSlots.id,
  batchId: timeSlots.batchId,
  weekday: timeSlots.weekday,
  startTime: hhmm(qualified(timeSlots.startTime)),
  endTime: hhmm(qualified(timeSlots.endTime)),
  subjectId: timeSlots.subjectId,
  subjectName: sql<
    string | null
  >`(select s.name from ${subjects} s where s.id = ${qualified(timeSlots.subjectId)})`,
  teacherId: timeSlots.teacherId,
  teacherName: sql<string>`(select t.name from ${teachers} t where t.id = ${qualified(timeSlots.teacherId)})`,
  roomId: timeSlots.roomId,
  roomName: sql<string | null>`(select r.name from ${rooms} r where r.id = ${qualified(timeSlots.roomId)})`,
  fromDate: timeSlots.fromDate,
  toDate: timeSlots.toDate,
};

/** The batch's slots by weekday and time, each with how many of its sessions are still to come: values `batchId`, `today`. */
export const slotsRead = (d: Executor) =>
  d
    .select({
      ...slotColumns,
      upcoming:
        sql<number>`(select count(*) from ${classSessions} cs where cs.slot_id = ${qualified(timeSlots.id)}
        and cs.day >= ${sql.placeholder('today')} and cs.status = 'scheduled')`.mapWith(Number),
    })
    .from(timeSlots)
    .where(eq(timeSlots.batchId, sql.placeholder('batchId')))
    .orderBy(asc(timeSlots.weekday), asc(timeSlots.startTime), asc(timeSlots.id));

export function slotsOf(db: Executor, batchId: number, today: string) {
  return preparedOn(db, 'timetable-slots', slotsRead).execute({ batchId, today });
}

export async function findSlot(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(slotColumns)
    .from(timeSlots)
    .where(and(eq(timeSlots.id, id), eq(timeSlots.organisationId, organisationId)));
  return row;
}

export type SlotValues = Omit<typeof timeSlots.$inferInsert, 'id' | 'createdAt'>;

export async function insertSlot(tx: Executor, values: SlotValues) {
  const [row] = await tx.insert(timeSlots).values(values).returning({ id: timeSlots.id });
  return row!.id;
}

export function updateSlot(tx: Executor, id: number, values: Partial<SlotValues>) {
  return tx.update(timeSlots).set(values).where(eq(timeSlots.id, id));
}

export function deleteSlot(tx: Executor, id: number) {
  return tx.delete(timeSlots).where(eq(timeSlots.id, id));
}

/**
 * Removes the slot's sessions from `fromDay` on that nobody changed by hand (moved, given a substitute,
 * or cancelled on their own stay); a holiday's cancellation is the slot's, so those go too.
 */
export async function removeFutureSessions(tx: Executor, slotId: number, fromDay: string, all = false) {
  const rows = await tx
    .delete(classSessions)
    .where(
      and(
        eq(classSessions.slotId, slotId),
        gte(classSessions.day, fromDay),
        all
          ? undefined
          : sql`not ${classSessions.moved} and ${classSessions.regularTeacherId} is null
              and (${classSessions.status} = 'scheduled' or ${classSessions.holidayId} is not null)`,
      ),
    )
    .returning({ id: classSessions.id });
  return rows.length;
}

export async function sessionDaysOfSlot(db: Executor, slotId: number, from: string, to: string) {
  const rows = await db
    .select({ day: classSessions.day })
    .from(classSessions)
    .where(and(eq(classSessions.slotId, slotId), gte(classSessions.day, from), lte(classSessions.day, to)));
  return new Set(rows.map((r) => r.day));
}

export async function slotHasSessions(db: Executor, slotId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(classSessions)
    .where(eq(classSessions.slotId, slotId))
    .limit(1);
  return Boolean(row);
}

// ---- holidays ----

/** Holidays touching [from, to] that close the batch: the institute's, its centre's, its own. */
export function holidaysFor(
  db: Executor,
  organisationId: number,
  batch: { id: number; centreId: number },
  from: string,
  to: string,
) {
  return db
    .select({ id: holidays.id, name: holidays.name, fromDate: holidays.fromDate, toDate: holidays.toDate })
    .from(holidays)
    .where(
      and(
        eq(holidays.organisationId, organisationId),
        lte(holidays.fromDate, to),
        gte(holidays.toDate, from),
        or(
          and(isNull(holidays.centreId), isNull(holidays.batchId)),
          eq(holidays.centreId, batch.centreId),
          eq(holidays.batchId, batch.id),
        ),
      ),
    );
}
