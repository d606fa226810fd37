import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex, users } from './core.ts';
import { batches } from './batches.ts';
import { classes } from './learning.ts';
import { students } from './students.ts';
import { createdAt, organisationId, requiredRef } from './columns.ts';

/*
 * Fees (issue 18, DESIGN §8): heads, plans of heads and instalments, and the dues a plan becomes when
 * a student is billed on it. Every amount is integer paise. A due is copied from the plan when it is
 * billed, so changing a plan later never rewrites what a student owes.
 */

export const feeHeads = pgTable(
  'fee_heads',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 60 }).notNull(),
    sacCode: varchar('sac_code', { length: 8 }).notNull().default(''),
    /** GST in percent (0, 5, 12, 18, 28), null when the head carries none. */
    gstRate: smallint('gst_rate'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_heads_name_idx').on(t.organisationId, sql`lower(${t.name})`)],
);

export const feePlans = pgTable(
  'fee_plans',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 80 }).notNull(),
    /** The batch the plan is for; or, with no batch, every batch of `classId`. */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id),
    /** none, flat or daily (contracts: FINE_KINDS). */
    fineKind: varchar('fine_kind', { length: 8 }).notNull().default('none'),
    fineAmount: integer('fine_amount').notNull().default(0),
    fineGraceDays: integer('fine_grace_days').notNull().default(0),
    fineCap: integer('fine_cap'),
    bounceCharge: integer('bounce_charge').notNull().default(0),
    /** Days from a due date on which the daily job reminds families (−3: three days before). */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    /**
     * What the plans list shows of the plan's heads, instalments and billings, kept on the row by the
     * database (migration 0042, decision 040): never written by the application.
     */
    headsTotal: bigint('heads_total', { mode: 'number' }).notNull().default(0),
    instalmentCount: integer('instalment_count').notNull().default(0),
    studentsBilled: integer('students_billed').notNull().default(0),
    /** Its batch's and class's names, kept by the database (migration 0062, decision 040). */
    batchName: text('batch_name'),
    className: text('class_name'),
    /** The list's row as JSON, kept by the database (decision 054). */
    itemJson: text('item_json'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_plans_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    index('fee_plans_batch_idx').on(t.batchId),
    index('fee_plans_class_idx').on(t.organisationId, t.classId),
  ],
);

/** The heads of a plan, in the order they are shown and in which instalments take them. */
export const feePlanHeads = pgTable(
  'fee_plan_heads',
  {
    planId: requiredRef('plan_id', () => feePlans.id, 'cascade'),
    position: smallint('position').notNull(),
    headId: requiredRef('head_id', () => feeHeads.id),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.headId] }), index('fee_plan_heads_head_idx').on(t.headId)],
);

export const feePlanInstalments = pgTable(
  'fee_plan_instalments',
  {
    planId: requiredRef('plan_id', () => feePlans.id, 'cascade'),
    number: smallint('number').notNull(),
    label: varchar('label', { length: 40 }).notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.number] })],
);

/** A student billed on a plan for a batch: once per batch; its dues are copies of the plan's. */
export const feeBillings = pgTable(
  'fee_billings',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id),
    batchId: requiredRef('batch_id', () => batches.id),
    planId: requiredRef('plan_id', () => feePlans.id),
    billedOn: date('billed_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_billings_student_batch_idx').on(t.studentId, t.batchId),
    index('fee_billings_plan_idx').on(t.planId),
  ],
);

/**
 * What a student owes: one head's share of one instalment. The balance is kept by the database
 * (amount − concession + fine − paid) and may never go below zero, so no code path can make a
 * statement that does not add up.
 */
