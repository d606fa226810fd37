import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  batchStudents,
  batches,
  bookings,
  centres,
  classSessions,
  demoClasses,
  holidays,
  rooms,
  subjects,
  teacherCentres,
  teacherSubjects,
  teachers,
} from '../../db/schema/index.ts';

// The one calendar's bookings (db/schema/bookings.ts): what clashes with a wanted time, and the
// bookings of exams, events and leave, which are written here (classes' and demo classes' are kept by
// the database).

export type BookingKind = 'class' | 'demo' | 'exam' | 'event' | 'leave';

/** A wanted time. */
export interface Booking {
  startsAt: Date;
  endsAt: Date;
}

/** What a booking occupies; null: nothing of that kind. */
export interface Occupant {
  kind: BookingKind;
  teacherId: number | null;
  roomId: number | null;
  batchId: number | null;
}

/** The booking being changed, which cannot clash with itself. */
export type Except = { sessionId: number } | { demoClassId: number } | { bookingId: number };

function exceptWhere(except: Except | undefined): SQL {
  if (!except) return sql``;
  if ('sessionId' in except) return sql`and o.session_id is distinct from ${except.sessionId}`;
  if ('demoClassId' in except) return sql`and o.demo_class_id is distinct from ${except.demoClassId}`;
  return sql`and o.id <> ${except.bookingId}`;
}

/**
 * The first active booking of any kind that would clash with any of `wanted` for this teacher, room or
 * batch: one statement. Each of the three is its own branch so that each reads its clash constraint's
 * index on (id, time range). Leave meets only leave (what the teacher had then goes to cover); exam
 * sittings meet each other in a room (the hall's seats decide).
 */
export async function firstClash(
  db: Executor,
  who: Occupant,
  wanted: Booking[],
  timeZone: string,
  except?: Except,
) {
  if (wanted.length === 0) return undefined;
  const starts = wanted.map((b) => b.startsAt.toISOString());
  const ends = wanted.map((b) => b.endsAt.toISOString());
  const branch = (clash: string, rank: number, match: SQL) => sql`
    select ${clash} as clash, ${rank}::int as rank, o.kind, o.session_id, o.demo_class_id, o.batch_id,
           o.teacher_id, o.room_id, o.title, o.starts_at, o.ends_at
    from ${bookings} o
    where ${match} and o.active
      and tstzrange(o.starts_at, o.ends_at) && tstzrange(wanted.starts_at, wanted.ends_at)
      ${exceptWhere(except)}`;
  const branches: SQL[] = [];
  if (who.teacherId)
    branches.push(
      branch(
        'teacher',
        1,
        sql`o.teacher_id = ${who.teacherId} and not o.to_cover ${who.kind === 'leave' ? sql`and o.kind = 'leave'` : sql``}`,
      ),
    );
  if (who.roomId)
    branches.push(
      branch(
        'room',
        2,
        sql`o.room_id = ${who.roomId} ${who.kind === 'exam' ? sql`and o.kind <> 'exam'` : sql``}`,
      ),
    );
  if (who.batchId) branches.push(branch('batch', 3, sql`o.batch_id = ${who.batchId}`));
  if (branches.length === 0) return undefined;
  const [row] = await rowsOf<{
    clash: 'teacher' | 'room' | 'batch';
    kind: BookingKind;
    title: string;
    day: string;
    startsAt: number;
    endsAt: number;
    batchName: string | null;
    subjectName: string | null;
    teacherName: string | null;
    roomName: string | null;
  }>(
    db,
    sql`select c.clash, c.kind, c.title,
          coalesce(s.day, (c.starts_at at time zone ${timeZone})::date)::text as day,
          (extract(epoch from c.starts_at) * 1000)::float8 as "startsAt",
          (extract(epoch from c.ends_at) * 1000)::float8 as "endsAt",
          (select name from ${batches} where id = c.batch_id) as "batchName",
          coalesce(s.subject_name, (select name from ${subjects} where id = d.subject_id)) as "subjectName",
          (select name from ${teachers} where id = c.teacher_id) as "teacherName",
          (select name from ${rooms} where id = c.room_id) as "roomName"
        from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[]) as wanted(starts_at, ends_at)
        cross join lateral (${sql.join(branches, sql` union all `)}) c
        left join ${classSessions} s on s.id = c.session_id
        left join ${demoClasses} d on d.id = c.demo_class_id
        order by c.starts_at, c.rank
        limit 1`,
  );
  return row && { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}
export type Clash = NonNullable<Awaited<ReturnType<typeof firstClash>>>;

/** The seats exam sittings already take in the room at any moment of `wanted`, and the room. */
export async function hallTaken(db: Executor, roomId: number, wanted: Booking, except?: Except) {
  const [row] = await rowsOf<{ name: string; capacity: number | null; taken: number; sittings: number }>(
    db,
    sql`select r.name, r.capacity,
          coalesce(sum(o.seats), 0)::int as taken, count(o.id)::int as sittings
        from ${rooms} r
        left join ${bookings} o on o.room_id = r.id and o.kind = 'exam' and o.active
          and tstzrange(o.starts_at, o.ends_at) && tstzrange(${wanted.startsAt.toISOString()}::timestamptz, ${wanted.endsAt.toISOString()}::timestamptz)
          ${exceptWhere(except)}
        where r.id = ${roomId}
        group by r.id`,
  );
  return row!;
}

export type NewBooking = typeof bookings.$inferInsert;

/** One of the organisation's rooms. */
export async function roomOf(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.organisationId, organisationId)));
  return row;
}

