import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Concession, FeeStatement } from '@kaksha/contracts';
import { renderStatementDrawer } from './renderStatement.tsx';
import { json } from '../../../test/withServer.tsx';
import { dueOf } from '../../../test/fees.ts';

afterEach(() => vi.unstubAllGlobals());

const due = (id: number, instalment: number, balance: number, concession = 0) =>
  dueOf(id, instalment, {
    gstRate: 18,
    amount: 2_000_000,
    concession,
    paid: 2_000_000 - balance - concession,
    balance,
  });

const scholarship: Concession = {
  id: 3,
  batchId: 7,
  batchName: 'JEE Morning',
  category: 'scholarship',
  kind: 'percent',
  value: 1000,
  amount: 200_000,
  reason: 'Topped the entrance test',
  approvedBy: 'Asha Rao',
  createdAt: '2026-04-02T05:00:00.000Z',
  withdrawnAt: null,
  withdrawReason: '',
};

/** Paid ₹5,000 by UPI (a receipt), ₹2,000 off by the scholarship, ₹33,000 owed. */
const statement: FeeStatement = {
  studentId: 42,
  dues: [due(1, 1, 1_300_000, 200_000), due(2, 2, 2_000_000)],
  concessions: [scholarship],
  receipts: [
    {
      id: 8,
      number: 'IDR/26-27/0001',
      receivedOn: '2026-04-05',
      mode: 'upi',
      amount: 500_000,
      status: 'valid',
    },
  ],
  totals: {
    billed: 4_000_000,
    concession: 200_000,
    fine: 0,
    paid: 500_000,
    balance: 3_300_000,
    overdue: 1_300_000,
    credit: 25_050,
  },
};

function renderDrawer(canManage: boolean) {
  const given: Concession = {
    ...scholarship,
    id: 4,
    category: 'sibling',
    kind: 'flat',
    value: 150_050,
    amount: 150_050,
  };
  return renderStatementDrawer(canManage, (url, init) => {
    if (url === '/api/v1/students/42/fees') return json(statement);
    if (url === '/api/v1/students/42/concessions')
      return json({ ...statement, concessions: [scholarship, given] }, 201);
    if (url === '/api/v1/concessions/3/withdraw' && init?.method === 'POST')
      return json({ code: 'CONFLICT', message: 'This concession has already been withdrawn.' }, 409);
    return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
  });
}

const bodyOf = (fetch: ReturnType<typeof renderDrawer>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)![1]!.body));

describe('StatementDrawer', () => {
  it('shows the totals with the credit, the concessions and the receipts; view level gives nothing', async () => {
    renderDrawer(false);
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(totals.textContent).toContain('Balance₹33,000.00');
    expect(totals.textContent).toContain('Advance (credit)₹250.50');
    expect(screen.getByText('Scholarship, 10 % on JEE Morning: ₹2,000.00 off')).toBeTruthy();
    // jsdom matches no media query: the phone's cards.
    const receipt = screen.getByRole('list', { name: 'Receipts' });
    expect(within(receipt).getByRole('heading', { name: 'IDR/26-27/0001' })).toBeTruthy();
    expect(receipt.textContent).toContain('UPI');
    expect(receipt.textContent).toContain('₹5,000.00');
    expect(receipt.textContent).toContain('Valid');
    expect(screen.queryByRole('button', { name: 'Give a concession' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('gives a flat concession in paise, refusing more than the batch owes before asking the server', async () => {
    const fetch = renderDrawer(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Give a concession' }));
    const form = screen.getByRole('form', { name: 'Give a concession' });
    expect((within(form).getByRole('textbox', { name: /^On the fees of/ }) as HTMLInputElement).value).toBe(
      'JEE Morning (owes ₹33,000.00)',
    );
    await userEvent.click(within(form).getByRole('textbox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sibling', hidden: true }));
    await userEvent.click(within(form).getByRole('radio', { name: 'A flat amount' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '40000');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Elder brother in Class 12');
    await userEvent.click(within(form).getByRole('button', { name: 'Give concession' }));
    expect(
      await screen.findByText('A concession cannot be more than what is owed (₹33,000.00).'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => u === '/api/v1/students/42/concessions')).toBe(false);

    await userEvent.clear(within(form).getByRole('textbox', { name: /^Amount/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '1500.5');
    expect(screen.getByText('Takes ₹1,500.50 off the ₹33,000.00 owed on JEE Morning.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Give concession' }));
    expect(await screen.findByText('Concession given: ₹1,500.50 off JEE Morning.')).toBeTruthy();
    expect(bodyOf(fetch, '/api/v1/students/42/concessions')).toEqual({
      batchId: 7,
      category: 'sibling',
      kind: 'flat',
      value: 150_050,
      reason: 'Elder brother in Class 12',
    });
  });

  it('withdraws with a reason, and shows the server’s refusal', async () => {
    const fetch = renderDrawer(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Scholarship on JEE Morning' }));
    const form = screen.getByRole('form', { name: 'Withdraw Scholarship on JEE Morning' });
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw concession' }));
    expect(await within(form).findByText('Please say why.')).toBeTruthy();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Why is it withdrawn/ }),
      'Left the test',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw concession' }));
    expect(await screen.findByText('This concession has already been withdrawn.')).toBeTruthy();
    expect(screen.getByText('The concession could not be withdrawn.')).toBeTruthy();
    expect(bodyOf(fetch, '/api/v1/concessions/3/withdraw')).toEqual({ reason: 'Left the test' });
  });
});