export const dues = pgTable(
  'dues',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id),
    billingId: integer('billing_id').references(() => feeBillings.id),
    batchId: integer('batch_id').references(() => batches.id),
    headId: requiredRef('head_id', () => feeHeads.id),
    instalment: smallint('instalment').notNull(),
    label: varchar('label', { length: 40 }).notNull().default(''),
    /** The head's GST rate when billed (a later change of the head does not rewrite it). */
    gstRate: smallint('gst_rate'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    concession: integer('concession').notNull().default(0),
    fine: integer('fine').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    balance: integer('balance').generatedAlwaysAs(sql`amount - concession + fine - paid`),
    /** A waived late fine: the daily job leaves the instalment alone from then on. */
    fineWaivedAt: timestamp('fine_waived_at', { withTimezone: true }),
    fineWaiveReason: varchar('fine_waive_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('dues_amounts_check', sql`amount > 0 and concession >= 0 and fine >= 0 and paid >= 0`),
    check('dues_balance_check', sql`amount - concession + fine - paid >= 0`),
    index('dues_student_idx').on(t.studentId, t.dueOn),
    // PendingFees: the unpaid dues of an organisation by due date. Its condition is written as the
    // queries write it (`balance > 0`): PostgreSQL uses a partial index only for the same words.
    // With the balance last, the ageing totals are read from the index alone.
    index('dues_owing_idx')
      .on(t.organisationId, t.dueOn, t.balance)
      .where(sql`balance > 0`),
    // PendingFees' rows: a student's owing dues summed (what is overdue) and their batches, read from
    // the index alone — 11 → 6 µs a row of the page, which read each due's row from the table.
    index('dues_student_owing_idx')
      .on(t.studentId, t.dueOn, t.balance, t.batchId)
      .where(sql`balance > 0`),
    index('dues_billing_idx').on(t.billingId),
  ],
);

/**
 * What a student owes in all and since when (their dues with a balance): PendingFees' first page is a
 * walk of its index instead of grouping every owing student. Kept by the database, not the code: a
 * statement trigger on `dues` recomputes the rows of the students it touched, and one on `students`
 * copies a new name (migration 0031, decision 029). Never written by the application.
 */
export const feeAccounts = pgTable(
  'fee_accounts',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    /** The student's name, copied, so that the page's order (oldest due, name) is the index's. */
    name: varchar('name', { length: 100 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** The day the oldest due with a balance fell due; null when nothing is owed. */
    oldestDueOn: date('oldest_due_on', { mode: 'string' }),
    // What the students who owe show of the student, and the batches they owe in by name, kept on the
    // row by the database (migration 0060's triggers on students, dues and batches, decision 040), so
    // that the page reads no student and no batch; and its row as JSON (pending.repository.ts
    // `accountKeptJson`, decision 054). Never written by code.
    admissionNumber: text('admission_number'),
    className: text('class_name'),
    centreName: text('centre_name'),
    guardianMobile: text('guardian_mobile'),
    batchNames: text('batch_names').notNull().default(''),
    itemJson: text('item_json'),
    // What the student owes by each day, kept by the same trigger (migration 0065, decision 056): the
    // days their owing dues fall due, ascending, and beside each the sum owed by then. What is owed by
    // any day is `owed_by[width_bucket(day, owing_days)]`, with no dues read (`owedBy` in
    // pending.repository.ts).
    owingDays: date('owing_days', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    owedBy: bigint('owed_by', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Every owing due in one batch (or none): then the dues owed by any day are in `batch_names`' batch. */
    owesInOneBatch: boolean('owes_in_one_batch').notNull().default(true),
  },
  (t) => [
    index('fee_accounts_owing_idx')
      .on(t.organisationId, t.oldestDueOn, t.name, t.studentId)
      .where(sql`balance > 0`),
  ],
);

/** A concession on a student's fees for one batch, and what it took off each due (to withdraw it exactly). */
export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id),
    billingId: requiredRef('billing_id', () => feeBillings.id),
    /** scholarship, sibling, staffWard, ews, merit, other (contracts: CONCESSION_CATEGORIES). */
    category: varchar('category', { length: 12 }).notNull(),
    /** percent (value in hundredths of a percent) or flat (value in paise). */
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawReason: varchar('withdraw_reason', { length: 300 }).notNull().default(''),
  },
  (t) => [index('fee_concessions_student_idx').on(t.studentId)],
);

export const dueConcessions = pgTable(
  'due_concessions',
  {
    concessionId: requiredRef('concession_id', () => feeConcessions.id),
    dueId: requiredRef('due_id', () => dues.id),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.concessionId, t.dueId] }), index('due_concessions_due_idx').on(t.dueId)],
);

