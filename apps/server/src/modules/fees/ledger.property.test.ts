import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeePlan, FeeStatement } from '@kaksha/contracts';
import { appPerFile, caller, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { dayTotalsDisagreeing, feeSetUp, planBody, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { runDailyFees } from './fines.service.ts';
import { foldFeeTotals } from './totals.repository.ts';

const t = appPerFile();

const call = caller(t);

/** What a cashier or the job can do to a student's fees; `pick` chooses among what exists then. */
const step = fc.oneof(
  fc.record({
    op: fc.constant('pay'),
    // Up to an instalment and more, or all that is owed and some over (credit).
    amount: fc.oneof(fc.integer({ min: 1, max: 3_000_000 }), fc.constant(5_000_000)),
    pick: fc.nat(),
    some: fc.boolean(),
    cheque: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancel'), pick: fc.nat() }),
  fc.record({ op: fc.constant('bounce'), pick: fc.nat() }),
  fc.record({ op: fc.constant('rename'), name: fc.constantFrom('Aarav Shah', 'Zoya Khan', 'Meera Iyer') }),
  fc.record({ op: fc.constant('fine'), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('waive'), pick: fc.nat() }),
  fc.record({ op: fc.constant('percent'), value: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ op: fc.constant('flat'), value: fc.integer({ min: 1, max: 2_000_000 }) }),
  fc.record({ op: fc.constant('withdraw'), pick: fc.nat() }),
  fc.record({ op: fc.constant('fold') }),
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
  // Every student's fee account (kept by triggers on dues and students) says what their dues say.
  const disagree = await rowsOf<{ student_id: number }>(
    t.database,
    sql`select s.id as student_id from students s
        left join fee_accounts a on a.student_id = s.id
        left join (select student_id, sum(balance)::bigint as balance, min(due_on) as oldest from dues
                   where balance > 0 group by student_id) o on o.student_id = s.id
        where (exists (select 1 from dues d where d.student_id = s.id) and a.student_id is null)
           or (a.student_id is not null and (a.balance <> coalesce(o.balance, 0)
               or a.oldest_due_on is distinct from o.oldest or a.name <> s.name
               or a.organisation_id <> s.organisation_id))`,
  );
  expect(disagree).toEqual([]);
}

/**
 * The list walked from the accounts is the list grouped from the dues; the ageing and the day book's
 * totals from the day totals are those summed from the dues and receipts (every due is the batch's,
 * every student the centre's, so filtering on them reads the rows themselves and picks the same).
 */
async function expectListsAgree(owner: Account, batchId: number, centreId: number) {
  for (const query of [
    `/api/v1/fees/collections?from=${addDays(today, -400)}&to=${addDays(today, 400)}`,
    `/api/v1/fees/collections?from=${today}&to=${today}&mode=cash`,
    '/api/v1/fees/collections/months?months=24',
  ]) {
    const get = async (extra: string) => (await call(owner, 'GET', `${query}${extra}`)).json() as unknown;
    expect(await get('')).toEqual(await get(`&centreId=${centreId}`));
  }
  // Every due is the batch's, so a filter on the batch (which groups dues) picks the same.
  for (const q of ['', '&q=a', `&dueBy=${addDays(today, -20)}`]) {
    const list = async (extra: string) =>
      (await call(owner, 'GET', `/api/v1/fees/pending?pageSize=100${q}${extra}`)).json() as unknown;
    expect(await list('')).toEqual(await list(`&batchId=${batchId}`));
  }
}

describe('the fee ledger', () => {
  it('balances, and keeps fee accounts, after any sequence of paying, cancelling, bouncing, fining, waiving, concessions and renaming', async () => {
    const { owner, centre, batch, admission, tuition } = await feeSetUp(t, 100);
    const plan = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...planBody(batch.id, admission.id, tuition.id, [addDays(today, -40), addDays(today, -5)]),
        fine: { kind: 'daily', amount: 7_000, graceDays: 2, cap: 90_000 },
        bounceCharge: 25_000,
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
              mode: s.cheque ? 'cheque' : 'cash',
              receivedOn: today,
              dueIds: s.some && due ? [due.id] : [],
              ...(s.cheque && { chequeNumber: '123456', chequeBank: 'Canara Bank' }),
            });
            if (res.statusCode === 201) receipts.push(res.json().id);
          } else if (s.op === 'cancel') {
            const id = nth(receipts, s.pick);
            if (id) await call(owner, 'POST', `/api/v1/receipts/${id}/cancel`, { reason: 'Property' });
          } else if (s.op === 'bounce') {
            // A receipt paid in cash is refused (409), which must change nothing either.
            const id = nth(receipts, s.pick);
            if (id) await call(owner, 'POST', `/api/v1/receipts/${id}/bounce`, { reason: 'Property' });
          } else if (s.op === 'rename') {
            expect(
              (await call(owner, 'PATCH', `/api/v1/students/${student.id}`, { name: s.name })).statusCode,
            ).toBe(200);
          } else if (s.op === 'fine') {
            day += s.days;
            await runDailyFees(t.database.db, new Date(`${addDays(today, day)}T06:30:00Z`));
          } else if (s.op === 'waive') {
            const due = nth(statement.dues, s.pick);
            if (due) await call(owner, 'POST', `/api/v1/dues/${due.id}/waive-fine`, { reason: 'Property' });
          } else if (s.op === 'fold') {
            await foldFeeTotals(t.database.db);
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
        await expectListsAgree(owner, batch.id, centre.id);
        expect(await dayTotalsDisagreeing(t)).toEqual({ owed: [], received: [] });
      }),
      { numRuns: process.env.DATABASE_URL ? 25 : 12 },
    );
  });
});
