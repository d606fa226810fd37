import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { examRemarks } from '../../db/schema/index.ts';
import { examStudents } from './repository.ts';

// The teachers' own remarks on an exam's report cards (exam_remarks).

/** Every edited remark of an exam: one statement. */
export function remarksOf(db: Executor, examId: number) {
  return db
    .select({ studentId: examRemarks.studentId, remark: examRemarks.remark })
    .from(examRemarks)
    .where(eq(examRemarks.examId, examId));
}

/** Whether the exam's batches seat the student now. */
export async function seatsStudent(db: Executor, examId: number, studentId: number) {
  const rows = await rowsOf(
    db,
    sql`select 1 from (${examStudents(examId)}) st where st.student_id = ${studentId}`,
  );
  return rows.length > 0;
}

/** Keeps the teacher's remark (blank: forgets it, so the drafted one is printed again). */
export async function saveRemark(
  tx: Executor,
  row: { organisationId: number; examId: number; studentId: number; remark: string; userId: number | null },
) {
  if (!row.remark) {
    await tx
      .delete(examRemarks)
      .where(and(eq(examRemarks.examId, row.examId), eq(examRemarks.studentId, row.studentId)));
    return;
  }
  await tx
    .insert(examRemarks)
    .values({
      examId: row.examId,
      studentId: row.studentId,
      organisationId: row.organisationId,
      remark: row.remark,
      updatedBy: row.userId,
    })
    .onConflictDoUpdate({
      target: [examRemarks.examId, examRemarks.studentId],
      set: { remark: row.remark, updatedBy: row.userId, updatedAt: sql`now()` },
    });
}
