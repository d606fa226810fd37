import { naturalKey } from '../natural.ts';
import {
  boolean,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, searchIndex, searchText } from './core.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/**
 * Centres and teachers (issue 4): the directory, the teacher detail panels (address, education,
 * experience, subjects, centres) and the KYC vault. Every row carries its organisation, so a query
 * can always say "and it is the caller's".
 */

const teacherId = () => requiredRef('teacher_id', () => teachers.id, 'cascade');

export const centres = pgTable(
  'centres',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** Upper-case; the centre's identity within the organisation, never changed once made. */
    centreCode: varchar('centre_code', { length: 20 }).notNull(),
    centreName: varchar('centre_name', { length: 120 }).notNull(),
    address: text('address').notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Opening hours, when set: the timetable flags a class outside them. */
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    /**
     * How many teachers and staff are placed here (teacher_centres; user_centres by code), kept by the
     * database for the centres list (migration 0045, decision 040): never written by the application.
     */
    teacherCount: integer('teacher_count').notNull().default(0),
    staffCount: integer('staff_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The list's row as JSON, written by the database (centres/repository.ts `centreKeptJson`, decision 054). */
    itemJson: text('item_json'),
  },
  (t) => [
    uniqueIndex('centres_organisation_code_idx').on(t.organisationId, t.centreCode),
    index('centres_organisation_name_idx').on(t.organisationId, t.centreName),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Lower-case; unique within the organisation. */
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull().default(''),
    joiningDate: date('joining_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Checked by its bytes; served from /api/v1/teachers/{id}/photo. */
    photo: bytea('photo'),
    photoType: varchar('photo_type', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the directory shows of the teacher's centres and subjects, kept on the row by the
    // database (migration 0037's triggers on teacher_centres, teacher_subjects and centres), so a
    // page of teachers reads no other table (decision 040). Never written by code.
    centresShown: json('centres_shown')
      .$type<{ CentreCode: string; CentreName: string }[]>()
      .notNull()
      .default([]),
    subjectsShown: json('subjects_shown').$type<string[]>().notNull().default([]),
    /** The directory's row as JSON, written by the database (teachers/repository.ts `teacherKeptJson`, decision 054). */
    itemJson: text('item_json'),
    /** What a search finds a teacher by (db/search.ts, decision 089): name and email; a mobile by its digits. */
    searchText: searchText('name', 'email'),
  },
  (t) => [
    uniqueIndex('teachers_organisation_email_idx').on(t.organisationId, t.email),
    // The directory by name in natural order ("Teacher 2" before "Teacher 10"; decision 082), read in order.
    index('teachers_natural_name_idx').on(t.organisationId, naturalKey(t.name), t.name, t.id),
    searchIndex('teachers_search_idx', t.searchText),
    searchIndex('teachers_mobile_search_idx', t.mobile),
  ],
);

/** A teacher holds at most one address (spec §9): the unique teacher_id says so. */
export const teacherAddresses = pgTable('teacher_addresses', {
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  teacherId: teacherId().unique(),
  add1: varchar('add1', { length: 200 }).notNull(),
  add2: varchar('add2', { length: 200 }).notNull().default(''),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 100 }).notNull(),
  pinCode: varchar('pin_code', { length: 6 }).notNull(),
  country: varchar('country', { length: 60 }).notNull().default('India'),
  landmark: varchar('landmark', { length: 200 }).notNull().default(''),
  /** The UserType the spec sends as CreatedBy. */
  createdBy: varchar('created_by', { length: 40 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teacherEducation = pgTable(
  'teacher_education',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    teacherId: teacherId(),
    certificate: varchar('certificate', { length: 120 }).notNull(),
    board: varchar('board', { length: 120 }).notNull(),
    year: integer('year').notNull(),
    marks: varchar('marks', { length: 20 }).notNull().default(''),
    grade: varchar('grade', { length: 10 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teacher_education_teacher_idx').on(t.teacherId)],
);

export const teacherExperience = pgTable(
  'teacher_experience',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    teacherId: teacherId(),
    organisation: varchar('organisation', { length: 200 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** Null while the teacher still works there. */
    toDate: date('to_date', { mode: 'string' }),
    designation: varchar('designation', { length: 120 }).notNull(),
    responsibilities: text('responsibilities').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    createdBy: varchar('created_by', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('teacher_experience_teacher_idx').on(t.teacherId, t.fromDate)],
);

/** Board × class × subject codes, as the spec names them; names come from the curriculum when it has them. */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    teacherId: teacherId(),
    boardCode: varchar('board_code', { length: 30 }).notNull(),
    classCode: varchar('class_code', { length: 30 }).notNull(),
    subjectCode: varchar('subject_code', { length: 30 }).notNull(),
    createdBy: varchar('created_by', { length: 40 }).notNull(),
    createdFormName: varchar('created_form_name', { length: 60 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teacher_subjects_unique_idx').on(t.teacherId, t.boardCode, t.classCode, t.subjectCode),
    index('teacher_subjects_organisation_subject_idx').on(t.organisationId, t.subjectCode),
  ],
);

export const teacherCentres = pgTable(
  'teacher_centres',
  {
    teacherId: teacherId(),
    centreId: requiredRef('centre_id', () => centres.id, 'cascade'),
    organisationId: organisationId(),
    createdBy: varchar('created_by', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.centreId] }),
    index('teacher_centres_centre_idx').on(t.centreId),
  ],
);

/**
 * KYC documents. The number and the file are AES-256-GCM ciphertexts (lib/vault.ts) bound to their
 * organisation and teacher; the key never enters the database, and no part of the number is stored
 * in clear.
 */
export const teacherKyc = pgTable(
  'teacher_kyc',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    teacherId: teacherId(),
    kycType: varchar('kyc_type', { length: 20 }).notNull(),
    docNumber: bytea('doc_number').notNull(),
    file: bytea('file').notNull(),
    /** Decided from the bytes: application/pdf, image/jpeg or image/png. */
    fileType: varchar('file_type', { length: 40 }).notNull(),
    fileSize: integer('file_size').notNull(),
    remarks: varchar('remarks', { length: 500 }).notNull(),
    createdBy: varchar('created_by', { length: 40 }).notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teacher_kyc_teacher_type_idx').on(t.teacherId, t.kycType)],
);
