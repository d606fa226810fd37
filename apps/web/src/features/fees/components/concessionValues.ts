import type { FormErrors } from '@mantine/form';
import {
  concessionInput,
  concessionMessages,
  formatMoney,
  type ConcessionCategory,
  type Due,
  type FeeStatement,
} from '@kaksha/contracts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { rupeesToPaise } from '../../../lib/money.ts';

/** A concession as its form holds it: the batch's id as the select keeps it, the value as typed. */
export interface ConcessionValues {
  batchId: string | null;
  category: ConcessionCategory | null;
  kind: 'percent' | 'flat';
  value: string;
  reason: string;
}

/** A batch the student is billed for, and what is still owed on it. */
export interface BilledBatch {
  value: string;
  label: string;
  owed: number;
}

/** The batches of a statement's dues, in the statement's order, with what each still owes. */
export function billedBatches(dues: readonly Due[]): BilledBatch[] {
  const batches = new Map<string, BilledBatch>();
  for (const due of dues) {
    if (due.batchId === null) continue;
    const key = String(due.batchId);
    const batch = batches.get(key) ?? { value: key, label: due.batchName ?? key, owed: 0 };
    batch.owed += due.balance;
    batches.set(key, batch);
  }
  return [...batches.values()];
}

/** The batch select of a form on the statement: each batch with what it still owes. */
export const batchChoices = (batches: readonly BilledBatch[]) =>
  batches.map((b) => ({
    value: b.value,
    label: fmt(tFees.concessionForm.batchOwes, { batch: b.label, owed: formatMoney(b.owed) }),
  }));

/** The batch a form on the statement starts on: the first that still owes something. */
export const firstOwing = (batches: readonly BilledBatch[]) =>
  (batches.find((b) => b.owed > 0) ?? batches[0])?.value ?? null;

/** What a form on the statement that takes money off (a concession, a coupon) is given; `onDone` gets what it says. */
export interface MoneyOffFormProps {
  statement: FeeStatement;
  onCancel: () => void;
  onDone: (text: string) => void;
}

/** The concession just made (a given one, a redeemed coupon): the newest, whose amount the server worked out. */
export const newestConcession = (statement: FeeStatement) =>
  statement.concessions.reduce((a, b) => (b.id > a.id ? b : a), statement.concessions[0]!);

/** The contract's input: a percent in hundredths (12.5 → 1250) or a flat amount in paise. */
export const toConcessionInput = (v: ConcessionValues) => ({
  batchId: Number(v.batchId),
  category: v.category,
  kind: v.kind,
  // Hundredths of a percent are read from two decimals exactly as paise are from rupees.
  value: rupeesToPaise(v.value) ?? 0,
  reason: v.reason,
});

/** What the concession would take off, as the server works it out (a percent of the batch's unpaid dues, rounded down). */
export function concessionAmount(v: ConcessionValues, owed: number): number {
  const value = rupeesToPaise(v.value) ?? 0;
  return v.kind === 'percent' ? Math.floor((owed * Math.min(value, 10_000)) / 10_000) : value;
}

const checkContract = zodResolver(concessionInput, toConcessionInput);

/**
 * The contract's messages, one for a batch not chosen (to the contract an id of 0), and the server's
 * own refusal of a flat amount above what is owed, said before the round trip.
 */
export function validateConcession(batches: readonly BilledBatch[]) {
  return (values: ConcessionValues): FormErrors => {
    const errors = checkContract(values);
    const batch = batches.find((b) => b.value === values.batchId);
    if (!batch) errors.batchId = tFees.concessionForm.pickBatch;
    else if (values.kind === 'flat' && !errors.value && concessionAmount(values, batch.owed) > batch.owed)
      errors.value = concessionMessages.moreThanOwed(formatMoney(batch.owed));
    return errors;
  };
}
