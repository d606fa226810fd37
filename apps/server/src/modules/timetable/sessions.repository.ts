import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ClassSession } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { isoTimestamp, jsonList } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import { placeholdersOf, prepared, shapeOf } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import { batchNextTopics, batches, classSessions, rooms, teachers } from '../../db/schema/index.ts';

// Classes: written by the slots and holidays, read in windows (a batch's, a teacher's, the calendar).

export type NewSession = typeof classSessions.$inferInsert;

export async function insertSessions(tx: Executor, rows: NewSession[]) {
  // A few hundred rows per statement keeps each well under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(classSessions).values(rows.slice(i, i + 500));
}

const sessionColumns = {
  id: classSessions.id,
  batchId: classSessions.batchId,
  // The batch's, kept on the row (migration 0058, decision 040): a window of classes reads no batch.
  batchName: sql<string>`${classSessions.batchName}`,
  batchCode: sql<string>`${classSessions.batchCode}`,
  slotId: classSessions.slotId,
  day: classSessions.day,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  // Names kept on the rows (migration 0050, decision 040): a window of classes reads no table for them.
  subjectName: classSessions.subjectName,
  teacherId: classSessions.teacherId,
  teacherName: sql<string>`${classSessions.teacherName}`,
  regularTeacherName: classSessions.regularTeacherName,
  roomId: classSessions.roomId,
  roomName: classSessions.roomName,
  centreName: sql<string>`${classSessions.centreName}`,
  meetingLink: sql<string>`${classSessions.meetingLink}`,
  status: classSessions.status,
  cancelReason: classSessions.cancelReason,
  moved: classSessions.moved,
  // The plan's next topic, kept by the database with its name (migration 0066, decision 057): one row
  // a class, however much of the plan is covered.
  toCover: sql<string | null>`(select n.topic_name from ${batchNextTopics} n
    where n.batch_id = ${qualified(classSessions.batchId)} and n.subject_id = ${qualified(classSessions.subjectId)})`,
};

type Who = { batchId?: number; teacherId?: number; centreId?: number };
/** From `from` to `to`; a page of `limit`, after the class that began at `after.startsAt` (`after.id`). */
type Window = { from: Date; to: Date; limit?: number; after?: { startsAt: string; id: number } };

/** The filter of a window of sessions, as placeholders' values (db/prepared.ts). */
function windowFilter(organisationId: number, who: Who, window: Window) {
  return {
    organisationId,
    batchId: who.batchId,
    teacherId: who.teacherId,
    centreId: who.centreId,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    limit: window.limit,
    afterStartsAt: window.after?.startsAt,
    afterId: window.after?.id,
  };
}

/**
 * The sessions a window holds: those in progress when it opens and those that start within it, in
 * one range of an index (the organisation's, the batch's or the teacher's, by start). No class of
 * the organisation lasts longer than its longest (one entry of `class_sessions_length_idx`), so one in
 * progress at `from` started after `from` less that: the range begins there and passes over those
 * already ended (decision 053). One range, not the classes in progress found by their span and
 * those starting added to them: no function, no union, and one plan for every moment.
 */
function windowWhere(f: Placeholders<ReturnType<typeof windowFilter>>): SQL {
  const longest = sql`(select max(l.ends_at - l.starts_at) from ${classSessions} l
    where l.organisation_id = ${f.organisationId})`;
  return and(
    eq(classSessions.organisationId, f.organisationId),
    f.batchId ? eq(classSessions.batchId, f.batchId) : undefined,
    f.teacherId ? eq(classSessions.teacherId, f.teacherId) : undefined,
    f.centreId
      ? sql`${classSessions.batchId} in (select id from ${batches} where ${batches.centreId} = ${f.centreId})`
      : undefined,
    sql`${classSessions.startsAt} > ${f.from}::timestamptz - ${longest}`,
    sql`${classSessions.startsAt} < ${f.to}::timestamptz and ${classSessions.endsAt} > ${f.from}::timestamptz`,
    // A later page: the classes after the last one shown, in the window's order (start, then id).
    f.afterStartsAt && f.afterId
      ? sql`(${classSessions.startsAt}, ${classSessions.id}) > (${f.afterStartsAt}::timestamptz, ${f.afterId}::integer)`
      : undefined,
  )!;
}
const windowOrder = [asc(classSessions.startsAt), asc(classSessions.id)];

