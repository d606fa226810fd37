/**
 * A fee receipt for a family that reads Hindi, drawn from a fixed receipt, rendered by pdftoppm and
 * compared with the page kept in reference/ (as lib/pdf's sample is). After a change meant to alter
 * it, look at the new page, then keep it:
 *
 *   UPDATE_PDF_REFERENCE=1 npx vitest run --project server apps/server/src/modules/fees/receipt-pdf.test.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Receipt } from '@kaksha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_PIXELS, againstReference, renderPages } from '../../../test/helpers/pdf-pages.ts';
import { receiptDocument, type ReceiptHead } from './receipt-pdf.ts';

const REFERENCE = path.join(import.meta.dirname, 'reference');
const AT = new Date('2026-12-07T05:30:00Z');

const receipt: Receipt = {
  id: 42,
  number: 'RCP/2026-27/00042',
  studentId: 7,
  studentName: 'आरव त्रिपाठी',
  admissionNumber: 'ADM/2026-27/0007',
  centreName: 'Indore',
  receivedOn: '2026-12-07',
  mode: 'cheque',
  reference: '',
  chequeNumber: '004512',
  chequeBank: 'SBI Indore',
  note: '',
  amount: 12_345_650,
  applied: 12_000_000,
  items: [
    {
      dueId: 1,
      label: 'किस्त 2',
      headName: 'ट्यूशन',
      batchName: 'JEE 2027 (A)',
      gstRate: null,
      sacCode: '999293',
      amount: 12_000_000,
    },
  ],
  cashier: 'Meena Sharma',
  status: 'valid',
  cancelledAt: null,
  cancelReason: '',
  createdAt: AT.toISOString(),
  balanceAfter: 4_000_000,
  dueNowAfter: 0,
  nextDueOn: '2027-01-15',
  nextDueAmount: 4_000_000,
  payerName: 'श्रीमती क्षमा त्रिपाठी',
  gstin: '',
};

const head: ReceiptHead = {
  name: 'Sunrise Coaching Institute',
  address: '12 MG Road, Indore 452001',
  phone: '+91 98260 12345',
  email: 'office@sunrise.example',
  website: '',
  gstin: '',
  upiId: 'sunrise@okaxis',
  logo: null,
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-'));
});
afterAll(() => rm(dir, { recursive: true }));

/**
 * The receipt's text in drawing order with every run of white space one space (each Latin or
 * Devanagari run is drawn on its own, scripts.ts, and pdftotext breaks lines between them).
 */
const textOf = async (pdf: Buffer, name: string) => {
  await writeFile(path.join(dir, `${name}.pdf`), pdf);
  const text = execFileSync('pdftotext', ['-raw', `${name}.pdf`, '-'], { cwd: dir, encoding: 'utf8' });
  return text.replace(/\s+/g, ' ');
};

describe('a receipt in the family’s language (decision 096)', () => {
  it('in Hindi looks as the kept reference page does', async () => {
    const pages = await renderPages(await receiptDocument(receipt, head, 'hi', AT), dir, 'hi');
    expect(pages).toHaveLength(1);
    const [differ] = await againstReference(pages, REFERENCE, 'receipt-hi');
    expect(differ).toBeLessThanOrEqual(ALLOWED_PIXELS);
  });

  it('in Hindi says every word in Hindi, dates as 7 दिस॰ 2026 and the amount in Hindi words', async () => {
    const text = await textOf(await receiptDocument(receipt, head, 'hi', AT), 'hi-text');
    for (const words of [
      'फ़ीस रसीद',
      'रसीद नं . RCP/2026-27/00042',
      'तारीख 7 दिस॰ 2026',
      'प्राप्त किया : श्रीमती क्षमा त्रिपाठी से',
      'प्रवेश संख्या ADM/2026-27/0007',
      '₹1,23,456.50',
      'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र',
      'भुगतान : चेक · नं . 004512, SBI Indore',
      'इस रसीद के बाद बकाया : ₹40,000.00',
      '15 जन॰ 2027 को देय',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Received|Balance|Rupees|FEE RECEIPT/);
  });

  it('in English stays as it was', async () => {
    const text = await textOf(await receiptDocument(receipt, head, 'en', AT), 'en-text');
    for (const words of [
      'FEE RECEIPT',
      'Date 7 Dec 2026',
      'Received from श्रीमती क्षमा त्रिपाठी',
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
      'Payment: Cheque · No. 004512, SBI Indore',
      'Nothing is due now. Next: ₹40,000.00 due on 15 Jan 2027.',
    ])
      expect(text).toContain(words);
  });
});
