import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './core.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/**
 * Learning content: boards, classes and subjects per organisation; chapters filed under a
 * board × class × subject; topics in a chapter; content items (a URL or an uploaded file) in a topic.
 * Serial numbers (sl_no) are positions 1…n within the parent, kept gapless by the repository.
 */

/** Boards, classes and subjects share one shape: a code unique in the organisation and a name. */
function curriculumTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      organisationId: organisationId(),
      /** Stored upper-case. */
      code: varchar('code', { length: 20 }).notNull(),
      name: varchar('name', { length: 100 }).notNull(),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [uniqueIndex(`${name}_organisation_code_idx`).on(t.organisationId, t.code)],
  );
}

export const boards = curriculumTable('boards');
export const classes = curriculumTable('classes');
export const subjects = curriculumTable('subjects');

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    // A board, class or subject with chapters cannot be deleted (the service says why first).
    boardId: requiredRef('board_id', () => boards.id, 'restrict'),
    classId: requiredRef('class_id', () => classes.id, 'restrict'),
    subjectId: requiredRef('subject_id', () => subjects.id, 'restrict'),
    name: varchar('name', { length: 200 }).notNull(),
    slNo: integer('sl_no').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    image: bytea('image'),
    imageType: varchar('image_type', { length: 40 }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chapters_subject_sl_idx').on(t.subjectId, t.boardId, t.classId, t.slNo),
    index('chapters_board_idx').on(t.boardId),
    index('chapters_class_idx').on(t.classId),
    // Chapter names are unique within a board × class × subject, whatever their case.
    uniqueIndex('chapters_name_idx').on(t.boardId, t.classId, t.subjectId, sql`lower(${t.name})`),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    chapterId: requiredRef('chapter_id', () => chapters.id, 'cascade'),
    name: varchar('name', { length: 200 }).notNull(),
    slNo: integer('sl_no').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('topics_chapter_sl_idx').on(t.chapterId, t.slNo),
    uniqueIndex('topics_name_idx').on(t.chapterId, sql`lower(${t.name})`),
  ],
);

export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    topicId: requiredRef('topic_id', () => topics.id, 'cascade'),
    slNo: integer('sl_no').notNull(),
    /** As stored: the types of spec §9, or PDF / upper-case variants from older data. */
    contentType: varchar('content_type', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** An http(s) URL; null when the item is an uploaded file (content_files). */
    url: text('url'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [index('contents_topic_sl_idx').on(t.topicId, t.slNo)],
);

/** Uploaded files live in the database, so that every API node serves the same ones. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    contentId: requiredRef('content_id', () => contents.id, 'cascade'),
    /** The name the uploader gave, for the download; never used as a path. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** Decided from the bytes. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_files_content_idx').on(t.contentId)],
);
