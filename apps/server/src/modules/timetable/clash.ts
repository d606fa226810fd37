import { formatCalendarDate, timetableMessages as say } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { dayIn, instantAtTime, timeIn } from '../../lib/zoned-time.ts';
import * as calendar from './bookings.repository.ts';
import type { Booking, Clash, Except, Occupant } from './bookings.repository.ts';

/*
 * The one clash rule (DESIGN §8, decision 068). The database holds it — exclusion constraints on
 * bookings, which every class, demo class, exam sitting, event and leave writes — so two API nodes
 * cannot double-book; before writing, the service asks the same indexes for the first clash so that
 * the refusal can name what is there, and when, in the timetable's words whatever its kind.
 */

/** A class from `startTime` to `endTime` (HH:MM, the institute's zone) on each day. */
export function bookingsOn(days: string[], startTime: string, endTime: string, timeZone: string): Booking[] {
  return days.map((day) => ({
    startsAt: instantAtTime(day, startTime, timeZone),
    endsAt: instantAtTime(day, endTime, timeZone),
  }));
}

const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const dayText = (day: string) => `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${formatCalendarDate(day)}`;

/** "Mon 7 Sep 2026, 10:00–11:00" in the institute's zone. */
export function whenText(day: string, startsAt: Date, endsAt: Date, timeZone: string): string {
  return `${dayText(day)}, ${timeIn(startsAt, timeZone)}–${timeIn(endsAt, timeZone)}`;
}

/**
 * Any booking's time as `whenText` says it; whole days (leave) as "Mon 7 Sep 2026 (all day)" or
 * "Mon 7 Sep 2026 – Wed 9 Sep 2026 (all day)", a time across midnight with both days.
 */
export function spanText(startsAt: Date, endsAt: Date, timeZone: string): string {
  const [from, to] = [timeIn(startsAt, timeZone), timeIn(endsAt, timeZone)];
  const first = dayIn(startsAt, timeZone);
  const last = dayIn(new Date(endsAt.getTime() - 1), timeZone);
  if (from === '00:00' && to === '00:00')
    return first === last ? `${dayText(first)} (all day)` : `${dayText(first)} – ${dayText(last)} (all day)`;
  if (dayIn(endsAt, timeZone) === first) return whenText(first, startsAt, endsAt, timeZone);
  return `${dayText(first)}, ${from} – ${dayText(dayIn(endsAt, timeZone))}, ${to}`;
}

/** What a booking is, as a refusal names it: "Class 10 A (Mathematics)", "a demo class (Physics)". */
export function whatOf(clash: Pick<Clash, 'kind' | 'title' | 'batchName' | 'subjectName'>): string {
  if (clash.kind === 'class')
    return clash.subjectName ? `${clash.batchName} (${clash.subjectName})` : clash.batchName!;
  if (clash.kind === 'demo') return say.demoClass(clash.subjectName ?? '');
  if (clash.kind === 'exam' && clash.batchName) return `${clash.title} (${clash.batchName})`;
  return clash.title;
}

function teacherRefusal(clash: Clash, what: string, when: string): string {
  const teacher = clash.teacherName!;
  if (clash.kind === 'leave') return say.teacherOnLeave(teacher, when);
  if (clash.kind === 'exam') return say.teacherInvigilating(teacher, what, when);
  if (clash.kind === 'event') return say.teacherAt(teacher, what, when);
  return say.teacherClash(teacher, what, when);
}

function refusal(clash: Clash, who: { batchName?: string }, timeZone: string): AppError {
  const what = whatOf(clash);
  const when =
    clash.kind === 'class'
      ? whenText(clash.day, clash.startsAt, clash.endsAt, timeZone)
      : spanText(clash.startsAt, clash.endsAt, timeZone);
  if (clash.clash === 'teacher') {
    const message = teacherRefusal(clash, what, when);
    return new AppError('CONFLICT', message, { teacherId: message });
  }
  if (clash.clash === 'room') {
    const message = say.roomClash(clash.roomName ?? 'The room', what, when);
    return new AppError('CONFLICT', message, { roomId: message });
  }
  const had = clash.kind === 'class' ? (clash.subjectName ?? 'a class') : clash.title;
  const message = say.batchClash(who.batchName ?? clash.batchName!, had, when);
  return new AppError('CONFLICT', message, { startTime: message });
}

/**
 * Refuses, naming it, the first clash of `wanted` for the teacher, room or batch with a booking of any
 * kind (not counting `except`, the booking being changed).
 */
export async function refuseClash(
  db: Executor,
  who: Occupant & { batchName?: string },
  wanted: Booking[],
  timeZone: string,
  except?: Except,
): Promise<void> {
  const clash = await calendar.firstClash(db, who, wanted, timeZone, except);
  if (clash) throw refusal(clash, who, timeZone);
}

/**
 * An exam sitting in a room: refused, saying so, when the exams already there then take the seats it
 * needs (or the room has no number of seats and already has one).
 */
export async function refuseHallFull(
  db: Executor,
  roomId: number,
  seats: number,
  wanted: Booking,
  timeZone: string,
  except?: Except,
): Promise<void> {
  const hall = await calendar.hallTaken(db, roomId, wanted, except);
  const when = spanText(wanted.startsAt, wanted.endsAt, timeZone);
  let message: string | undefined;
  if (hall.capacity === null && hall.sittings > 0) message = say.hallUnseated(hall.name, when);
  else if (hall.capacity !== null && hall.taken + seats > hall.capacity)
    message = say.hallFull(hall.name, hall.capacity, hall.taken, when);
  if (message) throw new AppError('CONFLICT', message, { roomId: message });
}

/** A clash the check could not see (another node booked in between) is refused by the constraint. */
export function raceRefused(err: unknown): never {
  if (isExclusionViolation(err)) throw new AppError('CONFLICT', say.clashRace);
  throw err;
}
