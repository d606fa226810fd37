import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { batches } from './batches.ts';
import { students } from './students.ts';
import { teachers } from './teachers.ts';
import { classSessions } from './timetable.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/*
 * Attendance (issue 66, decision 071): a register per class session, or per batch and day for a batch
 * without a timetable; a mark per student in the organisation's codes. A saved register is the session
 * delivered: `held_by_teacher_id` and `held_as` are what payroll's per-lecture pay counts.
 */

/** An organisation's attendance settings; absent, the defaults (contracts). */
export const attendanceSettings = pgTable('attendance_settings', {
  organisationId: organisationId().primaryKey(),
  freezeDays: smallint('freeze_days').notNull().default(7),
  consecutiveAbsences: smallint('consecutive_absences').notNull().default(3),
  lowAttendancePercent: smallint('low_attendance_percent').notNull().default(75),
  /** Minutes an absence alert waits for a correction before it goes. */
  alertDelayMinutes: smallint('alert_delay_minutes').notNull().default(10),
  coordinatorUserId: integer('coordinator_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** An organisation's codes (P, A, L…): written with the defaults on first use; never removed once used. */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    organisationId: organisationId(),
    code: varchar('code', { length: 2 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** present, absent or half (contracts: CODE_COUNTS). */
    counts: varchar('counts', { length: 7 }).notNull(),
    minutes: boolean('minutes').notNull().default(false),
    alert: boolean('alert').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.code] })],
);

export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** The class; null for a batch's day without a timetable. */
    sessionId: integer('session_id').references(() => classSessions.id, { onDelete: 'cascade' }),
    batchId: requiredRef('batch_id', () => batches.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Delivered: the teacher who held the class (the session's teacher when saved). Payroll counts it. */
    heldByTeacherId: integer('held_by_teacher_id').references(() => teachers.id),
    /** teacher (the regular one) or substitute; null for a batch's day. */
    heldAs: varchar('held_as', { length: 10 }),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Counts the saves: a save names the version it was marked on, and one made on an older version
     * (another user saved meanwhile, while a phone's marks waited offline) is refused (decision 092).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_registers_session_idx')
      .on(t.sessionId)
      .where(sql`${t.sessionId} is not null`),
    uniqueIndex('attendance_registers_batch_day_idx')
      .on(t.batchId, t.day)
      .where(sql`${t.sessionId} is null`),
    index('attendance_registers_day_idx').on(t.organisationId, t.day),
    index('attendance_registers_teacher_idx')
      .on(t.heldByTeacherId, t.day)
      .where(sql`${t.heldByTeacherId} is not null`),
  ],
);

/** One student's mark in one register; batch and day kept for a student's run of absences and reports. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    registerId: requiredRef('register_id', () => attendanceRegisters.id, 'cascade'),
    studentId: requiredRef('student_id', () => students.id, 'cascade'),
    organisationId: organisationId(),
    batchId: integer('batch_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    code: varchar('code', { length: 2 }).notNull(),
    lateMinutes: smallint('late_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.registerId, t.studentId] }),
    index('attendance_marks_student_idx').on(t.studentId, t.batchId, t.day),
    index('attendance_marks_code_idx').on(t.organisationId, t.code),
    // Reports (decision 080): a batch's days and month grid; the organisation's span (the low list).
    index('attendance_marks_batch_day_idx').on(t.batchId, t.day),
    index('attendance_marks_day_idx').on(t.organisationId, t.day),
  ],
);

/**
 * The client keys of register saves (decision 092): a device makes one key per save and sends it again
 * on every retry, so a save that reached the server once is never made twice. The key is claimed first
 * in the save's transaction; a retry finds it and answers with the register as it is.
 */
export const attendanceSaves = pgTable(
  'attendance_saves',
  {
    organisationId: organisationId(),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.clientKey] })],
);

/**
 * Leave asked for in advance (by a guardian's message or at the desk), for a student and a span of
 * days: requested, then approved or refused by staff (or withdrawn). An approved leave pre-fills the
 * student's register as Leave on those days and keeps absence alerts from the family (decision 085).
 */
export const attendanceLeaves = pgTable(
  'attendance_leaves',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id, 'cascade'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    /** desk or guardian (contracts: LEAVE_SOURCES). */
    source: varchar('source', { length: 10 }).notNull(),
    /** requested, approved, refused or withdrawn (contracts: LEAVE_STATUSES). */
    status: varchar('status', { length: 10 }).notNull().default('requested'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_leaves_student_idx').on(t.studentId, t.fromDate),
    index('attendance_leaves_org_idx').on(t.organisationId, t.status, t.fromDate),
  ],
);

/**
 * Arrivals at the gate (decision 091): a student's ID card scanned (or the admission number typed) at
 * the gate, or a punch imported from a biometric device's CSV. One row per arrival; the unique
 * (student, moment) keeps a re-imported punch from being recorded twice. `day` is the institute's day.
 */
export const attendanceArrivals = pgTable(
  'attendance_arrivals',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id, 'cascade'),
    /** The student's centre when they arrived. */
    centreId: integer('centre_id').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** scan, typed or device (contracts: ARRIVAL_SOURCES). */
    source: varchar('source', { length: 8 }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_arrivals_student_moment_idx').on(t.studentId, t.arrivedAt),
    index('attendance_arrivals_day_idx').on(t.organisationId, t.day, t.arrivedAt),
  ],
);
