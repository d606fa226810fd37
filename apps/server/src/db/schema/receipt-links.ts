import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organisations } from './core.ts';
import { feePayments } from './fees.ts';

/*
 * A receipt's address a family opens without signing in (the link in a receipt's SMS or WhatsApp).
 * The token is the only key, so only its hash is kept; each sending makes its own, and every one of
 * them stops working when the receipt is cancelled or its cheque bounces (checked on each read).
 */
export const receiptLinks = pgTable(
  'receipt_links',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => feePayments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipt_links_receipt_idx').on(t.receiptId)],
);
