import type { EventInput } from '@fullcalendar/core';
import {
  BOOKINGS_PAGE,
  BOOKINGS_PAGE_MAX,
  bookingList,
  type Booking,
  type BookingList,
  type CalendarHoliday,
  type ClassSession,
} from '@kaksha/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import { calendarKeys, type CalendarOwner } from '../../lib/queryKeys.ts';
import { queryString } from '../../lib/queryString.ts';
import { addDays, wallClock } from './wallClock.ts';

const c = tComponents.calendar;

/** What an entry on a calendar is: a kind of booking, or a holiday. Each has its colour and its word. */
export type EntryKind = Booking['kind'] | 'holiday';
export const ENTRY_KINDS: EntryKind[] = ['class', 'demo', 'exam', 'event', 'leave', 'holiday'];

/** One entry: a class in full (a batch's or teacher's calendar: it opens and moves), a booking or a holiday. */
export type Entry =
  | { type: 'session'; session: ClassSession; booking?: Booking }
  | { type: 'booking'; booking: Booking }
  | { type: 'holiday'; holiday: CalendarHoliday };

export const kindOf = (entry: Entry): EntryKind =>
  entry.type === 'session' ? 'class' : entry.type === 'holiday' ? 'holiday' : entry.booking.kind;

/** Whether a class's teacher is on leave then (its booking says so). */
export const toCoverOf = (entry: Entry) => entry.type !== 'holiday' && Boolean(entry.booking?.toCover);

const filterOf = (owner: CalendarOwner) =>
  owner.kind === 'institute' ? {} : { [`${owner.kind}Id`]: owner.id };

/**
 * Whether a calendar reads its window a page at a time: the institute's and a centre's grow with the
 * institute (a big one's day holds a thousand classes); a teacher's, batch's or room's holds what the
 * clash rule lets one of them hold, read whole (decision 078).
 */
export const pagesBookings = (owner: CalendarOwner) => owner.kind === 'institute' || owner.kind === 'centre';

/** The last booking a page showed: the next page starts after it. */
export interface BookingCursor {
  afterStartsAt: string;
  afterId: number;
}

/**
 * GET /api/v1/bookings for the days `from`–`to`: a page of the owner's bookings (every kind) by start,
 * how many more, and the holidays then, as a query for `queryClient.fetchQuery`.
 */
export const bookingsQuery = (owner: CalendarOwner, from: string, to: string, after?: BookingCursor) => ({
  queryKey: [...calendarKeys.bookings(owner, from, to), after?.afterId ?? 0] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(
      `/api/v1/bookings?${queryString({
        from,
        to,
        ...filterOf(owner),
        limit: pagesBookings(owner) ? BOOKINGS_PAGE : BOOKINGS_PAGE_MAX,
        ...after,
      })}`,
      { schema: bookingList, signal },
    ),
  staleTime: 30_000,
});

/**
 * The first `pages` pages of a window's bookings as one list: their bookings in order, the holidays,
 * and how many come after the last page read.
 */
export async function readBookings(
  queryClient: QueryClient,
  owner: CalendarOwner,
  from: string,
  to: string,
  pages: number,
): Promise<BookingList> {
  let page = await queryClient.fetchQuery(bookingsQuery(owner, from, to));
  const data = [...page.data];
  for (let read = 1; read < pages && page.more > 0 && page.data.length > 0; read += 1) {
    const last = page.data[page.data.length - 1]!;
    page = await queryClient.fetchQuery(
      bookingsQuery(owner, from, to, { afterStartsAt: last.startsAt, afterId: last.id }),
    );
    data.push(...page.data);
  }
  return { ...page, data };
}

/** A batch's and a teacher's classes are read in full (they open and move); other calendars show bookings. */
export const readsSessions = (owner: CalendarOwner) => owner.kind === 'batch' || owner.kind === 'teacher';

/**
 * The calendar's entries: its classes (in full when given, marked to cover from their bookings), every
 * other booking, and the holidays.
 */
