import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf, paise, requiredText } from './common.ts';
import { formatMoney } from './format.ts';

/**
 * Fees (BatchFees, PendingFees; collection and receipts follow): fee heads, fee plans made of heads
 * and instalments, and the dues a plan becomes when a student is seated in a batch (DESIGN §8).
 * Money is integer paise everywhere; a plan's instalments add up to its heads exactly.
 */

export const feeMessages = {
  headNotFound: 'Fee head not found.',
  headTaken: 'A fee head with this name already exists.',
  headInUse: 'This fee head is used by a fee plan; make it inactive instead.',
  planNotFound: 'Fee plan not found.',
  planTaken: 'A fee plan with this name already exists.',
  planInUse: 'Students have been billed on this plan; make it inactive instead.',
  planInactive: 'This fee plan is inactive; choose an active one.',
  headsNotFound: 'Please choose fee heads of your institute (active ones).',
  headTwice: 'Each fee head can be in a plan once.',
  batchNotFound: 'Please choose one of your batches.',
  classNotFound: 'Please choose one of your classes.',
  batchOrClass: 'Choose the batch or the class this plan is for.',
  datesInOrder: 'Each instalment must fall due after the one before.',
  sumMismatch: (instalments: string, total: string) =>
    `The instalments add up to ${instalments}, but the plan’s total is ${total}.`,
  capBelowFine: 'The cap must be at least the daily fine.',
  alreadyBilled: (batch: string) => `This student is already billed on a plan for ${batch}.`,
  notSeated: 'The student is not seated in this batch.',
  studentNotFound: 'Student not found.',
  planNotForBatch: 'This plan is not for the student’s batch or class.',
} as const;

/** GST rates a head may carry (percent); none for heads outside GST (e.g. exempt school fees). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

const amount = paise.max(1_000_000_000, 'At most ₹1,00,00,000.');

// ---- fee heads ----

export const feeHeadInput = z.object({
  name: requiredText(60, 'Please enter the head’s name.'),
  /** A SAC code for GST invoices: 4 to 8 digits (coaching: 999293), or none. */
  sacCode: z
    .string()
    .trim()
    .regex(/^$|^\d{4,8}$/, 'A SAC code is 4 to 8 digits.')
    .default(''),
  /** GST in percent, or null when the head carries none. */
  gstRate: z
    .literal(GST_RATES, { error: 'Choose a GST rate of 0, 5, 12, 18 or 28 %.' })
    .nullable()
    .default(null),
  active: z.boolean().default(true),
});
export type FeeHeadInput = z.input<typeof feeHeadInput>;

export const feeHead = z.object({
  id: z.number().int(),
  name: z.string(),
  sacCode: z.string(),
  gstRate: z.number().int().nullable(),
  active: z.boolean(),
  /** Some plan uses it: it can be made inactive, not deleted. */
  inUse: z.boolean(),
});
export type FeeHead = z.infer<typeof feeHead>;
export const feeHeadList = z.object({ data: z.array(feeHead) });
export type FeeHeadList = z.infer<typeof feeHeadList>;

// ---- fee plans ----

/** A late fine: none, a flat amount per instalment, or an amount per day with a cap; after grace days. */
export const FINE_KINDS = ['none', 'flat', 'daily'] as const;
export type FineKind = (typeof FINE_KINDS)[number];

export const fineRule = z
  .object({
    kind: z.enum(FINE_KINDS).default('none'),
    amount: amount.default(0),
    graceDays: z.coerce.number().int().min(0, 'Grace days cannot be negative.').max(365).default(0),
    /** For a daily fine: the most one instalment can gather (null: no cap). */
    cap: amount.nullable().default(null),
  })
  .refine((f) => f.kind !== 'daily' || f.cap === null || f.cap >= f.amount, {
    path: ['cap'],
    message: feeMessages.capBelowFine,
  });
export type FineRule = z.output<typeof fineRule>;

