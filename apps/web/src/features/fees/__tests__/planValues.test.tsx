import { describe, expect, it } from 'vitest';
import { feePlanInput, type FeePlan } from '@kaksha/contracts';
import {
  headRow,
  instalmentRow,
  planSums,
  toInput,
  validatePlan,
  valuesOf,
  type PlanValues,
} from '../components/planValues.ts';

const plan = (change: Partial<PlanValues> = {}): PlanValues => ({
  ...valuesOf(null),
  name: 'JEE 2026',
  batchId: '7',
  heads: [headRow('1', '5000'), headRow('2', '40000')],
  instalments: [
    instalmentRow('Term 1', '2026-04-10', '25000'),
    instalmentRow('Term 2', '2026-07-10', '20000'),
  ],
  ...change,
});

describe('the plan form’s sum check', () => {
  it('gives the heads’ total, the instalments’ sum and the difference, in paise', () => {
    expect(planSums(plan())).toEqual({ total: 4_500_000, split: 4_500_000, difference: 0 });
    const short = plan({
      instalments: [instalmentRow('', '2026-04-10', '25000.50'), instalmentRow('', '', '')],
    });
    expect(planSums(short)).toEqual({ total: 4_500_000, split: 2_500_050, difference: -1_999_950 });
    const over = plan({
      heads: [headRow('1', '0.10'), headRow('2', '0.20')],
      instalments: [instalmentRow('', '', '0.31')],
    });
    expect(planSums(over)).toEqual({ total: 30, split: 31, difference: 1 });
  });

  it('lets the contract refuse instalments that do not add up, naming both sums', () => {
    const errors = validatePlan(plan({ instalments: [instalmentRow('Term 1', '2026-04-10', '25000')] }));
    expect(errors).toEqual({
      instalments: 'The instalments add up to ₹25,000.00, but the plan’s total is ₹45,000.00.',
    });
    expect(validatePlan(plan())).toEqual({});
  });

  it('names the row whose head or amount is missing', () => {
    const errors = validatePlan(plan({ heads: [headRow(null, '5000'), headRow('2', '')] }));
    expect(errors['heads.0.headId']).toBe('Choose a fee head.');
    expect(errors['heads.1.amount']).toBe('Please enter an amount.');
  });

  it('sends the batch or the class, amounts in paise and the fine only when there is one', () => {
    const input = feePlanInput.parse(
      toInput(
        plan({
          classId: '3',
          fine: { kind: 'daily', amount: '10.50', graceDays: 5, cap: '' },
          bounceCharge: '500',
          reminderDays: ['-3', '7'],
        }),
      ),
    );
    expect(input).toMatchObject({
      batchId: 7,
      classId: null,
      heads: [
        { headId: 1, amount: 500_000 },
        { headId: 2, amount: 4_000_000 },
      ],
      instalments: [
        { label: 'Term 1', dueOn: '2026-04-10', amount: 2_500_000 },
        { label: 'Term 2', dueOn: '2026-07-10', amount: 2_000_000 },
      ],
      fine: { kind: 'daily', amount: 1050, graceDays: 5, cap: null },
      bounceCharge: 50_000,
      reminderDays: [-3, 7],
    });
    const byClass = toInput(
      plan({ scope: 'class', classId: '3', fine: { kind: 'none', amount: 'x', graceDays: 9, cap: '1' } }),
    );
    expect(byClass).toMatchObject({
      batchId: null,
      classId: 3,
      fine: { kind: 'none', amount: 0, graceDays: 0, cap: null },
    });
  });

  it('gives back a saved plan as the form shows it', () => {
    const saved: FeePlan = {
      id: 4,
      name: 'Class 11',
      batchId: null,
      batchName: null,
      classId: 3,
      className: 'Class 11',
      total: 4_600_000,
      heads: [{ headId: 2, headName: 'Tuition', amount: 4_600_000, gstRate: 18 }],
      instalments: [
        { number: 1, label: '', dueOn: '2026-04-10', amount: 2_300_000 },
        { number: 2, label: '', dueOn: '2026-07-10', amount: 2_300_000 },
      ],
      fine: { kind: 'flat', amount: 25_050, graceDays: 3, cap: null },
      bounceCharge: 0,
      reminderDays: [-1, 15],
      active: false,
      studentsBilled: 2,
    };
    const values = valuesOf(saved);
    expect(values).toMatchObject({
      scope: 'class',
      classId: '3',
      heads: [{ headId: '2', amount: '46000' }],
      fine: { kind: 'flat', amount: '250.50', graceDays: 3, cap: '' },
      bounceCharge: '',
      reminderDays: ['-1', '15'],
      active: false,
    });
    expect(feePlanInput.parse(toInput(values))).toMatchObject({ classId: 3, fine: { amount: 25_050 } });
  });
});
