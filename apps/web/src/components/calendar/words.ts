import { type ClassSession } from '@kaksha/contracts';
import { calendarDate } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';

const c = tComponents.calendar;

/** "16:00–17:30". */
export const timeRange = (start: string, end: string) => `${start}–${end}`;

/** "Tue 5 Jan 2027" for a calendar day (YYYY-MM-DD), as the server's messages name a day. */
export function dayName(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${c.weekdaysShort[weekday] ?? ''} ${calendarDate(day)}`;
}

/** "Tuesday 5 Jan 2027". */
export function longDayName(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${c.weekdays[weekday] ?? ''} ${calendarDate(day)}`;
}

export const subjectOf = (session: ClassSession) => session.subjectName ?? c.session.noSubject;

/** "Ravi Iyer", or "Sana Sheikh for Ravi Iyer" when a substitute teaches. */
export const teacherOf = (session: ClassSession) =>
  session.regularTeacherName
    ? fmt(c.session.substitute, { teacher: session.teacherName, regular: session.regularTeacherName })
    : session.teacherName;

/** "Room A, Pune Kothrud", or the centre alone. */
export const placeOf = (session: ClassSession) =>
  session.roomName ? `${session.roomName}, ${session.centreName}` : session.centreName;

/**
 * A class's two lines on a calendar: a batch's calendar names the subject and teacher, a teacher's
 * the batch and subject (and whom a substitute stands in for).
 */
export function linesOf(session: ClassSession, kind: CalendarOwner['kind']): [string, string] {
  if (kind === 'batch') return [subjectOf(session), teacherOf(session)];
  return [
    session.batchName,
    session.regularTeacherName
      ? `${subjectOf(session)} · ${fmt(c.session.substitute, { teacher: session.teacherName, regular: session.regularTeacherName })}`
      : subjectOf(session),
  ];
}

/** Everything a calendar entry says, as one sentence: its tooltip and what a screen reader hears. */
export function summaryOf(session: ClassSession, kind: CalendarOwner['kind'], time: string): string {
  const [first, second] = linesOf(session, kind);
  const parts = [
    `${c.kinds.class}: ${time} ${first} · ${second}`,
    session.meetingLink ? c.session.online : placeOf(session),
  ];
  if (session.moved) parts.push(c.session.moved);
  if (session.status === 'cancelled')
    parts.push(
      session.cancelReason
        ? fmt(c.session.cancelledBecause, { reason: session.cancelReason })
        : c.session.cancelled,
    );
  return `${parts.join('. ')}.`;
}
