import { batchMessages, teacherServerMessages, timetableMessages as say } from '@kaksha/contracts';
import type {
  ClassSession,
  SessionStatus,
  cancelSessionInput,
  rescheduleInput,
  substituteInput,
  upcomingQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { startOfDay } from '../../lib/zoned-time.ts';
import { recordAudit } from '../audit/service.ts';
import { zoneOf } from '../institute/service.ts';

import { bookingsOn, raceRefused, refuseClash } from './clash.ts';
import * as repo from './repository.ts';
import * as classes from './sessions.repository.ts';
import { isActiveTeacher } from '../teachers/service.ts';

const AREA = 'timetable';
type Row = Awaited<ReturnType<typeof classes.sessionView>>;

const toView = (row: Row): ClassSession => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status as SessionStatus,
});

/** The window [from's start, the day after to's start) in the institute's zone. */
async function windowOf(db: Executor, organisationId: number, range: { from: string; to: string }) {
  const timeZone = await zoneOf(db, organisationId);
  return { from: startOfDay(range.from, timeZone), to: startOfDay(range.to, timeZone, 1) };
}

type Range = { from: string; to: string };

/** The sessions of a batch's or a teacher's calendar in a window, or `undefined` when it is not ours. */
async function inWindow(db: Db, caller: Caller, who: { batchId?: number; teacherId?: number }, range: Range) {
  const window = await windowOf(db, caller.organisationId, range);
  return classes.calendarJson(db, caller.organisationId, who, window);
}

/** A batch's sessions in a window (BatchCalender). */
export async function ofBatch(db: Db, caller: Caller, batchId: number, range: Range) {
  const sessions = await inWindow(db, caller, { batchId }, range);
  if (!sessions) throw notFound(batchMessages.notFound);
  return sessions;
}

/** A teacher's sessions in a window (TeacherCalender). */
export async function ofTeacher(db: Db, caller: Caller, teacherId: number, range: Range) {
  const sessions = await inWindow(db, caller, { teacherId }, range);
  if (!sessions) throw notFound(teacherServerMessages.teacherNotFound);
  return sessions;
}

/** The next sessions from now (UpcomingClasses): the organisation's, a centre's, a teacher's or a batch's. */
export async function upcoming(
  db: Db,
  caller: Caller,
  who: z.output<typeof upcomingQuery>,
  now = new Date(),
) {
  const to = new Date(now.getTime() + who.days * 86_400_000);
  const { afterStartsAt, afterId, limit } = who;
  const after = afterStartsAt && afterId ? { startsAt: afterStartsAt, id: afterId } : undefined;
  return classes.sessionsBetweenJson(db, caller.organisationId, who, { from: now, to, limit, after });
}

/** The session, locked; one that has ended cannot change. */
async function changeable(tx: Executor, organisationId: number, id: number, now: Date) {
  const session = await classes.findSession(tx, organisationId, id, true);
  if (!session) throw notFound(say.sessionNotFound);
  if (session.endsAt <= now) throw new AppError('CONFLICT', say.past);
  return session;
}

type Placed = { teacherId: number; roomId: number | null };
type Bookings = Parameters<typeof refuseClash>[2];

/** Refuses a clash of one session, placed with the given teacher and room, with anything but itself. */
async function refuseSessionClash(
  tx: Executor,
  organisationId: number,
  session: { id: number; batchId: number },
  placed: Placed,
  bookings: Bookings,
  timeZone: string,
) {
  const batch = (await repo.findBatch(tx, organisationId, session.batchId))!;
  await refuseClash(
    tx,
    { kind: 'class', ...placed, batchId: batch.id, batchName: batch.name },
    bookings,
    timeZone,
    { sessionId: session.id },
  );
}

async function saved(
  tx: Executor,
  caller: Caller,
  id: number,
  action: string,
  summary: Record<string, unknown>,
): Promise<ClassSession> {
  const view = await classes.sessionView(tx, id);
  await recordAudit(tx, {
    organisationId: caller.organisationId,
    userId: caller.userId,
    action,
    area: AREA,
    entityId: view.batchId,
    summary: { sessionId: id, ...summary },
    ip: caller.ip,
  });
  return toView(view);
}

type Changeable = Awaited<ReturnType<typeof changeable>>;

