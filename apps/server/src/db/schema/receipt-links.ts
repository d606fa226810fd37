import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { feePayments } from './fees.ts';
import { createdAt, organisationId, requiredRef } from './columns.ts';

/*
 * A receipt's address a family opens without signing in (the link in a receipt's SMS or WhatsApp).
 * The token is the only key, so only its hash is kept. A link opens until it expires (the institute's
 * receipt_link_days), is revoked from the receipt, or is replaced by a new sending; and none opens
 * once the receipt is cancelled or its cheque bounces (all checked on each read).
 */
export const receiptLinks = pgTable(
  'receipt_links',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    organisationId: organisationId(),
    receiptId: requiredRef('receipt_id', () => feePayments.id, 'cascade'),
    createdAt: createdAt(),
    /** Links made before links expired get a month from the upgrade; new ones are given theirs. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Revoked by staff, or replaced when the receipt was sent again (by whom: null for the system). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('receipt_links_receipt_idx').on(t.receiptId)],
);
