import { z } from 'zod';
import { CONCESSION_KINDS } from './dues.ts';
import { calendarDate, idParam, pageFields, pageOf } from '../common.ts';

/** SpecialCoupon: coupons redeemed as concessions (decision 028). */

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
  nobodyBilled: 'A coupon needs students seated and billed on a fee plan now.',
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