/**
 * One change of a session that may clash, all or nothing: the session locked and not yet ended; `refuse`
 * names a clash of it placed with a teacher and room (at its own times unless given others) in the
 * institute's zone; a race lost to another booking is refused as a clash too.
 */
async function changeClashing(
  db: Db,
  caller: Caller,
  id: number,
  now: Date,
  change: (
    tx: Executor,
    session: Changeable,
    refuse: (placed: Placed, bookings?: Bookings) => Promise<void>,
    timeZone: string,
  ) => Promise<ClassSession>,
): Promise<ClassSession> {
  const { organisationId } = caller;
  const timeZone = await zoneOf(db, organisationId);
  return db
    .transaction(async (tx) => {
      const session = await changeable(tx, organisationId, id, now);
      const refuse = (placed: Placed, bookings: Bookings = [session]) =>
        refuseSessionClash(tx, organisationId, session, placed, bookings, timeZone);
      return change(tx, session, refuse, timeZone);
    })
    .catch(raceRefused);
}

/** Moves one session to another day or time (and room): the clash rule applies; it keeps its slot. */
export async function reschedule(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof rescheduleInput>,
  now = new Date(),
): Promise<ClassSession> {
  return changeClashing(db, caller, id, now, async (tx, session, refuse, timeZone) => {
    if (session.status === 'cancelled') throw new AppError('CONFLICT', say.cancelled);
    const roomId = input.roomId === undefined ? session.roomId : input.roomId;
    if (roomId && !(await classes.roomOfCentre(tx, roomId, session.centreId)))
      throw new AppError('NOT_FOUND', say.roomNotFound, { roomId: say.roomNotFound });
    const [booking] = bookingsOn([input.day], input.startTime, input.endTime, timeZone);
    if (booking!.startsAt <= now)
      throw new AppError('VALIDATION', say.moveToPast, { startTime: say.moveToPast });
    await refuse({ teacherId: session.teacherId, roomId }, [booking!]);
    await classes.updateSession(tx, id, { day: input.day, ...booking!, roomId, moved: true });
    return saved(tx, caller, id, 'session-move', {
      from: session.startsAt.toISOString(),
      to: booking!.startsAt.toISOString(),
      roomId,
    });
  });
}

/** Cancels one session, saying why (a slot's later edit leaves it cancelled). */
export async function cancel(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof cancelSessionInput>,
  now = new Date(),
): Promise<ClassSession> {
  return db.transaction(async (tx) => {
    const session = await changeable(tx, caller.organisationId, id, now);
    if (session.status === 'cancelled') throw new AppError('CONFLICT', say.cancelled);
    await classes.updateSession(tx, id, { status: 'cancelled', cancelReason: input.reason, holidayId: null });
    return saved(tx, caller, id, 'session-cancel', { reason: input.reason });
  });
}

/** Brings a cancelled session back, if nothing has taken its teacher, room or batch meanwhile. */
export async function restore(db: Db, caller: Caller, id: number, now = new Date()): Promise<ClassSession> {
  return changeClashing(db, caller, id, now, async (tx, session, refuse) => {
    if (session.status !== 'cancelled') throw new AppError('CONFLICT', say.notCancelled);
    await refuse({ teacherId: session.teacherId, roomId: session.roomId });
    await classes.updateSession(tx, id, { status: 'scheduled', cancelReason: '', holidayId: null });
    return saved(tx, caller, id, 'session-restore', {});
  });
}

/** Another teacher takes one session (the regular one is remembered); giving it back clears it. */
export async function substitute(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof substituteInput>,
  now = new Date(),
): Promise<ClassSession> {
  return changeClashing(db, caller, id, now, async (tx, session, refuse) => {
    if (!(await isActiveTeacher(tx, caller.organisationId, input.teacherId)))
      throw new AppError('NOT_FOUND', say.teacherNotFound, { teacherId: say.teacherNotFound });
    const regular = session.regularTeacherId ?? session.teacherId;
    if (session.status === 'scheduled') await refuse({ teacherId: input.teacherId, roomId: session.roomId });
    await classes.updateSession(tx, id, {
      teacherId: input.teacherId,
      regularTeacherId: input.teacherId === regular ? null : regular,
    });
    return saved(tx, caller, id, 'session-substitute', {
      teacherId: input.teacherId,
      regularTeacherId: regular,
    });
  });
}
