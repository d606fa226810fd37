import { and, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { foldLog, keptAndLog } from '../../db/kept-totals.ts';
import type { KeptTotals } from '../../db/kept-totals.ts';
import { unseen } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';

/*
 * The day totals (db/schema/fee-totals.ts, decision 032): triggers log every change; `foldFeeTotals`
 * moves the log into the day rows; a reader takes both, so it never depends on when the fold ran.
 */

const dueDays: KeptTotals = {
  kept: 'fee_due_days',
  log: 'fee_due_day_changes',
  key: ['organisation_id', 'due_on'],
  sums: ['balance'],
};
const receiptDays: KeptTotals = {
  kept: 'fee_receipt_days',
  log: 'fee_receipt_day_changes',
  key: ['organisation_id', 'received_on', 'mode', 'cashier_id', 'status'],
  sums: ['amount', 'receipts'],
};

/** Moves the logs into the day rows (`foldLog`): any node, any time. Answers the changes moved. */
export async function foldFeeTotals(db: Executor): Promise<number> {
  return (await foldLog(db, dueDays)) + (await foldLog(db, receiptDays));
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
  return keptAndLog(
    dueDays,
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
  return keptAndLog(
    receiptDays,
    'received_on, mode, status, amount, receipts',
    and(
      sql`organisation_id = ${filter.organisationId}`,
      sql`received_on >= ${unseen(filter.from, 'date')}`,
      filter.to === undefined ? undefined : sql`received_on <= ${unseen(filter.to, 'date')}`,
      filter.mode === undefined ? undefined : sql`mode = ${filter.mode}`,
      filter.status === undefined ? undefined : sql`status = ${filter.status}`,
      filter.cashierId === undefined ? undefined : sql`cashier_id = ${filter.cashierId}`,
    ),
  );
}
