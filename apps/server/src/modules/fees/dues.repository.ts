import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';

import {
  batchStudents,
  batches,
  dueConcessions,
  dues,
  feeBillings,
  feeConcessions,
  feeHeads,
  feePlans,
  users,
} from '../../db/schema/index.ts';

/** The student's open seat (not the waitlist) in the batch, if any. */
export async function seatOf(db: Executor, batchId: number, studentId: number) {
  const [row] = await db
    .select({ fromDate: batchStudents.fromDate })
    .from(batchStudents)
    .where(
      and(
        eq(batchStudents.batchId, batchId),
        eq(batchStudents.studentId, studentId),
        eq(batchStudents.status, 'allotted'),
        isNull(batchStudents.toDate),
      ),
    );
  return row;
}

/** New billings (a student already billed for the batch is left out): who was billed, with ids. */
export function insertBillings(tx: Executor, rows: (typeof feeBillings.$inferInsert)[]) {
  if (!rows.length) return Promise.resolve([]);
  return tx
    .insert(feeBillings)
    .values(rows)
    .onConflictDoNothing({ target: [feeBillings.studentId, feeBillings.batchId] })
    .returning({ id: feeBillings.id, studentId: feeBillings.studentId });
}

export function insertDues(tx: Executor, rows: (typeof dues.$inferInsert)[]) {
  return rows.length ? tx.insert(dues).values(rows) : Promise.resolve();
}

/** A student's dues, oldest first, with what a statement shows beside them. */
export const duesOfStudentRead = (d: Executor) =>
  d
    .select({
      id: dues.id,
      batchId: dues.batchId,
      batchName: batches.name,
      planName: feePlans.name,
      instalment: dues.instalment,
      label: dues.label,
      headName: feeHeads.name,
      gstRate: dues.gstRate,
      dueOn: dues.dueOn,
      amount: dues.amount,
      concession: dues.concession,
      fine: dues.fine,
      paid: dues.paid,
      balance: sql<number>`${dues.balance}`.mapWith(Number),
      fineWaived: sql<boolean>`${dues.fineWaivedAt} is not null`,
    })
    .from(dues)
    .innerJoin(feeHeads, eq(feeHeads.id, dues.headId))
    .leftJoin(batches, eq(batches.id, dues.batchId))
    .leftJoin(feeBillings, eq(feeBillings.id, dues.billingId))
    .leftJoin(feePlans, eq(feePlans.id, feeBillings.planId))
    .where(
      and(
        eq(dues.organisationId, sql.placeholder('organisationId')),
        eq(dues.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(asc(dues.dueOn), asc(dues.batchId), asc(dues.instalment), asc(dues.id));

/** A student's concessions, newest first, with the batch and who approved them. */
export const concessionsOfStudentRead = (d: Executor) =>
  d
    .select({
      id: feeConcessions.id,
      batchId: feeBillings.batchId,
      batchName: batches.name,
      category: feeConcessions.category,
      kind: feeConcessions.kind,
      value: feeConcessions.value,
      amount: sql<number>`(select coalesce(sum(dc.amount), 0) from ${dueConcessions} dc
        where dc.concession_id = ${feeConcessions.id})`.mapWith(Number),
      reason: feeConcessions.reason,
      approvedBy: users.userName,
      createdAt: sql<string>`${feeConcessions.createdAt}`.mapWith((v: string | Date) =>
        new Date(v).toISOString(),
      ),
      withdrawnAt: sql<string | null>`${feeConcessions.withdrawnAt}`.mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v).toISOString(),
      ),
      withdrawReason: feeConcessions.withdrawReason,
    })
    .from(feeConcessions)
    .innerJoin(feeBillings, eq(feeBillings.id, feeConcessions.billingId))
    .innerJoin(batches, eq(batches.id, feeBillings.batchId))
    .leftJoin(users, eq(users.id, feeConcessions.approvedBy))
    .where(
      and(
        eq(feeConcessions.organisationId, sql.placeholder('organisationId')),
        eq(feeConcessions.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(desc(feeConcessions.createdAt), desc(feeConcessions.id));

/** The student's billing for a batch, if billed. */
export async function billingOf(db: Executor, organisationId: number, studentId: number, batchId: number) {
  const [row] = await db
    .select({ id: feeBillings.id, batchName: batches.name })
    .from(feeBillings)
    .innerJoin(batches, eq(batches.id, feeBillings.batchId))
    .where(
      and(
        eq(feeBillings.organisationId, organisationId),
        eq(feeBillings.studentId, studentId),
        eq(feeBillings.batchId, batchId),
      ),
    );
  return row;
}

/** A billing's dues that still owe something, in due order, locked for the change being made. */
export function openDuesOf(tx: Executor, billingId: number, headIds: number[] = []) {
  return tx
    .select({ id: dues.id, balance: sql<number>`${dues.balance}`.mapWith(Number) })
    .from(dues)
    .where(
      and(
        eq(dues.billingId, billingId),
        sql`${dues.balance} > 0`,
        headIds.length ? inArray(dues.headId, headIds) : undefined,
      ),
    )
    .orderBy(asc(dues.dueOn), asc(dues.instalment), asc(dues.id))
    .for('update');
}

/** Adds `amount` (negative: takes back) to each due's `paid` or `concession`, in one statement. */
export async function adjustDues(
  tx: Executor,
  column: 'paid' | 'concession',
  shares: { dueId: number; amount: number }[],
) {
  if (!shares.length) return;
  const values = sql.join(
    shares.map((s) => sql`(${s.dueId}::int, ${s.amount}::int)`),
    sql`, `,
  );
  const target = sql.identifier(column);
  await tx.execute(sql`update ${dues} set ${target} = ${target} + v.amount
    from (values ${values}) as v(due_id, amount) where ${dues.id} = v.due_id`);
}

export async function insertConcession(
  tx: Executor,
  values: typeof feeConcessions.$inferInsert,
  shares: { dueId: number; amount: number }[],
) {
  const [row] = await tx.insert(feeConcessions).values(values).returning({ id: feeConcessions.id });
  await tx.insert(dueConcessions).values(shares.map((s) => ({ concessionId: row!.id, ...s })));
  await adjustDues(tx, 'concession', shares);
  return row!.id;
}

/** The concession with what it took off each due, locked (with those dues) to withdraw it. */
export async function concessionToWithdraw(tx: Executor, organisationId: number, id: number) {
  const [found] = await tx
    .select({
      id: feeConcessions.id,
      studentId: feeConcessions.studentId,
      withdrawnAt: feeConcessions.withdrawnAt,
    })
    .from(feeConcessions)
    .where(and(eq(feeConcessions.organisationId, organisationId), eq(feeConcessions.id, id)))
    .for('update');
  if (!found) return undefined;
  const shares = await tx
    .select({ dueId: dueConcessions.dueId, amount: dueConcessions.amount })
    .from(dueConcessions)
    .innerJoin(dues, eq(dues.id, dueConcessions.dueId))
    .where(eq(dueConcessions.concessionId, id))
    .orderBy(asc(dueConcessions.dueId))
    .for('update', { of: dues });
  return { ...found, shares };
}

export function markWithdrawn(tx: Executor, id: number, reason: string) {
  return tx
    .update(feeConcessions)
    .set({ withdrawnAt: sql`now()`, withdrawReason: reason })
    .where(eq(feeConcessions.id, id));
}
