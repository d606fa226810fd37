import {
  AGEING_BUCKETS,
  concessionMessages as taken,
  feeMessages as say,
  formatCalendarDate,
  formatMoney,
} from '@kaksha/contracts';
import type {
  AgeingBucket,
  Concession,
  concessionInput,
  withdrawConcessionInput,
  FeeStatement,
  PendingFeePage,
  billStudentInput,
  pendingFeeQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { JsonText } from '../../db/page.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';
import { earlierDay } from '../../lib/calendar-days.ts';
import { CSV_BATCH, csvLines, csvRupees } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { todayOf } from '../institute/service.ts';

import { studentFoundRead, studentOf } from '../students/service.ts';
import { bucketDays } from './ageing.ts';
import { billSeats } from './billing.service.ts';
import * as repo from './dues.repository.ts';
import * as owing from './pending.repository.ts';
import { pour, spread } from './shares.ts';
import * as payments from './payments.repository.ts';
import { ownBatch } from './plans.repository.ts';

async function ownStudent(db: Executor, organisationId: number, id: number) {
  if (!(await studentOf(db, organisationId, id))) throw notFound(say.studentNotFound);
}

/**
 * Every due of a student with totals that add up: billed − concession + fine − paid = balance. Its
 * parts are read in one statement (decision 052), the student found among the organisation's in it.
 */
export async function statement(db: Executor, caller: Caller, studentId: number): Promise<FeeStatement> {
  const [read, today] = await Promise.all([
    readTogether(db, 'fee-statement', (d) => ({
      student: studentFoundRead(d),
      dues: repo.duesOfStudentRead(d),
      concessions: repo.concessionsOfStudentRead(d),
      receipts: payments.receiptsOfStudentRead(d),
      credit: payments.creditOfRead(d),
    })).execute({ organisationId: caller.organisationId, studentId }),
    todayOf(db, caller.organisationId),
  ]);
  if (read.student.length === 0) throw notFound(say.studentNotFound);
  const { dues: rows, concessions, receipts } = read;
  const credit = read.credit[0]?.credit ?? 0;
  const sum = (pick: (d: (typeof rows)[number]) => number) => rows.reduce((total, d) => total + pick(d), 0);
  return {
    studentId,
    dues: rows,
    concessions: concessions as Concession[],
    receipts,
    totals: {
      billed: sum((d) => d.amount),
      concession: sum((d) => d.concession),
      fine: sum((d) => d.fine),
      paid: sum((d) => d.paid),
      balance: sum((d) => d.balance),
      overdue: sum((d) => (d.dueOn < today ? d.balance : 0)),
      credit,
    },
  };
}

/** Bills a student seated in a batch on one of its plans (from the fee screen, not at allotment). */
export async function billStudent(
  db: Db,
  caller: Caller,
  studentId: number,
  input: z.output<typeof billStudentInput>,
): Promise<FeeStatement> {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    await ownStudent(tx, organisationId, studentId);
    const batch = await ownBatch(tx, organisationId, input.batchId);
    if (!batch) throw new AppError('NOT_FOUND', say.batchNotFound, { batchId: say.batchNotFound });
    const seat = await repo.seatOf(tx, batch.id, studentId);
    if (!seat) throw new AppError('CONFLICT', say.notSeated, { batchId: say.notSeated });
    const { billed } = await billSeats(
      tx,
      { organisationId, userId, ip: caller.ip },
      batch,
      input.planId,
      [{ studentId, fromDate: seat.fromDate }],
      'planId',
    );
    if (!billed.length)
      throw new AppError('CONFLICT', say.alreadyBilled(batch.name), {
        batchId: say.alreadyBilled(batch.name),
      });
  });
  return statement(db, caller, studentId);
}

// ---- concessions ----

/**
 * Takes a concession off what a student still owes for a billing (of `headIds` only, when given): a
 * percentage of each unpaid due (exact to the paisa over them all), or a flat amount from the last
 * instalments back. The dues are locked, so a payment at the same moment waits. Inside the caller's
 * transaction; returns the concession and what it took off.
 */
export async function concede(
  tx: Executor,
  by: {
    organisationId: number;
    userId: number | null;
    studentId: number;
    billingId: number;
    headIds?: number[];
  },
  input: { category: string; kind: 'percent' | 'flat'; value: number; reason: string },
  /** A coupon says why differently, and takes at most what is owed instead of being refused. */
  options: { nothingOwed?: string; capFlat?: boolean } = {},
) {
  const nothingOwed = options.nothingOwed ?? taken.nothingOwed;
  const open = await repo.openDuesOf(tx, by.billingId, by.headIds);
  if (!open.length) throw new AppError('CONFLICT', nothingOwed, { batchId: nothingOwed });
  const owed = open.reduce((sum, d) => sum + d.balance, 0);
  if (input.kind === 'flat' && options.capFlat) input = { ...input, value: Math.min(input.value, owed) };
  let amounts: number[];
  if (input.kind === 'percent') {
    amounts = spread(
      Math.floor((owed * input.value) / 10_000),
      open.map((d) => d.balance),
    );
  } else {
    if (input.value > owed)
      throw new AppError('VALIDATION', taken.moreThanOwed(formatMoney(owed)), {
        value: taken.moreThanOwed(formatMoney(owed)),
      });
    // From the last instalments back.
    amounts = pour(input.value, open.map((d) => d.balance).reverse()).reverse();
  }
  const shares = open.map((d, i) => ({ dueId: d.id, amount: amounts[i]! })).filter((s) => s.amount > 0);
  const id = await repo.insertConcession(
    tx,
    {
      organisationId: by.organisationId,
      studentId: by.studentId,
      billingId: by.billingId,
      ...input,
      approvedBy: by.userId,
    },
    shares,
  );
  return { id, amount: amounts.reduce((a, b) => a + b, 0) };
}

