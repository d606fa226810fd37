import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dues, feeHeads } from '../../db/schema/index.ts';

/** One thing a student is charged for on its own (not from a plan): a sale from the store, say. */
export interface Charge {
  /** The fee head it is billed under, made the first time (no GST of its own: the due carries it). */
  headName: string;
  label: string;
  /** The GST inside the amount, in percent (0, 5, 12, 18, 28), or null. */
  gstRate: number | null;
  /** Paise, GST included. */
  amount: number;
}

/**
 * Bills charges to a student as dues of their own (no billing, no batch, so no late fine), due on
 * `dueOn`, inside the caller's transaction: they are then on the student's statement, in PendingFees,
 * collected and receipted like any fee (decision 077). Answers each charge's due id, in order.
 */
export function chargeStudent(
  tx: Executor,
  organisationId: number,
  studentId: number,
  dueOn: string,
  charges: Charge[],
): Promise<number[]> {
  return chargeStudents(
    tx,
    organisationId,
    charges.map((c) => ({ ...c, studentId, dueOn })),
  );
}

/** `chargeStudent` for charges to many students on their own days: three statements, however many. */
export async function chargeStudents(
  tx: Executor,
  organisationId: number,
  charges: (Charge & { studentId: number; dueOn: string })[],
): Promise<number[]> {
  if (charges.length === 0) return [];
  const names = [...new Set(charges.map((c) => c.headName))];
  await tx
    .insert(feeHeads)
    .values(names.map((name) => ({ organisationId, name })))
    .onConflictDoNothing();
  const heads = await tx
    .select({ id: feeHeads.id, name: sql<string>`lower(${feeHeads.name})` })
    .from(feeHeads)
    .where(
      and(
        eq(feeHeads.organisationId, organisationId),
        inArray(
          sql`lower(${feeHeads.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const headId = new Map(heads.map((h) => [h.name, h.id]));
  const made = await tx
    .insert(dues)
    .values(
      charges.map((c) => ({
        organisationId,
        studentId: c.studentId,
        headId: headId.get(c.headName.toLowerCase())!,
        instalment: 0,
        label: c.label.slice(0, 40),
        gstRate: c.gstRate,
        dueOn: c.dueOn,
        amount: c.amount,
      })),
    )
    .returning({ id: dues.id });
  return made.map((d) => d.id);
}
