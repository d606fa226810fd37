import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { numberInStatement } from '../../db/sequences.ts';
import {
  batches,
  centres,
  dues,
  feeBillings,
  feeHeads,
  feePayments,
  feePlans,
  paymentAllocations,
  students,
  users,
} from '../../db/schema/index.ts';

/** The student's dues that still owe (those of `dueIds` only, when given), oldest first, locked. */
export function openDuesOfStudent(tx: Executor, organisationId: number, studentId: number, dueIds: number[]) {
  return tx
    .select({ id: dues.id, balance: sql<number>`${dues.balance}`.mapWith(Number) })
    .from(dues)
    .where(
      and(
        eq(dues.organisationId, organisationId),
        eq(dues.studentId, studentId),
        sql`${dues.balance} > 0`,
        dueIds.length ? inArray(dues.id, dueIds) : undefined,
      ),
    )
    .orderBy(asc(dues.dueOn), asc(dues.instalment), asc(dues.id))
    .for('update');
}

/** The open dues of these students, locked in the order `openDuesOfStudent` locks each one's. */
export function lockOpenDuesOf(tx: Executor, organisationId: number, studentIds: number[]) {
  return studentIds.length
    ? tx
        .select({ id: dues.id })
        .from(dues)
        .where(
          and(
            eq(dues.organisationId, organisationId),
            inArray(dues.studentId, studentIds),
            sql`${dues.balance} > 0`,
          ),
        )
        .orderBy(asc(dues.studentId), asc(dues.dueOn), asc(dues.instalment), asc(dues.id))
        .for('update')
    : Promise.resolve([]);
}

/**
 * The receipt, numbered in the same statement (`numberInStatement`), and what it paid on each due:
 * one statement, so the number's counter row is locked from here to COMMIT only.
 */
export async function insertNumberedPayment(
  tx: Executor,
  values: Omit<typeof feePayments.$inferInsert, 'number'>,
  number: ReturnType<typeof numberInStatement>,
  shares: { dueId: number; amount: number }[],
) {
  const payment = tx.$with('payment').as(
    tx
      .insert(feePayments)
      .values({ ...values, number: number.text })
      .returning({ id: feePayments.id, number: feePayments.number }),
  );
  const paid = sql.join(
    shares.map((s) => sql`(${s.dueId}::int, ${s.amount}::int)`),
    sql`, `,
  );
  const allocations = tx.$with('allocations', {}).as(sql`
    insert into ${paymentAllocations} (payment_id, due_id, amount)
    select payment.id, v.due_id, v.amount from payment, (values ${paid}) as v(due_id, amount)`);
  const [row] = await tx
    .with(number.counter, payment, ...(shares.length ? [allocations] : []))
    .select()
    .from(payment);
  return row!;
}

export function insertAllocations(
  tx: Executor,
  paymentId: number,
  shares: { dueId: number; amount: number }[],
) {
  return shares.length
    ? tx.insert(paymentAllocations).values(shares.map((s) => ({ paymentId, ...s })))
    : Promise.resolve();
}

export function addApplied(tx: Executor, paymentId: number, amount: number) {
  return tx
    .update(feePayments)
    .set({ applied: sql`${feePayments.applied} + ${amount}` })
    .where(eq(feePayments.id, paymentId));
}

/** The student's valid receipts with money not yet applied (their credit), oldest first, locked. */
export function creditsOf(tx: Executor, studentId: number) {
  return tx
    .select({
      id: feePayments.id,
      left: sql<number>`${feePayments.amount} - ${feePayments.applied}`.mapWith(Number),
    })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.studentId, studentId),
        eq(feePayments.status, 'valid'),
        sql`${feePayments.applied} < ${feePayments.amount}`,
      ),
    )
    .orderBy(asc(feePayments.id))
    .for('update');
}

/** Which of the students hold credit (one statement, so billing many costs little). */
export async function studentsWithCredit(db: Executor, studentIds: number[]) {
  if (!studentIds.length) return [];
  const rows = await db
    .selectDistinct({ studentId: feePayments.studentId })
    .from(feePayments)
    .where(
      and(
        inArray(feePayments.studentId, studentIds),
        eq(feePayments.status, 'valid'),
        sql`${feePayments.applied} < ${feePayments.amount}`,
      ),
    );
  return rows.map((r) => r.studentId);
}

