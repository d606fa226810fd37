import { randomId } from '@mantine/hooks';
import type { FormErrors } from '@mantine/form';
import { feePlanInput, type FeePlan, type FineKind } from '@kaksha/contracts';
import { zodResolver } from '../../../lib/form.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';

/** A fee plan as its form holds it: ids as the selects keep them, amounts as typed (rupees). */
export interface PlanValues {
  name: string;
  scope: 'batch' | 'class';
  batchId: string | null;
  classId: string | null;
  /** `key` keeps each row's inputs when a row above it is removed. */
  heads: { key: string; headId: string | null; amount: string }[];
  instalments: { key: string; label: string; dueOn: string; amount: string }[];
  fine: { kind: FineKind; amount: string; graceDays: number | string; cap: string };
  bounceCharge: string;
  /** Days from the due date, as the multi-select keeps them ('-3', '7'). */
  reminderDays: string[];
  active: boolean;
}

export const headRow = (headId: string | null = null, amount = '') => ({ key: randomId(), headId, amount });
export const instalmentRow = (label = '', dueOn = '', amount = '') => ({
  key: randomId(),
  label,
  dueOn,
  amount,
});

const id = (value: number | null | undefined) => (value ? String(value) : null);
const optionalRupees = (paise: number | null) => (paise ? paiseToRupees(paise) : '');

export function valuesOf(plan: FeePlan | null): PlanValues {
  return {
    name: plan?.name ?? '',
    scope: plan && plan.batchId === null ? 'class' : 'batch',
    batchId: id(plan?.batchId),
    classId: id(plan?.classId),
    heads: plan ? plan.heads.map((h) => headRow(String(h.headId), paiseToRupees(h.amount))) : [headRow()],
    instalments: plan
      ? plan.instalments.map((i) => instalmentRow(i.label, i.dueOn, paiseToRupees(i.amount)))
      : [instalmentRow()],
    fine: {
      kind: plan?.fine.kind ?? 'none',
      amount: optionalRupees(plan?.fine.amount ?? 0),
      graceDays: plan?.fine.graceDays ?? 0,
      cap: optionalRupees(plan?.fine.cap ?? null),
    },
    bounceCharge: optionalRupees(plan?.bounceCharge ?? 0),
    reminderDays: (plan?.reminderDays ?? []).map(String),
    active: plan?.active ?? true,
  };
}

/** A required amount: what is not an amount stays NaN, which the contract refuses in its own words. */
const amount = (text: string) => rupeesToPaise(text) ?? Number.NaN;
/** An amount that may be left empty (then `empty`). */
const optional = <E>(text: string, empty: E) => (text.trim() === '' ? empty : amount(text));

/** The contract's input (feePlanInput) from the form's values: only the batch or the class, paise. */
export function toInput(v: PlanValues) {
  return {
    name: v.name,
    batchId: v.scope === 'batch' && v.batchId ? Number(v.batchId) : null,
    classId: v.scope === 'class' && v.classId ? Number(v.classId) : null,
    heads: v.heads.map((h) => ({ headId: Number(h.headId), amount: amount(h.amount) })),
    instalments: v.instalments.map((i) => ({ label: i.label, dueOn: i.dueOn, amount: amount(i.amount) })),
    fine: {
      kind: v.fine.kind,
      amount: v.fine.kind === 'none' ? 0 : amount(v.fine.amount),
      graceDays: v.fine.kind === 'none' ? 0 : v.fine.graceDays,
      cap: v.fine.kind === 'daily' ? optional(v.fine.cap, null) : null,
    },
    bounceCharge: optional(v.bounceCharge, 0),
    reminderDays: v.reminderDays.map(Number),
    active: v.active,
  };
}

/** The heads' total and the instalments' sum as typed so far (an amount not yet readable counts 0). */
export function planSums(v: Pick<PlanValues, 'heads' | 'instalments'>) {
  const sum = (rows: { amount: string }[]) =>
    rows.reduce((n, row) => n + (rupeesToPaise(row.amount) ?? 0), 0);
  const total = sum(v.heads);
  const split = sum(v.instalments);
  return { total, split, difference: split - total };
}

const checkContract = zodResolver(feePlanInput, toInput);

/**
 * The contract's messages, and one the contract cannot word for a row whose head is not chosen yet
 * (to it, that is an id of 0). The server checks the same contract.
 */
export function validatePlan(values: PlanValues): FormErrors {
  const errors = checkContract(values);
  values.heads.forEach((h, i) => {
    if (!h.headId) errors[`heads.${i}.headId`] = tFees.planForm.pickHead;
  });
  return errors;
}
