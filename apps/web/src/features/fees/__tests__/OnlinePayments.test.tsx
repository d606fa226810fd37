import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeeStatement, OnlineSettings, PaymentLink } from '@kaksha/contracts';
import { OnlinePaymentsPanel } from '../components/OnlinePaymentsPanel.tsx';
import { StatementPayOnline } from '../components/StatementPayOnline.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const off: OnlineSettings = {
  provider: null,
  enabled: false,
  ready: false,
  keyId: '',
  secretsSaved: [],
  webhookUrl: null,
  updatedAt: null,
};
const on: OnlineSettings = {
  provider: 'razorpay',
  enabled: true,
  ready: true,
  keyId: 'rzp_test_Abc123Def456',
  secretsSaved: ['keySecret', 'webhookSecret'],
  webhookUrl: 'https://kaksha.example/api/v1/fees/online/webhook/tok_abcdefghijklmnop',
  updatedAt: '2026-11-25T05:00:00.000Z',
};

describe('Online payments settings', () => {
  it('saves the keys, then shows the secrets as saved (never their values) and the webhook URL', async () => {
    let sent: Record<string, unknown> | null = null;
    withServer(<OnlinePaymentsPanel canManage />, (url, init) => {
      if (url === '/api/v1/fees/online' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json(on);
      }
      if (url === '/api/v1/fees/online') return json(off);
      return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
    });
    expect(await screen.findByText('Status: Off')).toBeTruthy();
    expect(screen.getByText('The webhook URL appears once the keys are saved.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Key id/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The contract's words, before anything is sent.
    expect(await screen.findByText('A Razorpay key id starts with rzp_live_ or rzp_test_.')).toBeTruthy();
    expect(sent).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: /Key id/ }));
    await user.type(screen.getByRole('textbox', { name: /Key id/ }), on.keyId);
    await user.type(screen.getByLabelText('Key secret'), 'the-key-secret');
    await user.type(screen.getByLabelText('Webhook secret'), 'the-hook-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Online payment settings saved.')).toBeTruthy();
    expect(sent).toEqual({
      enabled: true,
      keyId: on.keyId,
      keySecret: 'the-key-secret',
      webhookSecret: 'the-hook-secret',
    });
    expect(screen.getByText('Status: On: links can be made')).toBeTruthy();
    expect((screen.getByLabelText('Key secret') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText('Saved. Leave empty to keep it.')).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: 'Webhook URL' }) as HTMLInputElement).value).toBe(
      on.webhookUrl,
    );
  });
});

const due = (id: number, dueOn: string, balance: number) => ({
  id,
  batchId: 1,
  batchName: 'JEE Morning',
  planName: 'JEE 2026',
  instalment: id,
  label: '',
  headName: 'Tuition',
  gstRate: null,
  dueOn,
  amount: balance,
  concession: 0,
  fine: 0,
  paid: 0,
  balance,
  fineWaived: false,
});
const statement = {
  studentId: 9,
  dues: [due(1, '2020-01-10', 800_000), due(2, '2099-01-10', 400_000)],
} as unknown as FeeStatement;
const waiting: PaymentLink = {
  id: 3,
  studentId: 9,
  url: 'https://rzp.io/rzp/abc',
  amount: 800_000,
  status: 'created',
  receiptId: null,
  receiptNumber: null,
  received: null,
  createdBy: 'Owner',
  createdAt: '2026-11-25T05:00:00.000Z',
  expiresAt: '2026-12-10T05:00:00.000Z',
  sent: 2,
};

describe('Pay online on the statement', () => {
  it('makes a link for what has fallen due by default, and lists it with a way to copy or cancel it', async () => {
    let made: Record<string, unknown> | null = null;
    withServer(<StatementPayOnline statement={statement} canManage />, (url, init) => {
      if (url === '/api/v1/fees/online') return json(on);
      if (url === '/api/v1/students/9/payment-links' && init?.method === 'POST') {
        made = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json(waiting, 201);
      }
      if (url === '/api/v1/students/9/payment-links') return json({ data: made ? [waiting] : [] });
      return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
    });
    const fallen = await screen.findByRole('radio', { name: 'What has fallen due (₹8,000.00)' });
    expect((fallen as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Everything owed (₹12,000.00)' })).toBeTruthy();
    expect(await screen.findByText('No payment links yet.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make payment link' }));
    expect(
      await screen.findByText('Payment link for ₹8,000.00 made and sent to the family (2 messages).'),
    ).toBeTruthy();
    expect(made).toEqual({ dueIds: [1], send: true });
    // Phone-width cards here (jsdom matches no media query): the link's state and what can be done with it.
    expect((await screen.findAllByText('Waiting')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the link for ₹8,000.00' })).toBeTruthy();
  });

  it('says online payments are off, to a manager, when no keys are saved', async () => {
    withServer(<StatementPayOnline statement={statement} canManage />, (url) => {
      if (url === '/api/v1/fees/online') return json(off);
      if (url === '/api/v1/students/9/payment-links') return json({ data: [] });
      return json({ code: 'NOT_FOUND', message: 'Not here.' }, 404);
    });
    expect(await screen.findByText(/^Online payments are off\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make payment link' })).toBeNull();
  });
});
