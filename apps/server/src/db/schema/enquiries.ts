import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { organisations, searchIndex, searchText, users } from './core.ts';
import { boards, classes, subjects } from './learning.ts';
import { students } from './students.ts';
import { centres, teachers } from './teachers.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';
import { naturalKey } from '../natural.ts';

/*
 * Enquiries (issue 16, DESIGN §8): the front desk's pipeline towards an admission. Every change is an
 * audit line (the enquiry's timeline); an admitted enquiry points at its student.
 */

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentName: varchar('student_name', { length: 100 }).notNull(),
    guardianName: varchar('guardian_name', { length: 100 }).notNull().default(''),
    /** E.164 (+919876543210). */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    boardId: integer('board_id').references(() => boards.id, { onDelete: 'set null' }),
    subjectIds: integer('subject_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    centreId: integer('centre_id').references(() => centres.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 20 }).notNull(),
    subSource: varchar('sub_source', { length: 100 }).notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** contracts ENQUIRY_STAGES; moves by ENQUIRY_MOVES only. */
    stage: varchar('stage', { length: 20 }).notNull().default('new'),
    /** The furthest stage ever reached (contracts STAGE_RANK), kept when it is lost: the funnel's input. */
    reached: smallint('reached').notNull().default(0),
    lostReason: varchar('lost_reason', { length: 120 }).notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The earliest open follow-up's day, kept by the service: the list's and dashboard's counts read it. */
    nextFollowUp: date('next_follow_up', { mode: 'string' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * The day (in UTC) it was received: the part of the counts the database keeps by day
     * (`enquiries_by_created_day`, migration 0064), which the front desk's "new this week" sums.
     */
    createdDay: date('created_day', { mode: 'string' }).generatedAlwaysAs(
      sql`(created_at at time zone 'UTC')::date`,
    ),
    updatedAt: updatedAt(),
    /** The list's search by a name or email (a mobile is searched by its digits, apart). */
    searchText: searchText('student_name', 'guardian_name', 'email'),
    // The class, centre and owner by name as the list, the board and the detail show them, kept on
    // the row by the database (migration 0048's triggers on enquiries, classes, centres and users;
    // decision 040), so that a page of enquiries reads no other table. Never written by code.
    className: text('class_name'),
    centreName: text('centre_name'),
    ownerName: text('owner_name'),
    // The list's row and the board's card as JSON, written by the database before every INSERT and
    // UPDATE from the items the list selects (enquiries/lists.repository.ts `enquiryKeptJson`, decision
    // 054), so that a page joins texts instead of writing each field. Never written or read by code
    // but a page's statement.
    itemJson: text('item_json'),
    cardJson: text('card_json'),
  },
  (t) => [
    // The list's default order within a stage, and the board's columns.
    index('enquiries_list_idx').on(
      t.organisationId,
      t.stage,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('enquiries_created_idx').on(
      t.organisationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The default list: open enquiries, newest first, read in order from the index.
    index('enquiries_open_idx')
      .on(t.organisationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.stage} in ('new', 'contacted', 'demo_scheduled', 'demo_attended')`),
    index('enquiries_mobile_idx').on(t.organisationId, t.mobile),
    // The list by the student's name, in natural order (decision 082), read in order.
    index('enquiries_natural_name_idx').on(t.organisationId, naturalKey(t.studentName)),
    index('enquiries_email_idx')
      .on(t.organisationId, t.email)
      .where(sql`${t.email} <> ''`),
    searchIndex('enquiries_search_idx', t.searchText),
    searchIndex('enquiries_mobile_search_idx', t.mobile),
    // "Due today" and "overdue": open enquiries by their next follow-up.
    index('enquiries_follow_up_idx')
      .on(t.organisationId, t.nextFollowUp)
      .where(sql`${t.nextFollowUp} is not null`),
    // The list of follow-ups (overdue, today's) in the list's order: the enquiries with a follow-up
    // are a few of all, so a page of them is found among those alone (docs/benchmarks.md).
    index('enquiries_follow_up_list_idx')
      .on(t.organisationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.nextFollowUp} is not null`),
  ],
);

export const enquiryFollowUps = pgTable(
  'enquiry_follow_ups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    enquiryId: requiredRef('enquiry_id', () => enquiries.id, 'cascade'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: varchar('outcome', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_follow_ups_enquiry_idx').on(t.enquiryId, t.dueOn)],
);

/** Per organisation: its lost reasons and the public form's key (null: the form is closed). */
export const enquirySettings = pgTable(
  'enquiry_settings',
  {
    organisationId: integer('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    lostReasons: jsonb('lost_reasons').$type<string[]>().notNull(),
    formKey: varchar('form_key', { length: 64 }),
    /** Website enquiries a day whose thank-you email goes out at once; the rest wait for the desk (decision 070). */
    websiteRepliesPerDay: integer('website_replies_per_day').notNull().default(20),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('enquiry_settings_form_key_idx').on(t.formKey)],
);

/**
 * A free class enquiries are invited to. Its teacher is booked on the one calendar (bookings, kept by
 * migration 0070's triggers): the clash rule sees its batch classes, exams, meetings and leave too.
 */
export const demoClasses = pgTable(
  'demo_classes',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    subjectId: requiredRef('subject_id', () => subjects.id),
    teacherId: requiredRef('teacher_id', () => teachers.id),
    centreId: integer('centre_id').references(() => centres.id),
    onlineLink: varchar('online_link', { length: 500 }).notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** scheduled or cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('scheduled'),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    teacherRemarks: text('teacher_remarks').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_classes_list_idx').on(t.organisationId, t.startsAt),
    index('demo_classes_teacher_idx').on(t.teacherId, t.startsAt),
  ],
);

export const demoInvitations = pgTable(
  'demo_invitations',
  {
    demoClassId: requiredRef('demo_class_id', () => demoClasses.id, 'cascade'),
    enquiryId: requiredRef('enquiry_id', () => enquiries.id, 'cascade'),
    /** invited, attended or no_show. */
    attendance: varchar('attendance', { length: 10 }).notNull().default('invited'),
    feedback: varchar('feedback', { length: 500 }).notNull().default(''),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.demoClassId, t.enquiryId] }),
    index('demo_invitations_enquiry_idx').on(t.enquiryId),
  ],
);
