import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';

// The student list's bulk actions: many students read and changed in one statement each.

/** The organisation's students of `ids`, locked for the change, by name: one statement. */
export function lockStudents(tx: Executor, organisationId: number, ids: readonly number[]) {
  return tx
    .select({ id: students.id, name: students.name, status: students.status })
    .from(students)
    .where(
      and(eq(students.organisationId, organisationId), sql`${students.id} = any(${sql.param(ids)}::int[])`),
    )
    .orderBy(students.id)
    .for('update');
}

/** Sets many students' status at once: one statement. */
export function setStatuses(
  tx: Executor,
  organisationId: number,
  ids: readonly number[],
  values: { status: string; statusReason: string; statusDate: string | null },
) {
  return tx
    .update(students)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(eq(students.organisationId, organisationId), sql`${students.id} = any(${sql.param(ids)}::int[])`),
    );
}
