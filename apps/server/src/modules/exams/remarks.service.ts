import { examMessages as say } from '@kaksha/contracts';
import type { ExamRemark, ExamRemarkList, RemarkInput } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { draftRemark } from './remarks.ts';
import * as remarks from './remarks.repository.ts';
import { reportCardsOf } from './report-card.ts';
import * as repo from './repository.ts';

/**
 * Each student's remark of an exam's report cards: the one drafted from their marks and attendance
 * trend, and the teacher's own words where they edited it (printed instead). A fixed number of
 * statements, as for the cards themselves.
 */
export async function listRemarks(db: Db, caller: Caller, examId: number): Promise<ExamRemarkList> {
  const cards = await reportCardsOf(db, caller.organisationId, examId);
  return {
    data: cards.students.map((s): ExamRemark => ({
      studentId: s.studentId,
      name: s.name,
      admissionNumber: s.admissionNumber,
      batchName: s.batchName,
      drafted: draftRemark(s, cards.exam.papers, cards.attendance.get(s.studentId)),
      remark: cards.remarks.get(s.studentId) ?? null,
    })),
  };
}

/** Keeps a teacher's remark for one student's card (blank: the drafted one again), audited. */
export async function saveRemark(
  db: Db,
  caller: Caller,
  examId: number,
  studentId: number,
  input: RemarkInput,
): Promise<{ remark: string | null }> {
  const remark = (input.remark ?? '').trim();
  await db.transaction(async (tx) => {
    if (!(await repo.findExam(tx, caller.organisationId, examId))) throw notFound(say.notFound);
    if (!(await remarks.seatsStudent(tx, examId, studentId))) throw notFound(say.notInExamId);
    await remarks.saveRemark(tx, {
      organisationId: caller.organisationId,
      examId,
      studentId,
      remark,
      userId: caller.userId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'exams',
      entityId: examId,
      summary: { remarkFor: studentId, remark: remark || null },
    });
  });
  return { remark: remark || null };
}
