import { describe, expect, it } from 'vitest';
import type { Due } from '@kaksha/contracts';
import {
  defaultAmount,
  openDues,
  split,
  toCollectInput,
  validateCollect,
  type CollectValues,
} from '../collect/collectValues.ts';
import { dueOf } from '../../../test/fees.ts';

const due = (id: number, dueOn: string, balance: number, instalment = 1): Due =>
  dueOf(id, instalment, { dueOn, paid: 1_000_000 - balance, balance });

const dues = [
  due(3, '2026-08-10', 1_000_000, 3),
  due(1, '2026-04-10', 250_050, 1),
  due(2, '2026-06-10', 0, 2),
];

const values = (change: Partial<CollectValues> = {}): CollectValues => ({
  dueIds: [],
  amount: '1500',
  mode: 'cash',
  receivedOn: '2026-06-15',
  reference: '',
  chequeNumber: '',
  chequeBank: '',
  note: '',
  payerName: '',
  ...change,
});

describe('collecting against dues', () => {
  it('offers the dues still owed, oldest first, as the server pays them', () => {
    expect(openDues(dues).map((d) => d.id)).toEqual([1, 3]);
  });

  it('starts the amount at what the ticked dues owe, or at everything overdue when none is ticked', () => {
    expect(defaultAmount(dues, [], 250_050)).toBe(250_050);
    expect(defaultAmount(dues, ['1'], 250_050)).toBe(250_050);
    expect(defaultAmount(dues, ['1', '3'], 250_050)).toBe(1_250_050);
    expect(defaultAmount(dues, ['3'], 0)).toBe(1_000_000);
  });

  it('says what goes to dues and what is held as credit', () => {
    expect(split(dues, [], 500_000)).toEqual({ applied: 500_000, credit: 0 });
    expect(split(dues, ['1'], 500_000)).toEqual({ applied: 250_050, credit: 249_950 });
    expect(split(dues, [], 2_000_000)).toEqual({ applied: 1_250_050, credit: 749_950 });
    expect(split([], [], 10_000)).toEqual({ applied: 0, credit: 10_000 });
  });

  it('sends paise, numeric ids and only the details the mode asks for', () => {
    const left = { reference: 'UTR1', chequeNumber: '123456', chequeBank: 'SBI' };
    expect(toCollectInput(values({ amount: '1,500.5', dueIds: ['1', '3'], mode: 'upi', ...left }))).toEqual({
      amount: 150_050,
      mode: 'upi',
      receivedOn: '2026-06-15',
      dueIds: [1, 3],
      reference: 'UTR1',
      chequeNumber: '',
      chequeBank: '',
      note: '',
      payerName: '',
      // No reason for writing into closed books until the server asks for one.
      lockReason: '',
    });
    expect(toCollectInput(values({ mode: 'cheque', ...left }))).toMatchObject({
      reference: '',
      chequeNumber: '123456',
      chequeBank: 'SBI',
    });
    expect(toCollectInput(values({ mode: 'cash', ...left }))).toMatchObject({
      reference: '',
      chequeNumber: '',
      chequeBank: '',
    });
  });

  it('refuses what the server would, before asking it', () => {
    const check = validateCollect('2026-06-15');
    expect(check(values())).toEqual({});
    expect(check(values({ amount: '' })).amount).toBe('Enter the amount received.');
    expect(check(values({ receivedOn: '2026-06-16' })).receivedOn).toBe(
      'A payment cannot be dated after today.',
    );
    expect(check(values({ mode: 'upi' })).reference).toBe(
      'Give the payment’s reference (UTR or transaction id).',
    );
    expect(check(values({ mode: 'bank' })).reference).toBeDefined();
    expect(check(values({ mode: 'card' }))).toEqual({});
    // A cheque: the missing detail is named where it is missing.
    expect(check(values({ mode: 'cheque', chequeNumber: '123456' }))).toEqual({
      chequeBank: 'A cheque needs its six-digit number and the bank.',
    });
    expect(check(values({ mode: 'cheque', chequeBank: 'SBI' }))).toEqual({
      chequeNumber: 'A cheque needs its six-digit number and the bank.',
    });
    expect(check(values({ mode: 'cheque', chequeNumber: '12345', chequeBank: 'SBI' })).chequeNumber).toBe(
      'A cheque number is six digits.',
    );
  });
});
