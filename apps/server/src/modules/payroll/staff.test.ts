import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  payrollMessages as say,
  type PayRunDetail,
  type PayStaffMember,
  type PayStructureItem,
  type PayslipsSent,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { pdfText } from '../../../test/helpers/fees.ts';
import { makeTeacher } from '../../../test/helpers/teachers.ts';

/*
 * Staff who are not teachers (issue 68, decision 087): an accountant or a peon is added to the payroll,
 * given a structure, and is on the month's run, the payslips and the bank file like a teacher; another
 * organisation neither sees nor changes them.
 */

const t = appPerFile();
const call = caller(t);
const R = (rupees: number) => rupees * 100;

async function staffOnPayroll() {
  const owner = await registerAndLogin(t.app);
  const teacher = await makeTeacher(t, owner, { name: 'Asha Rao' });
  await call(owner, 'PUT', `/api/v1/payroll/structures/${teacher.id}`, { monthlyPaise: R(30_000) });
  const add = async (body: object) => {
    const res = await call(owner, 'POST', '/api/v1/payroll/staff', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PayStaffMember;
  };
  const accountant = await add({
    name: 'Farida Khan',
    designation: 'Accountant',
    email: `Farida.${Date.now()}@school.test`,
  });
  const peon = await add({ name: 'Ramu Yadav', designation: 'Peon', mobile: '98765 43210' });
  for (const [member, body] of [
    [
      accountant,
      {
        monthlyPaise: R(22_000),
        epf: true,
        ptState: 'MH',
        accountName: 'Farida Khan',
        accountNumber: '009988776655',
        ifsc: 'HDFC0001234',
      },
    ],
    [peon, { monthlyPaise: R(12_000), esi: true, accountNumber: '001122334455', ifsc: 'SBIN0004321' }],
  ] as const) {
    const res = await call(owner, 'PUT', `/api/v1/payroll/staff/${member.id}/structure`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ staffId: member.id, teacherId: null, name: member.name });
  }
  return { owner, teacher, accountant, peon };
}

describe('staff who are not teachers', () => {
  it('are added in words, listed with the teachers by name with their designation, and changed', async () => {
    const { owner, accountant, peon } = await staffOnPayroll();
    expect(accountant.email).toBe(accountant.email.toLowerCase());
    expect(peon.mobile).toBe('+919876543210');
    const refused = await call(owner, 'POST', '/api/v1/payroll/staff', { name: 'Nobody', designation: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Say what they do');

    const list = (await call(owner, 'GET', '/api/v1/payroll/structures')).json() as {
      data: PayStructureItem[];
      total: number;
    };
    expect(list.data.map((i) => [i.name, i.designation])).toEqual([
      ['Asha Rao', 'Teacher'],
      ['Farida Khan', 'Accountant'],
      ['Ramu Yadav', 'Peon'],
    ]);
    expect(list.data[1]!.structure).toMatchObject({ monthlyPaise: R(22_000), epf: true });
    const onlyStaff = (await call(owner, 'GET', '/api/v1/payroll/structures?who=staff')).json() as {
      total: number;
    };
    expect(onlyStaff.total).toBe(2);

    const changed = await call(owner, 'PATCH', `/api/v1/payroll/staff/${peon.id}`, {
      designation: 'Office assistant',
    });
    expect(changed.json()).toMatchObject({ name: 'Ramu Yadav', designation: 'Office assistant' });
  });

  it('are paid by the month’s run, with payslips and a row in the bank file; an inactive one is left out', async () => {
    const { owner, teacher, accountant, peon } = await staffOnPayroll();
    const made = await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-10' });
    expect(made.statusCode, made.body).toBe(201);
    const run = made.json() as PayRunDetail;
    expect(run.lines.map((l) => [l.name, l.teacherId, l.staffId])).toEqual([
      ['Asha Rao', teacher.id, null],
      ['Farida Khan', null, accountant.id],
      ['Ramu Yadav', null, peon.id],
    ]);
    const farida = run.lines.find((l) => l.staffId === accountant.id)!;
    // ₹22,000: EPF 12% of ₹15,000, Maharashtra's ₹200.
    expect(farida.deductions).toEqual([
      { label: 'EPF (employee)', paise: R(1_800) },
      { label: 'Professional tax (MH)', paise: R(200) },
    ]);
    const ramu = run.lines.find((l) => l.staffId === peon.id)!;
    expect(ramu.deductions).toEqual([{ label: 'ESI (employee)', paise: R(90) }]);
    // Leave without pay on a staff member's line, by its id.
    const set = await call(owner, 'PUT', `/api/v1/payroll/runs/${run.id}/lines/${ramu.id}`, { lwpDays: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as PayRunDetail).lines.find((l) => l.id === ramu.id)).toMatchObject({
      lwpDays: 3,
      grossPaise: Math.round((R(12_000) * 28) / 31), // October: 28 of 31 days
    });
    await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/approve`);

    const pdf = await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}/payslips/${farida.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Farida Khan');
    expect(text).toContain('EPF (employee)');

    const csv = (await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}/bank.csv`)).body;
    expect(csv).toContain(
      '"Farida Khan","009988776655","HDFC0001234","20000.00","Salary October 2026","Farida Khan"',
    );
    expect(csv).toContain('"Ramu Yadav","001122334455","SBIN0004321"');

    const sent = (
      await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/payslips/send`)
    ).json() as PayslipsSent;
    // The teacher and the accountant have an email; the peon has none.
    expect(sent).toEqual({ queued: 2, withoutEmail: ['Ramu Yadav'] });
    const [message] = await rowsOf<{ attachment: string }>(
      t.database,
      sql`select attachment from messages where recipient_ref = ${`staff:${accountant.id}`}`,
    );
    expect(message!.attachment).toBe(`payslip:${run.id}-L${farida.id}`);

    await call(owner, 'PATCH', `/api/v1/payroll/staff/${peon.id}`, { active: false });
    const next = (
      await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-11' })
    ).json() as PayRunDetail;
    expect(next.lines.map((l) => l.name)).toEqual(['Asha Rao', 'Farida Khan']);
  });

  it('another organisation neither sees nor changes them', async () => {
    const { accountant } = await staffOnPayroll();
    const other = await registerAndLogin(t.app);
    const list = (await call(other, 'GET', '/api/v1/payroll/staff')).json() as { data: unknown[] };
    expect(list.data).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/v1/payroll/staff/${accountant.id}`, { name: 'Taken' }],
      ['PUT', `/api/v1/payroll/staff/${accountant.id}/structure`, { monthlyPaise: 1 }],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: say.staffNotFound });
    }
  });
});
