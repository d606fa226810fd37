import { formatCalendarDate, timetableMessages as say } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { instantAtTime, timeIn } from '../../lib/zoned-time.ts';
import * as classes from './sessions.repository.ts';
import type { Booking, Clash } from './sessions.repository.ts';

/*
 * The one clash rule (DESIGN §8). The database holds it — exclusion constraints on class_sessions —
 * so two API nodes cannot double-book; before writing, the service asks the same indexes for the
 * first clash so that the refusal can name the teacher, room or batch, and when.
 */

/** A class from `startTime` to `endTime` (HH:MM, the institute's zone) on each day. */
export function bookingsOn(days: string[], startTime: string, endTime: string, timeZone: string): Booking[] {
  return days.map((day) => ({
    startsAt: instantAtTime(day, startTime, timeZone),
    endsAt: instantAtTime(day, endTime, timeZone),
  }));
}

const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** "Mon 7 Sep 2026, 10:00–11:00" in the institute's zone. */
export function whenText(day: string, startsAt: Date, endsAt: Date, timeZone: string): string {
  const weekday = WEEKDAY.format(new Date(`${day}T00:00:00Z`));
  return `${weekday} ${formatCalendarDate(day)}, ${timeIn(startsAt, timeZone)}–${timeIn(endsAt, timeZone)}`;
}

function refusal(clash: Clash, who: { batchName: string }, timeZone: string): AppError {
  const what = clash.subjectName ? `${clash.batchName} (${clash.subjectName})` : clash.batchName;
  const when = whenText(clash.day, clash.startsAt, clash.endsAt, timeZone);
  if (clash.kind === 'teacher') {
    const message = say.teacherClash(clash.teacherName, what, when);
    return new AppError('CONFLICT', message, { teacherId: message });
  }
  if (clash.kind === 'room') {
    const message = say.roomClash(clash.roomName ?? 'The room', what, when);
    return new AppError('CONFLICT', message, { roomId: message });
  }
  const message = say.batchClash(who.batchName, clash.subjectName ?? 'a class', when);
  return new AppError('CONFLICT', message, { startTime: message });
}

/** Refuses, naming it, the first clash of `bookings` for the teacher, room or batch. */
export async function refuseClash(
  db: Executor,
  who: { teacherId: number; roomId: number | null; batchId: number; batchName: string },
  bookings: Booking[],
  timeZone: string,
  exceptId?: number,
): Promise<void> {
  const clash = await classes.firstClash(db, who, bookings, exceptId);
  if (clash) throw refusal(clash, who, timeZone);
}

/** A clash the check could not see (another node booked in between) is refused by the constraint. */
export function raceRefused(err: unknown): never {
  if (isExclusionViolation(err)) throw new AppError('CONFLICT', say.clashRace);
  throw err;
}
