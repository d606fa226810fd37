import { and, sql } from 'drizzle-orm';
import type { BlueprintCell, PaperItem, PaperQuestion, QuestionPaper } from '@kaksha/contracts';
import { RECENT_PAPERS } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { matchingCount } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  batches,
  chapters,
  questionPaperItems,
  questionPapers,
  questions,
  topics,
  users,
} from '../../db/schema/index.ts';

// Question papers: what the builder picks from, and the papers saved (db/schema/questions.ts).

/** The questions on the batch's RECENT_PAPERS latest papers. */
const recent = (organisationId: number, batchId: number) => sql`
  select i.question_id from ${questionPaperItems} i
  where i.question_id is not null and i.paper_id in (
    select id from ${questionPapers} where organisation_id = ${organisationId} and batch_id = ${batchId}
    order by created_at desc, id desc limit ${RECENT_PAPERS})`;

/** A question as a paper copies it (contracts: paperQuestion), `cell` given. */
const paperQuestionColumns = (cell: ReturnType<typeof sql>) => sql`q.id as "questionId", ${cell} as cell,
  ch.name as "chapterName", tp.name as "topicName", q.bloom, q.type, q.text, q.options,
  q.correct_option as "correctOption", q.answer, q.marks, q.difficulty`;

const cellsJson = (cells: Omit<BlueprintCell, 'count'>[], counts?: number[]) =>
  JSON.stringify(
    cells.map((c, i) => ({
      cell: i,
      chapter_id: c.chapterId,
      bloom: c.bloom,
      marks: c.marks,
      count: counts?.[i] ?? 0,
    })),
  );

export interface CellFill {
  cell: number;
  /** Null: not the organisation's chapter. */
  chapterName: string | null;
  inBank: number;
  fresh: number;
  picked: PaperQuestion[];
}

/**
 * For each cell of a blueprint: its chapter's name, how many questions of the bank fit it, how many
 * of those are not on the batch's recent papers, and up to `count` of these picked in an order fixed
 * by `seed`. One statement, whatever the number of cells.
 */
export function fillCells(
  db: Executor,
  organisationId: number,
  batchId: number,
  cells: BlueprintCell[],
  seed: string,
) {
  const fits = sql`q.organisation_id = ${organisationId} and q.chapter_id = c.chapter_id and q.bloom = c.bloom
    and q.marks = c.marks`;
  return rowsOf<CellFill>(
    db,
    sql`with recent as (${recent(organisationId, batchId)}),
        cells as (select * from jsonb_to_recordset(${cellsJson(
          cells,
          cells.map((c) => c.count),
        )}::jsonb)
                    as c(cell int, chapter_id int, bloom text, marks int, count int))
        select c.cell, ch.name as "chapterName",
          (select count(*)::int from ${questions} q where ${fits}) as "inBank",
          (select count(*)::int from ${questions} q where ${fits}
             and q.id not in (select question_id from recent)) as fresh,
          coalesce((select json_agg(p) from (
             select ${paperQuestionColumns(sql`c.cell`)}
             from ${questions} q
             join ${chapters} ch on ch.id = q.chapter_id
             left join ${topics} tp on tp.id = q.topic_id
             where ${fits} and q.id not in (select question_id from recent)
             order by md5(${seed} || q.id::text)
             limit c.count) p), '[]') as picked
        from cells c
        left join ${chapters} ch on ch.id = c.chapter_id and ch.organisation_id = ${organisationId}
        order by c.cell`,
  );
}

