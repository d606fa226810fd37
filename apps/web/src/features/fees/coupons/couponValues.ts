import { couponInput, type Coupon } from '@kaksha/contracts';
import { zodResolver } from '../../../lib/form.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';

/** A coupon as its form holds it: amounts as typed, counts as NumberInput gives them ('' when empty), ids as the selects keep them. */
export interface CouponValues {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: string;
  validFrom: string;
  validTo: string;
  usageLimit: number | string;
  perStudentLimit: number | string;
  batchIds: string[];
  headIds: string[];
  active: boolean;
}

/** A new coupon's form: a percentage, usable from today, once per student, for anyone. */
export const newCoupon = (today: string): CouponValues => ({
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  validFrom: today,
  validTo: '',
  usageLimit: '',
  perStudentLimit: 1,
  batchIds: [],
  headIds: [],
  active: true,
});

/** A saved coupon in its form: its value back as the text that would have been typed. */
export const couponValues = (c: Coupon): CouponValues => ({
  code: c.code,
  description: c.description,
  kind: c.kind,
  // Hundredths of a percent read and write like paise (1250 ↔ '12.5').
  value: paiseToRupees(c.value),
  validFrom: c.validFrom,
  validTo: c.validTo,
  usageLimit: c.usageLimit ?? '',
  perStudentLimit: c.perStudentLimit,
  batchIds: c.batches.map((b) => String(b.id)),
  headIds: c.heads.map((h) => String(h.id)),
  active: c.active,
});

/**
 * The contract's input: a percent in hundredths or a flat amount in paise; an empty overall limit
 * is no limit, while an empty per-student limit is 0, which the contract refuses with its words.
 */
export const toCouponInput = (v: CouponValues) => ({
  code: v.code,
  description: v.description,
  kind: v.kind,
  value: rupeesToPaise(v.value) ?? 0,
  validFrom: v.validFrom,
  validTo: v.validTo,
  usageLimit: v.usageLimit === '' ? null : Number(v.usageLimit),
  perStudentLimit: v.perStudentLimit === '' ? 0 : Number(v.perStudentLimit),
  batchIds: v.batchIds.map(Number),
  headIds: v.headIds.map(Number),
  active: v.active,
});

export const validateCoupon = zodResolver(couponInput, toCouponInput);

/**
 * Options for a multi-select: the ones offered, then any the record already has that are no longer
 * offered (an ended batch, an inactive head), so editing never drops them without being asked.
 */
export function withChosen(
  offered: readonly { value: string; label: string }[],
  chosen: readonly { id: number; name: string }[],
) {
  const known = new Set(offered.map((o) => o.value));
  return [
    ...offered,
    ...chosen.filter((c) => !known.has(String(c.id))).map((c) => ({ value: String(c.id), label: c.name })),
  ];
}
