import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  paymentMessages as say,
  type FeeStatement,
  type Receipt,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { billedStudent as billStudent, feeSetUp, pdfText, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { upiLink } from './receipt-pdf.ts';

const t = appPerFile();

const call = caller(t);
const cash = (amount: number, more: object = {}) => ({ amount, mode: 'cash', receivedOn: today, ...more });
const serial = (r: Receipt) => Number(r.number.split('/').pop());

/** A student seated 40 days ago on ₹45,000: ₹25,000 fell due 30 days ago, ₹20,000 falls due in 60. */
const billedStudent = () => billStudent(t);

const statementOf = async (owner: Account, studentId: number) =>
  (await call(owner, 'GET', `/api/v1/students/${studentId}/fees`)).json() as FeeStatement;

describe('collection and receipts', () => {
  it('pays the oldest dues first, part of one if that is all, and numbers receipts without a gap', async () => {
    const { owner, student } = await billedStudent();
    const url = `/api/v1/students/${student.id}/payments`;
    const first = await call(owner, 'POST', url, cash(3_000_000, { note: 'Counter 1' }));
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json() as Receipt;
    expect(receipt).toMatchObject({
      studentName: 'Kabir Rao',
      amount: 3_000_000,
      applied: 3_000_000,
      mode: 'cash',
      status: 'valid',
      note: 'Counter 1',
    });
    expect(receipt.number).toMatch(/^RCP\/\d{4}-\d{2}\/00001$/);
    // Admission and the first tuition part fell due together; the second tuition due takes the rest.
    expect(receipt.items.map((i) => [i.headName, i.amount])).toEqual([
      ['Admission', 500_000],
      ['Tuition', 2_000_000],
      ['Tuition', 500_000],
    ]);
    let statement = await statementOf(owner, student.id);
    expect(statement.totals).toMatchObject({
      billed: 4_500_000,
      paid: 3_000_000,
      balance: 1_500_000,
      credit: 0,
    });
    expect(statement.receipts).toMatchObject([{ id: receipt.id, number: receipt.number, status: 'valid' }]);

    // Against one due chosen: what it does not owe is held as credit.
    const later = statement.dues.at(-1)!;
    const second = (
      await call(owner, 'POST', url, {
        amount: 2_000_000,
        mode: 'upi',
        reference: 'UTR 4455',
        receivedOn: today,
        dueIds: [later.id],
      })
    ).json() as Receipt;
    expect([serial(second), second.applied]).toEqual([2, 1_500_000]);
    statement = await statementOf(owner, student.id);
    expect(statement.totals).toMatchObject({ paid: 4_500_000, balance: 0, credit: 500_000 });

    // Cancelling gives the dues back what it paid, keeps the receipt, and its number is never reused.
    const cancelled = await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/cancel`, {
      reason: 'Wrong student',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong student' });
    expect(
      (await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/cancel`, { reason: 'x' })).json(),
    ).toMatchObject({ message: say.alreadyCancelled });
    statement = await statementOf(owner, student.id);
    expect(statement.totals).toMatchObject({ paid: 1_500_000, balance: 3_000_000, credit: 500_000 });
    for (const d of statement.dues) expect(d.amount - d.concession + d.fine - d.paid).toBe(d.balance);
    const third = (await call(owner, 'POST', url, cash(100))).json() as Receipt;
    expect(serial(third)).toBe(3);
    const audit = (await call(owner, 'GET', '/api/v1/audit?area=fees')).json();
    expect(audit.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['collect', 'receipt-cancel']),
    );
  });

  it('refuses what it cannot record, in words, and takes no number for it', async () => {
    const { owner, student } = await billedStudent();
    const url = `/api/v1/students/${student.id}/payments`;
    for (const [body, field, message] of [
      [cash(0), 'amount', 'Enter the amount received.'],
      [cash(100, { mode: 'upi' }), 'reference', say.referenceNeeded],
      [cash(100, { mode: 'cheque', chequeBank: 'SBI' }), 'chequeNumber', say.chequeDetails],
      [
        cash(100, { mode: 'cheque', chequeNumber: '12ab', chequeBank: 'SBI' }),
        'chequeNumber',
        'A cheque number is six digits.',
      ],
      [cash(100, { receivedOn: addDays(today, 1) }), 'receivedOn', say.future],
      [cash(100, { dueIds: [2_000_000_000] }), 'dueIds', say.duesNotFound],
    ] as const) {
      const res = await call(owner, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    const ok = (await call(owner, 'POST', url, cash(100))).json() as Receipt;
    expect(serial(ok)).toBe(1);
  });

  it('holds an advance as credit and pays the next dues billed with it', async () => {
    const { owner, centre, batch, plan } = await billedStudent();
    const early = await admitStudent(t, owner, { centreId: centre.id });
    const advance = (
      await call(owner, 'POST', `/api/v1/students/${early.id}/payments`, cash(1_000_000))
    ).json() as Receipt;
    expect([advance.applied, advance.items]).toEqual([0, []]);
    expect((await statementOf(owner, early.id)).totals).toMatchObject({ balance: 0, credit: 1_000_000 });

    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [early.id],
      fromDate: today,
      feePlanId: plan.id,
    });
    const statement = await statementOf(owner, early.id);
    expect(statement.totals).toMatchObject({
      billed: 4_500_000,
      paid: 1_000_000,
      balance: 3_500_000,
      credit: 0,
    });
    const receipt = (await call(owner, 'GET', `/api/v1/receipts/${advance.id}`)).json() as Receipt;
    expect(receipt.applied).toBe(1_000_000);
    expect(receipt.items.map((i) => [i.headName, i.amount])).toEqual([
      ['Admission', 500_000],
      ['Tuition', 500_000],
    ]);
  });

  // Fifty at once where transactions really run side by side (PostgreSQL); PGlite takes them in turn.
  const cashiers = process.env.DATABASE_URL ? 50 : 12;
  it(`gives ${cashiers} cashiers collecting at once ${cashiers} numbers in a row`, async () => {
    const { owner, centre } = await feeSetUp(t);
    const students = await Promise.all(
      Array.from({ length: cashiers }, () => admitStudent(t, owner, { centreId: centre.id })),
    );
    const receipts = await Promise.all(
      students.map(async (s) =>
        (await call(owner, 'POST', `/api/v1/students/${s.id}/payments`, cash(10_000))).json(),
      ),
    );
    expect(receipts.map(serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: cashiers }, (_, i) => i + 1),
    );
  });

  it('keeps another organisation out; a fees desk collects, and only Paid Fees managers cancel', async () => {
    const { owner, student } = await billedStudent();
    const receipt = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, cash(1_000))
    ).json() as Receipt;
    const stranger = await registerAndLogin(t.app);
    for (const [method, path, body] of [
      ['POST', `/api/v1/students/${student.id}/payments`, cash(1_000)],
      ['GET', `/api/v1/receipts/${receipt.id}`],
      ['POST', `/api/v1/receipts/${receipt.id}/cancel`, { reason: 'Mine now' }],
    ] as const)
      expect((await call(stranger, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    expect((await call(owner, 'GET', `/api/v1/receipts/${receipt.id}`)).json().status).toBe('valid');

    const desk = await makeStaff(t, owner, { PendingFees: 'manage' });
    expect(
      (await call(desk, 'POST', `/api/v1/students/${student.id}/payments`, cash(1_000))).statusCode,
    ).toBe(201);
    expect((await call(desk, 'GET', `/api/v1/receipts/${receipt.id}`)).statusCode).toBe(200);
    expect(
      (await call(desk, 'POST', `/api/v1/receipts/${receipt.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('the receipt as a PDF', () => {
  it('prints the institute with its GSTIN, the guardian who paid, SAC and GST, and what falls due next and when, with a UPI QR for it', async () => {
    const { owner, student } = await billedStudent();
    const settings = (await call(owner, 'GET', '/api/v1/institute/settings')).json();
    const {
      logoUrl: _l,
      receiptNumberExample: _r,
      admissionNumberExample: _a,
      updatedAt: _u,
      ...body
    } = settings;
    const saved = await call(owner, 'PUT', '/api/v1/institute/settings', {
      ...body,
      gstin: '27AAPFU0939F1ZV',
      upiId: 'sunrise@okaxis',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const receipt = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, cash(2_600_000))
    ).json() as Receipt;
    const nextDay = formatCalendarDate(addDays(today, 60));
    // ₹25,000 fell due 30 days ago and is paid; ₹1,000 of the ₹20,000 due in 60 days: nothing is due now.
    expect(receipt).toMatchObject({
      payerName: student.guardians[0]!.name,
      gstin: '27AAPFU0939F1ZV',
      balanceAfter: 1_900_000,
      dueNowAfter: 0,
      nextDueOn: addDays(today, 60),
      nextDueAmount: 1_900_000,
    });
    expect(receipt.items.every((i) => i.sacCode === '999293')).toBe(true);

    const pdf = await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="receipt-RCP_/);
    const text = await pdfText(pdf.rawPayload);
    for (const words of [
      'FEE RECEIPT',
      receipt.number,
      // The guardian paid, for the student.
      `Received from ${student.guardians[0]!.name}`,
      'For Kabir Rao',
      'GSTIN 27AAPFU0939F1ZV',
      'SAC',
      '999293',
      'Taxable value',
      'Admission',
      '₹26,000.00',
      'Rupees Twenty-Six Thousand Only',
      'Payment: Cash',
      // ₹45,000 billed, ₹26,000 paid: what is left, and when it falls due.
      'Balance after this receipt: ₹19,000.00',
      `Nothing is due now. Next: ₹19,000.00 due on ${nextDay}.`,
      `pay ₹19,000.00 (due on ${nextDay})`,
      'sunrise@okaxis',
    ])
      expect(text).toContain(words);
    // Tuition's ₹21,000 of the receipt carries 18 % GST inside it: ₹3,203.39.
    expect(text).toContain('₹3,203.39');
    expect(text).not.toContain('Balance due now');

    // A receipt is a fixed document: paid more since, it reprints what was owed as it stood at issue.
    await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, cash(1_000_000));
    const again = await pdfText((await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).rawPayload);
    expect(again).toContain('Balance after this receipt: ₹19,000.00');
    expect(again).toContain(`Next: ₹19,000.00 due on ${nextDay}.`);

    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).statusCode).toBe(404);
  });

  it('charges no GST when the institute has no GSTIN, names the payer written, and says what is due now', async () => {
    // The tuition head carries 18 % GST, but the institute is not registered (no GSTIN).
    const { owner, student } = await billedStudent();
    const receipt = (
      await call(
        owner,
        'POST',
        `/api/v1/students/${student.id}/payments`,
        cash(1_000_000, { payerName: 'Sunita Rao' }),
      )
    ).json() as Receipt;
    expect(receipt).toMatchObject({ payerName: 'Sunita Rao', gstin: '', dueNowAfter: 1_500_000 });
    const text = await pdfText((await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).rawPayload);
    expect(text).toContain('Received from Sunita Rao');
    expect(text).toContain('For Kabir Rao');
    expect(text).toContain('Balance after this receipt: ₹35,000.00');
    expect(text).toContain(
      `Due now: ₹15,000.00. Next: ₹20,000.00 due on ${formatCalendarDate(addDays(today, 60))}.`,
    );
    // The instalment's label sits under its head, whole.
    expect(text).toMatch(/Tuition\s[^\n]*\n\s*Batch [^\n]*· First/);
    for (const word of ['GST', 'SAC', 'Taxable', 'CGST']) expect(text).not.toContain(word);
  });

  it('prints ₹ and a name in Devanagari as they were written', async () => {
    const { owner, student } = await billStudent(t, { name: 'श्रीमती क्षमा त्रिपाठी' });
    const receipt = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, cash(1_250_050))
    ).json() as Receipt;
    const text = await pdfText((await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).rawPayload);
    // The name comes back whole: conjuncts, and ि in the order it was typed (it is drawn first).
    expect(text).toContain('श्रीमती क्षमा त्रिपाठी');
    expect(text).toContain('Received from');
    expect(text).toContain('₹12,500.50');
    expect(text).toContain('Rupees Twelve Thousand Five Hundred and Fifty Paise Only');
    expect(text).not.toContain('Rs.');
  });

  it('makes the UPI link any app reads', () => {
    expect(upiLink('sunrise@okaxis', 'Sunrise & Co', 1_900_050, 'Fees ADM/1')).toBe(
      'upi://pay?pa=sunrise%40okaxis&pn=Sunrise%20%26%20Co&am=19000.50&cu=INR&tn=Fees%20ADM%2F1',
    );
  });
});
