import { describe, expect, it } from 'vitest';
import type { Coupon, Due } from '@kaksha/contracts';
import { showsFine, waivableFine } from '../components/dues.ts';
import { reminderSummary } from '../components/reminders.ts';
import {
  couponValues,
  newCoupon,
  toCouponInput,
  validateCoupon,
  withChosen,
} from '../coupons/couponValues.ts';

const saved: Coupon = {
  id: 5,
  code: 'DIWALI-25',
  description: 'Diwali offer',
  kind: 'percent',
  value: 1250,
  validFrom: '2026-10-01',
  validTo: '2026-11-15',
  usageLimit: null,
  perStudentLimit: 1,
  batches: [{ id: 7, name: 'JEE Morning' }],
  heads: [],
  active: true,
  used: 3,
  discounted: 450_000,
  createdAt: '2026-09-20T05:00:00.000Z',
};

describe('the coupon form', () => {
  it('sends a percent in hundredths, a flat amount in paise, no overall limit when empty and ids as numbers', () => {
    const values = { ...newCoupon('2026-10-01'), code: 'DIWALI-25', value: '12.5', validTo: '2026-11-15' };
    expect(toCouponInput({ ...values, batchIds: ['7', '9'], headIds: ['2'] })).toEqual({
      code: 'DIWALI-25',
      description: '',
      kind: 'percent',
      value: 1250,
      validFrom: '2026-10-01',
      validTo: '2026-11-15',
      usageLimit: null,
      perStudentLimit: 1,
      batchIds: [7, 9],
      headIds: [2],
      active: true,
    });
    expect(toCouponInput({ ...values, kind: 'flat', value: '1500.50', usageLimit: 40 })).toMatchObject({
      value: 150_050,
      usageLimit: 40,
    });
  });

  it('opens a saved coupon as it was typed, and sends it back unchanged', () => {
    const values = couponValues(saved);
    expect(values).toMatchObject({ value: '12.50', usageLimit: '', batchIds: ['7'], headIds: [] });
    expect(toCouponInput(values)).toMatchObject({ value: 1250, usageLimit: null, batchIds: [7] });
  });

  it('says what is wrong in the contract’s words', () => {
    const errors = validateCoupon({
      ...newCoupon('2026-10-10'),
      code: 'no',
      value: '120',
      validTo: '2026-10-01',
      perStudentLimit: '',
    });
    expect(errors).toEqual({
      code: 'A code is 3 to 20 letters, digits or dashes.',
      value: 'A percentage is at most 100.',
      validTo: 'The last day must be on or after the first.',
      perStudentLimit: 'At least once.',
    });
    // The contract upper-cases a code before checking it.
    expect(
      validateCoupon({ ...newCoupon('2026-10-10'), code: 'diwali', value: '10', validTo: '2026-10-30' }),
    ).toEqual({});
  });

  it('keeps a chosen batch that is no longer offered', () => {
    expect(
      withChosen(
        [{ value: '9', label: 'NEET (N1)' }],
        [
          { id: 9, name: 'NEET' },
          { id: 7, name: 'JEE Morning' },
        ],
      ),
    ).toEqual([
      { value: '9', label: 'NEET (N1)' },
      { value: '7', label: 'JEE Morning' },
    ]);
  });
});

describe('telling families', () => {
  it('says who was reminded and who was skipped', () => {
    const none = { reached: ['sms' as const], notSent: [], chatLink: null };
    expect(reminderSummary({ told: 12, messages: 24, skipped: 3, ...none })).toBe(
      'Reminded 12 families (24 messages); 3 skipped — nothing due or no guardian.',
    );
    expect(reminderSummary({ told: 1, messages: 1, skipped: 0, ...none })).toBe(
      'Reminded 1 family (1 message).',
    );
    expect(reminderSummary({ told: 0, messages: 0, skipped: 2, ...none })).toBe(
      'No family was reminded; 2 skipped — nothing due or no guardian.',
    );
    // What did not leave is said, as the delivery log says it (issue 65).
    const notSetUp = { channel: 'whatsapp' as const, reason: 'not sent: channel not set up' };
    expect(reminderSummary({ told: 1, messages: 2, skipped: 0, ...none, notSent: [notSetUp] })).toBe(
      'Reminded 1 family (2 messages). Not sent by WhatsApp: channel not set up.',
    );
  });
});

describe('an instalment’s fine', () => {
  const due = (fine: number, balance: number, fineWaived = false) => ({ fine, balance, fineWaived }) as Due;

  it('can be waived for what of it is unpaid, and only by a manager', () => {
    // ₹50 fine on a due with ₹30 left (the fine is paid last), and a due with no fine.
    expect(waivableFine([due(5000, 3000), due(0, 100_000)])).toBe(3000);
    expect(showsFine([due(5000, 3000)], true)).toBe(true);
    expect(showsFine([due(5000, 3000)], false)).toBe(false);
    expect(showsFine([due(5000, 0)], true)).toBe(false);
    // Waived: said to everyone.
    expect(showsFine([due(0, 100_000, true)], false)).toBe(true);
  });
});
