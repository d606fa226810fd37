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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, searchIndex, searchText, users } from './core.ts';
import { boards, classes } from './learning.ts';
import { centres } from './teachers.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';
import { naturalKey } from '../natural.ts';

/*
 * Students and guardians (issue 16, DESIGN §8): every later area (batches, fees, attendance, exams)
 * refers to a student. A student is never deleted: the admission number is gapless, and a mistaken
 * admission is marked as left, with its reason.
 */

/**
 * Gapless running numbers (admission, receipt…): one row per number's scope — the number's text
 * without its running part, e.g. `ADM/2026-27/#` — locked by the transaction that takes the next one,
 * so two cashiers on two nodes wait for each other instead of skipping or repeating. Not a SEQUENCE,
 * which skips numbers when a transaction rolls back.
 */
export const numberSequences = pgTable(
  'number_sequences',
  {
    organisationId: organisationId(),
    scope: varchar('scope', { length: 120 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.scope] })],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    admissionNumber: varchar('admission_number', { length: 60 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: varchar('gender', { length: 10 }),
    classId: integer('class_id').references(() => classes.id),
    boardId: integer('board_id').references(() => boards.id),
    school: varchar('school', { length: 150 }).notNull().default(''),
    address: text('address').notNull().default(''),
    centreId: requiredRef('centre_id', () => centres.id),
    admissionDate: date('admission_date', { mode: 'string' }).notNull(),
    /** active, on_hold, left, alumni (contracts: STUDENT_STATUSES, STUDENT_MOVES). */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    statusReason: varchar('status_reason', { length: 300 }).notNull().default(''),
    statusDate: date('status_date', { mode: 'string' }),
    /**
     * The main contact's name and mobile as the list shows them, kept on the row by the database from
     * `student_guardians` and `guardians` (migration 0041, decision 040): never written by the application.
     */
    guardianName: varchar('guardian_name', { length: 100 }),
    guardianMobile: varchar('guardian_mobile', { length: 20 }),
    // The class, board and centre by name as the students list and the fee desk's lists show them,
    // kept on the row by the database (migration 0051; decision 040). Never written by code.
    className: text('class_name'),
    boardName: text('board_name'),
    centreName: text('centre_name'),
    photo: bytea('photo'),
    photoType: varchar('photo_type', { length: 40 }),
    /**
     * The random code on the student's ID card (its QR code), made when the card is first printed: the
     * gate resolves it to the student without the card carrying the student's id (decision 072).
     */
    cardCode: varchar('card_code', { length: 32 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The students list's search: name and admission number (a guardian's mobile is searched apart). */
    searchText: searchText('name', 'admission_number'),
    /** The list's row as JSON, written by the database (students/list.repository.ts `studentKeptJson`, decision 054). */
    itemJson: text('item_json'),
  },
  (t) => [
    uniqueIndex('students_admission_number_idx').on(t.organisationId, t.admissionNumber),
    uniqueIndex('students_card_code_idx').on(t.organisationId, t.cardCode),
    // The gate tells another institute's card from a forged one (decision 091).
    index('students_card_code_any_idx')
      .on(t.cardCode)
      .where(sql`${t.cardCode} is not null`),
    // The list's default order (newest admissions first) and its filters.
    index('students_list_idx').on(
      t.organisationId,
      t.status,
      t.admissionDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list by name, in natural order ("Student 2" before "Student 10"; decision 082), read in order.
    index('students_natural_name_idx').on(t.organisationId, naturalKey(t.name)),
    searchIndex('students_search_idx', t.searchText),
  ],
);

/** A parent or guardian; one may be the guardian of several students (siblings). */
export const guardians = pgTable(
  'guardians',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** E.164 (+919876543210). Not unique: two parents may share one phone. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    occupation: varchar('occupation', { length: 100 }).notNull().default(''),
    /** whatsapp, sms or email; null: every channel (Messages may record more wishes). */
    preferredChannel: varchar('preferred_channel', { length: 10 }),
    /**
     * The language the family reads (en, hi; decision 096): their receipts and messages are in it,
     * whatever the staff member's. Null: the institute's message language.
     */
    language: varchar('language', { length: 5 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('guardians_mobile_idx').on(t.organisationId, t.mobile),
    searchIndex('guardians_mobile_search_idx', t.mobile),
  ],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    studentId: requiredRef('student_id', () => students.id, 'cascade'),
    guardianId: requiredRef('guardian_id', () => guardians.id),
    relation: varchar('relation', { length: 20 }).notNull(),
    primary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.guardianId] }),
    index('student_guardians_guardian_idx').on(t.guardianId),
    // One main contact per student.
    uniqueIndex('student_guardians_primary_idx')
      .on(t.studentId)
      .where(sql`${t.primary}`),
  ],
);

/** Files about a student (birth certificate, previous report card…), checked by their bytes. */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id, 'cascade'),
    kind: varchar('kind', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_documents_student_idx').on(t.studentId)],
);
