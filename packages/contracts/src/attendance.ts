import { z } from 'zod';
import { calendarDate, idParam } from './common.ts';
import { formatCalendarDate } from './format.ts';

/*
 * Attendance (issue 66, DESIGN §8): a register per class session — or per batch and day when the
 * batch has no timetable — holds one mark per student, in the organisation's codes. Saving a register
 * marks the session delivered (who held it: its teacher or a substitute), which payroll counts.
 */

/** How a code counts for the percentage: present, absent, or half a day of each. */
export const CODE_COUNTS = ['present', 'absent', 'half'] as const;
export type CodeCount = (typeof CODE_COUNTS)[number];

/** The codes every organisation starts with; each may be renamed, switched off or joined by others. */
export const DEFAULT_ATTENDANCE_CODES: AttendanceCode[] = [
  { code: 'P', name: 'Present', counts: 'present', minutes: false, alert: false, active: true },
  { code: 'A', name: 'Absent', counts: 'absent', minutes: false, alert: true, active: true },
  { code: 'L', name: 'Late', counts: 'present', minutes: true, alert: false, active: true },
  { code: 'V', name: 'Leave', counts: 'absent', minutes: false, alert: false, active: true },
  { code: 'E', name: 'Excused', counts: 'present', minutes: false, alert: false, active: true },
  { code: 'H', name: 'Half-day', counts: 'half', minutes: false, alert: false, active: true },
];
/** Everyone is this until marked otherwise. */
export const PRESENT_CODE = 'P';

export const attendanceMessages = {
  notFound: 'There is no such register.',
  future: 'This class has not happened yet: a register can be marked once it has begun.',
  futureDay: 'That day has not come yet: a register can be marked on the day or after.',
  cancelled: (reason: string) =>
    reason
      ? `This class was cancelled (${reason}): there is nothing to mark.`
      : 'This class was cancelled: there is nothing to mark.',
  holiday: (name: string) => `This day is a holiday (${name}): there is nothing to mark.`,
  hasTimetable: 'This batch has a timetable: mark the register of its class that day.',
  notInBatch: (names: string) => `Not in this batch on that day: ${names}.`,
  missing: (names: string) => `Every student of the batch needs a mark; missing: ${names}.`,
  unknownCode: (code: string) => `“${code}” is not one of the attendance codes in use.`,
  minutesOnly: (code: string) =>
    `Only a code that carries minutes (such as Late) can have minutes; “${code}” does not.`,
  frozen: (day: string, days: number) =>
    `The register of ${formatCalendarDate(day)} is closed: registers can be changed for ${days} days, after that only by a manager.`,
  reasonNeeded: 'Say why this closed register is being changed.',
  codeTaken: 'Two codes cannot share a letter.',
  presentNeeded: 'The code P (Present) cannot be switched off: everyone starts Present.',
  codeInUse: (code: string) =>
    `The code ${code} has been used in registers: switch it off instead of removing it.`,
  changedMeanwhile: (name: string) =>
    `${name || 'Someone'} saved this register after these marks were made: yours were not saved. Compare the two, then keep theirs or save yours over them.`,
} as const;

// ---- settings: codes, freeze, alerts ----

export const attendanceCode = z.object({
  /** One or two capital letters, typed on the register (P, A, L…). */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}$/, 'A code is one or two letters.'),
  name: z.string().trim().min(1, 'Please name the code.').max(40),
  counts: z.enum(CODE_COUNTS),
  /** Carries minutes (Late). */
  minutes: z.boolean(),
  /** Guardians are told when a student is marked this. */
  alert: z.boolean(),
  active: z.boolean(),
});
export type AttendanceCode = z.infer<typeof attendanceCode>;

export const attendanceSettingsBody = z
  .object({
    codes: z.array(attendanceCode).min(1).max(20),
    /** Days after which a register is closed to all but a manager. */
    freezeDays: z.coerce.number().int().min(0).max(365),
    /** Absences in a row that alert the coordinator and the guardian. */
    consecutiveAbsences: z.coerce.number().int().min(2).max(30),
    /** Below this percentage a student is listed (reports). */
    lowAttendancePercent: z.coerce.number().int().min(1).max(100),
    /** Minutes a guardian's absence alert waits, so that a mistaken mark can be corrected first. */
    alertDelayMinutes: z.coerce.number().int().min(0).max(180),
    /** The user told of consecutive absences (null: nobody but the guardian). */
    coordinatorUserId: idParam.nullable(),
  })
  .refine((v) => new Set(v.codes.map((c) => c.code)).size === v.codes.length, {
    path: ['codes'],
    message: attendanceMessages.codeTaken,
  })
  .refine((v) => v.codes.some((c) => c.code === PRESENT_CODE && c.active), {
    path: ['codes'],
    message: attendanceMessages.presentNeeded,
  });
