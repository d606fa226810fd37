import { allotmentMessages, batchMessages, formatCalendarDate } from '@kaksha/contracts';
import type { BatchTeachers, teacherAllotmentInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { isActiveTeacher } from '../teachers/service.ts';

import * as repo from './repository.ts';

/** The batch's subjects with their teacher now, the whole history, and the teachers to choose from. */
export async function teachersOf(db: Executor, caller: Caller, batchId: number): Promise<BatchTeachers> {
  if (!(await repo.findBatch(db, caller.organisationId, batchId))) throw notFound(batchMessages.notFound);
  const { history, subjects, teachers } = await repo.teachersOf(db, caller.organisationId, batchId);
  return {
    subjects: subjects.map((s) => ({
      ...s,
      current: history.find((h) => h.subjectId === s.subjectId && h.toDate === null) ?? null,
    })),
    history,
    teachers,
  };
}

/**
 * Gives a subject of the batch a teacher from a day. The teacher before stops the day before (kept in
 * the history); the batch is locked, so two staff changing it at once wait for each other.
 */
export async function assign(
  db: Db,
  caller: Caller,
  batchId: number,
  input: z.output<typeof teacherAllotmentInput>,
): Promise<BatchTeachers> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    if (!(await repo.lockBatch(tx, organisationId, batchId))) throw notFound(batchMessages.notFound);
    const [hasSubject, teacherOk] = await Promise.all([
      repo.batchHasSubject(tx, batchId, input.subjectId),
      isActiveTeacher(tx, organisationId, input.teacherId),
    ]);
    if (!hasSubject)
      throw new AppError('NOT_FOUND', allotmentMessages.subjectNotInBatch, {
        subjectId: allotmentMessages.subjectNotInBatch,
      });
    if (!teacherOk)
      throw new AppError('NOT_FOUND', allotmentMessages.teacherNotFound, {
        teacherId: allotmentMessages.teacherNotFound,
      });
    const current = await repo.currentTeacher(tx, batchId, input.subjectId);
    if (current?.teacherId === input.teacherId) return;
    if (current) {
      if (input.fromDate <= current.fromDate) {
        const message = allotmentMessages.beforeCurrent(formatCalendarDate(current.fromDate));
        throw new AppError('CONFLICT', message, { fromDate: message });
      }
      await repo.closeTeacher(tx, current.id, addDays(input.fromDate, -1));
    }
    await repo.openTeacher(tx, { organisationId, batchId, ...input });
    await recordCallerAudit(tx, caller, {
      action: 'teacher',
      area: 'batches',
      entityId: batchId,
      summary: { ...input, previousTeacherId: current?.teacherId ?? null },
    });
  });
  return teachersOf(db, caller, batchId);
}
