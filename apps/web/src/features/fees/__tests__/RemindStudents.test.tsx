import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingStudent } from '@kaksha/contracts';
import PendingFeesScreen from '../PendingFeesScreen.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const student = (studentId: number, name: string): PendingStudent => ({
  studentId,
  admissionNumber: `ADM-${studentId}`,
  name,
  className: 'Class 10',
  centreName: 'Indiranagar',
  batches: 'JEE Morning',
  guardianMobile: '9876512345',
  balance: 600_000,
  overdue: 600_000,
  oldestDueOn: '2026-04-10',
  ageing: 'd31_60',
});
const ageing = { notDue: 0, d0_30: 0, d31_60: 1_200_000, d61_90: 0, d90plus: 0 };

function renderScreen(level: 'view' | 'manage') {
  return withServer(<PendingFeesScreen />, (url) => {
    if (url === '/api/v1/me/access') return json({ owner: false, menus: { PendingFees: level } });
    if (url.startsWith('/api/v1/fees/pending?'))
      return json({
        data: [student(1, 'Meera Nair'), student(2, 'Kabir Shah')],
        total: 2,
        totalCapped: false,
        ageing,
      });
    if (url === '/api/v1/fees/reminders')
      return json({ told: 1, messages: 2, skipped: 1, reached: ['sms'], notSent: [], chatLink: null });
    return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
  });
}

describe('reminding families from Pending Fees', () => {
  it('sends the students chosen, one by one or all on the page, and says what happened', async () => {
    const fetch = renderScreen('manage');
    const send = await screen.findByRole('button', { name: 'Send reminder' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Kabir Shah' }));
    expect(
      (screen.getByRole('checkbox', { name: 'All on this page' }) as HTMLInputElement).indeterminate,
    ).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'All on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reminder (2)' }));
    expect(
      await screen.findByText('Reminded 1 family (2 messages); 1 skipped — nothing due or no guardian.'),
    ).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/v1/fees/reminders')!;
    expect(JSON.parse(String(init!.body)).studentIds.sort()).toEqual([1, 2]);
    // Sent: nobody is chosen any more.
    expect(screen.getByRole('button', { name: 'Send reminder' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers a view-level user no choice and no button', async () => {
    renderScreen('view');
    expect(await screen.findByRole('button', { name: 'Statement of Meera Nair' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Choose Meera Nair' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send reminder/ })).toBeNull();
  });
});
