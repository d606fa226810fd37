import { bigint, bigserial, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { organisationId } from './columns.ts';

/*
 * Totals by day for the fee lists that sum a whole organisation: what is owed by due day (PendingFees'
 * ageing) and what came in by day, mode, cashier and status (the day book's totals and the month
 * chart). Summing them reads a few rows a day, however many students and receipts there are.
 *
 * Kept by the database (migration 0032, decision 032): statement triggers on `dues` and `fee_payments`
 * only ever INSERT their change into a `…_changes` log, so two cashiers never wait for one total row;
 * `foldFeeTotals` (modules/fees/totals.repository.ts) moves the log into the day rows every second, on any node.
 * A reader sums the day rows and the log not yet folded, in one statement, so it is exact at any
 * moment. Never written by the application.
 */

export const feeDueDays = pgTable(
  'fee_due_days',
  {
    organisationId: organisationId(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** What the organisation's dues of that day still owe (every due's balance is ≥ 0). */
    balance: bigint('balance', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.dueOn] })],
);

/** Changes to `fee_due_days` not yet folded in (no foreign key: the log is written on the hot path). */
export const feeDueDayChanges = pgTable(
  'fee_due_day_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: integer('organisation_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
  },
  (t) => [index('fee_due_day_changes_org_idx').on(t.organisationId, t.dueOn)],
);

export const feeReceiptDays = pgTable(
  'fee_receipt_days',
  {
    organisationId: organisationId(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    /** 0 for a receipt nobody at the desk took (an online payment, or a cashier since deleted). */
    cashierId: integer('cashier_id').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receipts: integer('receipts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.receivedOn, t.mode, t.cashierId, t.status] })],
);

export const feeReceiptDayChanges = pgTable(
  'fee_receipt_day_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: integer('organisation_id').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    cashierId: integer('cashier_id').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receipts: integer('receipts').notNull(),
  },
  (t) => [index('fee_receipt_day_changes_org_idx').on(t.organisationId, t.receivedOn)],
);
