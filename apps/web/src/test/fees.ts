import type { Due, Receipt } from '@kaksha/contracts';

/** Fee fixtures the fees' tests and the app's money test share: what the server answers. */

/**
 * A Tuition due of JEE Morning (batch 7), Term `instalment`, due on the 10th three months after the
 * term's number (Term 1: 10 April 2026), of ₹10,000 with nothing paid; `over` sets what a test needs.
 */
export const dueOf = (id: number, instalment: number, over: Partial<Due> = {}): Due => ({
  id,
  batchId: 7,
  batchName: 'JEE Morning',
  planName: 'JEE 2026',
  instalment,
  label: `Term ${instalment}`,
  headName: 'Tuition',
  gstRate: null,
  dueOn: `2026-0${instalment + 3}-10`,
  amount: 1_000_000,
  concession: 0,
  fine: 0,
  paid: 0,
  balance: 1_000_000,
  fineWaived: false,
  ...over,
});

/** An instalment of ₹20,000 for JEE Morning with `balance` paise still owed. */
export const due = (id: number, instalment: number, dueOn: string, balance: number): Due =>
  dueOf(id, instalment, { dueOn, amount: 2_000_000, paid: 2_000_000 - balance, balance });

/** Receipt 9, to student 42 (Meera Nair), as the server answers a collection. */
export const receipt: Receipt = {
  id: 9,
  number: 'IDR/26-27/0009',
  studentId: 42,
  studentName: 'Meera Nair',
  admissionNumber: 'ADM-0042',
  centreName: 'Indore',
  receivedOn: '2026-06-15',
  mode: 'upi',
  reference: '',
  chequeNumber: '',
  chequeBank: '',
  note: '',
  amount: 0,
  applied: 1_200_000,
  items: [],
  cashier: 'Asha Rao',
  status: 'valid',
  cancelledAt: null,
  cancelReason: '',
  createdAt: '2026-06-15T05:00:00.000Z',
  balanceAfter: 0,
  dueNowAfter: 0,
  nextDueOn: null,
  nextDueAmount: null,
  payerName: 'Sunita Nair',
  gstin: '',
};