/** The student's billing for a batch, or the refusal that they are not billed there. */
export async function billingFor(tx: Executor, organisationId: number, studentId: number, batchId: number) {
  await ownStudent(tx, organisationId, studentId);
  const billing = await repo.billingOf(tx, organisationId, studentId, batchId);
  if (!billing) throw new AppError('NOT_FOUND', taken.notBilled, { batchId: taken.notBilled });
  return billing;
}

/** Gives a concession on what a student still owes for a batch; it stays in the audit log. */
export async function giveConcession(
  db: Db,
  caller: Caller,
  studentId: number,
  input: z.output<typeof concessionInput>,
): Promise<FeeStatement> {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const billing = await billingFor(tx, organisationId, studentId, input.batchId);
    const { batchId: _batchId, ...terms } = input;
    const { id, amount } = await concede(
      tx,
      { organisationId, userId, studentId, billingId: billing.id },
      terms,
    );
    await recordCallerAudit(tx, caller, {
      action: 'concession',
      area: 'fees',
      entityId: studentId,
      summary: { concessionId: id, ...input, amount },
    });
  });
  return statement(db, caller, studentId);
}

/** Withdraws a concession: each due gets back exactly what it took off (it is kept, marked withdrawn). */
export async function withdrawConcession(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof withdrawConcessionInput>,
): Promise<FeeStatement> {
  const { organisationId } = caller;
  const studentId = await db.transaction(async (tx) => {
    const found = await repo.concessionToWithdraw(tx, organisationId, id);
    if (!found) throw notFound(taken.notFound);
    if (found.withdrawnAt) throw new AppError('CONFLICT', taken.revoked);
    await repo.adjustDues(
      tx,
      'concession',
      found.shares.map((s) => ({ dueId: s.dueId, amount: -s.amount })),
    );
    await repo.markWithdrawn(tx, id, input.reason);
    await recordCallerAudit(tx, caller, {
      action: 'concession-withdraw',
      area: 'fees',
      entityId: found.studentId,
      summary: { concessionId: id, reason: input.reason },
    });
    return found.studentId;
  });
  return statement(db, caller, studentId);
}

// ---- PendingFees ----

/**
 * Each age bucket's due days and the first day of each but the oldest, counted back from `today`. The
 * same for every call on one day: worked out again only when the day asked for changes (a new day, or
 * an institute in another zone), not a date conversion or four a call.
 */
function agesOn(today: string): {
  buckets: Record<AgeingBucket, { from?: string; to?: string }>;
  starts: owing.AgeingStarts;
} {
  if (lastAges?.today !== today) {
    const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, bucketDays(b, today)])) as Record<
      AgeingBucket,
      { from?: string; to?: string }
    >;
    const starts = Object.fromEntries(
      owing.DATED_BUCKETS.map((b) => [b, buckets[b].from!]),
    ) as owing.AgeingStarts;
    lastAges = { today, ages: { buckets, starts } };
  }
  return lastAges.ages;
}
let lastAges: { today: string; ages: ReturnType<typeof agesOn> } | undefined;

type PendingQuery = z.output<typeof pendingFeeQuery>;

function filterOf(
  caller: Caller,
  query: Omit<PendingQuery, 'page' | 'pageSize'>,
  today: string,
): owing.PendingFilter {
  const age = query.ageing ? agesOn(today).buckets[query.ageing] : {};
  const dueTo = age.to && query.dueBy ? earlierDay(age.to, query.dueBy) : (age.to ?? query.dueBy);
  return {
    organisationId: caller.organisationId,
    q: query.q || undefined,
    batchId: query.batchId,
    centreId: query.centreId,
    classId: query.classId,
    dueFrom: age.from,
    dueTo,
  };
}

/**
 * The students who owe, oldest due first, and what all of them owe by age: one statement, written by
 * the database (decision 030) and sent as it is.
 */
export async function pending(
  db: Db,
  caller: Caller,
  query: PendingQuery,
): Promise<JsonText<PendingFeePage>> {
  const today = await todayOf(db, caller.organisationId);
  return owing.pendingStudents(
    db,
    filterOf(caller, query, today),
    { today, starts: agesOn(today).starts },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
}

const CSV_HEADER = [
  'Admission no.',
  'Name',
  'Class',
  'Centre',
  'Batches',
  'Guardian mobile',
  'Oldest due',
  'Overdue (₹)',
  'Balance (₹)',
];

export async function pendingCsv(
  db: Executor,
  caller: Caller,
  query: Omit<PendingQuery, 'page' | 'pageSize'>,
) {
  const today = await todayOf(db, caller.organisationId);
  const filter = filterOf(caller, query, today);
  return csvLines<Awaited<ReturnType<typeof owing.pendingAfter>>[number]>(
    CSV_HEADER,
    (after) => owing.pendingAfter(db, filter, today, { limit: CSV_BATCH, afterId: after?.studentId }),
    (r) => [
      r.admissionNumber,
      r.name,
      r.className,
      r.centreName,
      r.batches,
      r.guardianMobile,
      formatCalendarDate(r.oldestDueOn),
      csvRupees(r.overdue),
      csvRupees(r.balance),
    ],
  );
}
