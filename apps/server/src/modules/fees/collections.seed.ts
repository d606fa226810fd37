import { sql } from 'drizzle-orm';
import { DESK_MODES, formatNumber } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { numberScope, reserveInSequence } from '../../db/sequences.ts';
import { feePayments, paymentAllocations } from '../../db/schema/index.ts';
import { instituteFacts, todayOf } from '../institute/service.ts';

/**
 * A term of collections for the demo institute, written in bulk (the seed runs on every fresh
 * database, so it may not take one transaction per receipt): every instalment fallen due is paid in
 * full a few days after its due date, by a mode that rotates, except that one student in five has
 * paid nothing and one in five only the first instalment — so Pending Fees has dues of every age.
 * Receipt numbers come from the institute's sequence in the order received. Needs the billed demo.
 */
export async function seedDemoCollections(tx: Executor, organisationId: number) {
  const [facts, today] = await Promise.all([instituteFacts(tx, organisationId), todayOf(tx, organisationId)]);
  const owed = await rowsOf<{
    student_id: number;
    instalment: number;
    received_on: string;
    centre_code: string;
    dues: { id: number; balance: number }[];
  }>(
    tx,
    sql`select d.student_id, d.instalment, c.centre_code,
          least(max(d.due_on) + (d.student_id % 9), ${today}::date)::text as received_on,
          json_agg(json_build_object('id', d.id, 'balance', d.balance) order by d.id) as dues
        from dues d join students s on s.id = d.student_id join centres c on c.id = s.centre_id
        where d.organisation_id = ${organisationId} and d.due_on <= ${today} and d.balance > 0
          and d.student_id % 5 <> 0 and (d.student_id % 5 <> 1 or d.instalment = 1)
        group by d.student_id, d.batch_id, d.instalment, c.centre_code
        order by received_on, d.student_id, d.instalment`,
  );
  if (!owed.length) return;
  const [cashier] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from users where organisation_id = ${organisationId} order by id limit 1`,
  );
  // Each receipt's number counts on in its own scope (the financial year, the centre if shown).
  const plans = owed.map((row) => {
    const [year, month] = row.received_on.split('-').map(Number) as [number, number];
    const context = { ...facts, centreCode: row.centre_code };
    return {
      row,
      on: { year, month },
      context,
      scope: numberScope(facts.receiptNumberFormat, { year, month }, context),
    };
  });
  const counts = new Map<string, number>();
  for (const p of plans) counts.set(p.scope, (counts.get(p.scope) ?? 0) + 1);
  const next = new Map<string, number>();
  for (const [scope, count] of counts)
    next.set(scope, await reserveInSequence(tx, organisationId, scope, count));

  const payments = plans.map(({ row, on, context, scope }, i) => {
    const seq = next.get(scope)! + 1;
    next.set(scope, seq);
    const mode = DESK_MODES[(row.student_id + row.instalment) % DESK_MODES.length]!;
    const amount = row.dues.reduce((sum, d) => sum + d.balance, 0);
    return {
      organisationId,
      studentId: row.student_id,
      number: formatNumber(facts.receiptNumberFormat, seq, on, context),
      receivedOn: row.received_on,
      mode,
      reference:
        mode === 'upi' || mode === 'bank' ? `UTR${String(600_000_000 + i * 7919).padStart(12, '0')}` : '',
      chequeNumber: mode === 'cheque' ? String(100_000 + i) : '',
      chequeBank: mode === 'cheque' ? 'State Bank of India' : '',
      amount,
      applied: amount,
      cashierId: cashier?.id ?? null,
    };
  });
  const ids = await tx.insert(feePayments).values(payments).returning({ id: feePayments.id });
  const allocations = owed.flatMap((row, i) =>
    row.dues.map((d) => ({ paymentId: ids[i]!.id, dueId: d.id, amount: d.balance })),
  );
  await tx.insert(paymentAllocations).values(allocations);
  await tx.execute(sql`
    update dues d set paid = d.paid + a.amount
    from (select pa.due_id, sum(pa.amount)::int as amount from payment_allocations pa
          join fee_payments p on p.id = pa.payment_id where p.organisation_id = ${organisationId}
          group by pa.due_id) a
    where a.due_id = d.id`);
}