export function entriesOf(
  sessions: ClassSession[] | null,
  bookings: Booking[],
  holidays: CalendarHoliday[],
): Entry[] {
  const bookingOfSession = new Map(bookings.filter((b) => b.sessionId).map((b) => [b.sessionId, b]));
  const classes: Entry[] = sessions
    ? sessions.map((session) => ({ type: 'session', session, booking: bookingOfSession.get(session.id) }))
    : [];
  const others: Entry[] = bookings
    .filter((b) => !sessions || b.kind !== 'class')
    .map((booking) => ({ type: 'booking', booking }));
  return [...classes, ...others, ...holidays.map((holiday) => ({ type: 'holiday' as const, holiday }))];
}

/** Whole days: from one local midnight to another (leave without hours). */
const isWholeDays = (start: string, end: string) =>
  start.endsWith('T00:00:00') && end.endsWith('T00:00:00') && end > start;

/** The times of a timed entry (the institute's wall clock), or null for whole days. */
export function timesOf(entry: Entry, zone: string): { start: string; end: string } | null {
  if (entry.type === 'holiday') return null;
  const item = entry.type === 'session' ? entry.session : entry.booking;
  const start = wallClock(item.startsAt, zone);
  const end = wallClock(item.endsAt, zone);
  return entry.type === 'booking' && isWholeDays(start, end) ? null : { start, end };
}

/** One entry as FullCalendar takes it; only a class that may still move is draggable. */
export function toEvent(entry: Entry, zone: string, movable: (session: ClassSession) => boolean): EventInput {
  const common = { extendedProps: { entry } };
  if (entry.type === 'holiday')
    return {
      ...common,
      id: `h${entry.holiday.id}`,
      title: entry.holiday.name,
      start: entry.holiday.fromDate,
      end: addDays(entry.holiday.toDate, 1),
      allDay: true,
      editable: false,
    };
  const times = timesOf(entry, zone);
  const item = entry.type === 'session' ? entry.session : entry.booking;
  const start = times?.start ?? wallClock(item.startsAt, zone).slice(0, 10);
  const end = times?.end ?? wallClock(item.endsAt, zone).slice(0, 10);
  return {
    ...common,
    id: entry.type === 'session' ? String(entry.session.id) : `b${entry.booking.id}`,
    title: titleOf(entry),
    start,
    end,
    allDay: times === null,
    startEditable: entry.type === 'session' && movable(entry.session),
    durationEditable: false,
  };
}

/**
 * What a booking or holiday is called on the calendar, its kind first ("Exam: Unit test 3"), or
 * without it where the kind is said beside it.
 */
export function titleOf(entry: Entry, withKind = true): string {
  if (entry.type === 'session') return entry.session.subjectName ?? entry.session.batchName;
  const kind = c.kinds[kindOf(entry)];
  let title: string | null;
  if (entry.type === 'holiday') {
    const { name, centreName, batchName } = entry.holiday;
    const whose = batchName ?? centreName;
    title = whose ? fmt(c.booking.holidayOf, { name, whose }) : name;
  } else {
    // A demo class by its subject; leave by its reason, if it has one other than "Leave".
    const { booking } = entry;
    title = booking.kind === 'demo' ? booking.subjectName : booking.title;
  }
  if (!title || title === kind) return kind;
  return withKind ? fmt(c.booking.titled, { kind, title }) : title;
}

/** Who else a booking involves, as a calendar's second line: the teacher, batch and room it names. */
export function peopleOf(booking: Booking, owner: CalendarOwner): string {
  return [
    owner.kind !== 'teacher' && booking.teacherName,
    owner.kind !== 'batch' && booking.kind !== 'class' && booking.batchName,
    owner.kind !== 'room' && booking.roomName,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The hours to show: `current`, widened to take in every timed entry fetched so far. */
export function hoursFor(entries: Entry[], zone: string, current: { first: number; last: number }) {
  let { first, last } = current;
  for (const entry of entries) {
    const times = timesOf(entry, zone);
    if (!times) continue;
    const { start, end } = times;
    first = Math.min(first, Number(start.slice(11, 13)));
    // A class ending 22:30 needs the 22:00 hour; one ending past midnight, the whole evening.
    const endHour =
      end.slice(0, 10) === start.slice(0, 10)
        ? Math.ceil(Number(end.slice(11, 13)) + Number(end.slice(14, 16)) / 60)
        : 24;
    last = Math.max(last, endHour);
  }
  return first === current.first && last === current.last ? current : { first, last };
}
