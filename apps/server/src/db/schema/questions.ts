import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { batches } from './batches.ts';
import { chapters, topics } from './learning.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/*
 * The question bank (issue 67, decision 076). A question is filed under a chapter of the learning tree
 * (which names its board, class and subject) and optionally one of its topics; it goes with its
 * chapter, as the chapter's topics and contents do. A question paper keeps a copy of each question as
 * it was printed, so that removing or changing a question never changes a paper given.
 */

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    chapterId: requiredRef('chapter_id', () => chapters.id, 'cascade'),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** contracts: BLOOM_LEVELS. */
    bloom: varchar('bloom', { length: 10 }).notNull(),
    /** contracts: QUESTION_TYPES. */
    type: varchar('type', { length: 10 }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
    /** An MCQ's options, in order; [] for the other types. */
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** An MCQ's correct option (0 is A). */
    correctOption: smallint('correct_option'),
    answer: varchar('answer', { length: 2000 }).notNull().default(''),
    marks: smallint('marks').notNull(),
    /** contracts: DIFFICULTIES. */
    difficulty: varchar('difficulty', { length: 6 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_list_idx').on(t.organisationId, t.createdAt),
    // What the builder asks: a chapter's questions at a level and marks.
    index('questions_cell_idx').on(t.chapterId, t.bloom, t.marks),
  ],
);

export const questionPapers = pgTable(
  'question_papers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: requiredRef('batch_id', () => batches.id, 'cascade'),
    name: varchar('name', { length: 120 }).notNull(),
    totalMarks: smallint('total_marks').notNull(),
    /** The blueprint's cells as asked: chapterId, bloom, marks, count. */
    cells: jsonb('cells').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_papers_list_idx').on(t.organisationId, t.createdAt),
    index('question_papers_batch_idx').on(t.batchId, t.createdAt),
  ],
);

export const questionPaperItems = pgTable(
  'question_paper_items',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => questionPapers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    /** The question as printed (contracts: paperQuestion without questionId). */
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.position] }),
    index('question_paper_items_question_idx').on(t.questionId),
  ],
);
