import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { boards, classes, subjects } from './learning.ts';
import { students } from './students.ts';
import { centres, teachers } from './teachers.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/*
 * Batches and rooms (issue 17, DESIGN §8): students are allotted to a batch, and its sessions are
 * held in a room of its centre. A batch is closed, never deleted once students are in it.
 */

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    centreId: requiredRef('centre_id', () => centres.id, 'cascade'),
    name: varchar('name', { length: 60 }).notNull(),
    capacity: integer('capacity'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('rooms_centre_name_idx').on(t.centreId, sql`lower(${t.name})`)],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** Upper-case; unique in the organisation. */
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    boardId: integer('board_id').references(() => boards.id),
    classId: integer('class_id').references(() => classes.id),
    centreId: requiredRef('centre_id', () => centres.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** classroom, online or hybrid. */
    mode: varchar('mode', { length: 10 }).notNull().default('classroom'),
    meetingLink: varchar('meeting_link', { length: 500 }).notNull().default(''),
    /** planned, active or closed. */
    status: varchar('status', { length: 10 }).notNull().default('planned'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The class, board, centre and room by name as the list and the classes show them, kept on the
    // row by the database (migration 0050; decision 040). Never written by code.
    className: text('class_name'),
    boardName: text('board_name'),
    centreName: text('centre_name'),
    roomName: text('room_name'),
    /** The list's row as JSON, written by the database (batches/repository.ts `batchKeptJson`, decision 054). */
    itemJson: text('item_json'),
  },
  (t) => [
    uniqueIndex('batches_code_idx').on(t.organisationId, t.code),
    // The list by name, read in index order: one status, or the current ones (planned and active).
    index('batches_list_idx').on(t.organisationId, t.status, t.name, t.id),
    index('batches_current_idx')
      .on(t.organisationId, t.name, t.id)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

export const batchSubjects = pgTable(
  'batch_subjects',
  {
    batchId: requiredRef('batch_id', () => batches.id, 'cascade'),
    subjectId: requiredRef('subject_id', () => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.subjectId] })],
);

/**
 * Who teaches a subject of a batch, from a day to a day (null: still). A change closes the current row
 * and opens a new one, so the history stays; one open row per batch and subject.
 */
export const batchTeachers = pgTable(
  'batch_teachers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: requiredRef('batch_id', () => batches.id, 'cascade'),
    subjectId: requiredRef('subject_id', () => subjects.id),
    teacherId: requiredRef('teacher_id', () => teachers.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('batch_teachers_current_idx')
      .on(t.batchId, t.subjectId)
      .where(sql`${t.toDate} is null`),
    index('batch_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * A student's seat in a batch from a day to a day (null: still), or their place on its waitlist
 * (status waitlisted; the order is the order of joining). A transfer or a leaving sets the last day
 * and why, so the history stays; one open row per batch and student.
 */
export const batchStudents = pgTable(
  'batch_students',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: requiredRef('batch_id', () => batches.id, 'cascade'),
    studentId: requiredRef('student_id', () => students.id),
    /** allotted or waitlisted (contracts: ALLOTMENT_STATUSES). */
    status: varchar('status', { length: 10 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    /** For a row that began on the waitlist: the day it asked for, kept when a seat comes later. */
    waitlistedFrom: date('waitlisted_from', { mode: 'string' }),
    /**
     * The fee plan chosen when allotted (fees.ts; no foreign key, as plans hang from batches): the
     * student is billed on it on taking the seat, at once or from the waitlist. Null: not billed.
     */
    feePlanId: integer('fee_plan_id'),
    /** transferred, left, withdrawn or closed (the batch was), once the row has ended. */
    ending: varchar('ending', { length: 12 }),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    transferredTo: integer('transferred_to').references(() => batches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('batch_students_open_idx')
      .on(t.batchId, t.studentId)
      .where(sql`${t.toDate} is null`),
    // Seats and the waitlist in order: the open rows of a batch by status.
    index('batch_students_seats_idx')
      .on(t.batchId, t.status, t.createdAt, t.id)
      .where(sql`${t.toDate} is null`),
    index('batch_students_student_idx').on(t.studentId),
  ],
);
