import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FeeHead, FeePlan } from '@kaksha/contracts';
import { addDays } from '../../src/lib/calendar-days.ts';
import { sql } from 'drizzle-orm';
import { caller, registerAndLogin, rowsOf } from '../harness.ts';
import type { TestApp } from '../harness.ts';
import { makeBatch } from './batches.ts';
import { admitStudent } from './students.ts';
import { makeCentre } from './teachers.ts';

/** Today in the institute's zone (the default, Asia/Kolkata), as the server counts ages. */
export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A new institute with a centre, a batch of `seats` begun 300 days ago, and two fee heads. */
export async function feeSetUp(t: TestApp, seats = 2) {
  const call = caller(t);
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const batch = await makeBatch(t, owner, centre.id, { capacity: seats, startsOn: addDays(today, -300) });
  const head = async (name: string, gstRate: number | null = null) => {
    const res = await call(owner, 'POST', '/api/v1/fee-heads', { name, gstRate, sacCode: '999293' });
    expect(res.statusCode).toBe(201);
    return res.json() as FeeHead;
  };
  const admission = await head('Admission');
  const tuition = await head('Tuition', 18);
  return { owner, centre, batch, admission, tuition };
}

/** A plan of ₹5,000 admission and ₹40,000 tuition in two instalments (₹25,000 and ₹20,000). */
export const planBody = (batchId: number, admissionId: number, tuitionId: number, dueDays: string[]) => ({
  name: `Plan ${batchId}`,
  batchId,
  heads: [
    { headId: admissionId, amount: 500_000 },
    { headId: tuitionId, amount: 4_000_000 },
  ],
  instalments: [
    { label: 'First', dueOn: dueDays[0], amount: 2_500_000 },
    { dueOn: dueDays[1], amount: 2_000_000 },
  ],
  fine: { kind: 'daily', amount: 5_000, graceDays: 5, cap: 50_000 },
});

/** A plan of `planBody` on the set's batch, its two instalments due `dueDays` days from today. */
export async function makePlan(
  t: TestApp,
  set: Awaited<ReturnType<typeof feeSetUp>>,
  dueDays: number[],
): Promise<FeePlan> {
  const days = dueDays.map((days) => addDays(today, days));
  const body = planBody(set.batch.id, set.admission.id, set.tuition.id, days);
  return (await caller(t)(set.owner, 'POST', '/api/v1/fee-plans', body)).json() as FeePlan;
}

/**
 * A new institute (`feeSetUp`) with one student seated `seatedDaysAgo` days ago and billed on the
 * plan of `planBody`: ₹25,000 due `dueDays[0]` days from today, ₹20,000 due `dueDays[1]`.
 */
export async function billedStudent(
  t: TestApp,
  { name = 'Kabir Rao', dueDays = [-30, 60], seatedDaysAgo = 40 } = {},
) {
  const call = caller(t);
  const set = await feeSetUp(t);
  const plan = await makePlan(t, set, dueDays);
  const student = await admitStudent(t, set.owner, { centreId: set.centre.id, name });
  const seated = await call(set.owner, 'POST', `/api/v1/batches/${set.batch.id}/students`, {
    studentIds: [student.id],
    fromDate: addDays(today, -seatedDaysAgo),
    feePlanId: plan.id,
  });
  expect(seated.statusCode, seated.body).toBe(200);
  return { ...set, plan, student };
}

/**
 * Where any organisation's day totals (folded and logged, decision 032) differ from what its dues and
 * receipts say: empty lists when they agree.
 */
export async function dayTotalsDisagreeing(t: TestApp) {
  const [owed, received] = await Promise.all([
    rowsOf(
      t.database,
      sql`select * from (
            select organisation_id, due_on, sum(balance)::bigint as balance from (
              select organisation_id, due_on, balance from fee_due_days
              union all select organisation_id, due_on, balance from fee_due_day_changes) k
            group by 1, 2 having sum(balance) <> 0) kept
          full join (select organisation_id, due_on, sum(balance)::bigint as balance from dues
                     group by 1, 2 having sum(balance) <> 0) d using (organisation_id, due_on)
          where kept.balance is distinct from d.balance`,
    ),
    rowsOf(
      t.database,
      sql`select * from (
            select organisation_id, received_on, mode, cashier_id, status,
                   sum(amount)::bigint as amount, sum(receipts)::bigint as receipts from (
              select organisation_id, received_on, mode, cashier_id, status, amount, receipts from fee_receipt_days
              union all select organisation_id, received_on, mode, cashier_id, status, amount, receipts
                from fee_receipt_day_changes) k
            group by 1, 2, 3, 4, 5 having sum(receipts) <> 0) kept
          full join (select organisation_id, received_on, mode, coalesce(cashier_id, 0) as cashier_id, status,
                       sum(amount)::bigint as amount, count(*)::bigint as receipts
                     from fee_payments group by 1, 2, 3, 4, 5) p
            using (organisation_id, received_on, mode, cashier_id, status)
          where (kept.amount, kept.receipts) is distinct from (p.amount, p.receipts)`,
    ),
  ]);
  return { owed, received };
}

/** The text of a PDF (a receipt), as poppler's pdftotext reads it with its layout. */
export async function pdfText(bytes: Buffer) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-'));
  try {
    await writeFile(path.join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true });
  }
}
