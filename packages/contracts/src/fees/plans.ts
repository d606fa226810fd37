import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf, paise, requiredText } from '../common.ts';
import { formatMoney } from '../format.ts';

/**
 * Fee heads and plans (BatchFees): heads with GST, plans of heads and instalments that add up
 * (DESIGN §8, decision 027). Money is integer paise everywhere.
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

/** An instalment due more than this many days ago is warned of, never refused (issue 65, bug 3). */
export const LONG_PAST_DAYS = 365;

/** True when an instalment's day (YYYY-MM-DD) is more than LONG_PAST_DAYS before today: a slip of the year, most likely. */
export function longPast(dueOn: string | null | undefined, today: string): boolean {
  if (!dueOn || !/^\d{4}-\d{2}-\d{2}$/.test(dueOn)) return false;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000;
  return days > LONG_PAST_DAYS;
}

/** An amount of money a form may hold (at most ₹1 crore). */
export const moneyAmount = paise.max(1_000_000_000, 'At most ₹1,00,00,000.');

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
    amount: moneyAmount.default(0),
    graceDays: z.coerce.number().int().min(0, 'Grace days cannot be negative.').max(365).default(0),
    /** For a daily fine: the most one instalment can gather (null: no cap). */
    cap: moneyAmount.nullable().default(null),
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
      .array(z.object({ headId: idParam, amount: moneyAmount.min(1, 'An amount must be more than zero.') }))
      .min(1, 'Add at least one fee head.')
      .max(20, 'At most twenty heads.'),
    instalments: z
      .array(
        z.object({
          label: z.string().trim().max(40).default(''),
          dueOn: calendarDate('Please enter a valid due date.'),
          amount: moneyAmount.min(1, 'An instalment must be more than zero.'),
        }),
      )
      .min(1, 'Add at least one instalment.')
      .max(24, 'At most twenty-four instalments.'),
    fine: fineRule.default({ kind: 'none', amount: 0, graceDays: 0, cap: null }),
    /** Charged when a cheque paid against this plan bounces. */
    bounceCharge: moneyAmount.default(0),
    /**
     * When families are reminded of an unpaid instalment, in days from its due date: −3 is three
     * days before, 0 the day itself, 7 a week after.
     */
    reminderDays: z
      .array(z.number().int().min(-60, 'At most 60 days before.').max(90, 'At most 90 days after.'))
      .max(6, 'At most six reminders.')
      .default([]),
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

/** What a plan is, what it is for and its total: the plan in full and its list row both start so. */
const planSummary = {
  id: z.number().int(),
  name: z.string(),
  batchId: z.number().int().nullable(),
  batchName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  total: z.number().int(),
};

export const feePlan = z.object({
  ...planSummary,
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
  reminderDays: z.array(z.number().int()),
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
/**
 * A plan as its list shows it: what it is for, its total, how many instalments, how many students
 * were billed. The list leaves out the heads and instalments (sixteen rows a plan, most of the
 * list's cost, docs/benchmarks.md); the form reads the plan in full (`GET /api/v1/fee-plans/{id}`).
 */
export const feePlanRow = z.object({
  ...planSummary,
  instalmentCount: z.number().int(),
  active: z.boolean(),
  studentsBilled: z.number().int(),
});
export type FeePlanRow = z.infer<typeof feePlanRow>;
export const feePlanPage = pageOf(feePlanRow);
export type FeePlanPage = z.infer<typeof feePlanPage>;

/** The plans a batch offers (its own, then its class's), the first one preselected. */
export const batchFeePlans = z.object({
  data: z.array(
    z.object({ id: z.number().int(), name: z.string(), total: z.number().int(), forBatch: z.boolean() }),
  ),
});
export type BatchFeePlans = z.infer<typeof batchFeePlans>;

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