export const feePlanInput = z
  .object({
    name: requiredText(80, 'Please enter the plan’s name.'),
    /** The batch the plan is for, or a class (every batch of it) when no batch is given. */
    batchId: idParam.nullable().default(null),
    classId: idParam.nullable().default(null),
    heads: z
      .array(z.object({ headId: idParam, amount: amount.min(1, 'An amount must be more than zero.') }))
      .min(1, 'Add at least one fee head.')
      .max(20, 'At most twenty heads.'),
    instalments: z
      .array(
        z.object({
          label: z.string().trim().max(40).default(''),
          dueOn: calendarDate('Please enter a valid due date.'),
          amount: amount.min(1, 'An instalment must be more than zero.'),
        }),
      )
      .min(1, 'Add at least one instalment.')
      .max(24, 'At most twenty-four instalments.'),
    fine: fineRule.default({ kind: 'none', amount: 0, graceDays: 0, cap: null }),
    /** Charged when a cheque paid against this plan bounces. */
    bounceCharge: amount.default(0),
    active: z.boolean().default(true),
  })
  .superRefine((plan, ctx) => {
    if (plan.batchId === null && plan.classId === null)
      ctx.addIssue({ code: 'custom', path: ['batchId'], message: feeMessages.batchOrClass });
    const ids = plan.heads.map((h) => h.headId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['heads'], message: feeMessages.headTwice });
    plan.instalments.forEach((inst, i) => {
      if (i > 0 && inst.dueOn <= plan.instalments[i - 1]!.dueOn)
        ctx.addIssue({
          code: 'custom',
          path: ['instalments', i, 'dueOn'],
          message: feeMessages.datesInOrder,
        });
    });
    const total = plan.heads.reduce((sum, h) => sum + h.amount, 0);
    const split = plan.instalments.reduce((sum, inst) => sum + inst.amount, 0);
    if (split !== total)
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: feeMessages.sumMismatch(formatMoney(split), formatMoney(total)),
      });
  });
export type FeePlanInput = z.input<typeof feePlanInput>;

export const feePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  total: z.number().int(),
  heads: z.array(
    z.object({
      headId: z.number().int(),
      headName: z.string(),
      amount: z.number().int(),
      gstRate: z.number().int().nullable(),
    }),
  ),
  instalments: z.array(
    z.object({ number: z.number().int(), label: z.string(), dueOn: z.string(), amount: z.number().int() }),
  ),
  fine: z.object({
    kind: z.enum(FINE_KINDS),
    amount: z.number().int(),
    graceDays: z.number().int(),
    cap: z.number().int().nullable(),
  }),
  bounceCharge: z.number().int(),
  active: z.boolean(),
  /** Students billed on it: its amounts and dates no longer change what they owe. */
  studentsBilled: z.number().int(),
});
export type FeePlan = z.infer<typeof feePlan>;