/** The students seated in a batch now: an exam sitting's seats unless told. */
export async function studentsOf(db: Executor, batchId: number) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${batchStudents}
        where batch_id = ${batchId} and to_date is null and status = 'allotted'`,
  );
  return Math.max(row!.n, 1);
}

export async function insertBooking(tx: Executor, row: NewBooking) {
  const [made] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
  return made!.id;
}

/** One of the organisation's bookings, locked when asked. */
export async function findBooking(db: Executor, organisationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.organisationId, organisationId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export function cancelBooking(tx: Executor, id: number) {
  return tx.update(bookings).set({ active: false }).where(eq(bookings.id, id));
}

/** Cancels the organisation's active bookings of a kind among `ids`; returns those cancelled. */
export async function cancelBookings(tx: Executor, organisationId: number, ids: number[], kind: BookingKind) {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${bookings} set active = false
        where id = any(${sql.param(ids)}::int[]) and organisation_id = ${organisationId}
          and kind = ${kind} and active
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** The teacher's bookings in [startsAt, endsAt) go to cover: the teacher will be away. */
export async function sendToCover(tx: Executor, teacherId: number, span: Booking) {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${bookings} o set to_cover = true
        where o.teacher_id = ${teacherId} and o.kind <> 'leave' and not o.to_cover
          and tstzrange(o.starts_at, o.ends_at) && ${range(span)}
        returning o.id`,
  );
  return rows.length;
}

/** Leave taken back: the teacher's bookings then are the teacher's again, but where other leave stays. */
export async function takeBackFromCover(tx: Executor, teacherId: number, span: Booking) {
  await tx.execute(sql`update ${bookings} o set to_cover = false
    where o.teacher_id = ${teacherId} and o.to_cover
      and tstzrange(o.starts_at, o.ends_at) && ${range(span)}
      and not bookings_teacher_away(o.teacher_id, o.starts_at, o.ends_at)`);
}

const range = (span: Booking) =>
  sql`tstzrange(${span.startsAt.toISOString()}::timestamptz, ${span.endsAt.toISOString()}::timestamptz)`;

export interface Window {
  from: Date;
  to: Date;
  teacherId?: number;
  batchId?: number;
  roomId?: number;
  centreId?: number;
}

/**
 * Every booking of a window, of every kind, by start: classes found through their sessions' indexes
 * (no class lasts a day: one that began the day before the window is the earliest that can be in it),
 * the other kinds through their own (few) rows' index on the time range.
 */
