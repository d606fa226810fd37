import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StudentInsert } from './repository.ts';
import { guardians, studentGuardians, students } from '../../db/schema/index.ts';

// Bulk import: a fixed number of statements for the whole file, however many rows it has.

export function insertStudents(tx: Executor, rows: StudentInsert[]) {
  return tx
    .insert(students)
    .values(rows)
    .returning({ id: students.id, admissionNumber: students.admissionNumber });
}

/** The organisation's guardians with any of these mobile numbers (a sibling's parent is linked). */
export function guardiansWithMobiles(db: Executor, organisationId: number, mobiles: string[]) {
  return db
    .select({ id: guardians.id, name: guardians.name, mobile: guardians.mobile })
    .from(guardians)
    .where(and(eq(guardians.organisationId, organisationId), inArray(guardians.mobile, mobiles)));
}

export function insertGuardians(tx: Executor, rows: (typeof guardians.$inferInsert)[]) {
  return tx.insert(guardians).values(rows).returning({ id: guardians.id });
}

export function linkGuardians(tx: Executor, rows: (typeof studentGuardians.$inferInsert)[]) {
  return tx.insert(studentGuardians).values(rows);
}
