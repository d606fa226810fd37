import { EXAM_MOVES, assessmentMessages, examMessages as say } from '@kaksha/contracts';
import type {
  ExamChoices,
  ExamDetail,
  ExamPage,
  ExamStatus,
  examInput,
  examListQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { zoneOf } from '../institute/service.ts';
import { bookIn, cancelExamSittings } from '../timetable/bookings.service.ts';
import { raceRefused } from '../timetable/clash.ts';
import * as repo from './repository.ts';
import { ensureBuiltInScales, listScales } from './scales.service.ts';
import { ensureBuiltInStructures, listStructures } from './structures.service.ts';

// Exams: made and changed while a draft, then moved through their stages by `moveExam` only.

const AREA = 'exams';
type Input = z.output<typeof examInput>;

/** Refuses, by the field they came in, ids that are not the organisation's. */
async function refuseUnknownRefs(tx: Executor, organisationId: number, input: Input, self?: number) {
  const { papers } = input;
  const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
  const known = await repo.knownRefs(tx, organisationId, {
    batchIds: input.batchIds,
    subjectIds: papers.map((p) => p.subjectId),
    roomIds: present(papers.map((p) => p.roomId)),
    teacherIds: present(papers.map((p) => p.teacherId)),
    scaleId: input.scaleId,
    structureId: input.structureId,
    termOneExamId: input.termOneExamId,
  });
  const errors: Record<string, string> = {};
  if (!known.scale) errors.scaleId = say.scaleNotFound;
  if (input.structureId !== null && !known.structure) errors.structureId = assessmentMessages.notFound;
  if (input.termOneExamId !== null && (!known.termOne || input.termOneExamId === self))
    errors.termOneExamId = say.termOneNotFound;
  if (input.batchIds.some((id) => !known.batches.includes(id))) errors.batchIds = say.batchNotFound;
  papers.forEach((p, i) => {
    if (!known.subjects.includes(p.subjectId)) errors[`papers.${i}.subjectId`] = say.subjectNotFound;
    if (p.roomId && !known.rooms.includes(p.roomId)) errors[`papers.${i}.roomId`] = say.roomNotFound;
    if (p.teacherId && !known.teachers.includes(p.teacherId))
      errors[`papers.${i}.teacherId`] = say.teacherNotFound;
  });
  refuseUnknown(errors);
}

const partsOf = (input: Input) => ({
  batchIds: [...new Set(input.batchIds)],
  papers: input.papers.map((p) => ({ ...p })),
});

export async function createExam(db: Db, caller: Caller, input: Input): Promise<ExamDetail> {
  const { organisationId } = caller;
  const id = await db.transaction(async (tx) => {
    await ensureBuiltInScales(tx, organisationId);
    await ensureBuiltInStructures(tx, organisationId);
    await refuseUnknownRefs(tx, organisationId, input);
    const examId = await repo.insertExam(tx, {
      organisationId,
      name: input.name,
      type: input.type,
      scaleId: input.scaleId,
      structureId: input.structureId,
      cardLayout: input.cardLayout,
      termOneExamId: input.termOneExamId,
      createdBy: caller.userId,
    });
    const { batchIds, papers } = partsOf(input);
    await repo.replaceParts(tx, organisationId, examId, batchIds, papers);
    await recordCallerAudit(tx, caller, {
      action: 'exam-create',
      area: AREA,
      entityId: examId,
      summary: input,
    });
    return examId;
  });
  return getExam(db, caller, id);
}

/** A draft exam changed whole: its name, type, scale, batches and papers. */
export async function updateExam(db: Db, caller: Caller, id: number, input: Input): Promise<ExamDetail> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const exam = await repo.findExam(tx, organisationId, id, true);
    if (!exam) throw notFound(say.notFound);
    if (exam.status !== 'draft') throw new AppError('CONFLICT', say.onlyDraftChanges);
    await refuseUnknownRefs(tx, organisationId, input, id);
    const { name, type, scaleId, structureId, cardLayout, termOneExamId } = input;
    await repo.updateExam(tx, id, { name, type, scaleId, structureId, cardLayout, termOneExamId });
    const { batchIds, papers } = partsOf(input);
    await repo.replaceParts(tx, organisationId, id, batchIds, papers);
    await recordCallerAudit(tx, caller, { action: 'exam-update', area: AREA, entityId: id, summary: input });
  });
  return getExam(db, caller, id);
}