export function bookingsIn(db: Executor, organisationId: number, w: Window) {
  return rowsFrom(db, windowSource(organisationId, w));
}

/** The rows of `bookings` a window holds (`bookingsIn`), unordered: a subquery for a calendar's page. */
export function windowSource(organisationId: number, w: Window): SQL {
  const [from, to] = [w.from.toISOString(), w.to.toISOString()];
  const classWhere = and(
    sql`s.organisation_id = ${organisationId}`,
    sql`s.starts_at > ${from}::timestamptz - interval '1 day' and s.starts_at < ${to}::timestamptz`,
    sql`s.ends_at > ${from}::timestamptz`,
    w.teacherId ? sql`s.teacher_id = ${w.teacherId}` : undefined,
    w.batchId ? sql`s.batch_id = ${w.batchId}` : undefined,
    w.roomId ? sql`s.room_id = ${w.roomId}` : undefined,
    w.centreId ? sql`s.batch_id in (select id from ${batches} where centre_id = ${w.centreId})` : undefined,
  );
  const otherWhere = othersWhere(organisationId, w);
  return sql`select o.* from ${classSessions} s join ${bookings} o on o.session_id = s.id where ${classWhere}
        union all
        select o.* from ${bookings} o where ${otherWhere}`;
}

/**
 * The holidays touching the days `from`–`to` (YYYY-MM-DD) that a window's calendar shows: the
 * institute's, and those of the batch's, room's, centre's or teacher's centres (a batch's own too);
 * every one on the institute's calendar.
 */
export function holidaysIn(db: Executor, organisationId: number, w: Window, from: string, to: string) {
  const centreOf = w.batchId
    ? sql`(select centre_id from ${batches} where id = ${w.batchId})`
    : w.roomId
      ? sql`(select centre_id from ${rooms} where id = ${w.roomId})`
      : w.centreId
        ? sql`(${w.centreId}::int)`
        : w.teacherId
          ? sql`(select centre_id from ${teacherCentres} where teacher_id = ${w.teacherId})`
          : undefined;
  const scope = w.batchId
    ? sql`and (h.centre_id is null and h.batch_id is null or h.centre_id in ${centreOf} or h.batch_id = ${w.batchId})`
    : centreOf
      ? sql`and (h.centre_id is null and h.batch_id is null or h.centre_id in ${centreOf}
              or h.batch_id in (select id from ${batches} where centre_id in ${centreOf}))`
      : sql``;
  return rowsOf<{
    id: number;
    name: string;
    fromDate: string;
    toDate: string;
    centreName: string | null;
    batchName: string | null;
  }>(
    db,
    sql`select h.id, h.name, h.from_date::text as "fromDate", h.to_date::text as "toDate",
          (select centre_name from ${centres} where id = h.centre_id) as "centreName",
          (select name from ${batches} where id = h.batch_id) as "batchName"
        from ${holidays} h
        where h.organisation_id = ${organisationId} and h.from_date <= ${to}::date and h.to_date >= ${from}::date
          ${scope}
        order by h.from_date, h.id`,
  );
}

/** The bookings of a window that are not classes (demo classes, exams, events, leave), by start. */
export function othersIn(db: Executor, organisationId: number, w: Window) {
  return rowsFrom(db, sql`select o.* from ${bookings} o where ${othersWhere(organisationId, w)}`);
}

/** The bookings (`o`) of a centre: its batches', its rooms', its demo classes', its teachers' leave. */
export function centreWhere(centreId: number): SQL {
  return sql`(o.batch_id in (select id from ${batches} where centre_id = ${centreId})
          or o.room_id in (select id from ${rooms} where centre_id = ${centreId})
          or o.demo_class_id in (select id from ${demoClasses} where centre_id = ${centreId})
          or (o.kind = 'leave' and o.teacher_id in
                (select teacher_id from ${teacherCentres} where centre_id = ${centreId})))`;
}

