import { randomBytes } from 'node:crypto';
import { paperMessages as say } from '@kaksha/contracts';
import type {
  BuiltPaper,
  PaperQuestion,
  QuestionPaper,
  QuestionPaperPage,
  blueprint,
  questionPaperInput,
  paperListQuery,
  swapInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalid, notFound, refuseUnknown } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './papers.repository.ts';
import { AREA } from './service.ts';

// Question papers from a blueprint: picked, swapped, then saved with a copy of each question.

type Blueprint = z.output<typeof blueprint>;
const cellKey = (c: { chapterId: number; bloom: string; marks: number }) =>
  `${c.chapterId}|${c.bloom}|${c.marks}`;

async function refuseUnknownBatch(db: Executor, organisationId: number, batchId: number) {
  const name = await repo.batchName(db, organisationId, batchId);
  refuseUnknown(name === undefined ? { batchId: say.batchNotFound } : {});
  return name!;
}

/**
 * Fills each cell of the blueprint from the bank, none of the batch's recent papers' questions
 * again; a cell the bank cannot fill refuses the whole, each such cell said in words against its
 * row (`cells.<i>.count`): which chapter, level and marks, how many asked and how many there are.
 * `seed` fixes the picking (a new one each build unless given).
 */
export async function buildPaper(
  db: Db,
  caller: Caller,
  input: Blueprint,
  seed = randomBytes(6).toString('hex'),
): Promise<BuiltPaper> {
  const { organisationId } = caller;
  await refuseUnknownBatch(db, organisationId, input.batchId);
  const fills = await repo.fillCells(db, organisationId, input.batchId, input.cells, seed);
  const unknown: Record<string, string> = {};
  for (const f of fills)
    if (f.chapterName === null) unknown[`cells.${f.cell}.chapterId`] = 'Choose one of your chapters.';
  refuseUnknown(unknown);
  const short: Record<string, string> = {};
  for (const f of fills) {
    const cell = input.cells[f.cell]!;
    if (f.fresh < cell.count)
      short[`cells.${f.cell}.count`] = say.short(
        { chapterName: f.chapterName!, bloom: cell.bloom, marks: cell.marks },
        cell.count,
        f.fresh,
        f.inBank - f.fresh,
      );
  }
  const shortCells = Object.keys(short).length;
  if (shortCells > 0) {
    const first = Object.values(short)[0]!;
    throw invalid(shortCells === 1 ? first : `${say.cannotFill(shortCells)} ${first}`, short);
  }
  return { questions: fills.flatMap((f) => f.picked.map((q) => ({ ...q, cell: f.cell }))) };
}

/** Another question for one place on the paper, or a refusal in words when none is left. */
export async function swapQuestion(
  db: Db,
  caller: Caller,
  input: z.output<typeof swapInput>,
): Promise<PaperQuestion> {
  const { organisationId } = caller;
  await refuseUnknownBatch(db, organisationId, input.batchId);
  const found = await repo.swapFor(
    db,
    organisationId,
    input.batchId,
    input.cell,
    input.exclude,
    input.offered,
    randomBytes(6).toString('hex'),
  );
  if (!found) throw invalid(say.noOtherQuestion);
  return found;
}

/**
 * Saves the paper as built and swapped: every question the organisation's, once, not on the batch's
 * recent papers, and the blueprint's cells filled exactly; a copy of each question is kept with it.
 */
export async function savePaper(
  db: Db,
  caller: Caller,
  input: z.output<typeof questionPaperInput>,
): Promise<QuestionPaper> {
  const { organisationId } = caller;
  const id = await db.transaction(async (tx) => {
    await refuseUnknownBatch(tx, organisationId, input.batchId);
    if (new Set(input.questionIds).size !== input.questionIds.length) throw invalid(say.questionTwice);
    const found = await repo.questionsForPaper(tx, organisationId, input.batchId, input.questionIds);
    if (found.length !== input.questionIds.length) throw invalid(say.questionGone);
    if (found.some((q) => q.recent)) throw invalid(say.recentRepeat);
    const cellOf = new Map(input.cells.map((c, i) => [cellKey(c), i]));
    const byId = new Map(found.map((q) => [q.questionId!, q]));
    const counts = input.cells.map(() => 0);
    const items = input.questionIds.map((qid) => {
      const { questionId, chapterId, recent: _r, ...q } = byId.get(qid)!;
      const cell = cellOf.get(cellKey({ chapterId, bloom: q.bloom, marks: q.marks }));
      if (cell === undefined) throw invalid(say.notInBlueprint);
      counts[cell]!++;
      return { questionId, snapshot: { ...q, cell } };
    });
    if (counts.some((n, i) => n !== input.cells[i]!.count)) throw invalid(say.notInBlueprint);
    const paperId = await repo.insertPaper(
      tx,
      {
        organisationId,
        batchId: input.batchId,
        name: input.name,
        totalMarks: input.totalMarks,
        cells: input.cells,
        createdBy: caller.userId,
      },
      items,
    );
    await recordCallerAudit(tx, caller, {
      action: 'question-paper-create',
      area: AREA,
      entityId: paperId,
      summary: {
        name: input.name,
        batchId: input.batchId,
        totalMarks: input.totalMarks,
        questionIds: input.questionIds,
      },
    });
    return paperId;
  });
  return getPaper(db, caller, id);
}

export async function getPaper(
  db: Executor,
  caller: Pick<Caller, 'organisationId'>,
  id: number,
): Promise<QuestionPaper> {
  const found = await repo.paperDetail(db, caller.organisationId, id);
  if (!found) throw notFound(say.notFound);
  return found;
}

export async function listPapers(
  db: Db,
  caller: Caller,
  query: z.output<typeof paperListQuery>,
): Promise<QuestionPaperPage> {
  const { page, pageSize, ...filter } = query;
  const rows = await repo.listPapers(db, caller.organisationId, {
    ...filter,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const total = rows[0]?.matching ?? 0;
  return {
    data: rows.map(({ matching: _, ...row }) => row),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
  };
}
