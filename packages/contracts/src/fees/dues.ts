import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf, requiredText } from '../common.ts';

/** What students owe: statements, dues across students (PendingFees), concessions and late fines. */

// ---- a student's fees ----

/** Bill a seated student on a plan (the batch's first plan unless another is chosen). */
export const billStudentInput = z.object({
  batchId: idParam,
  planId: idParam,
});
export type BillStudentInput = z.input<typeof billStudentInput>;

export const DUE_STATUSES = ['open', 'paid', 'waived'] as const;

/** One due: a head's share of an instalment. What is owed is its balance. */
export const due = z.object({
  id: z.number().int(),
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  planName: z.string().nullable(),
  instalment: z.number().int(),
  label: z.string(),
  headName: z.string(),
  gstRate: z.number().int().nullable(),
  dueOn: z.string(),
  amount: z.number().int(),
  concession: z.number().int(),
  fine: z.number().int(),
  paid: z.number().int(),
  /** amount − concession + fine − paid: never below zero. */
  balance: z.number().int(),
  /** The instalment's late fine was waived (the job adds no more). */
  fineWaived: z.boolean(),
});
export type Due = z.infer<typeof due>;

/** A student's statement: every due, and totals that always balance. */
export const feeStatement = z.object({
  studentId: z.number().int(),
  dues: z.array(due),
  /** Every concession given (and withdrawn), shown on every statement. */
  concessions: z.array(z.lazy(() => concession)),
  /** The student's receipts, newest first (cancelled ones too). */
  receipts: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      receivedOn: z.string(),
      mode: z.string(),
      amount: z.number().int(),
      status: z.string(),
    }),
  ),
  totals: z.object({
    billed: z.number().int(),
    concession: z.number().int(),
    fine: z.number().int(),
    paid: z.number().int(),
    balance: z.number().int(),
    /** What has fallen due and is unpaid today. */
    overdue: z.number().int(),
    /** Paid in advance and not yet due anywhere: it goes to the next dues billed. */
    credit: z.number().int(),
  }),
});
export type FeeStatement = z.infer<typeof feeStatement>;

// ---- dues across students (PendingFees) ----

/** Ageing of what is unpaid, by days past the due date. */
export const AGEING_BUCKETS = ['notDue', 'd0_30', 'd31_60', 'd61_90', 'd90plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const pendingFeeQuery = z.object({
  ...pageFields,
  batchId: idParam.optional(),
  centreId: idParam.optional(),
  classId: idParam.optional(),
  ageing: z.enum(AGEING_BUCKETS).optional(),
  /** Dues falling due on or before this day. */
  dueBy: calendarDate().optional(),
});
export type PendingFeeQuery = z.input<typeof pendingFeeQuery>;

/** One student's unpaid dues, summed. */
export const pendingStudent = z.object({
  studentId: z.number().int(),
  admissionNumber: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  centreName: z.string(),
  batches: z.string(),
  guardianMobile: z.string().nullable(),
  balance: z.number().int(),
  overdue: z.number().int(),
  oldestDueOn: z.string(),
  /** The oldest unpaid due's age bucket. */
  ageing: z.enum(AGEING_BUCKETS),
});
export type PendingStudent = z.infer<typeof pendingStudent>;

export const pendingFeePage = pageOf(pendingStudent).extend({
  /** What every matching student owes, by age (not only this page). */
  ageing: z.record(z.enum(AGEING_BUCKETS), z.number().int()),
});
export type PendingFeePage = z.infer<typeof pendingFeePage>;
// ---- concessions ----

export const CONCESSION_CATEGORIES = [
  'scholarship',
  'sibling',
  'staffWard',
  'ews',
  'merit',
  'other',
  /** Made by redeeming a SpecialCoupon (not chosen by hand). */
  'coupon',
] as const;
export type ConcessionCategory = (typeof CONCESSION_CATEGORIES)[number];
/** The categories staff choose from (a coupon's is made by redeeming it). */
export const GIVEN_CATEGORIES = CONCESSION_CATEGORIES.filter(
  (c): c is Exclude<ConcessionCategory, 'coupon'> => c !== 'coupon',
) as [Exclude<ConcessionCategory, 'coupon'>, ...Exclude<ConcessionCategory, 'coupon'>[]];
export const CONCESSION_KINDS = ['percent', 'flat'] as const;

export const concessionMessages = {
  notFound: 'Concession not found.',
  notBilled: 'The student is not billed for this batch.',
  nothingOwed: 'Nothing is owed on this batch’s fees, so there is nothing to reduce.',
  moreThanOwed: (owed: string) => `A concession cannot be more than what is owed (${owed}).`,
  revoked: 'This concession has already been withdrawn.',
} as const;

/**
 * A concession on a student's fees for one batch: a percentage (of what is still unpaid) or a flat
 * amount (taken from the last instalments first), with its reason. Whoever records it approves it.
 */
export const concessionInput = z
  .object({
    batchId: idParam,
    // A coupon's concession is made by redeeming it, never by hand.
    category: z.enum(GIVEN_CATEGORIES, { error: 'Choose a category.' }),
    kind: z.enum(CONCESSION_KINDS),
    /** Percent: in hundredths of a percent (12.5 % = 1250), 1–10000. Flat: paise. */
    value: z.number().int().min(1, 'Enter more than zero.'),
    reason: requiredText(300, 'Please say why.'),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 10_000, {
    path: ['value'],
    message: 'A percentage is at most 100.',
  })
  .refine((c) => c.kind !== 'flat' || c.value <= 1_000_000_000, {
    path: ['value'],
    message: 'At most ₹1,00,00,000.',
  });
export type ConcessionInput = z.input<typeof concessionInput>;

export const withdrawConcessionInput = z.object({ reason: requiredText(300, 'Please say why.') });

export const concession = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  batchName: z.string(),
  category: z.enum(CONCESSION_CATEGORIES),
  kind: z.enum(CONCESSION_KINDS),
  value: z.number().int(),
  /** What it took off the dues, in paise. */
  amount: z.number().int(),
  reason: z.string(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string(),
});
export type Concession = z.infer<typeof concession>;

// ---- late fines ----

export const fineMessages = {
  dueNotFound: 'Due not found.',
  nothingToWaive: 'This instalment has no fine to waive.',
  /** The head under which bounce charges are billed (made on first use). */
  bounceHead: 'Cheque bounce charge',
} as const;

/** Waiving an instalment's late fine (what is unpaid of it); the job adds no more to it. */
export const waiveFineInput = z.object({ reason: requiredText(200, 'Please say why.') });
