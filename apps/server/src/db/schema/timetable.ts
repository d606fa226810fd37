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
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, users } from './core.ts';
import { batches, rooms } from './batches.ts';
import { subjects, topics } from './learning.ts';
import { centres, teachers } from './teachers.ts';
import { organisationId } from './columns.ts';

/*
 * The timetable (issue 17, DESIGN §8): weekly slots make dated sessions; holidays cancel them. The
 * clash rule — a teacher, a room or a batch in one booking at a time — is held by the one calendar's
 * bookings (db/schema/bookings.ts, migration 0070), which the database writes for each session; the
 * service names the clash before the constraint would refuse it.
 */

/** A batch's class on a weekday, at a wall-clock time in the institute's zone, from a day to a day. */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** ISO: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    subjectId: integer('subject_id').references(() => subjects.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_slots_batch_idx').on(t.batchId, t.weekday, t.startTime)],
);

/** A closure: the whole institute (no centre, no batch), one centre, or one batch; one day or a range. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    centreId: integer('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('holidays_organisation_idx').on(t.organisationId, t.fromDate)],
);

/**
 * A teacher's calendar as an iCalendar feed at a secret address. The address is found by the hash of
 * its token; the token itself is sealed by the vault so that staff can copy the link again later.
 * Resetting replaces both: the old address stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    teacherId: integer('teacher_id')
      .primaryKey()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenSealed: bytea('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

/**
 * One dated class of a batch (from a slot, or added on its own). Its booking on the one calendar
 * (bookings) is kept by the database; exam sittings are bookings of their own kind.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id').references(() => timeSlots.id, { onDelete: 'set null' }),
    /** class (later: exam). */
    kind: varchar('kind', { length: 10 }).notNull().default('class'),
    /** The calendar day in the institute's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    subjectId: integer('subject_id').references(() => subjects.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    /** Who normally teaches it, while a substitute does. */
    regularTeacherId: integer('regular_teacher_id').references(() => teachers.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** scheduled or cancelled (contracts: SESSION_STATUSES). */
    status: varchar('status', { length: 10 }).notNull().default('scheduled'),
    cancelReason: varchar('cancel_reason', { length: 300 }).notNull().default(''),
    /** The holiday that cancelled it: deleting the holiday brings it back. */
    holidayId: integer('holiday_id').references(() => holidays.id, { onDelete: 'set null' }),
    /**
     * Moved from its slot's day or time. A slot's edit leaves a moved, substituted or cancelled
     * session as it is: someone decided it on its own.
     */
    moved: boolean('moved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The subject, teachers and room by name as the calendars and the next classes show them, kept on
    // the row by the database (migration 0050's triggers on class_sessions, subjects, teachers and
    // rooms; decision 040), so that a window of classes reads no table for names. Never written by code.
    subjectName: text('subject_name'),
    teacherName: text('teacher_name'),
    regularTeacherName: text('regular_teacher_name'),
    roomName: text('room_name'),
    // The batch's name, code, centre and meeting link as the calendars show them, kept on the row by
    // the database (migration 0058's triggers on class_sessions and batches, decision 040), so that a
    // window of classes reads no other table; and the window's row as JSON (`sessionKeptJson`,
    // decision 054). Never written by code.
    batchName: text('batch_name'),
    batchCode: text('batch_code'),
    centreName: text('centre_name'),
    meetingLink: text('meeting_link'),
    itemJson: text('item_json'),
  },
  (t) => [
    index('class_sessions_batch_idx').on(t.batchId, t.startsAt),
    index('class_sessions_teacher_idx').on(t.teacherId, t.startsAt),
    // The organisation's window in its order: many classes start at the same time, and with the id
    // the next classes' page reads only its own rows (no sort of every class of that minute).
    index('class_sessions_organisation_idx').on(t.organisationId, t.startsAt, t.id),
    // The organisation's longest class, one entry: a window's range begins that long before it opens
    // (sessions.repository.ts `windowWhere`, decision 053).
    index('class_sessions_length_idx').on(t.organisationId, sql`(${t.endsAt} - ${t.startsAt})`),
    index('class_sessions_slot_idx').on(t.slotId, t.day),
    index('class_sessions_holiday_idx')
      .on(t.holidayId)
      .where(sql`${t.holidayId} is not null`),
  ],
);

/** A batch's syllabus plan: the topics of its subjects in the order they are to be taught. */
export const batchSyllabus = pgTable(
  'batch_syllabus',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The subject the topic's chapter belongs to, kept here so a subject's plan is one index range. */
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.topicId] }),
    index('batch_syllabus_order_idx').on(t.batchId, t.subjectId, t.position),
  ],
);

/**
 * Kept by the database (migration 0066, decision 057): the first topic of each plan (a batch's subject)
 * that no class of the batch has covered yet — what its classes are "to cover". Written in the statement
 * that changes the plan or a class's topics, so a window of classes reads one row a class, not the plan.
 */
export const batchNextTopics = pgTable(
  'batch_next_topics',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    /** The batch's: a topic renamed is renamed here for its organisation (`kept_name_renamed`). */
    organisationId: integer('organisation_id').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The topic's name, kept (decision 040): a class reads one row for what it is to cover. */
    topicName: text('topic_name').notNull(),
  },
  // By topic: a topic deleted or renamed finds its rows without reading the table.
  (t) => [
    primaryKey({ columns: [t.batchId, t.subjectId] }),
    index('batch_next_topics_topic_idx').on(t.topicId),
  ],
);

/** What a session covered: a topic may take several sessions; coverage counts it once. */
export const sessionTopics = pgTable(
  'session_topics',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.topicId] }),
    index('session_topics_batch_idx').on(t.batchId, t.topicId),
  ],
);
