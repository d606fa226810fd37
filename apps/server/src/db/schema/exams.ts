import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, users } from './core.ts';
import { batches, rooms } from './batches.ts';
import { bookings } from './bookings.ts';
import { subjects } from './learning.ts';
import { students } from './students.ts';
import { teachers } from './teachers.ts';
import { createdAt, organisationId, updatedAt } from './columns.ts';

/*
 * Exams (issue 67, DESIGN §8). A grading scale is bands by percentage (each from its `from_percent`,
 * inclusive, up to the next); an exam is papers (one per subject) for some batches, graded on a scale,
 * moving draft → scheduled → held → published. A scheduled paper's sittings (one per batch) are
 * bookings of kind `exam` on the one calendar (decision 068); `exam_sittings` says which.
 */

export const gradingScales = pgTable(
  'grading_scales',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 80 }).notNull(),
    /** scholastic or co_scholastic. */
    kind: varchar('kind', { length: 15 }).notNull(),
    /** A ready-made scale's key (cbse, co3, co5): each organisation has each once; null: its own. */
    builtIn: varchar('built_in', { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('grading_scales_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    uniqueIndex('grading_scales_built_in_idx').on(t.organisationId, t.builtIn),
  ],
);

export const gradingBands = pgTable(
  'grading_bands',
  {
    scaleId: integer('scale_id')
      .notNull()
      .references(() => gradingScales.id, { onDelete: 'cascade' }),
    fromPercent: numeric('from_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    grade: varchar('grade', { length: 10 }).notNull(),
    gradePoint: numeric('grade_point', { precision: 5, scale: 2, mode: 'number' }),
    remark: varchar('remark', { length: 100 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.scaleId, t.fromPercent] })],
);

/**
 * An assessment structure (decision 093): how a subject's result is made of weighted components,
 * e.g. CBSE VI–VIII per term: periodic test 10 (best 2 of 3) + notebook 5 + subject enrichment 5 +
 * the written exam 80. An exam that chooses one computes each paper's result through it.
 */
export const assessmentStructures = pgTable(
  'assessment_structures',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 80 }).notNull(),
    /** A ready-made structure's key (cbse6-8): each organisation has each once; null: its own. */
    builtIn: varchar('built_in', { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assessment_structures_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    uniqueIndex('assessment_structures_built_in_idx').on(t.organisationId, t.builtIn),
  ],
);

/**
 * A component of a structure: its weight in the subject's result, how many attempts it has and how
 * many of the best count, what each attempt is marked out of; the one `from_paper` component is the
 * exam's own paper (its marks, out of the paper's maximum).
 */
export const assessmentComponents = pgTable(
  'assessment_components',
  {
    structureId: integer('structure_id')
      .notNull()
      .references(() => assessmentStructures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    best: integer('best').notNull().default(1),
    /** Each attempt's maximum; null for the paper (its own maximum). */
    outOf: numeric('out_of', { precision: 6, scale: 1, mode: 'number' }),
    fromPaper: boolean('from_paper').notNull().default(false),
    /** Absent counts as no marks (true), or is left out like exempt (false). */
    absentCounts: boolean('absent_counts').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.structureId, t.position] }),
    check('assessment_components_best', sql`${t.best} between 1 and ${t.attempts}`),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 120 }).notNull(),
    /** contracts: EXAM_TYPES. */
    type: varchar('type', { length: 12 }).notNull(),
    /** contracts: EXAM_STATUSES; changed only by `moveExam`. */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => gradingScales.id),
    /** Null: each paper's marks are its result; else computed through the structure's components. */
    structureId: integer('structure_id').references(() => assessmentStructures.id),
    /** contracts: CARD_LAYOUTS — the institute's simpler card, or CBSE's two-term one. */
    cardLayout: varchar('card_layout', { length: 10 }).notNull().default('institute'),
    /** On a CBSE card, the exam whose results are Term 1 (this exam is then Term 2). */
    termOneExamId: integer('term_one_exam_id').references((): AnyPgColumn => exams.id, {
      onDelete: 'set null',
    }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exams_list_idx').on(t.organisationId, t.createdAt)],
);

export const examBatches = pgTable(
  'exam_batches',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
  },
  (t) => [primaryKey({ columns: [t.examId, t.batchId] }), index('exam_batches_batch_idx').on(t.batchId)],
);

export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM in the institute's zone. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** The invigilator. */
    teacherId: integer('teacher_id').references(() => teachers.id),
    maxMarks: integer('max_marks').notNull(),
    passingMarks: integer('passing_marks').notNull(),
  },
  (t) => [uniqueIndex('exam_papers_subject_idx').on(t.examId, t.subjectId)],
);

/** A scheduled paper's booking for one of the exam's batches. */
export const examSittings = pgTable(
  'exam_sittings',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.batchId] })],
);

/** A student's mark on a paper: marks when present; absent is not zero, exempt is not absent. */
export const examMarks = pgTable(
  'exam_marks',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    organisationId: organisationId(),
    /** contracts: MARK_STATUSES. */
    status: varchar('status', { length: 8 }).notNull(),
    marks: numeric('marks', { precision: 6, scale: 1, mode: 'number' }),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.studentId] }),
    check('exam_marks_only_present', sql`(${t.status} = 'present') = (${t.marks} is not null)`),
  ],
);

/** A student's marks for one attempt of one entered component of a structured exam's paper. */
export const examComponentMarks = pgTable(
  'exam_component_marks',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    position: integer('position').notNull(),
    attempt: integer('attempt').notNull(),
    organisationId: organisationId(),
    /** contracts: MARK_STATUSES. */
    status: varchar('status', { length: 8 }).notNull(),
    marks: numeric('marks', { precision: 6, scale: 1, mode: 'number' }),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.studentId, t.position, t.attempt] }),
    check('exam_component_marks_only_present', sql`(${t.status} = 'present') = (${t.marks} is not null)`),
  ],
);

/** A teacher's own remark on a student's report card of an exam, printed instead of the drafted one. */
export const examRemarks = pgTable(
  'exam_remarks',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    remark: varchar('remark', { length: 600 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

/**
 * A batch's report cards made in the background (the job `exams.report-cards`): how far it has got,
 * then the one ZIP of a PDF per student. Only the newest few per exam are kept.
 */
export const reportCardRuns = pgTable(
  'report_card_runs',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Null: every batch of the exam. */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    /** queued → running → done, or failed. */
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: varchar('file_name', { length: 200 }),
    zip: bytea('zip'),
    error: varchar('error', { length: 300 }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_card_runs_exam_idx').on(t.examId, t.id),
    check('report_card_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