/** What the student has paid ahead (valid receipts' unapplied money). */
export const creditOfRead = (d: Executor) =>
  d
    .select({
      credit: sql<number>`coalesce(sum(${feePayments.amount} - ${feePayments.applied}), 0)`.mapWith(Number),
    })
    .from(feePayments)
    .where(and(eq(feePayments.studentId, sql.placeholder('studentId')), eq(feePayments.status, 'valid')));

/** The receipt, locked, to cancel it or mark its cheque bounced. */
export async function paymentToReverse(tx: Executor, organisationId: number, id: number) {
  const [row] = await tx
    .select({
      id: feePayments.id,
      studentId: feePayments.studentId,
      status: feePayments.status,
      number: feePayments.number,
      mode: feePayments.mode,
      receivedOn: feePayments.receivedOn,
    })
    .from(feePayments)
    .where(and(eq(feePayments.organisationId, organisationId), eq(feePayments.id, id)))
    .for('update');
  return row;
}

/** What a receipt paid on each due, summed per due (the dues locked). */
export function allocationsOf(tx: Executor, paymentId: number) {
  return tx
    .select({
      dueId: paymentAllocations.dueId,
      amount: sql<number>`sum(${paymentAllocations.amount})`.mapWith(Number),
    })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId))
    .groupBy(paymentAllocations.dueId)
    .orderBy(asc(paymentAllocations.dueId));
}

export function lockDues(tx: Executor, ids: number[]) {
  return ids.length
    ? tx.select({ id: dues.id }).from(dues).where(inArray(dues.id, ids)).orderBy(asc(dues.id)).for('update')
    : Promise.resolve([]);
}

export function markReversed(
  tx: Executor,
  id: number,
  status: 'cancelled' | 'bounced',
  userId: number | null,
  reason: string,
) {
  return tx
    .update(feePayments)
    .set({ status, cancelledAt: sql`now()`, cancelledBy: userId, cancelReason: reason })
    .where(eq(feePayments.id, id));
}

/** The bounce charge of the plan a due was billed on, and the due's batch. */
export async function bounceChargeOf(db: Executor, dueId: number) {
  const [row] = await db
    .select({ charge: feePlans.bounceCharge, batchId: dues.batchId })
    .from(dues)
    .innerJoin(feeBillings, eq(feeBillings.id, dues.billingId))
    .innerJoin(feePlans, eq(feePlans.id, feeBillings.planId))
    .where(eq(dues.id, dueId));
  return row;
}

/** The head bounce charges are billed under, made the first time one is (no GST). */
export async function bounceHead(tx: Executor, organisationId: number, name: string) {
  await tx.insert(feeHeads).values({ organisationId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: feeHeads.id })
    .from(feeHeads)
    .where(and(eq(feeHeads.organisationId, organisationId), sql`lower(${feeHeads.name}) = lower(${name})`));
  return row!.id;
}

