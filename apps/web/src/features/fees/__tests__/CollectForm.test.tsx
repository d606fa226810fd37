import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeeStatement, Receipt } from '@kaksha/contracts';
import { CollectForm } from '../collect/CollectForm.tsx';
import { due, receipt } from '../../../test/fees.ts';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Term 1 overdue (₹12,000), Term 2 not yet due (₹20,000). */
const statement: FeeStatement = {
  studentId: 42,
  dues: [due(1, 1, '2026-05-10', 1_200_000), due(2, 2, '2026-08-10', 2_000_000)],
  concessions: [],
  receipts: [],
  totals: {
    billed: 4_000_000,
    concession: 0,
    fine: 0,
    paid: 800_000,
    balance: 3_200_000,
    overdue: 1_200_000,
    credit: 0,
  },
};

function renderForm(reply: (body: unknown) => Response) {
  const onDone = vi.fn<(receipt: Receipt) => void>();
  const fetch = withServer(
    <CollectForm statement={statement} today="2026-06-15" onCancel={() => {}} onDone={onDone} />,
    (url, init) =>
      url === '/api/v1/students/42/payments' && init?.method === 'POST'
        ? reply(JSON.parse(String(init.body)))
        : json({ code: 'NOT_FOUND', message: 'Not here.' }, 404),
  );
  return { fetch, onDone, form: screen.getByRole('form', { name: 'Collect fee' }) };
}

const amountBox = (form: HTMLElement) => within(form).getByRole('textbox', { name: /^Amount received/ });

describe('CollectForm', () => {
  it('starts at what is overdue, follows the dues ticked until an amount is typed, and names the credit', async () => {
    const { form } = renderForm(() => json({}, 500));
    expect(amountBox(form)).toHaveProperty('value', '12000');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Term 2/ }));
    expect(amountBox(form)).toHaveProperty('value', '20000');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Term 1/ }));
    expect(amountBox(form)).toHaveProperty('value', '32000');
    await userEvent.clear(amountBox(form));
    await userEvent.type(amountBox(form), '35000');
    expect(
      within(form).getByText('Pays ₹32,000.00 towards dues; ₹3,000.00 is held as credit for the next dues.'),
    ).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Term 2/ }));
    expect(amountBox(form)).toHaveProperty('value', '35000');
  });

  it('asks UPI for its reference, puts the server’s refusal under its field, then sends paise', async () => {
    let calls = 0;
    const { fetch, onDone, form } = renderForm((body) =>
      ++calls === 1
        ? json(
            {
              code: 'VALIDATION',
              message: 'Check the form.',
              fieldErrors: { receivedOn: 'Not on a holiday.' },
            },
            400,
          )
        : json({ ...receipt, ...(body as object) }, 201),
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'UPI' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Collect and make receipt' }));
    expect(
      await within(form).findByText('Give the payment’s reference (UTR or transaction id).'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => u === '/api/v1/students/42/payments')).toBe(false);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Reference/ }), 'UTR 4471');
    // The guardian who paid, for the receipt (issue 65, bug 7).
    await userEvent.type(within(form).getByRole('textbox', { name: /^Paid by/ }), 'Sunita Nair');
    await userEvent.click(within(form).getByRole('button', { name: 'Collect and make receipt' }));
    expect(await within(form).findByText('Not on a holiday.')).toBeTruthy();
    expect(within(form).getByText('The payment could not be recorded.')).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'Collect and make receipt' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0].number).toBe('IDR/26-27/0009');
    const sent = fetch.mock.calls.filter(([u]) => u === '/api/v1/students/42/payments');
    expect(JSON.parse(String(sent[1]![1]!.body))).toEqual({
      amount: 1_200_000,
      mode: 'upi',
      receivedOn: '2026-06-15',
      dueIds: [],
      reference: 'UTR 4471',
      chequeNumber: '',
      chequeBank: '',
      note: '',
      payerName: 'Sunita Nair',
      // No reason for writing into closed books until the server asks for one.
      lockReason: '',
    });
  });
});
