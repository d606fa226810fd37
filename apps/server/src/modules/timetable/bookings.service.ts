import { LIST_COUNT_CAP, bookingMessages as say } from '@kaksha/contracts';
import type {
  Booking as BookingView,
  BookingList,
  ToCoverList,
  bookingInput,
  bookingPageQuery,
  bookingQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { instantAtTime, startOfDay } from '../../lib/zoned-time.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { zoneOf } from '../institute/service.ts';
import { isActiveTeacher } from '../teachers/service.ts';
import { bookingsPage } from './bookings-page.repository.ts';
import * as calendar from './bookings.repository.ts';
import type { Booking, BookingRow, Occupant } from './bookings.repository.ts';
import { raceRefused, refuseClash, refuseHallFull, whatOf } from './clash.ts';
import * as repo from './repository.ts';

// The one calendar's own bookings — exam sittings, events and meetings, a teacher's leave — under the
// clash rule every class and demo class is under (decision 068).

const AREA = 'timetable';
type Input = z.output<typeof bookingInput>;

/** When the booking is, in the institute's zone: leave without times is whole days. */
function spanOf(input: Input, timeZone: string): Booking {
  if (input.kind === 'leave') {
    if (input.startTime && input.endTime)
      return {
        startsAt: instantAtTime(input.fromDate, input.startTime, timeZone),
        endsAt: instantAtTime(input.toDate, input.endTime, timeZone),
      };
    return { startsAt: startOfDay(input.fromDate, timeZone), endsAt: startOfDay(input.toDate, timeZone, 1) };
  }
  return {
    startsAt: instantAtTime(input.date, input.startTime, timeZone),
    endsAt: instantAtTime(input.date, input.endTime, timeZone),
  };
}

/** Refuses another organisation's (or an inactive) teacher, room or batch; returns the batch's name. */
async function refuseUnknownRefs(tx: Executor, organisationId: number, input: Input) {
  const teacherId = input.teacherId ?? null;
  const roomId = input.kind === 'leave' ? null : input.roomId;
  const batchId = input.kind === 'leave' ? null : input.batchId;
  const [teacherOk, room, batch] = await Promise.all([
    teacherId ? isActiveTeacher(tx, organisationId, teacherId) : true,
    roomId ? calendar.roomOf(tx, organisationId, roomId) : undefined,
    batchId ? repo.findBatch(tx, organisationId, batchId) : undefined,
  ]);
  refuseUnknown({
    ...(teacherOk ? {} : { teacherId: say.teacherNotFound }),
    ...(roomId && !room ? { roomId: say.roomNotFound } : {}),
    ...(batchId && !batch ? { batchId: say.batchNotFound } : {}),
  });
  return { teacherId, roomId, batchId, batchName: batch?.name };
}

/**
 * Books an exam sitting, an event or a teacher's leave. Anything already there for its teacher, room
 * or batch refuses it, named in the timetable's words; an exam hall seats several batches up to its
 * seats. Leave meets only leave: what the teacher had then goes to cover (a substitute is found from
 * the classes to cover).
 */
export async function book(db: Db, caller: Caller, input: Input): Promise<BookingView> {
  const timeZone = await zoneOf(db, caller.organisationId);
  const id = await db.transaction((tx) => bookIn(tx, caller, input, timeZone)).catch(raceRefused);
  return viewOf(db, caller.organisationId, id);
}

/**
 * `book` inside the caller's transaction (exams book a paper's sittings together): returns the
 * booking's id. A lost race surfaces as an exclusion violation: wrap the transaction in `raceRefused`.
 */
export async function bookIn(tx: Executor, caller: Caller, input: Input, timeZone: string): Promise<number> {
  const { organisationId, userId } = caller;
  const who = { kind: input.kind, ...(await refuseUnknownRefs(tx, organisationId, input)) };
  const span = spanOf(input, timeZone);
  await refuseClash(tx, who, [span], timeZone);
  let seats: number | null = null;
  if (input.kind === 'exam' && who.roomId) {
    seats = input.seats ?? (await calendar.studentsOf(tx, input.batchId));
    await refuseHallFull(tx, who.roomId, seats, span, timeZone);
  }
  const covered = input.kind === 'leave' ? await calendar.sendToCover(tx, input.teacherId, span) : 0;
  const bookingId = await calendar.insertBooking(tx, {
    organisationId,
    kind: input.kind,
    teacherId: who.teacherId,
    roomId: who.roomId,
    batchId: who.batchId,
    ...span,
    seats,
    title: input.title,
    createdBy: userId,
  });
  await recordCallerAudit(tx, caller, {
    action: `booking-${input.kind}`,
    area: AREA,
    entityId: bookingId,
    summary: { ...occupantOf(who), title: input.title, startsAt: span.startsAt.toISOString(), covered },
  });
  return bookingId;
}

const occupantOf = (who: Occupant) => ({
  teacherId: who.teacherId,
  roomId: who.roomId,
  batchId: who.batchId,
});

/** Cancels an exam sitting, event or leave (classes and demo classes have their own ways). */
export async function cancel(db: Db, caller: Caller, id: number): Promise<BookingView> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const row = await calendar.findBooking(tx, organisationId, id, true);
    if (!row) throw notFound(say.notFound);
    if (row.kind === 'class' || row.kind === 'demo') throw new AppError('CONFLICT', say.notHere);
    if (!row.active) throw new AppError('CONFLICT', say.cancelled);
    await calendar.cancelBooking(tx, id);
    if (row.kind === 'leave' && row.teacherId) await calendar.takeBackFromCover(tx, row.teacherId, row);
    await recordCallerAudit(tx, caller, {
      action: 'booking-cancel',
      area: AREA,
      entityId: id,
      summary: { kind: row.kind, title: row.title, startsAt: row.startsAt.toISOString() },
    });
  });
  return viewOf(db, organisationId, id);
}

