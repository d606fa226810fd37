import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Question, QuestionChoices } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { matchingCount } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import { batches, boards, chapters, classes, questions, subjects, topics } from '../../db/schema/index.ts';

// The question bank's statements (db/schema/questions.ts); the learning tree is read where it is filed.

/** A question with where it is filed, as the contract's `question`. */
export const questionColumns = sql`q.id, bo.name as "boardName", cl.name as "className",
  su.id as "subjectId", su.name as "subjectName", ch.id as "chapterId", ch.name as "chapterName",
  q.topic_id as "topicId", tp.name as "topicName", q.bloom, q.type, q.text, q.options,
  q.correct_option as "correctOption", q.answer, q.marks, q.difficulty`;
export const questionJoins = sql`join ${chapters} ch on ch.id = q.chapter_id
  join ${boards} bo on bo.id = ch.board_id
  join ${classes} cl on cl.id = ch.class_id
  join ${subjects} su on su.id = ch.subject_id
  left join ${topics} tp on tp.id = q.topic_id`;

export interface ListFilter {
  q?: string;
  subjectId?: number;
  chapterId?: number;
  bloom?: string;
  type?: string;
  difficulty?: string;
  limit: number;
  offset: number;
}

/** A page of the organisation's questions, newest first, with how many match: one statement. */
export function listQuestions(db: Executor, organisationId: number, f: ListFilter) {
  const where = and(
    sql`q.organisation_id = ${organisationId}`,
    f.q ? sql`q.text ilike ${`%${f.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    f.subjectId ? sql`ch.subject_id = ${f.subjectId}` : undefined,
    f.chapterId ? sql`q.chapter_id = ${f.chapterId}` : undefined,
    f.bloom ? sql`q.bloom = ${f.bloom}` : undefined,
    f.type ? sql`q.type = ${f.type}` : undefined,
    f.difficulty ? sql`q.difficulty = ${f.difficulty}` : undefined,
  );
  const matching = sql`select 1 from ${questions} q join ${chapters} ch on ch.id = q.chapter_id where ${where}`;
  return rowsOf<Question & { matching: number }>(
    db,
    sql`select ${questionColumns}, ${matchingCount(matching)}::int as matching
        from ${questions} q ${questionJoins}
        where ${where}
        order by q.created_at desc, q.id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}

export async function findQuestion(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<Question>(
    db,
    sql`select ${questionColumns} from ${questions} q ${questionJoins}
        where q.id = ${id} and q.organisation_id = ${organisationId}`,
  );
  return row;
}

/** Whether the chapter is the organisation's, and the topic (if any) one of its topics. */
export async function placeOf(
  db: Executor,
  organisationId: number,
  chapterId: number,
  topicId: number | null,
) {
  const [row] = await rowsOf<{ chapter: boolean; topic: boolean }>(
    db,
    sql`select exists (select 1 from ${chapters} where id = ${chapterId}
                         and organisation_id = ${organisationId}) as chapter,
               ${topicId === null ? sql`true` : sql`exists (select 1 from ${topics} where id = ${topicId} and chapter_id = ${chapterId})`} as topic`,
  );
  return row!;
}

export type QuestionRow = typeof questions.$inferInsert;

export async function insertQuestions(tx: Executor, rows: QuestionRow[]) {
  return tx.insert(questions).values(rows).returning({ id: questions.id });
}

export async function updateQuestion(
  tx: Executor,
  organisationId: number,
  id: number,
  set: Partial<QuestionRow>,
) {
  const rows = await tx
    .update(questions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(sql`${questions.id} = ${id} and ${questions.organisationId} = ${organisationId}`)
    .returning({ id: questions.id });
  return rows.length > 0;
}

export async function deleteQuestion(tx: Executor, organisationId: number, id: number) {
  const rows = await tx
    .delete(questions)
    .where(sql`${questions.id} = ${id} and ${questions.organisationId} = ${organisationId}`)
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** The learning tree's chapters with their topics, the subjects, the current batches: one statement. */
export async function choicesOf(db: Executor, organisationId: number) {
  const list = (select: SQL) => sql`coalesce((select json_agg(x) from (${select}) x), '[]')`;
  const [row] = await rowsOf<QuestionChoices>(
    db,
    sql`select
      ${list(sql`select ch.id, ch.name, bo.name as "boardName", cl.name as "className", su.id as "subjectId",
                   su.name as "subjectName",
                   coalesce((select json_agg(json_build_object('id', tp.id, 'name', tp.name) order by tp.sl_no)
                             from ${topics} tp where tp.chapter_id = ch.id), '[]') as topics
                 from ${chapters} ch
                 join ${boards} bo on bo.id = ch.board_id
                 join ${classes} cl on cl.id = ch.class_id
                 join ${subjects} su on su.id = ch.subject_id
                 where ch.organisation_id = ${organisationId}
                 order by su.name, cl.name, bo.name, ch.sl_no, ch.id`)} as chapters,
      ${list(sql`select id, name from ${subjects} where organisation_id = ${organisationId} order by name, id`)} as subjects,
      ${list(sql`select id, name from ${batches} where organisation_id = ${organisationId} and status <> 'closed'
                 order by name, id`)} as batches`,
  );
  return row!;
}

/** Every chapter of the organisation with its place and topics, for an import to find rows' chapters. */
export function chapterPlaces(db: Executor, organisationId: number) {
  return rowsOf<{
    id: number;
    name: string;
    board: string[];
    class: string[];
    subject: string[];
    topics: { id: number; name: string }[];
  }>(
    db,
    sql`select ch.id, ch.name, array[bo.code, bo.name] as board, array[cl.code, cl.name] as class,
          array[su.code, su.name] as subject,
          coalesce((select json_agg(json_build_object('id', tp.id, 'name', tp.name))
                    from ${topics} tp where tp.chapter_id = ch.id), '[]') as topics
        from ${chapters} ch
        join ${boards} bo on bo.id = ch.board_id
        join ${classes} cl on cl.id = ch.class_id
        join ${subjects} su on su.id = ch.subject_id
        where ch.organisation_id = ${organisationId}`,
  );
}
