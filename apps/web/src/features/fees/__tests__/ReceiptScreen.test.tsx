import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MyAccess, Receipt } from '@kaksha/contracts';
import ReceiptScreen from '../receipts/ReceiptScreen.tsx';
import { json, withServer } from '../../../test/withServer.tsx';

afterEach(() => vi.unstubAllGlobals());

const cheque: Receipt = {
  id: 9,
  number: 'RCP/2026-27/00009',
  studentId: 42,
  studentName: 'Meera Nair',
  admissionNumber: 'ADM-0042',
  centreName: 'Indore',
  receivedOn: '2026-06-15',
  mode: 'cheque',
  reference: '',
  chequeNumber: '004512',
  chequeBank: 'State Bank of India',
  note: '',
  amount: 1_500_000,
  applied: 1_180_000,
  items: [
    {
      dueId: 1,
      label: 'Term 1',
      headName: 'Tuition',
      batchName: 'JEE Morning',
      gstRate: 18,
      sacCode: '999293',
      amount: 1_180_000,
    },
  ],
  cashier: 'Asha Rao',
  status: 'valid',
  cancelledAt: null,
  cancelReason: '',
  createdAt: '2026-06-15T05:00:00.000Z',
  balanceAfter: 320_000,
  dueNowAfter: 0,
  nextDueOn: '2026-07-10',
  nextDueAmount: 320_000,
  payerName: 'Sunita Nair',
  gstin: '27AAPFU0939F1ZV',
};

function renderReceipt(access: MyAccess, url = '/adminhome?form=ReceiptPopup&receipt=9') {
  return withServer(
    <MemoryRouter initialEntries={[url]}>
      <ReceiptScreen />
    </MemoryRouter>,
    (path, init) => {
      if (path === '/api/v1/me/access') return json(access);
      if (path === '/api/v1/receipts/9') return json(cheque);
      if (path === '/api/v1/receipts/11')
        return json({
          ...cheque,
          id: 11,
          gstin: '',
          dueNowAfter: 320_000,
          nextDueOn: null,
          nextDueAmount: null,
        });
      if (path === '/api/v1/receipts/10')
        return json({ ...cheque, id: 10, mode: 'online', reference: 'pay_Q1', cashier: null });
      if (path === '/api/v1/receipts/9/send' && init?.method === 'POST')
        return json({
          told: 1,
          messages: 2,
          skipped: 0,
          reached: [],
          notSent: [
            { channel: 'sms', reason: 'not sent: channel not set up' },
            { channel: 'whatsapp', reason: 'not sent: channel not set up' },
          ],
          chatLink: 'https://wa.me/919876543210?text=Received',
        });
      if (path === '/api/v1/receipts/9/bounce' && init?.method === 'POST')
        return json({
          ...cheque,
          status: 'bounced',
          cancelledAt: '2026-06-20T06:30:00.000Z',
          cancelReason: 'Funds insufficient',
        });
      return json({ code: 'NOT_FOUND', message: 'Receipt not found.' }, 404);
    },
  );
}

describe('ReceiptScreen', () => {
  it('shows the receipt as printed: items with their GST, credit, total, in words, the cheque', async () => {
    renderReceipt({ owner: false, menus: { ReceiptPopup: 'view' } });
    const receipt = await screen.findByRole('article', { name: 'Fee receipt' });
    expect(receipt.textContent).toContain('Cheque · No. 004512, State Bank of India');
    expect(receipt.textContent).toContain('Received fromSunita Nair');
    expect(receipt.textContent).toContain('StudentMeera Nair');
    expect(receipt.textContent).toContain('JEE Morning · Term 1 · SAC 999293 · incl. GST 18 % (₹1,800.00)');
    expect(receipt.textContent).toContain('GSTIN 27AAPFU0939F1ZV');
    // Not "balance due now": nothing is due until the next instalment, and the receipt says when.
    expect(receipt.textContent).toContain('Balance after this receipt: ₹3,200.00');
    expect(receipt.textContent).toContain('Nothing is due now. Next: ₹3,200.00 due on 10 Jul 2026.');
    expect(within(receipt).getByRole('row', { name: /^Held as credit/ }).textContent).toContain('₹3,200.00');
    expect(within(receipt).getByRole('row', { name: /^Total received/ }).textContent).toContain('₹15,000.00');
    expect(receipt.textContent).toContain('In words: Rupees Fifteen Thousand Only');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/v1/receipts/9/pdf',
    );
    // View level: nothing that changes it.
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cheque bounced' })).toBeNull();
  });

  it('shows no GST on the receipt of an institute with no GSTIN', async () => {
    renderReceipt(
      { owner: false, menus: { ReceiptPopup: 'view' } },
      '/adminhome?form=ReceiptPopup&receipt=11',
    );
    const receipt = await screen.findByRole('article', { name: 'Fee receipt' });
    expect(receipt.textContent).toContain('JEE Morning · Term 1');
    expect(receipt.textContent).not.toContain('GST');
    expect(receipt.textContent).not.toContain('SAC');
    expect(receipt.textContent).toContain('Due now: ₹3,200.00.');
  });

  it('says a payment made online was the family’s, not a cashier’s', async () => {
    renderReceipt(
      { owner: false, menus: { ReceiptPopup: 'view' } },
      '/adminhome?form=ReceiptPopup&receipt=10',
    );
    const receipt = await screen.findByRole('article', { name: 'Fee receipt' });
    expect(receipt.textContent).toContain('Received byOnline, by the family');
  });

  it('records a bounced cheque with the bank’s reason, without the charge when unticked, and marks it', async () => {
    const fetch = renderReceipt({ owner: true, menus: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Cheque bounced' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cheque of receipt RCP/2026-27/00009 bounced?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record bounce' }));
    expect(await within(dialog).findByText('Please give the bank’s reason.')).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^The bank’s reason/ }),
      'Funds insufficient',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Bill the fee plan’s bounce charge' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record bounce' }));
    expect(
      await screen.findByText('Cheque of receipt RCP/2026-27/00009 bounced: its dues are owed again.'),
    ).toBeTruthy();
    const sent = fetch.mock.calls.find(([u]) => u === '/api/v1/receipts/9/bounce')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ reason: 'Funds insufficient', charge: false });
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Cheque bounced');
    expect(note.textContent).toContain('Reason: Funds insufficient');
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).toBeNull();
  });

  it('says nothing was sent when no channel is set up, as the delivery log does, and offers a WhatsApp chat', async () => {
    renderReceipt({ owner: true, menus: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Send to family' }));
    const alert = (await screen.findByText('Nothing was sent to the family.')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('Not sent by SMS: channel not set up.');
    expect(alert.textContent).not.toMatch(/Sent to the family/);
    expect(screen.getByRole('link', { name: 'Send it on WhatsApp yourself' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Received',
    );
  });

  it('says so when there is no receipt to show', async () => {
    renderReceipt({ owner: true, menus: {} }, '/adminhome?form=ReceiptPopup&receipt=404');
    expect(await screen.findByText('Receipt not found.')).toBeTruthy();
  });
});
