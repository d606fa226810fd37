import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { examMessages as say, reportCardMessages as words } from '@kaksha/contracts';
import type { ReportCardRun, ReportCardRunList } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { batches, reportCardRuns } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { JobResult, JobRun } from '../../lib/jobs/definitions.ts';
import { enqueueJob } from '../../lib/jobs/repository.ts';
import { writeZip } from '../../lib/zip.ts';
import type { ZipEntry } from '../../lib/zip.ts';
import { cardPdf, reportCardsOf } from './report-card.ts';
import * as repo from './repository.ts';

/*
 * A whole batch's report cards as one ZIP (issue 67): a request queues a run (report_card_runs) and
 * the job `exams.report-cards` makes a PDF per student, telling how far it has got, then keeps the
 * ZIP with the run for the staff member to download. The cards' data is read in a fixed number of
 * statements whatever the batch's size; progress is written at most once a second.
 */

export const REPORT_CARDS_JOB = 'exams.report-cards';
/** Runs kept per exam (each holds its ZIP): older ones go when a new one is asked for. */
const RUNS_KEPT = 5;
const PROGRESS_EVERY_MS = 1_000;
export const REPORT_CARDS_ATTEMPTS = 3;

export interface ReportCardsPayload {
  runId: number;
}

const runColumns = {
  id: reportCardRuns.id,
  examId: reportCardRuns.examId,
  batchName: batches.name,
  status: reportCardRuns.status,
  done: reportCardRuns.done,
  total: reportCardRuns.total,
  fileName: reportCardRuns.fileName,
  error: reportCardRuns.error,
  createdAt: reportCardRuns.createdAt,
  finishedAt: reportCardRuns.finishedAt,
};

type RunRow = { [K in keyof typeof runColumns]: unknown };
const iso = (at: unknown) => (at === null ? null : new Date(at as string | Date).toISOString());
const viewOf = (row: RunRow): ReportCardRun => ({
  ...(row as Omit<ReportCardRun, 'createdAt' | 'finishedAt'>),
  createdAt: iso(row.createdAt)!,
  finishedAt: iso(row.finishedAt),
});

function runsQuery(db: Executor, organisationId: number, examId: number, only?: SQL) {
  return db
    .select(runColumns)
    .from(reportCardRuns)
    .leftJoin(batches, eq(batches.id, reportCardRuns.batchId))
    .where(and(eq(reportCardRuns.organisationId, organisationId), eq(reportCardRuns.examId, examId), only))
    .orderBy(desc(reportCardRuns.id));
}

/** Queues a run of the exam's report cards (one batch's, or every batch's); the caller wakes the runner. */
export async function startRun(
  db: Db,
  caller: Caller,
  examId: number,
  input: { batchId?: number | null },
): Promise<ReportCardRun> {
  return db.transaction(async (tx) => {
    const exam = await repo.examDetail(tx, caller.organisationId, examId);
    if (!exam) throw notFound(say.notFound);
    const batchId = input.batchId ?? null;
    if (batchId !== null && !exam.batches.some((b) => b.id === batchId))
      throw new AppError('VALIDATION', words.batchNotInExam, { batchId: words.batchNotInExam });
    const [made] = await tx
      .insert(reportCardRuns)
      .values({ organisationId: caller.organisationId, examId, batchId, requestedBy: caller.userId })
      .returning({ id: reportCardRuns.id });
    await enqueueJob(tx, REPORT_CARDS_JOB, {
      organisationId: caller.organisationId,
      payload: { runId: made!.id } satisfies ReportCardsPayload,
      key: `run:${made!.id}`,
    });
    await tx.execute(sql`delete from ${reportCardRuns} where exam_id = ${examId} and id not in
      (select id from ${reportCardRuns} where exam_id = ${examId} order by id desc limit ${RUNS_KEPT})`);
    const [row] = await runsQuery(tx, caller.organisationId, examId, eq(reportCardRuns.id, made!.id));
    return viewOf(row!);
  });
}

