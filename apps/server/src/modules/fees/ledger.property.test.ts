import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeePlan, FeeStatement } from '@kaksha/contracts';
import { createTestApp, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { caller, feeSetUp, planBody, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { runDailyFees } from './fines.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

/** What a cashier or the job can do to a student's fees; `pick` chooses among what exists then. */
const step = fc.oneof(
  fc.record({
    op: fc.constant('pay'),
    amount: fc.integer({ min: 1, max: 3_000_000 }),
    pick: fc.nat(),
    some: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancel'), pick: fc.nat() }),
  fc.record({ op: fc.constant('fine'), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('waive'), pick: fc.nat() }),
  fc.record({ op: fc.constant('percent'), value: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ op: fc.constant('flat'), value: fc.integer({ min: 1, max: 2_000_000 }) }),
  fc.record({ op: fc.constant('withdraw'), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** The ledger's rules, read from the statement and straight from the tables. */
async function expectBalanced(owner: Account, studentId: number) {
  const s = (await call(owner, 'GET', `/api/v1/students/${studentId}/fees`)).json() as FeeStatement;
  for (const d of s.dues) {
    expect(d.amount - d.concession + d.fine - d.paid).toBe(d.balance);
    expect(d.balance).toBeGreaterThanOrEqual(0);
  }
  const sum = (pick: (d: FeeStatement['dues'][number]) => number) => s.dues.reduce((n, d) => n + pick(d), 0);
  expect(s.totals.billed - s.totals.concession + s.totals.fine - s.totals.paid).toBe(s.totals.balance);
  expect([s.totals.billed, s.totals.paid, s.totals.balance]).toEqual([
    sum((d) => d.amount),
    sum((d) => d.paid),
    sum((d) => d.balance),
  ]);
  // Money in = money on dues + credit: every paisa of a standing receipt is on a due or held.
  const [money] = await rowsOf<{ received: number; applied: number; allocated: number; credit: number }>(
    t.database,
    sql`select coalesce(sum(p.amount), 0)::int as received, coalesce(sum(p.applied), 0)::int as applied,
          (select coalesce(sum(a.amount), 0)::int from payment_allocations a join fee_payments q on q.id = a.payment_id
            where q.student_id = ${studentId} and q.status = 'valid') as allocated,
          coalesce(sum(p.amount - p.applied), 0)::int as credit
        from fee_payments p where p.student_id = ${studentId} and p.status = 'valid'`,
  );
  expect(money!.applied).toBe(money!.allocated);
  expect(money!.allocated).toBe(s.totals.paid);
  expect(money!.credit).toBe(s.totals.credit);
  expect(money!.received).toBe(s.totals.paid + s.totals.credit);
}

describe('the fee ledger', () => {
  it('balances after any sequence of paying, cancelling, fining, waiving and concessions', async () => {
    const { owner, centre, batch, admission, tuition } = await feeSetUp(t, 100);
    const plan = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...planBody(batch.id, admission.id, tuition.id, [addDays(today, -40), addDays(today, -5)]),
        fine: { kind: 'daily', amount: 7_000, graceDays: 2, cap: 90_000 },
      })
    ).json() as FeePlan;
    let day = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps: Step[]) => {
        const student = await admitStudent(t, owner, { centreId: centre.id });
        await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
          studentIds: [student.id],
          fromDate: addDays(today, -60),
          feePlanId: plan.id,
        });
        const receipts: number[] = [];
        for (const s of steps) {
          const statement = (
            await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)
          ).json() as FeeStatement;
          const nth = <T>(list: T[], pick: number) => (list.length ? list[pick % list.length] : undefined);
          if (s.op === 'pay') {
            const open = statement.dues.filter((d) => d.balance > 0);
            const due = nth(open, s.pick);
            const res = await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
              amount: s.amount,
              mode: 'cash',
              receivedOn: today,
              dueIds: s.some && due ? [due.id] : [],
            });
            if (res.statusCode === 201) receipts.push(res.json().id);
          } else if (s.op === 'cancel') {
            const id = nth(receipts, s.pick);
            if (id) await call(owner, 'POST', `/api/v1/receipts/${id}/cancel`, { reason: 'Property' });
          } else if (s.op === 'fine') {
            day += s.days;
            await runDailyFees(t.database.db, new Date(`${addDays(today, day)}T06:30:00Z`));
          } else if (s.op === 'waive') {
            const due = nth(statement.dues, s.pick);
            if (due) await call(owner, 'POST', `/api/v1/dues/${due.id}/waive-fine`, { reason: 'Property' });
          } else if (s.op === 'withdraw') {
            const given = nth(
              statement.concessions.filter((c) => !c.withdrawnAt),
              s.pick,
            );
            if (given)
              await call(owner, 'POST', `/api/v1/concessions/${given.id}/withdraw`, { reason: 'Property' });
          } else {
            await call(owner, 'POST', `/api/v1/students/${student.id}/concessions`, {
              batchId: batch.id,
              category: 'scholarship',
              kind: s.op,
              value: s.value,
              reason: 'Property',
            });
          }
          await expectBalanced(owner, student.id);
        }
      }),
      { numRuns: process.env.DATABASE_URL ? 25 : 12 },
    );
  });
});