export const feePlanListQuery = z.object({
  ...pageFields,
  batchId: idParam.optional(),
  classId: idParam.optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type FeePlanListQuery = z.input<typeof feePlanListQuery>;
export const feePlanPage = pageOf(feePlan);
export type FeePlanPage = z.infer<typeof feePlanPage>;

/** The plans a batch offers (its own, then its class's), the first one preselected. */
export const batchFeePlans = z.object({
  data: z.array(
    z.object({ id: z.number().int(), name: z.string(), total: z.number().int(), forBatch: z.boolean() }),
  ),
});
export type BatchFeePlans = z.infer<typeof batchFeePlans>;

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

/**
 * How a plan's instalments take its heads: in the heads' order, each instalment filling from where
 * the one before stopped (admission ₹5,000 and tuition ₹40,000 in ₹25,000 + ₹20,000: the first is
 * admission ₹5,000 + tuition ₹20,000, the second tuition ₹20,000). Exact in paise, no rounding, so
 * every due carries one head (and its GST) and the dues add up to the plan. Instalments that do not
 * add up to the heads give what they can (the plan's input refuses them before this is used).
 */
export function instalmentShares(
  heads: readonly { headId: number; amount: number }[],
  instalments: readonly { amount: number }[],
): { headId: number; amount: number }[][] {
  let head = 0;
  let leftInHead = heads[0]?.amount ?? 0;
  return instalments.map((instalment) => {
    const shares: { headId: number; amount: number }[] = [];
    let needed = instalment.amount;
    while (needed > 0 && head < heads.length) {
      const take = Math.min(needed, leftInHead);
      if (take > 0) shares.push({ headId: heads[head]!.headId, amount: take });
      needed -= take;
      leftInHead -= take;
      if (leftInHead === 0) leftInHead = heads[++head]?.amount ?? 0;
    }
    return shares;
  });
}

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
    category: z.enum(CONCESSION_CATEGORIES, { error: 'Choose a category.' }),
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

// ---- collection and receipts (PaidFees, ReceiptPopup) ----

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'cheque', 'bank'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const paymentMessages = {
  receiptNotFound: 'Receipt not found.',
  duesNotFound: 'Choose dues of this student that are still owed.',
  chequeDetails: 'A cheque needs its six-digit number and the bank.',
  referenceNeeded: 'Give the payment’s reference (UTR or transaction id).',
  alreadyCancelled: 'This receipt is already cancelled.',
  alreadyBounced: 'This cheque has already bounced.',
  notCheque: 'Only a receipt paid by cheque can bounce.',
  notValid: 'Only a receipt that stands can be sent.',
  future: 'A payment cannot be dated after today.',
  rangeBackwards: 'The first day must be on or before the last.',
} as const;

/**
 * Money received from (or for) a student: against the dues chosen, or the oldest first when none
 * are; what is left over is held as credit and goes to the next dues billed.
 */
export const collectInput = z
  .object({
    amount: amount.min(1, 'Enter the amount received.'),
    mode: z.enum(PAYMENT_MODES, { error: 'Choose how it was paid.' }),
    receivedOn: calendarDate('Please enter a valid date.'),
    dueIds: z.array(idParam).max(200).default([]),
    reference: z.string().trim().max(60).default(''),
    chequeNumber: z
      .string()
      .trim()
      .regex(/^$|^\d{6}$/, 'A cheque number is six digits.')
      .default(''),
    chequeBank: z.string().trim().max(80).default(''),
    note: z.string().trim().max(200).default(''),
  })
  .refine((p) => p.mode !== 'cheque' || (p.chequeNumber !== '' && p.chequeBank !== ''), {
    path: ['chequeNumber'],
    message: paymentMessages.chequeDetails,
  })
  .refine((p) => (p.mode !== 'bank' && p.mode !== 'upi') || p.reference !== '', {
    path: ['reference'],
    message: paymentMessages.referenceNeeded,
  });
export type CollectInput = z.input<typeof collectInput>;

/** A receipt stands, was cancelled (a mistake), or its cheque bounced; only valid ones count. */
export const RECEIPT_STATUSES = ['valid', 'cancelled', 'bounced'] as const;

export const receipt = z.object({
  id: z.number().int(),
  number: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  centreName: z.string(),
  receivedOn: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  chequeNumber: z.string(),
  chequeBank: z.string(),
  note: z.string(),
  amount: z.number().int(),
  /** Of the amount, what went to dues (the rest is the student's credit). */
  applied: z.number().int(),
  items: z.array(
    z.object({
      dueId: z.number().int(),
      label: z.string(),
      headName: z.string(),
      batchName: z.string().nullable(),
      gstRate: z.number().int().nullable(),
      amount: z.number().int(),
    }),
  ),
  cashier: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  /** When and why it stopped counting (cancelled, or the cheque bounced). */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string(),
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const cancelReceiptInput = z.object({ reason: requiredText(300, 'Please say why.') });

/** A bounced cheque: the dues owe again, and the plan's bounce charge is billed unless waived. */
export const bounceChequeInput = z.object({
  reason: requiredText(300, 'Please give the bank’s reason.'),
  charge: z.boolean().default(true),
});

// ---- late fines ----

export const fineMessages = {
  dueNotFound: 'Due not found.',
  nothingToWaive: 'This instalment has no fine to waive.',
  /** The head under which bounce charges are billed (made on first use). */
  bounceHead: 'Cheque bounce charge',
} as const;

/** Waiving an instalment's late fine (what is unpaid of it); the job adds no more to it. */
export const waiveFineInput = z.object({ reason: requiredText(200, 'Please say why.') });

/**
 * The GST inside an amount the family pays (fees are quoted inclusive of tax): the tax to the paisa
 * and the taxable value, which add back to the amount exactly.
 */
export function gstIncluded(amount: number, rate: number | null): { taxable: number; tax: number } {
  const tax = rate ? Math.round((amount * rate) / (100 + rate)) : 0;
  return { taxable: amount - tax, tax };
}

// ---- the day book (PaidFees) ----

/** Cash in hand at the counter; everything else reaches the bank. */
export const CASH_MODES: readonly PaymentMode[] = ['cash'];

export const collectionQuery = z.object({
  ...pageFields,
  /** The first and last day received (the day book's range); both default to today. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  mode: z.enum(PAYMENT_MODES).optional(),
  centreId: idParam.optional(),
  cashierId: idParam.optional(),
  /** Receipts that paid dues of this batch. */
  batchId: idParam.optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
});
export type CollectionQuery = z.input<typeof collectionQuery>;

/** One receipt in the day book. */
export const collectionRow = z.object({
  id: z.number().int(),
  number: z.string(),
  receivedOn: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  centreName: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  amount: z.number().int(),
  cashier: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
});
export type CollectionRow = z.infer<typeof collectionRow>;

export const collectionPage = pageOf(collectionRow).extend({
  /** Valid receipts of every matching row (not only this page): by mode, cash in hand, bank, all. */
  totals: z.object({
    byMode: z.record(z.enum(PAYMENT_MODES), z.number().int()),
    cash: z.number().int(),
    bank: z.number().int(),
    amount: z.number().int(),
    receipts: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type CollectionPage = z.infer<typeof collectionPage>;

/** Month by month, what valid receipts brought in (the Paid Fees chart), oldest first. */
export const collectionMonths = z.object({
  data: z.array(z.object({ month: z.string(), amount: z.number().int(), receipts: z.number().int() })),
});
export type CollectionMonths = z.infer<typeof collectionMonths>;
export const collectionMonthsQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
  centreId: idParam.optional(),
});

/** Who has collected money (the day book's cashier filter). */
export const cashierList = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** The students a cashier may collect from, found by name, admission number or mobile (a picker). */
export const feeStudentQuery = z.object({ q: z.string().trim().max(100).default('') });
export const FEE_STUDENTS_SHOWN = 20;
export const feeStudentList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      centreName: z.string(),
      /** What they owe now (all dues, due or not). */
      balance: z.number().int(),
    }),
  ),
  /** More than FEE_STUDENTS_SHOWN match: type more. */
  more: z.boolean(),
});
export type FeeStudentList = z.infer<typeof feeStudentList>;

// ---- reminders and receipts sent to families ----

/** Remind the families of these students of what they owe (Pending Fees). */
export const remindInput = z.object({
  studentIds: z.array(idParam).min(1, 'Choose the students to remind.').max(500),
});
export type RemindInput = z.input<typeof remindInput>;

/** What a reminder or a sent receipt did: messages written, and students left out with why. */
export const sentResult = z.object({
  /** Students whose family was told. */
  told: z.number().int(),
  messages: z.number().int(),
  /** Owing nothing now, or no guardian to tell. */
  skipped: z.number().int(),
});
export type SentResult = z.infer<typeof sentResult>;

// ---- coupons (SpecialCoupon) ----

export const couponMessages = {
  notFound: 'No coupon has this code.',
  codeTaken: 'Another coupon already has this code.',
  inactive: 'This coupon has been switched off.',
  notYet: (from: string) => `This coupon can be used from ${from}.`,
  expired: (to: string) => `This coupon expired on ${to}.`,
  usedUp: 'This coupon has been used as many times as it allows.',
  usedByStudent: 'This student has already used this coupon as many times as it allows.',
  wrongBatch: 'This coupon is not for this batch.',
  nothingCovered: 'Nothing owed on this batch is covered by this coupon.',
  rangeBackwards: 'The last day must be on or after the first.',
  inUse: 'A coupon that has been used cannot be deleted; switch it off instead.',
} as const;

/** A coupon: its code, % or flat, the days it works, how often, and what it may reduce. */
export const couponInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, 'A code is 3 to 20 letters, digits or dashes.'),
    description: z.string().trim().max(200).default(''),
    kind: z.enum(CONCESSION_KINDS),
    /** Percent in hundredths of a percent (12.5 % = 1250); flat in paise. */
    value: z.number().int().min(1, 'Enter more than zero.'),
    validFrom: calendarDate('Please enter a valid date.'),
    validTo: calendarDate('Please enter a valid date.'),
    /** Uses in all (null: no limit) and per student. */
    usageLimit: z.number().int().min(1, 'At least once.').max(1_000_000).nullable().default(null),
    perStudentLimit: z.number().int().min(1, 'At least once.').max(100).default(1),
    /** Only these batches' fees (none: any batch). */
    batchIds: z.array(idParam).max(200).default([]),
    /** Only these heads' dues (none: every head). */
    headIds: z.array(idParam).max(50).default([]),
    active: z.boolean().default(true),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 10_000, {
    path: ['value'],
    message: 'A percentage is at most 100.',
  })
  .refine((c) => c.validTo >= c.validFrom, { path: ['validTo'], message: couponMessages.rangeBackwards });
export type CouponInput = z.input<typeof couponInput>;

export const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(CONCESSION_KINDS),
  value: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  usageLimit: z.number().int().nullable(),
  perStudentLimit: z.number().int(),
  batches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  heads: z.array(z.object({ id: z.number().int(), name: z.string() })),
  active: z.boolean(),
  /** Redemptions that stand (a withdrawn one gives its use back), and what they took off. */
  used: z.number().int(),
  discounted: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

export const COUPON_STATES = ['current', 'upcoming', 'expired', 'inactive'] as const;
export const couponListQuery = z.object({ ...pageFields, state: z.enum(COUPON_STATES).optional() });
export type CouponListQuery = z.input<typeof couponListQuery>;
export const couponPage = pageOf(coupon);
export type CouponPage = z.infer<typeof couponPage>;

/** Redeeming a coupon on what a student owes for a batch: a concession of category `coupon`. */
export const redeemCouponInput = z.object({
  code: z.string().trim().toUpperCase().min(1, 'Enter the coupon code.').max(20),
  batchId: idParam,
});
export type RedeemCouponInput = z.input<typeof redeemCouponInput>;
