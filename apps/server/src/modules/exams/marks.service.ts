import { examMessages as say } from '@kaksha/contracts';
import { assessmentMessages as parts } from '@kaksha/contracts';
import type { ComponentMarksSheet, ExamResults, MarksSheet, marksInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { holds } from '../menus/service.ts';
import * as marks from './marks.repository.ts';
import * as repo from './repository.ts';
import type { Part } from './marks.repository.ts';
import { scalesOf } from './scales.repository.ts';
import { structuresOf } from './structures.repository.ts';
import { batchSummaries, paperStatistics, structuredPaper, summaryOf } from './statistics.ts';

// A paper's marks and the results. Marks are entered once the exam is held by anyone who holds the
// Exams menu (a teacher holds it at view); once the results are published only a manager may change
// them, with a reason kept in the audit line beside each cell's old and new value.

const AREA = 'exams';
const MENU = 'ExamManagementSystem';

async function paperIn(db: Db, caller: Caller, examId: number, paperId: number) {
  const exam = await repo.findExam(db, caller.organisationId, examId);
  if (!exam) throw notFound(say.notFound);
  const paper = await repo.paperOf(db, caller.organisationId, examId, paperId);
  if (!paper) throw notFound(say.paperNotFound);
  return { exam, paper };
}

/** A structured exam's entered component (not the paper's own), and that the attempt is one of its. */
async function componentOf(db: Executor, organisationId: number, structureId: number | null, part: Part) {
  if (!part) return null;
  if (structureId === null) throw new AppError('CONFLICT', parts.noStructure);
  const [structure] = await structuresOf(db, organisationId, structureId);
  const component = structure?.components.find((c) => c.position === part.position);
  if (!component) throw notFound(parts.componentNotFound);
  if (component.fromPaper) throw invalid(parts.paperComponent, { position: parts.paperComponent });
  if (part.attempt > component.attempts)
    throw invalid(parts.attemptNotFound(component.attempts), {
      attempt: parts.attemptNotFound(component.attempts),
    });
  return component;
}

/** One attempt of a structured paper's entered component, as the paper's marks sheet is read. */
export async function componentSheet(
  db: Db,
  caller: Caller,
  examId: number,
  paperId: number,
  part: NonNullable<Part>,
): Promise<ComponentMarksSheet> {
  const { exam } = await paperIn(db, caller, examId, paperId);
  const component = (await componentOf(db, caller.organisationId, exam.structureId, part))!;
  const sheet = await marksSheet(db, caller, examId, paperId, part);
  return { ...sheet, component, attempt: part.attempt };
}

export async function marksSheet(
  db: Db,
  caller: Caller,
  examId: number,
  paperId: number,
  part: Part = null,
): Promise<MarksSheet> {
  const { exam, paper } = await paperIn(db, caller, examId, paperId);
  const status = exam.status as MarksSheet['status'];
  return {
    paper,
    status,
    mayChange: status === 'held' || (status === 'published' && holds(caller, MENU, 'manage')),
    students: await marks.marksOf(db, examId, paperId, part),
  };
}

type Entry = z.output<typeof marksInput>['marks'][number];

/** What is wrong with one cell, in words naming the student; null when it is fine. */
function cellProblem(entry: Entry, name: string | undefined, maximum: number): string | null {
  if (name === undefined) return say.notInExamId;
  if (entry.status !== 'present' && entry.marks !== null) return say.noMarksWhenAbsent(name);
  if (entry.marks !== null && entry.marks > maximum) return say.aboveMaximum(name, maximum);
  return null;
}

/**
 * Saves a paper's marks (or one attempt of a structured paper's component) in one request and one
 * transaction: every cell is checked first (0 to the paper's or the component's maximum, marks only
 * when present, only the exam's students), and any problem refuses the whole save, each cell's in
 * words (`marks.<i>.marks`), so nothing half-saved is left.
 */
export async function saveMarks(
  db: Db,
  caller: Caller,
  examId: number,
  paperId: number,
  input: z.output<typeof marksInput>,
  part: Part = null,
): Promise<MarksSheet> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const exam = await repo.findExam(tx, organisationId, examId, true);
    if (!exam) throw notFound(say.notFound);
    const paper = await repo.paperOf(tx, organisationId, examId, paperId);
    if (!paper) throw notFound(say.paperNotFound);
    const published = exam.status === 'published';
    if (published && !holds(caller, MENU, 'manage')) throw forbidden(say.publishedManagersOnly);
    if (published && !input.reason) throw invalid(say.reasonNeeded, { reason: say.reasonNeeded });
    if (!published && exam.status !== 'held') throw new AppError('CONFLICT', say.notHeldYet);
    const component = await componentOf(tx, organisationId, exam.structureId, part);
    const maximum = component ? component.outOf! : paper.maxMarks;
    const before = await marks.marksOf(tx, examId, paperId, part);
    const names = new Map(before.map((s) => [s.studentId, s.name]));
    const problems: Record<string, string> = {};
    const seen = new Set<number>();
    input.marks.forEach((entry, i) => {
      const name = seen.has(entry.studentId) ? undefined : names.get(entry.studentId);
      seen.add(entry.studentId);
      const problem = cellProblem(entry, name, maximum);
      if (problem) problems[`marks.${i}.${problem === say.notInExamId ? 'studentId' : 'marks'}`] = problem;
    });
    const count = Object.keys(problems).length;
    if (count > 0) throw invalid(say.marksRefused(count), problems);
    const saved = await marks.saveMarks(tx, organisationId, paperId, input.marks, caller.userId, part);
    await recordCallerAudit(tx, caller, {
      action: published ? 'exam-marks-after-publishing' : 'exam-marks',
      area: AREA,
      entityId: paperId,
      summary: published
        ? { examId, ...part, reason: input.reason, changed: changesOf(before, input.marks) }
        : { examId, ...part, ...saved },
    });
  });
  return marksSheet(db, caller, examId, paperId, part);
}

/** The cells a save changes, each as it was and as it is now (AB, EX, marks or nothing). */
function changesOf(before: MarksSheet['students'], after: Entry[]) {
  const text = (status: string | null, value: number | null) =>
    status === 'absent' ? 'AB' : status === 'exempt' ? 'EX' : value === null ? '' : String(value);
  const was = new Map(before.map((s) => [s.studentId, s]));
  return after.flatMap((entry) => {
    const old = was.get(entry.studentId);
    const from = text(old?.status ?? null, old?.marks ?? null);
    const to = text(entry.status, entry.marks);
    return from === to ? [] : [{ student: old?.name ?? entry.studentId, from, to }];
  });
}

export async function results(db: Db, caller: Caller, examId: number): Promise<ExamResults> {
  const exam = await repo.examDetail(db, caller.organisationId, examId);
  if (!exam) throw notFound(say.notFound);
  const students = await marks.resultsOf(db, examId, exam.scaleId, exam.structureId);
  const structured = exam.structureId !== null;
  const [scale] = await scalesOf(db, caller.organisationId, exam.scaleId);
  const grades = (scale?.bands ?? []).map((b) => b.grade);
  return {
    exam: { id: exam.id, name: exam.name, status: exam.status, scaleName: exam.scaleName },
    papers: exam.papers.map((p, i) => {
      const paper = {
        id: p.id,
        subjectName: p.subjectName,
        maxMarks: p.maxMarks,
        passingMarks: p.passingMarks,
      };
      return paperStatistics(structured ? structuredPaper(paper, students, i) : paper, i, students, grades);
    }),
    summary: summaryOf(students),
    batches: batchSummaries(students),
    students,
  };
}