export function othersWhere(organisationId: number, w: Window) {
  const [from, to] = [w.from.toISOString(), w.to.toISOString()];
  return and(
    sql`o.organisation_id = ${organisationId} and o.kind <> 'class'`,
    sql`tstzrange(o.starts_at, o.ends_at) && tstzrange(${from}::timestamptz, ${to}::timestamptz)`,
    w.teacherId ? sql`o.teacher_id = ${w.teacherId}` : undefined,
    w.batchId ? sql`o.batch_id = ${w.batchId}` : undefined,
    w.roomId ? sql`o.room_id = ${w.roomId}` : undefined,
    w.centreId ? centreWhere(w.centreId) : undefined,
  );
}

/** One of the organisation's bookings as the calendars show it. */
export async function bookingRow(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsFrom(
    db,
    sql`select o.* from ${bookings} o where o.id = ${id} and o.organisation_id = ${organisationId}`,
  );
  return row;
}

/**
 * Bookings (`source`: rows of bookings) with the names calendars show, by start; `count`, when given,
 * is a number the statement answers beside every row (how many a window holds: decision 078).
 */
export function rowsFrom(db: Executor, source: SQL, count?: SQL) {
  return rowsOf<BookingRow & { counted?: number }>(
    db,
    sql`select ${count ? sql`${count} as "counted",` : sql``}
          o.id, o.kind, o.title, o.teacher_id as "teacherId", o.room_id as "roomId",
          o.batch_id as "batchId", o.seats, o.active, o.to_cover as "toCover",
          o.session_id as "sessionId", o.demo_class_id as "demoClassId",
          to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
          to_char(o.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt",
          coalesce(s.teacher_name, (select name from ${teachers} where id = o.teacher_id)) as "teacherName",
          coalesce(s.room_name, (select name from ${rooms} where id = o.room_id)) as "roomName",
          coalesce(s.batch_name, (select name from ${batches} where id = o.batch_id)) as "batchName",
          coalesce(s.subject_name, (select name from ${subjects} where id = d.subject_id)) as "subjectName"
        from (${source}) o
        left join ${classSessions} s on s.id = o.session_id
        left join ${demoClasses} d on d.id = o.demo_class_id
        order by o.starts_at, o.id`,
  );
}

export interface BookingRow {
  id: number;
  kind: BookingKind;
  title: string;
  teacherId: number | null;
  teacherName: string | null;
  roomId: number | null;
  roomName: string | null;
  batchId: number | null;
  batchName: string | null;
  subjectName: string | null;
  seats: number | null;
  active: boolean;
  toCover: boolean;
  sessionId: number | null;
  demoClassId: number | null;
  startsAt: string;
  endsAt: string;
}

/**
 * The organisation's classes to cover in a window (their teacher on leave), each with the active
 * teachers of its subject free then by the clash rule — not on leave, not booked.
 */
export async function classesToCover(db: Executor, organisationId: number, w: Window) {
  const rows = await bookingsIn(db, organisationId, w);
  const toCover = rows.filter((r) => r.toCover && r.active && r.kind === 'class');
  if (toCover.length === 0) return [];
  const free = await rowsOf<{ bookingId: number; id: number; name: string }>(
    db,
    sql`select c.id as "bookingId", t.id, t.name
        from ${bookings} c
        join ${classSessions} s on s.id = c.session_id
        join ${subjects} sub on sub.id = s.subject_id
        join ${teachers} t on t.organisation_id = c.organisation_id and t.active and t.id <> c.teacher_id
        where c.id = any(${sql.param(toCover.map((r) => r.id))}::int[])
          and exists (select 1 from ${teacherSubjects} ts where ts.teacher_id = t.id
                        and upper(ts.subject_code) = sub.code)
          and not exists (select 1 from ${bookings} o where o.teacher_id = t.id and o.active and not o.to_cover
                            and tstzrange(o.starts_at, o.ends_at) && tstzrange(c.starts_at, c.ends_at))
        order by t.name, t.id`,
  );
  return toCover.map((row) => ({
    ...row,
    substitutes: free.filter((f) => f.bookingId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}