export type AttendanceSettingsBody = z.input<typeof attendanceSettingsBody>;
export const attendanceSettings = z.object({
  codes: z.array(attendanceCode),
  freezeDays: z.number().int(),
  consecutiveAbsences: z.number().int(),
  lowAttendancePercent: z.number().int(),
  alertDelayMinutes: z.number().int(),
  coordinatorUserId: z.number().int().nullable(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettings>;

// ---- the day's registers ----

export const attendanceDayQuery = z.object({ day: calendarDate('Please enter a valid date.').optional() });

/** A register to mark: a class session, or a batch's day (`sessionId` null) when it has no timetable. */
export const registerRef = z.object({
  sessionId: z.number().int().nullable(),
  batchId: z.number().int(),
  day: z.string(),
});
export type RegisterRef = z.infer<typeof registerRef>;

export const dayRegister = registerRef.extend({
  batchName: z.string(),
  batchCode: z.string(),
  subjectName: z.string().nullable(),
  teacherName: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** scheduled, cancelled (a holiday or otherwise) or — for a batch's day — open. */
  status: z.enum(['scheduled', 'cancelled', 'open']),
  /** Marked: how many present and absent (null: not marked yet). */
  marked: z.object({ present: z.number().int(), absent: z.number().int() }).nullable(),
});
export type DayRegister = z.infer<typeof dayRegister>;
export const attendanceDay = z.object({
  day: z.string(),
  today: z.string(),
  registers: z.array(dayRegister),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

// ---- one register ----

export const registerQuery = z.object({
  sessionId: idParam.optional(),
  batchId: idParam.optional(),
  day: calendarDate('Please enter a valid date.').optional(),
});
export type RegisterQuery = z.input<typeof registerQuery>;

export const registerMark = z.object({
  studentId: z.number().int(),
  code: z.string(),
  lateMinutes: z.number().int().nullable(),
});
export const registerStudent = registerMark.extend({
  name: z.string(),
  admissionNumber: z.string(),
  photoUrl: z.string().nullable(),
  /** The reason of the student's approved leave that day (pre-filled as Leave until saved), or null. */
  leave: z.string().nullable(),
});
export type RegisterStudent = z.infer<typeof registerStudent>;

export const register = registerRef.extend({
  batchName: z.string(),
  subjectName: z.string().nullable(),
  teacherName: z.string().nullable(),
  startsAt: z.string().nullable(),
  /** Saved before (else everyone is Present, unsaved). */
  saved: z.boolean(),
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
  /** How many times it was saved (0: never): a save names the version its marks were made on. */
  version: z.number().int(),
  /** Closed by the freeze: only a manager may change it, with a reason. */
  frozen: z.boolean(),
  mayOverride: z.boolean(),
  /** Why it cannot be marked at all (a future, cancelled or holiday class), else null. */
  refusal: z.string().nullable(),
  codes: z.array(attendanceCode),
  students: z.array(registerStudent),
});
export type Register = z.infer<typeof register>;

export const registerSave = z.object({
  sessionId: idParam.nullable().default(null),
  batchId: idParam,
  day: calendarDate('Please enter a valid date.'),
  marks: z
    .array(
      z.object({
        studentId: idParam,
        code: z.string().trim().toUpperCase().min(1).max(2),
        lateMinutes: z.coerce.number().int().min(1).max(600).nullable().default(null),
      }),
    )
    .max(500),
  /** Needed to change a register closed by the freeze. */
  reason: z.string().trim().max(300).default(''),
  /**
   * The device's key of this save (decision 092), the same on every retry: a key already saved is
   * not saved again; the answer is the register as it stands, `replayed`.
   */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A client key is 16 to 64 letters, digits, - or _.')
    .optional(),
  /**
   * The register's `version` the marks were made on (0: opened unsaved). When given, a register saved
   * since by someone else refuses the save (409) rather than being overwritten; absent, the save wins.
   */
  basedOnVersion: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
});
export type RegisterSave = z.input<typeof registerSave>;

export const registerSaved = z.object({
  register: register,
  /** This client key was saved before: nothing was written now (decision 092). */
  replayed: z.boolean(),
  /** Guardians' absence messages written by this save, and those taken back by a correction. */
  alerts: z.object({ queued: z.number().int(), withdrawn: z.number().int() }),
});
export type RegisterSaved = z.infer<typeof registerSaved>;
