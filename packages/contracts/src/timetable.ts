import { z } from 'zod';
import { calendarDate, clockTime, fromYearOne, idParam } from './common.ts';

/**
 * The timetable (TimeAllocation, Holiday; DESIGN §8): a batch's weekly slots make dated sessions,
 * skipping holidays. One clash rule holds for every session — a teacher, a room or a batch is never
 * in two at once — checked in the database, and a refusal names what clashes.
 */

export const timetableMessages = {
  slotNotFound: 'Time slot not found.',
  sessionNotFound: 'Session not found.',
  holidayNotFound: 'Holiday not found.',
  endBeforeStart: 'The class must end after it starts.',
  rangeBackwards: 'The last day must be on or after the first.',
  afterBoth: 'Give the start and the id of the last class shown, or neither.',
  afterStart: 'Give the start of the last class shown as the list wrote it.',
  tooLong: 'A slot can run for at most two years; add another for the next term.',
  subjectNotInBatch: 'Choose one of the batch’s subjects.',
  teacherNotFound: 'Please choose one of your active teachers.',
  roomNotFound: 'Choose a room of the batch’s centre.',
  batchClosed: 'This batch is closed; its timetable cannot change.',
  outsideBatch: (from: string, to: string) => `Choose days within the batch (${from} to ${to}).`,
  noDays: 'No class falls on that weekday between those days (holidays skipped).',
  cancelled: 'This session is cancelled; restore it first.',
  notCancelled: 'This session is not cancelled.',
  past: 'A session that has already happened cannot be changed.',
  moveToPast: 'Choose a time that has not passed yet.',
  /** Someone else booked the same teacher, room or batch a moment ago. */
  clashRace: 'Someone has just booked this time; look again and choose another.',
  outsideHours: (centre: string, opens: string, closes: string) =>
    `This class is outside ${centre}’s hours (${opens}–${closes}); check the centre will be open.`,
  teacherClash: (teacher: string, what: string, when: string) =>
    `${teacher} is already teaching ${what} on ${when}.`,
  roomClash: (room: string, what: string, when: string) => `${room} is already taken by ${what} on ${when}.`,
  batchClash: (batch: string, what: string, when: string) => `${batch} already has ${what} on ${when}.`,
  // The one calendar (issue 63): the other kinds of booking, named in the same words.
  teacherInvigilating: (teacher: string, what: string, when: string) =>
    `${teacher} is already invigilating ${what} on ${when}.`,
  teacherAt: (teacher: string, what: string, when: string) => `${teacher} is already at ${what} on ${when}.`,
  teacherOnLeave: (teacher: string, when: string) => `${teacher} is on leave on ${when}.`,
  demoClass: (subject: string) => `a demo class (${subject})`,
  hallFull: (room: string, seats: number, taken: number, when: string) =>
    `${room} seats ${seats}; exams on ${when} already take ${taken}.`,
  hallUnseated: (room: string, when: string) =>
    `${room} already has an exam on ${when}; give the room its number of seats to seat more than one.`,
} as const;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const timeRange = z.object({
  startTime: clockTime('Please enter a start time like 16:30.'),
  endTime: clockTime('Please enter an end time like 17:30.'),
});

export const slotInput = timeRange
  .extend({
    weekday: z.coerce.number().int().min(1, 'Choose a day of the week.').max(7, 'Choose a day of the week.'),
    subjectId: idParam.nullable().default(null),
    teacherId: idParam,
    roomId: idParam.nullable().default(null),
    /** The first and last day the slot runs (within the batch's dates). */
    fromDate: calendarDate('Please enter a valid first day.'),
    toDate: calendarDate('Please enter a valid last day.'),
  })
  .refine((v) => v.endTime > v.startTime, { path: ['endTime'], message: timetableMessages.endBeforeStart })
  .refine((v) => v.toDate >= v.fromDate, { path: ['toDate'], message: timetableMessages.rangeBackwards });
export type SlotInput = z.input<typeof slotInput>;

export const slot = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Sessions still to come (scheduled). */
  upcoming: z.number().int(),
});
export type Slot = z.infer<typeof slot>;

const choice = z.object({ id: z.number().int(), name: z.string() });
/** A batch's weekly slots and what a slot chooses from; each subject names its current teacher. */
export const batchTimetable = z.object({
  batch: z.object({
    id: z.number().int(),
    name: z.string(),
    startsOn: z.string(),
    endsOn: z.string().nullable(),
    status: z.string(),
  }),
  slots: z.array(slot),
  subjects: z.array(choice.extend({ teacherId: z.number().int().nullable() })),
  teachers: z.array(choice),
  rooms: z.array(choice),
});
export type BatchTimetable = z.infer<typeof batchTimetable>;

