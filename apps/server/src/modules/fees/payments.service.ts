import { feeMessages, fineMessages, paymentMessages as say } from '@kaksha/contracts';
import type {
  PaymentMode,
  Receipt,
  bounceChequeInput,
  cancelReceiptInput,
  collectInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { numberInStatement } from '../../db/sequences.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';
import { checkBooksOpen, mayWriteClosedBooks } from '../institute/books.service.ts';
import { instituteFacts, todayOf } from '../institute/service.ts';

import { studentOf } from '../students/service.ts';
import { adjustDues } from './dues.repository.ts';
import * as repo from './payments.repository.ts';
import { pour } from './shares.ts';

export async function receiptOf(
  db: Executor,
  caller: Pick<Caller, 'organisationId'>,
  id: number,
): Promise<Receipt> {
  const found = await repo.findReceipt(db, caller.organisationId, id);
  if (!found) throw notFound(say.receiptNotFound);
  return { ...found, mode: found.mode as PaymentMode, status: found.status as Receipt['status'] };
}

/**
 * Collects a payment: it goes to the dues chosen (or the oldest first), the rest is held as credit;
 * the receipt number comes from the institute's gapless sequence, so two cashiers on two nodes at
 * the same moment get the next two numbers and a failure takes none. One transaction with its
 * audit line.
 */
export async function collect(
  db: Db,
  caller: Caller,
  studentId: number,
  input: z.output<typeof collectInput>,
): Promise<Receipt> {
  const { organisationId, userId } = caller;
  const mayOverride = mayWriteClosedBooks(caller);
  const id = await db.transaction((tx) =>
    recordPayment(tx, { organisationId, userId, ip: caller.ip, mayOverride }, studentId, input),
  );
  return receiptOf(db, caller, id);
}

/** A payment as collection records it: at the counter, or online (mode 'online', no cashier). */
export type PaymentToRecord = Omit<z.output<typeof collectInput>, 'mode' | 'lockReason' | 'payerName'> & {
  mode: PaymentMode;
  lockReason?: string;
  payerName?: string;
};

/**
 * `collect`'s work inside the caller's transaction (a paid payment link's too); returns the receipt's
 * id. A day whose books are closed is refused unless `who` may write there and gives `lockReason`
 * (a payment link's receipt is dated on an open day before it gets here).
 */
export async function recordPayment(
  tx: Executor,
  who: { organisationId: number; userId: number | null; ip?: string; mayOverride?: boolean },
  studentId: number,
  input: PaymentToRecord,
): Promise<number> {
  const { organisationId, userId } = who;
  if (!(await studentOf(tx, organisationId, studentId))) throw notFound(feeMessages.studentNotFound);
  const [institute, today, centreCode] = await Promise.all([
    instituteFacts(tx, organisationId),
    todayOf(tx, organisationId),
    repo.centreCodeOfStudent(tx, studentId),
  ]);
  if (input.receivedOn > today) throw new AppError('VALIDATION', say.future, { receivedOn: say.future });
  const override = await checkBooksOpen(
    tx,
    { organisationId, mayOverride: who.mayOverride ?? false },
    input.receivedOn,
    input.lockReason ?? '',
  );
  const wanted = [...new Set(input.dueIds)];
  const open = await repo.openDuesOfStudent(tx, organisationId, studentId, wanted);
  if (wanted.length && open.length !== wanted.length)
    throw new AppError('NOT_FOUND', say.duesNotFound, { dueIds: say.duesNotFound });
  const takes = pour(
    input.amount,
    open.map((d) => d.balance),
  );
  const shares = open.map((d, i) => ({ dueId: d.id, amount: takes[i]! })).filter((s) => s.amount > 0);
  const applied = shares.reduce((sum, s) => sum + s.amount, 0);
  await adjustDues(tx, 'paid', shares);
  // The receipt prints what was owed after it — what is due now and what falls due next, and when —
  // and says the same whenever it is opened again (issue 65, bug 7).
  const owed = await repo.owedAfter(tx, studentId, input.receivedOn);
  // The number last, in the receipt's own INSERT (with its allocations): its counter row stays
  // locked until COMMIT, so only the audit line is left to hold up the next cashier.
  const [year, month] = input.receivedOn.split('-').map(Number) as [number, number];
  const { dueIds: _dueIds, lockReason: _reason, payerName, ...fields } = input;
  const { id: paymentId, number } = await repo.insertNumberedPayment(
    tx,
    {
      organisationId,
      studentId,
      ...fields,
      applied,
      balanceAfter: owed.balance,
      dueNowAfter: owed.dueNow,
      nextDueOn: owed.nextDueOn,
      nextDueAmount: owed.nextDueAmount,
      // Who paid: as the cashier wrote it, else the student's main contact (a guardian), else the student.
      payerName: payerName || (await repo.mainContactOf(tx, studentId)),
      gstin: institute.gstin,
      cashierId: userId,
    },
    numberInStatement(
      tx,
      organisationId,
      institute.receiptNumberFormat,
      { year, month },
      { ...institute, centreCode },
    ),
    shares,
  );
  await recordAudit(tx, {
    organisationId,
    userId,
    action: 'collect',
    area: 'fees',
    entityId: studentId,
    summary: { receipt: number, amount: input.amount, mode: input.mode, applied, dues: shares, ...override },
    ip: who.ip,
  });
  return paymentId;
}

/**
 * Those of the students about to be billed who hold credit, their open dues locked (students with no
 * credit cost one statement). Billing takes these dues before its new dues lock the students' fee
 * accounts — dues first, as a cashier takes them (decision 029) — so the two never deadlock.
 */
export async function creditorsToBill(tx: Executor, organisationId: number, studentIds: number[]) {
  const creditors = await repo.studentsWithCredit(tx, studentIds);
  await repo.lockOpenDuesOf(tx, organisationId, creditors);
  return creditors;
}

/**
 * Applies what students (`creditorsToBill`) paid ahead to their dues that still owe, oldest receipt
 * to oldest due (after billing; inside the caller's transaction).
 */
export async function applyCredit(tx: Executor, organisationId: number, creditors: number[]) {
  for (const studentId of creditors) {
    const credits = await repo.creditsOf(tx, studentId);
    const open = await repo.openDuesOfStudent(tx, organisationId, studentId, []);
    // What each due can still take, as credits before it have filled it.
    const room = open.map((d) => d.balance);
    for (const credit of credits) {
      const takes = pour(credit.left, room);
      const shares = open.map((d, i) => ({ dueId: d.id, amount: takes[i]! })).filter((s) => s.amount > 0);
      if (!shares.length) break;
      takes.forEach((take, i) => (room[i]! -= take));
      await repo.insertAllocations(tx, credit.id, shares);
      await adjustDues(tx, 'paid', shares);
      await repo.addApplied(
        tx,
        credit.id,
        shares.reduce((sum, s) => sum + s.amount, 0),
      );
    }
  }
}

/**
 * Takes a receipt back (it is never edited or deleted): every due it paid owes that again, its credit
 * goes, and it stays, marked cancelled or bounced with the reason and who did it. A bounced cheque
 * also bills the plan's bounce charge, unless the user waives it.
 */
async function reverse(
  db: Db,
  caller: Caller,
  id: number,
  how: { status: 'cancelled' | 'bounced'; reason: string; charge?: boolean; lockReason: string },
): Promise<Receipt> {
  const { organisationId, userId } = caller;
  const mayOverride = mayWriteClosedBooks(caller);
  await db.transaction(async (tx) => {
    const payment = await repo.paymentToReverse(tx, organisationId, id);
    if (!payment) throw notFound(say.receiptNotFound);
    if (payment.status !== 'valid')
      throw new AppError(
        'CONFLICT',
        payment.status === 'bounced' ? say.alreadyBounced : say.alreadyCancelled,
      );
    if (how.status === 'bounced' && payment.mode !== 'cheque') throw new AppError('CONFLICT', say.notCheque);
    // Taking a receipt back changes its day's cash: a closed day is a manager's, with a reason.
    const override = await checkBooksOpen(
      tx,
      { organisationId, mayOverride },
      payment.receivedOn,
      how.lockReason,
      'reason',
    );
    const paid = await repo.allocationsOf(tx, id);
    await repo.lockDues(
      tx,
      paid.map((p) => p.dueId),
    );
    await adjustDues(
      tx,
      'paid',
      paid.map((p) => ({ dueId: p.dueId, amount: -p.amount })),
    );
    await repo.markReversed(tx, id, how.status, userId, how.reason);
    const charge =
      how.status === 'bounced' && how.charge !== false
        ? await billBounceCharge(
            tx,
            organisationId,
            payment.studentId,
            paid[0]?.dueId,
            await todayOf(tx, organisationId),
          )
        : 0;
    await recordCallerAudit(tx, caller, {
      action: how.status === 'bounced' ? 'cheque-bounce' : 'receipt-cancel',
      area: 'fees',
      entityId: payment.studentId,
      summary: {
        receipt: payment.number,
        reason: how.reason,
        reopened: paid,
        ...(charge && { charge }),
        ...override,
      },
    });
  });
  return receiptOf(db, caller, id);
}

/** Bills the bounce charge of the plan the cheque paid (if it has one) as a due of today; returns it. */
async function billBounceCharge(
  tx: Executor,
  organisationId: number,
  studentId: number,
  paidDueId: number | undefined,
  today: string,
) {
  const plan = paidDueId ? await repo.bounceChargeOf(tx, paidDueId) : undefined;
  if (!plan?.charge) return 0;
  const headId = await repo.bounceHead(tx, organisationId, fineMessages.bounceHead);
  await repo.insertCharge(tx, {
    organisationId,
    studentId,
    batchId: plan.batchId,
    headId,
    instalment: 0,
    label: fineMessages.bounceHead,
    dueOn: today,
    amount: plan.charge,
  });
  return plan.charge;
}

export const cancelReceipt = (
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof cancelReceiptInput>,
) => reverse(db, caller, id, { status: 'cancelled', reason: input.reason, lockReason: input.lockReason });

export const bounceCheque = (db: Db, caller: Caller, id: number, input: z.output<typeof bounceChequeInput>) =>
  reverse(db, caller, id, { status: 'bounced', ...input });
