import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  batchMessages,
  couponMessages,
  deskMessages,
  paymentMessages,
  studentMessages,
  type DeskAdmission,
  type FeeStatement,
} from '@kaksha/contracts';
import { appPerFile, caller, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { feeSetUp, makePlan, pdfText, today } from '../../../test/helpers/fees.ts';
import { addStaff } from '../../../test/helpers/users.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { CARD_PREFIX, studentByCard } from '../students/service.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The PDF's first page as a PNG in the temp folder, for a person to look at (pdftoppm, as CI installs it). */
async function writePng(pdf: Buffer, name: string) {
  const dir = path.join(os.tmpdir(), 'kaksha-pdf');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.pdf`), pdf);
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-png',
    '-singlefile',
    path.join(dir, `${name}.pdf`),
    path.join(dir, name),
  ]);
}

const t = appPerFile();
const call = caller(t);

let serial = 0;
/** A walk-in: the student and their father (the relation asked, not guessed). */
const walkIn = (centreId: number, more: object = {}) => {
  const n = ++serial;
  return {
    name: `Walk-in ${n}`,
    centreId,
    guardians: [
      {
        relation: 'father',
        name: `Father ${n}`,
        mobile: `97${String(12_340_000 + n).slice(-8)}`,
        email: `father.${n}@example.test`,
        primary: true,
      },
    ],
    ...more,
  };
};

const cash = (amount: number, more: object = {}) => ({ amount, mode: 'cash', receivedOn: today, ...more });

async function setUp() {
  const set = await feeSetUp(t, 5);
  const plan = await makePlan(t, set, [10, 70]);
  const coupon = await call(set.owner, 'POST', '/api/v1/coupons', {
    code: 'WELCOME',
    kind: 'percent',
    value: 1_000,
    validFrom: addDays(today, -5),
    validTo: addDays(today, 5),
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
  return { ...set, plan };
}

const studentsOf = async (owner: Account) =>
  ((await call(owner, 'GET', '/api/v1/students')).json() as { total: number }).total;

/** Rows an admission would leave behind, for the organisation: students, guardians, seats, dues, receipts. */
async function leftBehind(owner: Account) {
  const [row] = await rowsOf<Record<string, number>>(
    t.database,
    sql`select (select count(*) from students s where s.organisation_id = o.id)::int as students,
               (select count(*) from guardians g where g.organisation_id = o.id)::int as guardians,
               (select count(*) from batch_students b where b.organisation_id = o.id)::int as seats,
               (select count(*) from dues d where d.organisation_id = o.id)::int as dues,
               (select count(*) from fee_payments p where p.organisation_id = o.id)::int as receipts
        from organisations o where o.su_code = ${owner.suCode}`,
  );
  return row;
}

describe('admit, seat and collect', () => {
  it('admits, seats on the plan with the coupon, collects, and sends the receipt, in one call', async () => {
    const { owner, centre, batch, plan } = await setUp();
    const res = await call(owner, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id, { name: 'Meera Iyer' }),
      seat: { batchId: batch.id, feePlanId: plan.id, couponCode: 'welcome' },
      payment: cash(2_000_000),
      sendReceipt: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json() as DeskAdmission;
    expect(done.student).toMatchObject({ name: 'Meera Iyer' });
    expect(done.student.admissionNumber).not.toBe('');
    expect(done.seat).toMatchObject({
      allotted: [{ name: 'Meera Iyer' }],
      billedOn: plan.name,
      couponApplied: 1,
    });
    expect(done.receipt).toMatchObject({ studentName: 'Meera Iyer', amount: 2_000_000, applied: 2_000_000 });
    expect(done.sent).toMatchObject({ told: 1, skipped: 0 });

    // The statement: ₹45,000 less 10 %, ₹20,000 of it paid.
    const statement = (
      await call(owner, 'GET', `/api/v1/students/${done.student.id}/fees`)
    ).json() as FeeStatement;
    expect(statement.totals.balance).toBe(4_050_000 - 2_000_000);
    const mail = await rowsOf<{ event: string; attachment: string | null }>(
      t.database,
      sql`select event, attachment from messages where subject_ref = ${`receipt:${done.receipt!.id}`} and channel = 'email'`,
    );
    expect(mail).toEqual([{ event: 'fee.receipt', attachment: `receipt:${done.receipt!.id}` }]);
  });

  it('takes each step as optional: a student alone, or a payment held as credit with no seat', async () => {
    const { owner, centre } = await setUp();
    const alone = await call(owner, 'POST', '/api/v1/admissions', { student: walkIn(centre.id) });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json()).toMatchObject({ seat: null, receipt: null, sent: null });

    const ahead = await call(owner, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      payment: cash(100_000),
    });
    expect(ahead.statusCode, ahead.body).toBe(201);
    expect((ahead.json() as DeskAdmission).receipt).toMatchObject({ amount: 100_000, applied: 0 });
  });

  it('leaves no student, guardian, seat, due or receipt behind when the payment is refused', async () => {
    const { owner, centre, batch, plan } = await setUp();
    const before = await leftBehind(owner);
    const number = async () =>
      (
        (
          await call(owner, 'POST', '/api/v1/admissions', { student: walkIn(centre.id) })
        ).json() as DeskAdmission
      ).student.admissionNumber;
    const first = await number();

    const refused = await call(owner, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      seat: { batchId: batch.id, feePlanId: plan.id },
      payment: cash(2_000_000, { receivedOn: addDays(today, 3) }),
      sendReceipt: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: paymentMessages.future,
      fieldErrors: { 'payment.receivedOn': paymentMessages.future },
    });
    const after = await leftBehind(owner);
    expect(after).toEqual({ ...before, students: before!.students! + 1, guardians: before!.guardians! + 1 });
    // The admission number was not taken either: the next admission gets the one after the first.
    const next = await number();
    expect(Number(next.replace(/\D/g, '')) - Number(first.replace(/\D/g, ''))).toBe(1);
  });

  it('refuses a coupon in the coupon’s words, beside the coupon field, and keeps nothing', async () => {
    const { owner, centre, batch, plan } = await setUp();
    const before = await leftBehind(owner);
    const res = await call(owner, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      seat: { batchId: batch.id, feePlanId: plan.id, couponCode: 'NOSUCH' },
      payment: cash(100_000),
    });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([
      404,
      { 'seat.couponCode': couponMessages.notFound },
    ]);
    expect(await leftBehind(owner)).toEqual(before);
  });

  it('refuses another organisation’s centre, batch and fee plan as not found', async () => {
    const ours = await setUp();
    const theirs = await setUp();
    const before = await studentsOf(ours.owner);
    const centre = await call(ours.owner, 'POST', '/api/v1/admissions', {
      student: walkIn(theirs.centre.id),
    });
    expect([centre.statusCode, centre.json().fieldErrors]).toEqual([
      404,
      { 'student.centreId': studentMessages.centreNotFound },
    ]);
    const batch = await call(ours.owner, 'POST', '/api/v1/admissions', {
      student: walkIn(ours.centre.id),
      seat: { batchId: theirs.batch.id },
    });
    expect([batch.statusCode, batch.json().message]).toEqual([404, batchMessages.notFound]);
    const plan = await call(ours.owner, 'POST', '/api/v1/admissions', {
      student: walkIn(ours.centre.id),
      seat: { batchId: ours.batch.id, feePlanId: theirs.plan.id },
    });
    expect(plan.statusCode).toBe(404);
    expect(await studentsOf(ours.owner)).toBe(before);
    expect(await studentsOf(theirs.owner)).toBe(0);
  });

  it('asks the guardian’s relation rather than guessing it', async () => {
    const { owner, centre } = await setUp();
    const student = walkIn(centre.id);
    const { relation: _r, ...unnamed } = student.guardians[0]!;
    const res = await call(owner, 'POST', '/api/v1/admissions', {
      student: { ...student, guardians: [unnamed] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'student.guardians.0.relation': 'Choose how they are related.',
    });
  });

  it('lets each role do only its steps, and says which step it may not do', async () => {
    const { owner, centre, batch } = await setUp();
    const admitter = await addStaff(t, owner, {
      grants: [{ menu: 'NewStudentEnrollment', level: 'manage' }],
    });
    const seat = await call(admitter, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      seat: { batchId: batch.id },
    });
    expect([seat.statusCode, seat.json().message]).toEqual([403, deskMessages.mayNotSeat]);
    const pay = await call(admitter, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      payment: cash(100_000),
    });
    expect([pay.statusCode, pay.json().message]).toEqual([403, deskMessages.mayNotCollect]);
    expect(
      (await call(admitter, 'POST', '/api/v1/admissions', { student: walkIn(centre.id) })).statusCode,
    ).toBe(201);

    const viewer = await addStaff(t, owner, { grants: [{ menu: 'NewStudentEnrollment', level: 'view' }] });
    expect(
      (await call(viewer, 'POST', '/api/v1/admissions', { student: walkIn(centre.id) })).statusCode,
    ).toBe(403);
    const desk = await addStaff(t, owner, {
      grants: [
        { menu: 'NewStudentEnrollment', level: 'manage' },
        { menu: 'StudentAlotment', level: 'manage' },
        { menu: 'PendingFees', level: 'manage' },
      ],
    });
    const whole = await call(desk, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      seat: { batchId: batch.id },
      payment: cash(100_000),
    });
    expect(whole.statusCode, whole.body).toBe(201);
    const nothing = await call(owner, 'POST', '/api/v1/admissions', {
      student: walkIn(centre.id),
      sendReceipt: true,
    });
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, deskMessages.nothingToSend]);
  });
});

describe('the ID card', () => {
  it('prints the name, number and batch, and a QR of a random code that finds the student again', async () => {
    const { owner, centre, batch } = await setUp();
    const done = (
      await call(owner, 'POST', '/api/v1/admissions', {
        student: walkIn(centre.id, { name: 'Kavya Menon' }),
        seat: { batchId: batch.id, feePlanId: null },
      })
    ).json() as DeskAdmission;
    const res = await call(owner, 'GET', `/api/v1/students/${done.student.id}/id-card.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Kavya Menon');
    expect(text).toContain(done.student.admissionNumber);
    expect(text).toContain(batch.name);
    await writePng(res.rawPayload, 'id-card');

    const [row] = await rowsOf<{ card_code: string }>(
      t.database,
      sql`select card_code from students where id = ${done.student.id}`,
    );
    expect(row!.card_code).toMatch(/^[\w-]{16}$/);
    expect(row!.card_code).not.toContain(String(done.student.id));
    // A reprint carries the same code; the code (as the QR says it) finds the student, in this organisation only.
    await call(owner, 'GET', `/api/v1/students/${done.student.id}/id-card.pdf`);
    const [again] = await rowsOf<{ card_code: string }>(
      t.database,
      sql`select card_code from students where id = ${done.student.id}`,
    );
    expect(again!.card_code).toBe(row!.card_code);
    const [org] = await rowsOf<{ id: number }>(
      t.database,
      sql`select id from organisations where su_code = ${owner.suCode}`,
    );
    expect(await studentByCard(t.database.db, org!.id, `${CARD_PREFIX}${row!.card_code}`)).toMatchObject({
      id: done.student.id,
      name: 'Kavya Menon',
    });
    expect(await studentByCard(t.database.db, org!.id + 1_000_000, row!.card_code)).toBeUndefined();

    const other = await setUp();
    const theirs = await call(other.owner, 'GET', `/api/v1/students/${done.student.id}/id-card.pdf`);
    expect(theirs.statusCode).toBe(404);
  });
});
