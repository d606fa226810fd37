import { z } from 'zod';
import { calendarDate, clockTime, fromYearOne, idParam } from './common.ts';
import { calendarWindow, timetableMessages, windowDays } from './timetable.ts';

/**
 * The one calendar (issue 63, DESIGN §8): everything that occupies a teacher, a room or a batch is a
 * booking under one clash rule. Classes and demo classes are made by the timetable and the demo
 * classes; exam sittings, events (meetings) and a teacher's leave are made here.
 */
export const BOOKING_KINDS = ['class', 'demo', 'exam', 'event', 'leave'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const bookingMessages = {
  notFound: 'Booking not found.',
  teacherNotFound: timetableMessages.teacherNotFound,
  roomNotFound: 'Choose one of your rooms.',
  batchNotFound: 'Choose one of your batches.',
  nobody: 'Choose a teacher, a room or a batch.',
  bothTimes: 'Give both times, or neither for whole days.',
  leaveTooLong: 'Leave can be recorded for at most three months at a time.',
  notHere: 'Classes and demo classes are changed from the timetable and the demo classes.',
  cancelled: 'This booking is already cancelled.',
  afterStart: 'Give the start of the last booking shown as the calendar wrote it.',
  afterBoth: 'Give the start and the id of the last booking shown, or neither.',
} as const;

const title = (message: string) => z.string().trim().min(1, message).max(200);
const when = {
  date: calendarDate('Please enter a valid day.'),
  startTime: clockTime('Please enter a start time like 16:30.'),
  endTime: clockTime('Please enter an end time like 17:30.'),
};
const endsAfterStart = (v: { startTime?: string; endTime?: string }) =>
  !v.startTime || !v.endTime || v.endTime > v.startTime;

/** A teacher away: whole days from one to another, or some hours of one day. */
const leaveInput = z
  .object({
    kind: z.literal('leave'),
    teacherId: idParam,
    title: z.string().trim().max(200).default('Leave'),
    fromDate: calendarDate('Please enter a valid first day.'),
    toDate: calendarDate('Please enter a valid last day.'),
    startTime: clockTime().optional(),
    endTime: clockTime().optional(),
  })
  .refine((v) => v.toDate >= v.fromDate, { path: ['toDate'], message: timetableMessages.rangeBackwards })
  .refine((v) => (v.startTime === undefined) === (v.endTime === undefined), {
    path: ['endTime'],
    message: bookingMessages.bothTimes,
  })
  .refine(endsAfterStart, { path: ['endTime'], message: timetableMessages.endBeforeStart })
  .refine((v) => Date.parse(v.toDate) - Date.parse(v.fromDate) <= 92 * 86_400_000, {
    path: ['toDate'],
    message: bookingMessages.leaveTooLong,
  });

/** A meeting or event: a teacher, a room or a batch (or several of them) for a time. */
const eventInput = z
  .object({
    kind: z.literal('event'),
    title: title('Please name the event.'),
    ...when,
    teacherId: idParam.nullable().default(null),
    roomId: idParam.nullable().default(null),
    batchId: idParam.nullable().default(null),
  })
  .refine(endsAfterStart, { path: ['endTime'], message: timetableMessages.endBeforeStart })
  .refine((v) => v.teacherId || v.roomId || v.batchId, {
    path: ['teacherId'],
    message: bookingMessages.nobody,
  });

/**
 * A batch sitting an exam paper, in a room (an exam hall may seat several batches up to its seats;
 * `seats` defaults to the batch's students), with an invigilating teacher.
 */
const examInput = z
  .object({
    kind: z.literal('exam'),
    title: title('Please name the exam paper.'),
    ...when,
    batchId: idParam,
    roomId: idParam.nullable().default(null),
    teacherId: idParam.nullable().default(null),
    seats: z.coerce.number().int().min(1).max(10_000).nullable().default(null),
  })
  .refine(endsAfterStart, { path: ['endTime'], message: timetableMessages.endBeforeStart });

export const bookingInput = z.discriminatedUnion('kind', [leaveInput, eventInput, examInput]);
export type BookingInput = z.input<typeof bookingInput>;

/** A booking as every calendar shows it, whatever its kind. */
export const booking = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  /** What it is, as a refusal names it: "Class 10 A (Mathematics)", "a demo class (Physics)", a title. */
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  subjectName: z.string().nullable(),
  seats: z.number().int().nullable(),
  /** Cancelled bookings occupy nobody. */
  active: z.boolean(),
  /** Its teacher is on leave then: it needs another teacher. */
  toCover: z.boolean(),
  /** The class session or demo class it books. */
  sessionId: z.number().int().nullable(),
  demoClassId: z.number().int().nullable(),
});
export type Booking = z.infer<typeof booking>;
/** A holiday a calendar shows (the institute's, or its centre's or batch's): whole days, YYYY-MM-DD. */
export const calendarHoliday = z.object({
  id: z.number().int(),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  centreName: z.string().nullable(),
  batchName: z.string().nullable(),
});
export type CalendarHoliday = z.infer<typeof calendarHoliday>;
/**
 * A calendar's window, a page at a time: its bookings by start (then id), at most the query's `limit`;
 * how many come after them (`more`, counted up to LIST_COUNT_CAP, `moreCapped` past it: "1,000+ more"),
 * read from the last one shown; and the holidays touching the window.
 */
export const bookingList = z.object({
  data: z.array(booking),
  holidays: z.array(calendarHoliday),
  more: z.number().int(),
  moreCapped: z.boolean(),
});
export type BookingList = z.infer<typeof bookingList>;

/**
 * A page of the institute's or a centre's calendar: a day of a big institute holds a thousand classes,
 * which no screen shows at once (decision 078). A teacher's, batch's or room's window is bounded by the
 * clash rule itself; its calendars ask for BOOKINGS_PAGE_MAX.
 */
export const BOOKINGS_PAGE = 25;
export const BOOKINGS_PAGE_MAX = 500;

const bookingWindow = z.object({
  ...windowDays,
  teacherId: idParam.optional(),
  batchId: idParam.optional(),
  roomId: idParam.optional(),
  centreId: idParam.optional(),
});

/** A window of the calendar (at most 62 days): the organisation's, or a teacher's, batch's, room's, centre's. */
export const bookingQuery = calendarWindow(bookingWindow);
export type BookingQuery = z.input<typeof bookingQuery>;

/**
 * A page of a window's bookings: `limit` of them by start, then id; the page after it from the last
 * one shown (`afterStartsAt` and `afterId`: its `startsAt` and `id`, both or neither).
 */
export const bookingPageQuery = calendarWindow(
  bookingWindow.extend({
    limit: z.coerce.number().int().min(1).max(BOOKINGS_PAGE_MAX).default(BOOKINGS_PAGE),
    afterStartsAt: z.iso
      .datetime(bookingMessages.afterStart)
      .refine(fromYearOne, bookingMessages.afterStart)
      .optional(),
    afterId: idParam.optional(),
  }),
).refine((v) => (v.afterStartsAt === undefined) === (v.afterId === undefined), {
  path: ['afterId'],
  message: bookingMessages.afterBoth,
});
export type BookingPageQuery = z.input<typeof bookingPageQuery>;

/** A class whose teacher is on leave, and the teachers of its subject free then (by the same rule). */
export const toCoverItem = booking.extend({
  substitutes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const toCoverList = z.object({ data: z.array(toCoverItem) });
export type ToCoverList = z.infer<typeof toCoverList>;