/** What an exam's form offers; the ready-made scales made first if the organisation has none yet. */
export async function choices(db: Db, caller: Caller): Promise<ExamChoices> {
  await listScales(db, caller);
  await listStructures(db, caller);
  return repo.choicesOf(db, caller.organisationId);
}

export async function getExam(db: Executor, caller: Caller, id: number): Promise<ExamDetail> {
  const exam = await repo.examDetail(db, caller.organisationId, id);
  if (!exam) throw notFound(say.notFound);
  return exam;
}

export async function listExams(
  db: Db,
  caller: Caller,
  query: z.output<typeof examListQuery>,
): Promise<ExamPage> {
  const { page, pageSize, ...filter } = query;
  const limit = pageSize;
  const rows = await repo.listExams(db, caller.organisationId, {
    ...filter,
    limit,
    offset: (page - 1) * limit,
  });
  const total = rows[0]?.matching ?? 0;
  return {
    data: rows.map(({ matching: _, ...row }) => row),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
  };
}

/**
 * Books each paper's sitting for each of the exam's batches on the one calendar (kind `exam`), all or
 * none: the first clash refuses the move, named by its paper and in the timetable's words. A paper's
 * invigilator is booked with its first batch's sitting (the batches of one paper sit together).
 */
async function bookSittings(tx: Executor, caller: Caller, exam: { id: number; name: string }) {
  const timeZone = await zoneOf(tx, caller.organisationId);
  const sittings = [];
  for (const s of await repo.sittingsToBook(tx, exam.id)) {
    const input = {
      kind: 'exam' as const,
      title: `${exam.name} — ${s.subjectName}`,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      batchId: s.batchId,
      roomId: s.roomId,
      teacherId: s.first ? s.teacherId : null,
      seats: null,
    };
    const bookingId = await bookIn(tx, caller, input, timeZone).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      const message = say.paperClash(s.subjectName, err.message);
      throw new AppError(err.code, message, { papers: message });
    });
    sittings.push({ paperId: s.paperId, batchId: s.batchId, bookingId });
  }
  await repo.insertSittings(tx, sittings);
}

/** What a move needs done, beyond the status: each refuses with a clear message. */
const EFFECTS: Partial<
  Record<
    `${ExamStatus}>${ExamStatus}`,
    (tx: Executor, caller: Caller, exam: { id: number; name: string }) => Promise<void>
  >
> = {
  'draft>scheduled': bookSittings,
  'scheduled>draft': async (tx, caller, exam) =>
    cancelExamSittings(tx, caller, await repo.removeSittings(tx, exam.id)),
  'held>published': async (tx, _caller, exam) => {
    const missing = (await repo.papersMissingMarks(tx, exam.id)).filter((p) => p.missing > 0);
    if (missing.length > 0)
      throw new AppError(
        'CONFLICT',
        say.marksMissing(missing.map((p) => say.marksMissingPaper(p.subjectName, p.missing)).join(', ')),
      );
  },
};

/**
 * The one way an exam changes stage: legal moves only (EXAM_MOVES), each with what it needs done —
 * scheduling books the sittings, back to draft cancels them, publishing needs every mark recorded.
 */
export async function moveExam(tx: Executor, caller: Caller, id: number, to: ExamStatus): Promise<void> {
  const exam = await repo.findExam(tx, caller.organisationId, id, true);
  if (!exam) throw notFound(say.notFound);
  const from = exam.status as ExamStatus;
  if (!EXAM_MOVES[from].includes(to)) {
    const message = from === 'published' ? say.published : say.illegalMove(from, to);
    throw new AppError('CONFLICT', message, { status: message });
  }
  await EFFECTS[`${from}>${to}`]?.(tx, caller, exam);
  await repo.updateExam(tx, id, { status: to, ...(to === 'published' ? { publishedAt: new Date() } : {}) });
  await recordCallerAudit(tx, caller, {
    action: 'exam-status',
    area: AREA,
    entityId: id,
    summary: { from, to },
  });
}

export async function move(db: Db, caller: Caller, id: number, to: ExamStatus): Promise<ExamDetail> {
  await db.transaction((tx) => moveExam(tx, caller, id, to)).catch(raceRefused);
  return getExam(db, caller, id);
}
