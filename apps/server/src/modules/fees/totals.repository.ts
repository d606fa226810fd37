import { and, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Placeholders } from '../../db/prepared.ts';

/*
 * The day totals (db/schema/fee-totals.ts, decision 032): triggers log every change; `foldFeeTotals`
 * moves the log into the day rows; a reader takes both, so it never depends on when the fold ran.
 */

/**
 * Moves every committed change in the logs into the day rows, one statement a log. Any node may run it
 * at any time, two at once included: a change is deleted by one fold only (the other waits for its row
 * and then finds it gone), and the day rows are written in key order. Changes of an organisation no
 * longer there are dropped.
 */
export async function foldFeeTotals(db: Executor) {
  await db.execute(sql`with moved as (delete from fee_due_day_changes returning organisation_id, due_on, balance)
    insert into fee_due_days (organisation_id, due_on, balance)
    select organisation_id, due_on, sum(balance) from moved
    where organisation_id in (select id from organisations)
    group by 1, 2 order by 1, 2
    on conflict (organisation_id, due_on) do update set balance = fee_due_days.balance + excluded.balance`);
  await db.execute(sql`with moved as (delete from fee_receipt_day_changes
      returning organisation_id, received_on, mode, cashier_id, status, amount, receipts)
    insert into fee_receipt_days (organisation_id, received_on, mode, cashier_id, status, amount, receipts)
    select organisation_id, received_on, mode, cashier_id, status, sum(amount), sum(receipts) from moved
    where organisation_id in (select id from organisations)
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (organisation_id, received_on, mode, cashier_id, status) do update
      set amount = fee_receipt_days.amount + excluded.amount,
          receipts = fee_receipt_days.receipts + excluded.receipts`);
}

/** The day rows and the log not yet folded, as one source of `columns` (both tables have them). */
function daysAndLog(folded: string, log: string, columns: string, where: SQL | undefined) {
  return sql`select ${sql.raw(columns)} from ${sql.identifier(folded)} where ${where}
    union all select ${sql.raw(columns)} from ${sql.identifier(log)} where ${where}`;
}

/**
 * What an organisation owes by due day (`due_on`, `balance`), optionally within a range of days. The
 * values may be placeholders (a prepared statement's).
 */
export function owedByDueDay(
  organisationId: number | Placeholder,
  from?: string | Placeholder,
  to?: string | Placeholder,
) {
  return daysAndLog(
    'fee_due_days',
    'fee_due_day_changes',
    'due_on, balance',
    and(
      sql`organisation_id = ${organisationId}`,
      from === undefined ? undefined : sql`due_on >= ${from}`,
      to === undefined ? undefined : sql`due_on <= ${to}`,
    ),
  );
}

/**
 * What came in by day (`received_on`, `mode`, `status`, `amount`, `receipts`: counted receipts), for
 * the filters the day rows keep: the range, mode, status and cashier.
 */
export function receivedByDay(
  filter: Placeholders<{
    organisationId: number;
    from: string;
    to?: string;
    mode?: string;
    status?: string;
    cashierId?: number;
  }>,
) {
  return daysAndLog(
    'fee_receipt_days',
    'fee_receipt_day_changes',
    'received_on, mode, status, amount, receipts',
    and(
      sql`organisation_id = ${filter.organisationId}`,
      sql`received_on >= ${filter.from}`,
      filter.to === undefined ? undefined : sql`received_on <= ${filter.to}`,
      filter.mode === undefined ? undefined : sql`mode = ${filter.mode}`,
      filter.status === undefined ? undefined : sql`status = ${filter.status}`,
      filter.cashierId === undefined ? undefined : sql`cashier_id = ${filter.cashierId}`,
    ),
  );
}