/** What saving a slot did to its sessions. */
export const slotResult = z.object({
  slot,
  /** Sessions made. */
  created: z.number().int(),
  /** Future sessions replaced or removed. */
  removed: z.number().int(),
  /** Days skipped for holidays. */
  holidays: z.array(z.string()),
  /** Allowed, but worth a second look: a class outside its centre's hours. */
  warnings: z.array(z.string()),
});
export type SlotResult = z.infer<typeof slotResult>;

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const classSession = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  batchName: z.string(),
  batchCode: z.string(),
  slotId: z.number().int().nullable(),
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  subjectName: z.string().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** Set when a substitute teaches: who normally does. */
  regularTeacherName: z.string().nullable(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  centreName: z.string(),
  meetingLink: z.string(),
  status: z.enum(SESSION_STATUSES),
  cancelReason: z.string(),
  /** Moved from its slot's day or time. */
  moved: z.boolean(),
  /** The next topic of the batch's plan for this subject that no session has covered yet. */
  toCover: z.string().nullable(),
});
export type ClassSession = z.infer<typeof classSession>;
export const sessionList = z.object({ data: z.array(classSession) });
export type SessionList = z.infer<typeof sessionList>;

/** A calendar's days: from one to another. */
export const windowDays = {
  from: calendarDate('Please give the first day.'),
  to: calendarDate('Please give the last day.'),
};
/** A calendar's window: at most 62 days, so a month view with its edges fits. */
export const calendarWindow = <T extends z.ZodType<{ from: string; to: string }>>(days: T) =>
  days
    .refine((v) => v.to >= v.from, { path: ['to'], message: timetableMessages.rangeBackwards })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 62 * 86_400_000, {
      path: ['to'],
      message: 'Ask for at most 62 days at a time.',
    });
export const sessionRangeQuery = calendarWindow(z.object(windowDays));

export const rescheduleInput = timeRange
  .extend({
    day: calendarDate('Please enter a valid day.'),
    roomId: idParam.nullable().optional(),
  })
  .refine((v) => v.endTime > v.startTime, { path: ['endTime'], message: timetableMessages.endBeforeStart });
export type RescheduleInput = z.input<typeof rescheduleInput>;

export const cancelSessionInput = z.object({
  reason: z.string().trim().min(1, 'Please say why the class is cancelled.').max(300),
});
export const substituteInput = z.object({ teacherId: idParam });

// ---- holidays ----

export const holidayInput = z
  .object({
    name: z.string().trim().min(1, 'Please name the holiday.').max(100),
    fromDate: calendarDate('Please enter a valid first day.'),
    toDate: calendarDate('Please enter a valid last day.'),
    /** Neither: the whole institute. */
    centreId: idParam.nullable().default(null),
    batchId: idParam.nullable().default(null),
    /** Tell the guardians of the batches whose classes it cancels. */
    notify: z.boolean().default(false),
  })
  .refine((v) => v.toDate >= v.fromDate, { path: ['toDate'], message: timetableMessages.rangeBackwards })
  .refine((v) => !(v.centreId && v.batchId), {
    path: ['batchId'],
    message: 'Choose a centre or a batch, not both.',
  })
  .refine((v) => Date.parse(v.toDate) - Date.parse(v.fromDate) <= 92 * 86_400_000, {
    path: ['toDate'],
    message: 'A holiday can last at most three months.',
  });
export type HolidayInput = z.input<typeof holidayInput>;

export const holiday = z.object({
  id: z.number().int(),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  centreId: z.number().int().nullable(),
  centreName: z.string().nullable(),
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  /** Sessions it cancelled. */
  cancelled: z.number().int(),
});
export type Holiday = z.infer<typeof holiday>;
export const holidayQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const holidayList = z.object({ data: z.array(holiday) });
export const holidayResult = z.object({
  holiday,
  /** Guardians told (messages queued). */
  notified: z.number().int(),
});
export type HolidayResult = z.infer<typeof holidayResult>;
/** Taking a holiday away: how many of its sessions came back (the rest now clash and stay cancelled). */
export const holidayRemoval = z.object({ restored: z.number().int() });
export const slotRemoval = z.object({ removed: z.number().int() });

/** The next classes a page of Upcoming Classes shows (the call's default `limit`). */
export const UPCOMING_PAGE = 25;
/**
 * The next classes from now: a page of `limit` in order of start, and the page after it from the last
 * class shown (`afterStartsAt` and `afterId`: its `startsAt` and `id`, both or neither).
 */
export const upcomingQuery = z
  .object({
    batchId: idParam.optional(),
    teacherId: idParam.optional(),
    centreId: idParam.optional(),
    days: z.coerce.number().int().min(1).max(31).default(7),
    limit: z.coerce.number().int().min(1).max(200).default(UPCOMING_PAGE),
    afterStartsAt: z.iso
      .datetime(timetableMessages.afterStart)
      .refine(fromYearOne, timetableMessages.afterStart)
      .optional(),
    afterId: idParam.optional(),
  })
  .refine((v) => (v.afterStartsAt === undefined) === (v.afterId === undefined), {
    path: ['afterId'],
    message: timetableMessages.afterBoth,
  });
export type UpcomingQuery = z.input<typeof upcomingQuery>;

/** A teacher's calendar feed: the path of its secret iCalendar address, or null while it is off. */
export const calendarFeed = z.object({ path: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'Calendar not found.'),
});