/** Cancels exam sittings in the caller's transaction (an exam moved back to draft): they occupy nobody. */
export async function cancelExamSittings(tx: Executor, caller: Caller, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const cancelled = await calendar.cancelBookings(tx, caller.organisationId, ids, 'exam');
  await recordCallerAudit(tx, caller, {
    action: 'booking-cancel',
    area: AREA,
    entityId: null,
    summary: { kind: 'exam', bookingIds: cancelled },
  });
}

/** A booking row as the calendars show it: named as a refusal would name it. */
export function toView(row: BookingRow): BookingView {
  return { ...row, title: whatOf(row) };
}

async function viewOf(db: Executor, organisationId: number, id: number) {
  return toView((await calendar.bookingRow(db, organisationId, id))!);
}

type Query = z.output<typeof bookingQuery>;
const windowOf = (query: Query, timeZone: string) => ({
  from: startOfDay(query.from, timeZone),
  to: startOfDay(query.to, timeZone, 1),
  teacherId: query.teacherId,
  batchId: query.batchId,
  roomId: query.roomId,
  centreId: query.centreId,
});

/**
 * A page of every booking of every kind in a window (the organisation's, or a teacher's, batch's,
 * room's or centre's), how many come after it, and the holidays the window touches: two statements
 * (decision 078).
 */
export async function list(
  db: Db,
  caller: Caller,
  query: z.output<typeof bookingPageQuery>,
): Promise<BookingList> {
  const { organisationId } = caller;
  const window = windowOf(query, await zoneOf(db, organisationId));
  const after =
    query.afterStartsAt && query.afterId ? { startsAt: query.afterStartsAt, id: query.afterId } : undefined;
  const [page, holidays] = await Promise.all([
    bookingsPage(db, organisationId, window, query.limit, after),
    calendar.holidaysIn(db, organisationId, window, query.from, query.to),
  ]);
  const more = page.following;
  return {
    data: page.rows.map(toView),
    holidays,
    more: Math.min(more, LIST_COUNT_CAP),
    moreCapped: more > LIST_COUNT_CAP,
  };
}

/** The classes to cover in a window (their teachers on leave), each with the free teachers of its subject. */
export async function toCover(db: Db, caller: Caller, query: Query): Promise<ToCoverList> {
  const timeZone = await zoneOf(db, caller.organisationId);
  const rows = await calendar.classesToCover(db, caller.organisationId, windowOf(query, timeZone));
  return { data: rows.map((row) => ({ ...toView(row), substitutes: row.substitutes })) };
}
