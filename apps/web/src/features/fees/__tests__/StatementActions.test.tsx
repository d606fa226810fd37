import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Concession, Due, FeeStatement } from '@kaksha/contracts';
import { renderStatementDrawer } from './renderStatement.tsx';
import { json } from '../../../test/withServer.tsx';
import { dueOf } from '../../../test/fees.ts';

afterEach(() => vi.unstubAllGlobals());

/** Term 1 overdue with a ₹500 late fine on its tuition due; Term 2 not due. */
const due = (id: number, instalment: number, fine: number, fineWaived = false): Due =>
  dueOf(id, instalment, { fine, balance: 1_000_000 + fine, fineWaived });
const totals = {
  billed: 2_000_000,
  concession: 0,
  fine: 50_000,
  paid: 0,
  balance: 2_050_000,
  overdue: 1_050_000,
  credit: 0,
};
const statement: FeeStatement = {
  studentId: 42,
  dues: [due(1, 1, 50_000), due(2, 2, 0)],
  concessions: [],
  receipts: [],
  totals,
};
const coupon: Concession = {
  id: 9,
  batchId: 7,
  batchName: 'JEE Morning',
  category: 'coupon',
  kind: 'percent',
  value: 1000,
  amount: 205_000,
  reason: 'Coupon DIWALI',
  approvedBy: 'Asha Rao',
  createdAt: '2026-10-20T05:00:00.000Z',
  withdrawnAt: null,
  withdrawReason: '',
};

function renderDrawer(canManage: boolean) {
  return renderStatementDrawer(canManage, (url, init) => {
    if (url === '/api/v1/students/42/fees') return json(statement);
    if (url === '/api/v1/students/42/coupons') {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code === 'DIWALI') return json({ ...statement, concessions: [coupon] }, 201);
      return json(
        {
          code: 'CONFLICT',
          message: 'This coupon expired on 15 Oct 2026.',
          fieldErrors: { code: 'This coupon expired on 15 Oct 2026.' },
        },
        409,
      );
    }
    if (url === '/api/v1/dues/1/waive-fine')
      return json({
        ...statement,
        dues: [due(1, 1, 0, true), due(2, 2, 0)],
        totals: { ...totals, fine: 0 },
      });
    if (url === '/api/v1/dues/2/waive-fine')
      return json({ code: 'CONFLICT', message: 'This instalment has no fine to waive.' }, 409);
    return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
  });
}

describe('the statement’s coupon and fine', () => {
  it('applies a coupon on a billed batch, showing a refusal on the code field', async () => {
    const fetch = renderDrawer(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const form = screen.getByRole('form', { name: 'Apply a coupon' });
    const code = within(form).getByRole('textbox', { name: /^Coupon code/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply coupon' }));
    expect(await within(form).findByText('Enter the coupon code.')).toBeTruthy();

    await userEvent.type(code, 'oldie');
    expect((code as HTMLInputElement).value).toBe('OLDIE');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply coupon' }));
    expect(await within(form).findByText('The coupon could not be applied.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(code.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('This coupon expired on 15 Oct 2026.');

    await userEvent.clear(code);
    await userEvent.type(code, 'diwali');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon DIWALI applied: ₹2,050.00 off JEE Morning.')).toBeTruthy();
    expect(screen.getByText('Coupon, 10 % on JEE Morning: ₹2,050.00 off')).toBeTruthy();
    const bodies = fetch.mock.calls.filter(([u]) => u === '/api/v1/students/42/coupons');
    expect(JSON.parse(String(bodies.at(-1)![1]!.body))).toEqual({ code: 'DIWALI', batchId: 7 });
  });

  it('waives an instalment’s fine with a reason; then says it was waived', async () => {
    const fetch = renderDrawer(true);
    // Only Term 1 carries a fine.
    expect(
      await screen.findByRole('button', { name: 'Waive the fine of Term 1 of JEE Morning' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Waive the fine of Term 2 of JEE Morning' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Waive the fine of Term 1 of JEE Morning' }));
    const form = screen.getByRole('form', { name: 'Waive the fine of Term 1 of JEE Morning' });
    await userEvent.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(await within(form).findByText('Please say why.')).toBeTruthy();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Why is the fine waived/ }),
      'Hospitalised',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(
      await screen.findByText(
        'The fine of Term 1 of JEE Morning was waived (₹500.00); no more will be added.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Fine waived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Waive the fine/ })).toBeNull();
    expect(
      JSON.parse(String(fetch.mock.calls.find(([u]) => u === '/api/v1/dues/1/waive-fine')![1]!.body)),
    ).toEqual({
      reason: 'Hospitalised',
    });
  });

  it('gives a view-level user neither', async () => {
    renderDrawer(false);
    await screen.findByRole('group', { name: 'Totals' });
    expect(screen.queryByRole('button', { name: 'Apply coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Waive the fine/ })).toBeNull();
  });
});