/** A window's sessions (`query`: read from them), in the window's order, up to its limit. */
function inWindow<Q extends PgSelect>(query: Q, f: Placeholders<ReturnType<typeof windowFilter>>) {
  const rows = query.where(windowWhere(f)).orderBy(...windowOrder);
  return f.limit ? rows.limit(f.limit) : rows;
}
/**
 * Sessions in a window, for a batch, a teacher or the organisation (optionally one centre), by time,
 * as rows (the calendar feed): one prepared statement per shape, since planning it costs more than
 * running it.
 */
export function sessionsBetween(db: Db, organisationId: number, who: Who, window: Window) {
  const filter = windowFilter(organisationId, who, window);
  const query = prepared(db, `sessions-between:${shapeOf(filter)}`, (name) =>
    inWindow(db.select(sessionColumns).from(classSessions).$dynamic(), placeholdersOf(filter)).prepare(
      name(),
    ),
  );
  return query.execute(filter);
}

/** A session as the contract's item, written by the database (db/page.ts). */
const sessionItem: JsonItem<ClassSession> = {
  ...sessionColumns,
  startsAt: isoTimestamp(classSessions.startsAt),
  endsAt: isoTimestamp(classSessions.endsAt),
};

/**
 * A session as the window's row, kept as JSON on each session by the database (db/kept-json.ts,
 * decision 054) but for the topic it is to cover, which the batch's plan decides: read at each call.
 */
const keptSession = keptItem(classSessions.itemJson, sessionItem, ['toCover']);
export const sessionKeptJson: KeptJson = { table: classSessions, items: [keptSession] };

/** Sessions in a window as JSON (`{"data":[…]}`), in one statement; `mustFind` as for `calendarJson`. */
function windowJson(db: Db, organisationId: number, who: Who, window: Window, mustFind: boolean) {
  const name = mustFind ? 'calendar' : 'sessions-between';
  return jsonList(db, name, windowFilter(organisationId, who, window), (f) => ({
    item: keptSession,
    found: mustFind ? calendarOwnerFound(f) : undefined,
    rows: (item) => inWindow(db.select(item).from(classSessions).$dynamic(), f),
  }));
}

/** The sessions of a window as the next classes' JSON (`{"data":[…]}`): one statement. */
export async function sessionsBetweenJson(db: Db, organisationId: number, who: Who, window: Window) {
  // Asked to find nothing, the statement always answers.
  return (await windowJson(db, organisationId, who, window, false))!;
}

/**
 * A batch's or a teacher's calendar as JSON, with the batch or teacher found among the organisation's
 * in the same statement: `undefined` when it is not there (one statement a calendar, not two).
 */
export function calendarJson(db: Db, organisationId: number, who: Who, window: Window) {
  return windowJson(db, organisationId, who, window, true);
}

/** Whether the batch or teacher of a calendar's window is the organisation's. */
function calendarOwnerFound(f: Placeholders<ReturnType<typeof windowFilter>>): SQL<boolean> {
  const [table, id] = f.batchId ? [batches, f.batchId] : [teachers, f.teacherId];
  return sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${id}
    and ${table.organisationId} = ${f.organisationId})`;
}

export async function findSession(db: Executor, organisationId: number, id: number, lock = false) {
  const query = db
    .select({
      id: classSessions.id,
      batchId: classSessions.batchId,
      centreId: batches.centreId,
      day: classSessions.day,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      subjectId: classSessions.subjectId,
      teacherId: classSessions.teacherId,
      regularTeacherId: classSessions.regularTeacherId,
      roomId: classSessions.roomId,
      status: classSessions.status,
      holidayId: classSessions.holidayId,
    })
    .from(classSessions)
    .innerJoin(batches, eq(batches.id, classSessions.batchId))
    .where(and(eq(classSessions.id, id), eq(classSessions.organisationId, organisationId)));
  const [row] = await (lock ? query.for('update', { of: classSessions }) : query);
  return row;
}

export async function sessionView(db: Executor, id: number) {
  const [row] = await db.select(sessionColumns).from(classSessions).where(eq(classSessions.id, id));
  return row!;
}

export function updateSession(tx: Executor, id: number, values: Partial<NewSession>) {
  return tx
    .update(classSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(classSessions.id, id));
}

export async function roomOfCentre(db: Executor, roomId: number, centreId: number) {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.centreId, centreId)));
  return Boolean(row);
}
