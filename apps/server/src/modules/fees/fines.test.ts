import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fineMessages,
  paymentMessages,
  type FeePlan,
  type FeeStatement,
  type Receipt,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { feeSetUp, planBody, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { runDailyFees } from './fines.service.ts';

const t = appPerFile();

const call = caller(t);
const statementOf = async (owner: Account, studentId: number) =>
  (await call(owner, 'GET', `/api/v1/students/${studentId}/fees`)).json() as FeeStatement;
/** Noon in India, `days` from today. */
const dayAt = (days: number) => new Date(`${addDays(today, days)}T06:30:00Z`);
/** Each instalment's fine, in order. */
const finesOf = (s: FeeStatement) =>
  [1, 2].map((n) => s.dues.filter((d) => d.instalment === n).reduce((sum, d) => sum + d.fine, 0));

/** A student on a plan whose instalments fell due 30 and 8 days ago, with the fine rule given. */
async function lateStudent(fine: object, bounceCharge = 0) {
  const set = await feeSetUp(t);
  const plan = (
    await call(set.owner, 'POST', '/api/v1/fee-plans', {
      ...planBody(set.batch.id, set.admission.id, set.tuition.id, [addDays(today, -30), addDays(today, -8)]),
      fine,
      bounceCharge,
    })
  ).json() as FeePlan;
  const student = await admitStudent(t, set.owner, { centreId: set.centre.id });
  await call(set.owner, 'POST', `/api/v1/batches/${set.batch.id}/students`, {
    studentIds: [student.id],
    fromDate: addDays(today, -40),
    feePlanId: plan.id,
  });
  return { ...set, plan, student };
}

describe('late fines', () => {
  it('fines each late instalment once a day by its plan’s rule, however many nodes run the job', async () => {
    // ₹50 a day after 5 days' grace, at most ₹500.
    const { owner, student } = await lateStudent({ kind: 'daily', amount: 5_000, graceDays: 5, cap: 50_000 });
    const flat = await lateStudent({ kind: 'flat', amount: 20_000, graceDays: 10 });
    await runDailyFees(t.database.db, dayAt(0));
    let daily = await statementOf(owner, student.id);
    // 30 days late: capped at ₹500; 8 days late: 3 days past grace, ₹150.
    expect(finesOf(daily)).toEqual([50_000, 15_000]);
    expect(daily.totals.fine).toBe(65_000);
    expect(daily.totals.balance).toBe(4_500_000 + 65_000);
    // Flat: only the instalment past its 10 days' grace, once.
    expect(finesOf(await statementOf(flat.owner, flat.student.id))).toEqual([20_000, 0]);

    // Run again the same day, and by two nodes at once the next day: each day counts once.
    await runDailyFees(t.database.db, dayAt(0));
    await Promise.all([runDailyFees(t.database.db, dayAt(1)), runDailyFees(t.database.db, dayAt(1))]);
    daily = await statementOf(owner, student.id);
    expect(finesOf(daily)).toEqual([50_000, 20_000]);
    expect(finesOf(await statementOf(flat.owner, flat.student.id))).toEqual([20_000, 0]);
    const runs = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from fee_fine_runs r join users u on u.organisation_id = r.organisation_id
          where u.email = ${owner.email}`,
    );
    expect(runs[0]!.n).toBe(2);
    for (const d of daily.dues) expect(d.amount - d.concession + d.fine - d.paid).toBe(d.balance);
    const audit = (await call(owner, 'GET', '/api/v1/audit?area=fees')).json();
    expect(audit.data.filter((e: { action: string }) => e.action === 'late-fines')).toHaveLength(2);
  });

  it('is run by the job runner for each organisation once its day begins, however many nodes tick', async () => {
    const { owner, student } = await lateStudent({ kind: 'flat', amount: 20_000, graceDays: 10 });
    const finedToday = async () =>
      (
        await rowsOf<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from job_runs r join users u on u.organisation_id = r.organisation_id
              where r.job = 'fees.day' and r.status = 'done' and u.email = ${owner.email}`,
        )
      )[0]!.n;
    // Every organisation of this file has a day to run: a few ticks (four runs at a time) reach this one.
    for (let tick = 0; tick < 40 && (await finedToday()) === 0; tick++)
      await Promise.all([t.jobs.tick(), t.jobs.tick()]);
    expect(await finedToday()).toBe(1);
    expect(finesOf(await statementOf(owner, student.id))).toEqual([20_000, 0]);
    await t.jobs.tick();
    expect(await finedToday()).toBe(1);
  });

  it('leaves paid instalments alone, and a waived fine stays waived', async () => {
    const { owner, student } = await lateStudent({ kind: 'daily', amount: 5_000, graceDays: 5, cap: 50_000 });
    // The first instalment is paid in full before the job runs.
    await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
      amount: 2_500_000,
      mode: 'cash',
      receivedOn: today,
    });
    await runDailyFees(t.database.db, dayAt(0));
    let statement = await statementOf(owner, student.id);
    expect(finesOf(statement)).toEqual([0, 15_000]);

    const second = statement.dues.find((d) => d.instalment === 2)!;
    const waived = await call(owner, 'POST', `/api/v1/dues/${second.id}/waive-fine`, {
      reason: 'Hospitalised',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    statement = waived.json() as FeeStatement;
    expect(finesOf(statement)).toEqual([0, 0]);
    expect(statement.dues.filter((d) => d.instalment === 2).every((d) => d.fineWaived)).toBe(true);
    await runDailyFees(t.database.db, dayAt(2));
    expect(finesOf(await statementOf(owner, student.id))).toEqual([0, 0]);
    const again = await call(owner, 'POST', `/api/v1/dues/${second.id}/waive-fine`, { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, fineMessages.nothingToWaive]);

    const stranger = await registerAndLogin(t.app);
    const foreign = await call(stranger, 'POST', `/api/v1/dues/${second.id}/waive-fine`, { reason: 'x' });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bounced cheques', () => {
  it('re-opens what the cheque paid and bills the plan’s bounce charge, unless waived', async () => {
    const { owner, student } = await lateStudent({ kind: 'none' }, 50_000);
    const pay = async (mode: string, amount: number) =>
      (
        await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
          amount,
          mode,
          receivedOn: today,
          chequeNumber: mode === 'cheque' ? '123456' : '',
          chequeBank: mode === 'cheque' ? 'Canara Bank' : '',
        })
      ).json() as Receipt;
    const cheque = await pay('cheque', 2_500_000);
    expect((await statementOf(owner, student.id)).totals.balance).toBe(2_000_000);

    const bounced = await call(owner, 'POST', `/api/v1/receipts/${cheque.id}/bounce`, {
      reason: 'Funds insufficient',
    });
    expect(bounced.json()).toMatchObject({ status: 'bounced', cancelReason: 'Funds insufficient' });
    const statement = await statementOf(owner, student.id);
    expect(statement.totals).toMatchObject({ paid: 0, balance: 4_500_000 + 50_000 });
    expect(statement.dues.find((d) => d.instalment === 0)).toMatchObject({
      headName: fineMessages.bounceHead,
      amount: 50_000,
      dueOn: today,
    });
    const twice = await call(owner, 'POST', `/api/v1/receipts/${cheque.id}/bounce`, { reason: 'x' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, paymentMessages.alreadyBounced]);

    const cash = await pay('cash', 100);
    const notCheque = await call(owner, 'POST', `/api/v1/receipts/${cash.id}/bounce`, { reason: 'x' });
    expect([notCheque.statusCode, notCheque.json().message]).toEqual([409, paymentMessages.notCheque]);

    const second = await pay('cheque', 1_000_000);
    await call(owner, 'POST', `/api/v1/receipts/${second.id}/bounce`, {
      reason: 'Signature differs',
      charge: false,
    });
    // Only the first bounce charged; the day book counts neither cheque.
    expect((await statementOf(owner, student.id)).totals).toMatchObject({ paid: 100, billed: 4_550_000 });
    const day = (await call(owner, 'GET', '/api/v1/fees/collections')).json();
    expect(day.totals).toMatchObject({ amount: 100, receipts: 1, cancelled: 2 });
  });
});