/** A charge billed on its own (not from a plan's instalment): no billing, so no late fine. */
export function insertCharge(tx: Executor, values: typeof dues.$inferInsert) {
  return tx.insert(dues).values(values);
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function findReceipt(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({
      id: feePayments.id,
      number: feePayments.number,
      studentId: feePayments.studentId,
      studentName: students.name,
      admissionNumber: students.admissionNumber,
      centreName: sql<string>`${students.centreName}`,
      receivedOn: feePayments.receivedOn,
      mode: feePayments.mode,
      reference: feePayments.reference,
      chequeNumber: feePayments.chequeNumber,
      chequeBank: feePayments.chequeBank,
      note: feePayments.note,
      amount: feePayments.amount,
      applied: feePayments.applied,
      cashier: users.userName,
      status: feePayments.status,
      cancelledAt: sql<string | null>`${feePayments.cancelledAt}`.mapWith(iso),
      cancelReason: feePayments.cancelReason,
      balanceAfter: feePayments.balanceAfter,
      dueNowAfter: feePayments.dueNowAfter,
      nextDueOn: feePayments.nextDueOn,
      nextDueAmount: feePayments.nextDueAmount,
      // Who paid as written, else (older receipts) the main contact as now.
      payerName: sql<string>`coalesce(${feePayments.payerName}, ${students.guardianName}, ${students.name})`,
      gstin: feePayments.gstin,
      createdAt: sql<string>`${feePayments.createdAt}`.mapWith((v: string | Date) =>
        new Date(v).toISOString(),
      ),
    })
    .from(feePayments)
    .innerJoin(students, eq(students.id, feePayments.studentId))
    .leftJoin(users, eq(users.id, feePayments.cashierId))
    .where(and(eq(feePayments.organisationId, organisationId), eq(feePayments.id, id)));
  if (!row) return undefined;
  const items = await db
    .select({
      dueId: dues.id,
      label: dues.label,
      headName: feeHeads.name,
      batchName: batches.name,
      gstRate: dues.gstRate,
      sacCode: feeHeads.sacCode,
      amount: sql<number>`sum(${paymentAllocations.amount})`.mapWith(Number),
    })
    .from(paymentAllocations)
    .innerJoin(dues, eq(dues.id, paymentAllocations.dueId))
    .innerJoin(feeHeads, eq(feeHeads.id, dues.headId))
    .leftJoin(batches, eq(batches.id, dues.batchId))
    .where(eq(paymentAllocations.paymentId, id))
    .groupBy(dues.id, feeHeads.name, feeHeads.sacCode, batches.name)
    .orderBy(asc(dues.dueOn), asc(dues.id));
  return { ...row, items };
}

/** A student's receipts, newest first, for the statement. */
export const receiptsOfStudentRead = (d: Executor) =>
  d
    .select({
      id: feePayments.id,
      number: feePayments.number,
      receivedOn: feePayments.receivedOn,
      mode: feePayments.mode,
      amount: feePayments.amount,
      status: feePayments.status,
    })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.organisationId, sql.placeholder('organisationId')),
        eq(feePayments.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(desc(feePayments.receivedOn), desc(feePayments.id));

/** The student's centre's code, for the receipt number's {CENTRE}. */
export async function centreCodeOfStudent(db: Executor, studentId: number) {
  const [row] = await db
    .select({ code: centres.centreCode })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(eq(students.id, studentId));
  return row?.code ?? '';
}

/** The student's main contact's name (a guardian), else the student's: the receipt's payer by default. */
export async function mainContactOf(db: Executor, studentId: number) {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${students.guardianName}, ${students.name})` })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.name ?? '';
}

/**
 * What the student owes now, over every due (due or not); of it, what has fallen due by `day`; and the
 * first day after `day` a due falls, with what falls due then. One statement.
 */
export async function owedAfter(db: Executor, studentId: number, day: string) {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${dues.balance}), 0)`.mapWith(Number),
      dueNow: sql<number>`coalesce(sum(${dues.balance}) filter (where ${dues.dueOn} <= ${day}), 0)`.mapWith(
        Number,
      ),
      nextDueOn: sql<string | null>`min(${dues.dueOn}::text) filter (where ${dues.dueOn} > ${day})`,
    })
    .from(dues)
    .where(and(eq(dues.studentId, studentId), sql`${dues.balance} > 0`));
  const nextDueOn = row?.nextDueOn ?? null;
  if (!nextDueOn)
    return { balance: row?.balance ?? 0, dueNow: row?.dueNow ?? 0, nextDueOn, nextDueAmount: null };
  const [next] = await db
    .select({ amount: sql<number>`coalesce(sum(${dues.balance}), 0)`.mapWith(Number) })
    .from(dues)
    .where(and(eq(dues.studentId, studentId), eq(dues.dueOn, nextDueOn), sql`${dues.balance} > 0`));
  return { balance: row!.balance, dueNow: row!.dueNow, nextDueOn, nextDueAmount: next?.amount ?? 0 };
}
