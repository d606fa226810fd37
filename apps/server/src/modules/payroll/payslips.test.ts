import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollMessages as say, type PayRunDetail, type PayslipsSent } from '@kaksha/contracts';
import { caller, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { pdfText } from '../../../test/helpers/fees.ts';
import { makeTeacher } from '../../../test/helpers/teachers.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';

/*
 * What a run hands out (issue 68): payslips as PDFs (₹ and a Devanagari name), emailed through the
 * notification service with each teacher's own PDF attached; the bank transfer file; a draft has
 * neither; another organisation gets neither.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const R = (rupees: number) => rupees * 100;
/** A line's id: its payslip's address. */
const lineId = (run: PayRunDetail, teacherId: number) => run.lines.find((l) => l.teacherId === teacherId)!.id;

async function approvedRun() {
  const owner = await registerAndLogin(t.app);
  const meena = await makeTeacher(t, owner, { name: 'मीना शर्मा', email: `meena.${Date.now()}@school.test` });
  const ravi = await makeTeacher(t, owner, { name: 'Ravi Iyer' });
  await call(owner, 'PUT', `/api/v1/payroll/structures/${meena.id}`, {
    monthlyPaise: R(25_000),
    allowances: [{ label: 'Travel', paise: R(2_000) }],
    epf: true,
    ptState: 'MH',
    accountName: 'Meena Sharma',
    accountNumber: '001234567890',
    ifsc: 'SBIN0001234',
  });
  await call(owner, 'PUT', `/api/v1/payroll/structures/${ravi.id}`, {
    engagement: 'visiting',
    monthlyPaise: R(60_000),
  });
  const created = await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-10' });
  const run = created.json() as PayRunDetail;
  return { owner, meena, ravi, run };
}

describe('payslips and the bank file', () => {
  it('a draft has no payslips to send and no bank file; its payslip says DRAFT', async () => {
    const { owner, meena, run } = await approvedRun();
    for (const [method, url] of [
      ['POST', `/api/v1/payroll/runs/${run.id}/payslips/send`],
      ['GET', `/api/v1/payroll/runs/${run.id}/bank.csv`],
    ] as const) {
      const res = await call(owner, method, url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: say.draftNotSent });
    }
    const draft = await call(
      owner,
      'GET',
      `/api/v1/payroll/runs/${run.id}/payslips/${lineId(run, meena.id)}/pdf`,
    );
    expect(await pdfText(draft.rawPayload)).toContain('DRAFT');
  });

  it('an approved run’s payslip: the name in Devanagari, earnings, deductions and net in ₹ and words', async () => {
    const { owner, meena, ravi, run } = await approvedRun();
    await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/approve`);
    const res = await call(
      owner,
      'GET',
      `/api/v1/payroll/runs/${run.id}/payslips/${lineId(run, meena.id)}/pdf`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'PAYSLIP',
      'October 2026',
      'मीना शर्मा',
      'Salary',
      '₹25,000.00',
      'Travel',
      'EPF (employee)',
      '₹1,800.00',
      'Professional tax (MH)',
      'Net pay ₹25,000.00',
    ])
      expect(text).toContain(words);
    // Rendered for a person to look at (e2e/artifacts is kept out of git).
    const dir = path.resolve('e2e/artifacts/pdf');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'payslip.pdf'), res.rawPayload);
    execFileSync('pdftoppm', [
      '-r',
      '60',
      '-png',
      '-singlefile',
      path.join(dir, 'payslip.pdf'),
      path.join(dir, 'payslip'),
    ]);
    // The visiting teacher: ₹60,000 of fees, past ₹50,000 in the year: 10% TDS.
    const visiting = await pdfText(
      (await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}/payslips/${lineId(run, ravi.id)}/pdf`))
        .rawPayload,
    );
    expect(visiting).toContain('TDS on professional fees');
    expect(visiting).toContain('₹6,000.00');
  });

  it('emails each teacher their own payslip through the notification service, once a day', async () => {
    const { owner, meena, run } = await approvedRun();
    await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/approve`);
    const before = smtp.messages.length;
    const sent = await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/payslips/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ queued: 2, withoutEmail: [] } satisfies PayslipsSent);
    await t.courier.deliverDue();
    const [meenaEmail] = await rowsOf<{ email: string }>(
      t.database,
      sql`select email from teachers where id = ${meena.id}`,
    );
    const mail = await smtp.nextTo(meenaEmail!.email, before);
    expect(mail.raw).toContain('payslip-2026-10-');
    const [row] = await rowsOf<{ attachment: string }>(
      t.database,
      sql`select attachment from messages where recipient_ref = ${`teacher:${meena.id}`} and channel = 'email'`,
    );
    expect(row!.attachment).toBe(`payslip:${run.id}-L${lineId(run, meena.id)}`);
    // Sent again the same day: nothing new.
    const again = (
      await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/payslips/send`)
    ).json() as PayslipsSent;
    expect(again.queued).toBe(0);
  });

  it('the bank file lists each person with a net to pay; another organisation gets nothing', async () => {
    const { owner, meena, run } = await approvedRun();
    await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/approve`);
    const csv = await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}/bank.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('pay-run-2026-10-bank');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Beneficiary name","Account number","IFSC","Amount (INR)","Narration","Name"');
    expect(lines).toContain(
      '"Meena Sharma","001234567890","SBIN0001234","25000.00","Salary October 2026","मीना शर्मा"',
    );
    expect(lines).toHaveLength(3);
    const other = await registerAndLogin(t.app);
    for (const url of [
      `/api/v1/payroll/runs/${run.id}/bank.csv`,
      `/api/v1/payroll/runs/${run.id}/payslips/${lineId(run, meena.id)}/pdf`,
    ])
      expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/v1/payroll/runs/${run.id}/payslips/send`)).statusCode).toBe(404);
  });
});
