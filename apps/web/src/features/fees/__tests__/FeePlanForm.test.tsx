import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeePlan } from '@kaksha/contracts';
import { FeePlanForm } from '../components/FeePlanForm.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const plan: FeePlan = {
  id: 9,
  name: 'JEE 2026',
  batchId: 7,
  batchName: 'JEE Morning',
  classId: null,
  className: null,
  total: 4_500_000,
  heads: [
    { headId: 1, headName: 'Admission', amount: 500_000, gstRate: null },
    { headId: 2, headName: 'Tuition', amount: 4_000_000, gstRate: 18 },
  ],
  instalments: [
    { number: 1, label: 'Term 1', dueOn: '2026-04-10', amount: 2_500_000 },
    { number: 2, label: 'Term 2', dueOn: '2026-07-10', amount: 2_000_000 },
  ],
  fine: { kind: 'none', amount: 0, graceDays: 0, cap: null },
  bounceCharge: 0,
  reminderDays: [],
  active: true,
  studentsBilled: 3,
};

function renderForm(shown: FeePlan = plan) {
  return withServer(<FeePlanForm plan={shown} onDone={() => {}} onCancel={() => {}} />, (url, init) => {
    if (url === '/api/v1/fee-heads')
      return json({
        data: [
          { id: 1, name: 'Admission', sacCode: '', gstRate: null, active: true, inUse: true },
          { id: 2, name: 'Tuition', sacCode: '999293', gstRate: 18, active: true, inUse: true },
        ],
      });
    if (url === '/api/v1/fee-plans/9' && init?.method === 'PUT')
      return json(
        {
          code: 'CONFLICT',
          message: 'A fee plan with this name already exists.',
          fieldErrors: { name: 'Taken.' },
        },
        409,
      );
    return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
  });
}

const amountOf = (row: string) => within(screen.getByRole('group', { name: row })).getByLabelText(/^Amount/);

describe('FeePlanForm', () => {
  it('checks the instalments against the total as they are typed, as the contract does on saving', async () => {
    const fetch = renderForm();
    expect(screen.getByText(/3 students are billed on this plan/)).toBeTruthy();
    expect(screen.getByText('Total: ₹45,000.00')).toBeTruthy();
    expect(screen.getByText('The instalments add up to the total, ₹45,000.00.')).toBeTruthy();
    expect(
      await screen.findByText('Term 1, due 10 Apr 2026: Admission ₹5,000.00 + Tuition ₹20,000.00'),
    ).toBeTruthy();

    await userEvent.clear(amountOf('Instalment 2'));
    await userEvent.type(amountOf('Instalment 2'), '10000.505');
    expect((amountOf('Instalment 2') as HTMLInputElement).value).toBe('10000.50');
    expect(
      screen.getByText('The instalments add up to ₹35,000.50: ₹9,999.50 less than the total, ₹45,000.00.'),
    ).toBeTruthy();
    expect(screen.getByText('The preview shows once the instalments add up to the total.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save fee plan' }));
    expect(
      await screen.findByText('The instalments add up to ₹35,000.50, but the plan’s total is ₹45,000.00.'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('splits the total equally to the paisa, sends paise and shows the server’s field errors', async () => {
    const fetch = renderForm();
    fireEvent.change(within(screen.getByRole('group', { name: 'Fee head 1' })).getByLabelText(/^Amount/), {
      target: { value: '₹6,000.01' },
    });
    expect(screen.getByText('Total: ₹46,000.01')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add instalment' }));
    await userEvent.click(screen.getByRole('button', { name: /^Split equally/ }));
    expect((amountOf('Instalment 1') as HTMLInputElement).value).toBe('15333.33');
    expect((amountOf('Instalment 2') as HTMLInputElement).value).toBe('15333.33');
    expect((amountOf('Instalment 3') as HTMLInputElement).value).toBe('15333.35');
    expect(screen.getByText('The instalments add up to the total, ₹46,000.01.')).toBeTruthy();

    await userEvent.type(
      within(screen.getByRole('group', { name: 'Instalment 3' })).getByLabelText(/^Due on/),
      '10/10/2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save fee plan' }));
    expect(await screen.findByText('Taken.')).toBeTruthy();
    expect(screen.getByText('A fee plan with this name already exists.')).toBeTruthy();
    const [, put] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put!.body))).toMatchObject({
      batchId: 7,
      classId: null,
      heads: [
        { headId: 1, amount: 600_001 },
        { headId: 2, amount: 4_000_000 },
      ],
      instalments: [
        { label: 'Term 1', dueOn: '2026-04-10', amount: 1_533_333 },
        { label: 'Term 2', dueOn: '2026-07-10', amount: 1_533_333 },
        { label: '', dueOn: '2026-10-10', amount: 1_533_335 },
      ],
    });
  });

  it('warns of an instalment due more than a year ago, and not of this year’s (issue 65, bug 3)', async () => {
    const [first, second] = plan.instalments;
    renderForm({ ...plan, instalments: [{ ...first!, dueOn: '2020-06-01' }, second!] });
    const warnings = await screen.findAllByRole('status');
    const longPast = warnings.filter((w) => /more than a year ago/.test(w.textContent ?? ''));
    expect(longPast).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Instalment 1' })).getByRole('status').textContent,
    ).toMatch(/^That is more than a year ago: a student seated on this plan would owe it at once/);
  });
});
