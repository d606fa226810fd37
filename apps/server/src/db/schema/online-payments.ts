import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, organisations, users } from './core.ts';
import { feePayments } from './fees.ts';
import { students } from './students.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/*
 * Paying fees online (issue 18, decision 031): an institute's own payment-gateway account, and the
 * payment links made with it. The receipt a paid link becomes is an ordinary fee_payments row of
 * mode 'online' whose reference is the gateway's payment id (unique: a webhook repeated records once).
 */

/** One gateway account per organisation; its secrets sealed by the vault, never sent to a browser. */
export const paymentGateways = pgTable('payment_gateways', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 20 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  keyId: varchar('key_id', { length: 60 }).notNull(),
  /** `{ keySecret, webhookSecret }` as one JSON object, sealed (lib/vault.ts). */
  secrets: bytea('secrets'),
  secretNames: text('secret_names')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** In the webhook's URL: tells which institute an event is for before its signature is checked. */
  webhookToken: varchar('webhook_token', { length: 64 }).notNull().unique(),
  updatedAt: updatedAt(),
});

export const feePaymentLinks = pgTable(
  'fee_payment_links',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The gateway's id of the link (Razorpay: plink_…). */
    gatewayRef: varchar('gateway_ref', { length: 60 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    amount: integer('amount').notNull(),
    /** The dues it was made for; paid to those still owed, else the oldest, the rest held as credit. */
    dueIds: integer('due_ids').array().notNull(),
    /**
     * created, paid, cancelled, expired, or mismatch: the gateway reported a payment of another amount
     * (kept in received/receivedRef for the desk; no receipt made) (contracts: PAYMENT_LINK_STATUSES).
     */
    status: varchar('status', { length: 10 }).notNull().default('created'),
    paymentId: integer('payment_id').references(() => feePayments.id),
    /** A mismatch: what the gateway said was paid, and its payment id. */
    received: integer('received'),
    receivedRef: varchar('received_ref', { length: 60 }),
    sent: integer('sent').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fee_payment_links_ref_idx').on(t.provider, t.gatewayRef),
    index('fee_payment_links_student_idx').on(t.studentId, t.id),
  ],
);
