import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf } from './common.ts';
import { formatCalendarDate } from './format.ts';

/*
 * Leave asked for in advance (issue 66, decision 085): by a guardian's message or at the desk, for a
 * student and a span of days, with a reason; staff approve or refuse it. An approved leave pre-fills
 * the register as Leave (code V, still changeable) and keeps absence alerts from the family.
 */

export const LEAVE_SOURCES = ['desk', 'guardian'] as const;
export type LeaveSource = (typeof LEAVE_SOURCES)[number];
export const LEAVE_STATUSES = ['requested', 'approved', 'refused', 'withdrawn'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The code an approved leave pre-fills. */
export const LEAVE_CODE = 'V';
/** The longest leave asked for at once, in days. */
export const LEAVE_MAX_DAYS = 92;

export const leaveMessages = {
  notFound: 'There is no such leave request.',
  studentNotFound: 'There is no such student.',
  endsBeforeStart: 'The leave cannot end before it begins.',
  tooLong: `Leave can be asked for up to ${LEAVE_MAX_DAYS} days at a time.`,
  reasonNeeded: 'Say why the student will be away.',
  overlaps: (name: string, from: string, to: string) =>
    `${name} already has leave asked for or approved from ${formatCalendarDate(from)} to ${formatCalendarDate(to)}.`,
  decided: (status: LeaveStatus) =>
    status === 'withdrawn'
      ? 'This leave request was withdrawn: there is nothing to decide.'
      : `This leave request has already been ${status}.`,
  notWithdrawable: (status: LeaveStatus) =>
    `This leave request has already been ${status}: it cannot be withdrawn.`,
} as const;

const day = calendarDate('Please enter a valid date.');

export const leaveBody = z
  .object({
    studentId: idParam,
    fromDate: day,
    toDate: day,
    reason: z.string().trim().min(1, leaveMessages.reasonNeeded).max(300),
    source: z.enum(LEAVE_SOURCES).default('desk'),
    /** Approve at once (a manager at the desk); otherwise it waits as requested. */
    approve: z.boolean().default(false),
  })
  .refine((v) => v.toDate >= v.fromDate, { path: ['toDate'], message: leaveMessages.endsBeforeStart });
export type LeaveBody = z.input<typeof leaveBody>;

export const leaveDecision = z.object({
  status: z.enum(['approved', 'refused', 'withdrawn']),
  note: z.string().trim().max(300).default(''),
});
export type LeaveDecision = z.input<typeof leaveDecision>;

export const leaveQuery = z.object({
  ...pageFields,
  studentId: idParam.optional(),
  status: z.enum(LEAVE_STATUSES).optional(),
  /** Leaves that reach this day or later (default: all). */
  from: day.optional(),
});
export type LeaveQuery = z.input<typeof leaveQuery>;

export const leave = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  source: z.enum(LEAVE_SOURCES),
  status: z.enum(LEAVE_STATUSES),
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type Leave = z.infer<typeof leave>;
export const leavePage = pageOf(leave);
export type LeavePage = z.infer<typeof leavePage>;

/** Students found by name or admission number for the desk (Attendance's own finder). */
export const attendanceStudentQuery = z.object({ q: z.string().trim().min(1).max(100) });
export const attendanceStudents = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), admissionNumber: z.string() })),
});
export type AttendanceStudents = z.infer<typeof attendanceStudents>;