/** Another question for a cell: not among `exclude` nor on recent papers, those already offered last. */
export async function swapFor(
  db: Executor,
  organisationId: number,
  batchId: number,
  cell: Omit<BlueprintCell, 'count'>,
  exclude: number[],
  offered: number[],
  seed: string,
) {
  const [row] = await rowsOf<PaperQuestion>(
    db,
    sql`with recent as (${recent(organisationId, batchId)})
        select ${paperQuestionColumns(sql`0`)}
        from ${questions} q
        join ${chapters} ch on ch.id = q.chapter_id
        left join ${topics} tp on tp.id = q.topic_id
        where q.organisation_id = ${organisationId} and q.chapter_id = ${cell.chapterId}
          and q.bloom = ${cell.bloom} and q.marks = ${cell.marks}
          and q.id <> all(${sql.param(exclude)}::int[])
          and q.id not in (select question_id from recent)
        order by q.id = any(${sql.param(offered)}::int[]), md5(${seed} || q.id::text)
        limit 1`,
  );
  return row;
}

/** The organisation's questions of these ids as a paper copies them, each with its chapter and whether it is recent. */
export function questionsForPaper(db: Executor, organisationId: number, batchId: number, ids: number[]) {
  return rowsOf<PaperQuestion & { chapterId: number; recent: boolean }>(
    db,
    sql`with recent as (${recent(organisationId, batchId)})
        select ${paperQuestionColumns(sql`0`)}, q.chapter_id as "chapterId",
          q.id in (select question_id from recent) as recent
        from ${questions} q
        join ${chapters} ch on ch.id = q.chapter_id
        left join ${topics} tp on tp.id = q.topic_id
        where q.organisation_id = ${organisationId} and q.id = any(${sql.param(ids)}::int[])`,
  );
}

export async function batchName(db: Executor, organisationId: number, batchId: number) {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select name from ${batches} where id = ${batchId} and organisation_id = ${organisationId}`,
  );
  return row?.name;
}

export async function insertPaper(
  tx: Executor,
  paper: typeof questionPapers.$inferInsert,
  items: { questionId: number | null; snapshot: Omit<PaperQuestion, 'questionId'> }[],
) {
  const [made] = await tx.insert(questionPapers).values(paper).returning({ id: questionPapers.id });
  await tx
    .insert(questionPaperItems)
    .values(items.map((item, position) => ({ paperId: made!.id, position, ...item })));
  return made!.id;
}

const itemColumns = sql`p.id, p.name, p.batch_id as "batchId", b.name as "batchName", p.total_marks as "totalMarks",
  (select count(*)::int from ${questionPaperItems} i where i.paper_id = p.id) as "questionCount",
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt", u.user_name as "createdBy"`;
const itemJoins = sql`join ${batches} b on b.id = p.batch_id left join ${users} u on u.id = p.created_by`;

/** A page of the organisation's papers, newest first: one statement. */
export function listPapers(
  db: Executor,
  organisationId: number,
  f: { q?: string; batchId?: number; limit: number; offset: number },
) {
  const where = and(
    sql`p.organisation_id = ${organisationId}`,
    f.q ? sql`p.name ilike ${`%${f.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    f.batchId ? sql`p.batch_id = ${f.batchId}` : undefined,
  );
  return rowsOf<PaperItem & { matching: number }>(
    db,
    sql`select ${itemColumns}, ${matchingCount(sql`select 1 from ${questionPapers} p where ${where}`)}::int as matching
        from ${questionPapers} p ${itemJoins}
        where ${where}
        order by p.created_at desc, p.id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}

/** One paper with its blueprint (chapters named) and its questions as printed: one statement. */
export async function paperDetail(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<QuestionPaper>(
    db,
    sql`select ${itemColumns},
          coalesce((select json_agg(c.cell || jsonb_build_object('chapterName', coalesce(ch.name, '—')) order by c.n)
                    from jsonb_array_elements(p.cells) with ordinality as c(cell, n)
                    left join ${chapters} ch on ch.id = (c.cell->>'chapterId')::int), '[]') as cells,
          coalesce((select json_agg(i.snapshot || jsonb_build_object('questionId', i.question_id) order by i.position)
                    from ${questionPaperItems} i where i.paper_id = p.id), '[]') as questions
        from ${questionPapers} p ${itemJoins}
        where p.id = ${id} and p.organisation_id = ${organisationId}`,
  );
  return row;
}
