import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollectionPage, PendingFeePage, Receipt } from '@kaksha/contracts';
import { appPerFile, caller, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { billedStudent, dayTotalsDisagreeing, today } from '../../../test/helpers/fees.ts';
import { foldFeeTotals } from './totals.repository.ts';

const t = appPerFile();

const call = caller(t);

const ageing = async (owner: Account) =>
  ((await call(owner, 'GET', '/api/v1/fees/pending')).json() as PendingFeePage).ageing;
const dayBook = async (owner: Account) =>
  ((await call(owner, 'GET', '/api/v1/fees/collections')).json() as CollectionPage).totals;
const pay = async (owner: Account, studentId: number, amount: number, mode = 'cash') => {
  const res = await call(owner, 'POST', `/api/v1/students/${studentId}/payments`, {
    amount,
    mode,
    receivedOn: today,
    reference: mode === 'cash' ? '' : 'UTR 7',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Receipt;
};
const logged = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database,
      sql`select ((select count(*) from fee_due_day_changes) + (select count(*) from fee_receipt_day_changes))::int as n`,
    )
  )[0]!.n;

describe('the fee lists’ day totals (decision 032)', () => {
  it('follow every collection and cancellation at once, folded or not, and stay each organisation’s own', async () => {
    // ₹25,000 due 30 days ago, ₹20,000 due in 60 days.
    const { owner, student } = await billedStudent(t, { name: 'Ira Totals' });
    const other = await billedStudent(t, { name: 'Other Totals', dueDays: [-100, 10] });
    const theirs = { ageing: await ageing(other.owner), dayBook: await dayBook(other.owner) };
    expect(await ageing(owner)).toEqual({
      notDue: 2_000_000,
      d0_30: 2_500_000,
      d31_60: 0,
      d61_90: 0,
      d90plus: 0,
    });

    const upi = await pay(owner, student.id, 1_000_000, 'upi');
    await pay(owner, student.id, 300_000);
    // Read before any fold: the log is part of every answer.
    expect(await ageing(owner)).toMatchObject({ notDue: 2_000_000, d0_30: 1_200_000 });
    expect(await dayBook(owner)).toMatchObject({
      amount: 1_300_000,
      cash: 300_000,
      bank: 1_000_000,
      receipts: 2,
    });

    // The fold answers how many changes it moved (the server maintains the tables after one).
    const waiting = await logged();
    expect(waiting).toBeGreaterThan(0);
    expect(await foldFeeTotals(t.database.db)).toBe(waiting);
    expect(await logged()).toBe(0);
    expect(await ageing(owner)).toMatchObject({ notDue: 2_000_000, d0_30: 1_200_000 });

    await call(owner, 'POST', `/api/v1/receipts/${upi.id}/cancel`, { reason: 'Wrong student' });
    expect(await ageing(owner)).toMatchObject({ notDue: 2_000_000, d0_30: 2_200_000 });
    expect(await dayBook(owner)).toMatchObject({ amount: 300_000, bank: 0, receipts: 1, cancelled: 1 });

    // Another institute's figures never moved.
    expect({ ageing: await ageing(other.owner), dayBook: await dayBook(other.owner) }).toEqual(theirs);
    expect(await dayTotalsDisagreeing(t)).toEqual({ owed: [], received: [] });
  });

  it('count each change once when several nodes fold while cashiers collect', async () => {
    const { owner, student } = await billedStudent(t, { name: 'Jai Folding' });
    // Folds and collections interleaved; on PostgreSQL each runs on its own connection.
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => pay(owner, student.id, 10_000 * (i + 1))),
      ...Array.from({ length: 4 }, () => foldFeeTotals(t.database.db)),
    ]);
    await Promise.all([foldFeeTotals(t.database.db), foldFeeTotals(t.database.db)]);
    expect(await dayTotalsDisagreeing(t)).toEqual({ owed: [], received: [] });
    expect(await dayBook(owner)).toMatchObject({ amount: 210_000, receipts: 6 });
    expect(await ageing(owner)).toMatchObject({ d0_30: 2_500_000 - 210_000 });
  });
});
