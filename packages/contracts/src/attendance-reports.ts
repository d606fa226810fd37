import { z } from 'zod';
import { calendarDate, idParam, pageOf } from './common.ts';

/*
 * Attendance reports (issue 66, decision 080): a student's percentage (overall, by subject, a month
 * of codes), a batch's daily percentage, a month's register grid (students × days), the students
 * below the low-attendance line, each as CSV too. Every answer says how its figures were counted.
 */

const MONTH_HINT = 'Use a month like 2026-11.';
/** YYYY-MM. */
export const calendarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_HINT);

/** A span of days (`from`..`to`, both included); left out: the last 90 days to today. */
const rangeFields = {
  from: calendarDate('Please enter a valid date.').optional(),
  to: calendarDate('Please enter a valid date.').optional(),
};
export const attendanceRange = z.object(rangeFields);
export type AttendanceRange = z.input<typeof attendanceRange>;
export const rangeBackwards = 'The end of the span cannot come before its start.';
/** Days a range left out covers, today included. */
export const REPORT_DAYS = 90;

/** Present (a half-day counts half) out of the marks; `percent` to one decimal, null with no mark. */
export const attendanceTally = z.object({
  present: z.number(),
  marks: z.number().int(),
  percent: z.number().nullable(),
});
export type AttendanceTally = z.infer<typeof attendanceTally>;

/** The words under every report: which codes count how, over which days. */
export const attendanceCounting = z.object({
  from: z.string(),
  to: z.string(),
  /** e.g. “Each class marked is one mark. Present: P Present, L Late… Half: H… Absent: A…, V Leave.” */
  counted: z.string(),
});

export const batchChoice = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const attendanceBatches = z.object({ data: z.array(batchChoice) });
export type AttendanceBatches = z.infer<typeof attendanceBatches>;

// ---- a student ----

export const studentReportQuery = z.object({ ...rangeFields, month: calendarMonth.optional() });
export type StudentReportQuery = z.input<typeof studentReportQuery>;

export const studentReport = attendanceCounting.extend({
  student: z.object({ id: z.number().int(), name: z.string(), admissionNumber: z.string() }),
  /** The low-attendance line (settings), a percentage. */
  threshold: z.number().int(),
  overall: attendanceTally,
  /** Classes by subject; a batch's day without a timetable is a subject of null. */
  bySubject: z.array(attendanceTally.extend({ subject: z.string().nullable() })),
  /** The month of the calendar (YYYY-MM) and each day of it with a mark: its codes in class order. */
  month: z.string(),
  calendar: z.array(z.object({ day: z.string(), codes: z.array(z.string()) })),
});
export type StudentReport = z.infer<typeof studentReport>;

// ---- a batch ----

export const batchReportQuery = attendanceRange;
export const batchReport = attendanceCounting.extend({
  batch: batchChoice,
  overall: attendanceTally,
  /** Each day with a saved register, oldest first. */
  days: z.array(attendanceTally.extend({ day: z.string(), registers: z.number().int() })),
});
export type BatchReport = z.infer<typeof batchReport>;

// ---- the month's register grid ----

export const monthGridQuery = z.object({
  month: calendarMonth.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type MonthGridQuery = z.input<typeof monthGridQuery>;

export const monthGrid = attendanceCounting.extend({
  batch: batchChoice,
  month: z.string(),
  /** The codes that count absent (shown apart). */
  absentCodes: z.array(z.string()),
  /** Every day of the month, in order; `marked` says a register was saved that day. */
  days: z.array(z.object({ day: z.string(), marked: z.boolean() })),
  students: pageOf(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      /** One cell per day of `days`: the day's codes joined by '/' in class order, or '' unmarked. */
      cells: z.array(z.string()),
      tally: attendanceTally,
    }),
  ),
});
export type MonthGrid = z.infer<typeof monthGrid>;

// ---- below the line ----

export const belowThresholdQuery = z.object({
  ...rangeFields,
  batchId: idParam.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BelowThresholdQuery = z.input<typeof belowThresholdQuery>;

export const belowThreshold = attendanceCounting.extend({
  threshold: z.number().int(),
  students: pageOf(
    attendanceTally.extend({
      studentId: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      batchId: z.number().int(),
      batchName: z.string(),
    }),
  ),
});
export type BelowThreshold = z.infer<typeof belowThreshold>;

// ---- registers not marked ----

export const unmarkedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type UnmarkedQuery = z.input<typeof unmarkedQuery>;
/** Classes of the last UNMARKED_DAYS days that have ended with no register saved, latest first. */
export const UNMARKED_DAYS = 7;
export const unmarkedPage = pageOf(
  z.object({
    sessionId: z.number().int(),
    batchId: z.number().int(),
    day: z.string(),
    batchName: z.string(),
    subjectName: z.string().nullable(),
    teacherName: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
);
export type UnmarkedPage = z.infer<typeof unmarkedPage>;
