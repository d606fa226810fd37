import type { Coupon } from '@kaksha/contracts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCoupons } from '../../../lib/i18n/coupons.ts';
import { tFees } from '../../../lib/i18n/fees.ts';

const s = tCoupons.list;

/** How the coupon list says a coupon's value, days, uses and scope (cells and cards alike). */
export function useCouponWords() {
  const formats = useFormats();
  return {
    /** 12.5 % or ₹500.00. */
    value: (c: Coupon) =>
      c.kind === 'percent' ? fmt(tFees.statement.percent, { n: c.value / 100 }) : formats.money(c.value),
    valid: (c: Coupon) =>
      fmt(s.validRange, { from: formats.calendarDate(c.validFrom), to: formats.calendarDate(c.validTo) }),
    used: (c: Coupon) =>
      c.usageLimit === null
        ? fmt(s.usedNoLimit, { used: c.used })
        : fmt(s.usedOf, { used: c.used, limit: c.usageLimit }),
    /** The batches and heads it is limited to, or "Any" when it is limited to neither. */
    scope: (c: Coupon) => {
      const parts = [
        c.batches.length ? fmt(s.batchesScope, { names: c.batches.map((b) => b.name).join(', ') }) : '',
        c.heads.length ? fmt(s.headsScope, { names: c.heads.map((h) => h.name).join(', ') }) : '',
      ].filter(Boolean);
      return parts.length ? parts.join('; ') : s.anyScope;
    },
  };
}