/** The exam's newest runs (at most five are kept). */
export async function listRuns(db: Db, caller: Caller, examId: number): Promise<ReportCardRunList> {
  if (!(await repo.findExam(db, caller.organisationId, examId))) throw notFound(say.notFound);
  return { data: (await runsQuery(db, caller.organisationId, examId)).map(viewOf) };
}

export async function getRun(db: Db, caller: Caller, examId: number, runId: number) {
  const [row] = await runsQuery(db, caller.organisationId, examId, eq(reportCardRuns.id, runId));
  if (!row) throw notFound(words.runNotFound);
  return viewOf(row);
}

/** A finished run's ZIP; a run still being made is a conflict, said in words. */
export async function zipOf(db: Db, caller: Caller, examId: number, runId: number) {
  const [row] = await db
    .select({ status: reportCardRuns.status, fileName: reportCardRuns.fileName, zip: reportCardRuns.zip })
    .from(reportCardRuns)
    .where(
      and(
        eq(reportCardRuns.id, runId),
        eq(reportCardRuns.examId, examId),
        eq(reportCardRuns.organisationId, caller.organisationId),
      ),
    );
  if (!row) throw notFound(words.runNotFound);
  if (row.status !== 'done' || !row.zip) throw new AppError('CONFLICT', words.runNotReady);
  return { fileName: row.fileName ?? 'report-cards.zip', bytes: row.zip };
}

const zipName = (exam: string, batch: string | null) =>
  `report-cards-${exam}-${batch ?? 'all'}`.replace(/[^A-Za-z0-9._-]+/g, '_') + '.zip';

/** The job: every card of the run's batch into one ZIP, its progress told as it goes. */
export async function makeReportCards(db: Db, run: JobRun<ReportCardsPayload>): Promise<JobResult> {
  const organisationId = run.organisationId!;
  const { runId } = run.payload;
  const [row] = await db
    .select({ examId: reportCardRuns.examId, batchName: batches.name })
    .from(reportCardRuns)
    .leftJoin(batches, eq(batches.id, reportCardRuns.batchId))
    .where(and(eq(reportCardRuns.id, runId), eq(reportCardRuns.organisationId, organisationId)));
  if (!row) return { skipped: true };
  const set = (values: Partial<typeof reportCardRuns.$inferInsert>) =>
    db.update(reportCardRuns).set(values).where(eq(reportCardRuns.id, runId));
  try {
    const cards = await reportCardsOf(db, organisationId, row.examId, {
      batchName: row.batchName ?? undefined,
    });
    const total = cards.students.length;
    await set({ status: 'running', done: 0, total, error: null });
    if (total === 0) {
      await set({ status: 'failed', error: say.noStudents, finishedAt: new Date() });
      return { cards: 0 };
    }
    const entries: ZipEntry[] = [];
    const names = new Set<string>();
    let toldAt = Date.now();
    for (const student of cards.students) {
      const { fileName, pdf } = await cardPdf(cards, student);
      const name = names.has(fileName) ? `${student.studentId}-${fileName}` : fileName;
      names.add(name);
      entries.push({ name, bytes: pdf });
      if (Date.now() - toldAt >= PROGRESS_EVERY_MS && entries.length < total) {
        toldAt = Date.now();
        if (!(await run.progress(entries.length, total))) return { stopped: true };
        await set({ done: entries.length });
      }
    }
    await set({
      status: 'done',
      done: total,
      zip: writeZip(entries),
      fileName: zipName(cards.exam.name, row.batchName),
      finishedAt: new Date(),
    });
    return { cards: total };
  } catch (err) {
    const last = run.attempt >= REPORT_CARDS_ATTEMPTS;
    await set({
      status: last ? 'failed' : 'queued',
      error: 'The report cards could not be made; please try again.',
      finishedAt: last ? new Date() : null,
    });
    throw err;
  }
}
