import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

import { students } from './students.ts';
import { feeConcessions } from './fees.ts';
import { createdAt, organisationId, requiredRef } from './columns.ts';

// Coupons (issue 18's SpecialCoupon): a code that, redeemed, becomes a fee concession.

/** A SpecialCoupon: redeemed on a student's dues for a batch, it becomes a concession of category coupon. */
export const feeCoupons = pgTable(
  'fee_coupons',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    code: varchar('code', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit'),
    perStudentLimit: integer('per_student_limit').notNull().default(1),
    /** Only these batches and heads (empty: any). */
    batchIds: integer('batch_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    headIds: integer('head_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    /**
     * Its uses that stand (their concession not withdrawn) and what they took off, kept by the
     * database (migration 0063): counted at each use, the list cost a join per use of every row.
     */
    used: integer('used').notNull().default(0),
    discounted: bigint('discounted', { mode: 'number' }).notNull().default(0),
    /** The list's item as JSON, kept by the database (decision 054, migration 0063). */
    itemJson: text('item_json'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_coupons_code_idx').on(t.organisationId, t.code)],
);

/** Each use of a coupon: the concession it made (withdrawing that gives the use back). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: requiredRef('coupon_id', () => feeCoupons.id),
    studentId: requiredRef('student_id', () => students.id),
    concessionId: requiredRef('concession_id', () => feeConcessions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.studentId),
    // A withdrawn concession finds its use (migration 0063's trigger).
    index('coupon_redemptions_concession_idx').on(t.concessionId),
  ],
);
