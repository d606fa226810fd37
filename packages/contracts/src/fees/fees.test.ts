import { describe, expect, it } from 'vitest';
import { feePlanInput, feeMessages, gstIncluded, instalmentShares, longPast } from './index.ts';

describe('instalmentShares', () => {
  it('fills each instalment from the heads in order, exactly', () => {
    const heads = [
      { headId: 1, amount: 500_000 },
      { headId: 2, amount: 4_000_000 },
    ];
    expect(instalmentShares(heads, [{ amount: 2_500_000 }, { amount: 2_000_000 }])).toEqual([
      [
        { headId: 1, amount: 500_000 },
        { headId: 2, amount: 2_000_000 },
      ],
      [{ headId: 2, amount: 2_000_000 }],
    ]);
  });

  it('keeps every paisa for any split that adds up', () => {
    for (let trial = 0; trial < 200; trial++) {
      const heads = Array.from({ length: 1 + (trial % 5) }, (_, i) => ({
        headId: i + 1,
        amount: 1 + ((trial * 7919 + i * 104_729) % 1_000_003),
      }));
      const total = heads.reduce((s, h) => s + h.amount, 0);
      const count = 1 + (trial % 7);
      const parts = Array.from({ length: count }, (_, i) =>
        i < count - 1 ? Math.floor(total / count) : total - Math.floor(total / count) * (count - 1),
      ).filter((p) => p > 0);
      const shares = instalmentShares(
        heads,
        parts.map((amount) => ({ amount })),
      );
      shares.forEach((s, i) => expect(s.reduce((sum, x) => sum + x.amount, 0)).toBe(parts[i]));
      for (const h of heads)
        expect(
          shares
            .flat()
            .filter((x) => x.headId === h.headId)
            .reduce((sum, x) => sum + x.amount, 0),
        ).toBe(h.amount);
    }
  });
});

describe('feePlanInput', () => {
  const plan = {
    name: 'JEE 2027',
    batchId: 1,
    heads: [{ headId: 1, amount: 100_000 }],
    instalments: [
      { dueOn: '2027-04-10', amount: 60_000 },
      { dueOn: '2027-07-10', amount: 40_000 },
    ],
  };
  it('takes instalments that add up to the heads', () => {
    expect(feePlanInput.safeParse(plan).success).toBe(true);
  });
  it('names both sums when they do not agree', () => {
    const result = feePlanInput.safeParse({
      ...plan,
      instalments: [{ dueOn: '2027-04-10', amount: 99_999 }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['instalments'],
      message: feeMessages.sumMismatch('₹999.99', '₹1,000.00'),
    });
  });
  it('wants due dates in order and a batch or a class', () => {
    const result = feePlanInput.safeParse({
      ...plan,
      batchId: null,
      instalments: [...plan.instalments].reverse(),
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['batchId', feeMessages.batchOrClass],
      ['instalments.1.dueOn', feeMessages.datesInOrder],
    ]);
  });
});

describe('gstIncluded', () => {
  it('takes the tax out of an inclusive amount to the paisa, and the parts add back up', () => {
    expect(gstIncluded(11_800, 18)).toEqual({ taxable: 10_000, tax: 1_800 });
    expect(gstIncluded(500_000, null)).toEqual({ taxable: 500_000, tax: 0 });
    for (const amount of [1, 99, 12_345, 2_000_000])
      for (const rate of [5, 12, 18, 28]) {
        const { taxable, tax } = gstIncluded(amount, rate);
        expect(taxable + tax).toBe(amount);
      }
  });
});

describe('an instalment long past (issue 65, bug 3)', () => {
  it('is one due more than a year before today; this year’s past days and days to come are not', () => {
    expect(longPast('2020-06-01', '2026-12-07')).toBe(true);
    expect(longPast('2025-12-06', '2026-12-07')).toBe(true);
    expect(longPast('2026-06-01', '2026-12-07')).toBe(false);
    expect(longPast('2027-01-10', '2026-12-07')).toBe(false);
    expect(longPast('', '2026-12-07')).toBe(false);
  });
});
