import type { FormErrors } from '@mantine/form';
import { collectInput, paymentMessages, type Due, type DeskMode } from '@kaksha/contracts';
import { zodResolver } from '../../../lib/form.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';

/** A payment as the collect form holds it: dues ticked as the checkboxes keep them, the amount as typed. */
export interface CollectValues {
  dueIds: string[];
  amount: string;
  mode: DeskMode;
  receivedOn: string;
  reference: string;
  chequeNumber: string;
  chequeBank: string;
  note: string;
  /** Who paid, for the receipt; empty: the student's main contact. */
  payerName: string;
  /** Asked for only when the server says the day's books are closed and the user may write there. */
  lockReason?: string;
}

/** The details each mode asks for; the others are not sent (a cheque number left over from a change of mind). */
export const MODE_FIELDS: Record<DeskMode, readonly ('reference' | 'chequeNumber' | 'chequeBank')[]> = {
  cash: [],
  upi: ['reference'],
  card: ['reference'],
  cheque: ['chequeNumber', 'chequeBank'],
  bank: ['reference'],
};

/** The dues still owed, oldest first (the order the server pays them in when none is ticked). */
export const openDues = (dues: readonly Due[]): Due[] =>
  dues
    .filter((d) => d.balance > 0)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.instalment - b.instalment || a.id - b.id);

/**
 * What the amount field starts at: the balance of the dues ticked, or, with none ticked, everything
 * overdue (what a cashier is usually asked to take). Paise.
 */
export function defaultAmount(dues: readonly Due[], dueIds: readonly string[], overdue: number): number {
  if (dueIds.length === 0) return overdue;
  return dues.filter((d) => dueIds.includes(String(d.id))).reduce((sum, d) => sum + d.balance, 0);
}

/** The amount field's text for `paise` (empty for nothing, so the field asks for an amount). */
export const amountText = (paise: number) => (paise > 0 ? paiseToRupees(paise) : '');

/**
 * How the server will split `amount`: what goes to dues (those ticked, or all that are owed) and what
 * is left over as the student's credit.
 */
export function split(dues: readonly Due[], dueIds: readonly string[], amount: number) {
  const owed = dues
    .filter((d) => dueIds.length === 0 || dueIds.includes(String(d.id)))
    .reduce((sum, d) => sum + d.balance, 0);
  const applied = Math.min(amount, owed);
  return { applied, credit: amount - applied };
}

/** The contract's input: paise, numeric ids, and only the details the chosen mode asks for. */
export function toCollectInput(v: CollectValues) {
  const kept = MODE_FIELDS[v.mode];
  const detail = (name: 'reference' | 'chequeNumber' | 'chequeBank') => (kept.includes(name) ? v[name] : '');
  return {
    amount: rupeesToPaise(v.amount) ?? 0,
    mode: v.mode,
    receivedOn: v.receivedOn,
    dueIds: v.dueIds.map(Number),
    reference: detail('reference'),
    chequeNumber: detail('chequeNumber'),
    chequeBank: detail('chequeBank'),
    note: v.note,
    payerName: v.payerName,
    lockReason: v.lockReason ?? '',
  };
}

const checkContract = zodResolver(collectInput, toCollectInput);

/**
 * The contract's messages, and the server's refusal of a day after today said before the round trip.
 * A cheque without its bank is told under the bank (the contract names only the number).
 */
export function validateCollect(today: string) {
  return (values: CollectValues): FormErrors => {
    const errors = checkContract(values);
    if (!errors.receivedOn && values.receivedOn > today) errors.receivedOn = paymentMessages.future;
    if (values.mode === 'cheque') {
      if (values.chequeBank.trim() === '') errors.chequeBank = paymentMessages.chequeDetails;
      // The contract names the number for either detail missing: a number given is not the one missing.
      if (values.chequeNumber.trim() !== '' && errors.chequeNumber === paymentMessages.chequeDetails)
        delete errors.chequeNumber;
    }
    return errors;
  };
}