/**
 * A receipt: money received, never edited or deleted — cancelled, with the reason, and its dues
 * re-opened. `applied` is what went to dues; the rest is the student's credit.
 */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    studentId: requiredRef('student_id', () => students.id),
    /** The receipt number, from the institute's gapless sequence (db/sequences.ts). */
    number: varchar('number', { length: 60 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** cash, upi, card, cheque or bank (contracts: PAYMENT_MODES). */
    mode: varchar('mode', { length: 8 }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    chequeNumber: varchar('cheque_number', { length: 6 }).notNull().default(''),
    chequeBank: varchar('cheque_bank', { length: 80 }).notNull().default(''),
    note: varchar('note', { length: 200 }).notNull().default(''),
    amount: integer('amount').notNull(),
    applied: integer('applied').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('valid'),
    cashierId: integer('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: varchar('cancel_reason', { length: 300 }).notNull().default(''),
    /**
     * What the student owed just after this receipt, as it was printed (a receipt is a fixed document:
     * reprinted later it says the same). Null on receipts issued before it was kept.
     */
    balanceAfter: integer('balance_after'),
    /**
     * Also kept at issue (issue 65, bug 7): of that balance, what had fallen due by the day received;
     * the next day a due falls after it and what falls due that day; who paid (a guardian, by name);
     * and the institute's GSTIN then (empty: unregistered, so the receipt charges no GST). Null on
     * receipts issued before they were kept.
     */
    dueNowAfter: integer('due_now_after'),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    nextDueAmount: integer('next_due_amount'),
    payerName: varchar('payer_name', { length: 100 }),
    gstin: varchar('gstin', { length: 15 }),
    // The student's name, admission number and centre and the cashier's name as the day book shows
    // them, kept on the row by the database (migration 0059's triggers on fee_payments, students and
    // users, decision 040), so that the day book reads no other table; and its row as JSON
    // (collections.repository.ts `receiptKeptJson`, decision 054). Never written by code.
    studentName: text('student_name'),
    admissionNumber: text('admission_number'),
    centreName: text('centre_name'),
    cashierName: text('cashier_name'),
    itemJson: text('item_json'),
    /**
     * What the day book's search box matches (db/search.ts, decision 089): the number, the student's
     * name and admission number as kept above, a line apart (decision 046).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`"number" || E'\\n' || coalesce("student_name", '') || E'\\n' || coalesce("admission_number", '')`,
    ),
  },
  (t) => [
    check('fee_payments_amounts_check', sql`amount > 0 and applied >= 0 and applied <= amount`),
    uniqueIndex('fee_payments_number_idx').on(t.organisationId, t.number),
    // The quick search finds a receipt by any part of its number (db/search.ts, decision 089).
    searchIndex('fee_payments_number_search_idx', t.number),
    searchIndex('fee_payments_search_idx', t.searchText),
    index('fee_payments_student_idx').on(t.studentId),
    // A cashier renamed rewrites their receipts' kept name; a user deleted clears it.
    index('fee_payments_cashier_idx').on(t.cashierId),
    // The day book (received_on desc, id desc): read backwards, this index gives that order.
    index('fee_payments_day_idx').on(t.organisationId, t.receivedOn, t.id),
    // A gateway's payment becomes one receipt, however often its webhook is repeated.
    uniqueIndex('fee_payments_online_ref_idx')
      .on(t.organisationId, t.reference)
      .where(sql`mode = 'online'`),
  ],
);

/** What part of a receipt went to which due. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => feePayments.id),
    dueId: requiredRef('due_id', () => dues.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_due_idx').on(t.dueId),
  ],
);

/**
 * The late-fine job's day per organisation: whichever node inserts the row runs that day's fines,
 * in the same transaction, so a day is run once however many nodes start it or restart.
 */
export const feeFineRuns = pgTable(
  'fee_fine_runs',
  {
    organisationId: organisationId(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    dues: integer('dues').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.runOn] })],
);
