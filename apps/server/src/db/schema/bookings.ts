import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { batches, rooms } from './batches.ts';
import { demoClasses } from './enquiries.ts';
import { teachers } from './teachers.ts';
import { classSessions } from './timetable.ts';
import { createdAt, organisationId } from './columns.ts';

/*
 * The one calendar (issue 63, DESIGN §8, decision 068). Everything that occupies a teacher, a room or
 * a batch for a time is a booking: a class session, a demo class, an exam sitting, an event or meeting,
 * a teacher's leave. The clash rule — a teacher, a room or a batch in one active booking at a time —
 * is three exclusion constraints on this table (migration 0070, btree_gist), so no two API nodes can
 * double-book, whatever the kinds. A room shared as an exam hall: exam sittings may overlap in it up to
 * its seats (the room constraint lets exam meet exam; a trigger counts the seats under the room's lock).
 *
 * Class sessions and demo classes keep their own rows (their details); the database writes their
 * bookings (migration 0070's triggers), so no code path can forget one. Exams, events and leave are
 * written here directly.
 */

export const BOOKING_KINDS = ['class', 'demo', 'exam', 'event', 'leave'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** BOOKING_KINDS. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The class session or demo class this books (kept by the database), or neither. */
    sessionId: integer('session_id')
      .unique()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    demoClassId: integer('demo_class_id')
      .unique()
      .references(() => demoClasses.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id').references(() => teachers.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Scheduled (a cancelled booking occupies nobody). */
    active: boolean('active').notNull().default(true),
    /**
     * Its teacher is away (on leave): it needs another teacher, and does not hold this one meanwhile —
     * the teacher's clash rule passes over it.
     */
    toCover: boolean('to_cover').notNull().default(false),
    /** An exam sitting's seats in its room (the batch's candidates). */
    seats: integer('seats'),
    /** An exam's, event's or leave's name as calendars show it. */
    title: varchar('title', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // The organisation's window by start, then id: a page of the institute's day is read in order and
    // stops at its end (decision 078); a teacher's, a batch's or a room's window reads its clash
    // constraint's index on (id, time range).
    index('bookings_organisation_idx').on(t.organisationId, t.startsAt, t.id),
  ],
);
