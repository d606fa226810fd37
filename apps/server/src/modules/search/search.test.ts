import { beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetail, QuickSearchResult, Receipt, StudentProfile } from '@kaksha/contracts';
import { appPerFile, caller, countQueries, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { billedStudent, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeStaff, makeTeacher } from '../../../test/helpers/teachers.ts';

const t = appPerFile();
const call = caller(t);

let owner: Account;
let other: Account;
let kabir: StudentProfile;
let rahul: StudentProfile;
let devanagari: StudentProfile;
let enquiry: EnquiryDetail;
let teacher: { id: number; name: string };
let receipt: Receipt;
let strangerRahul: StudentProfile;

const search = async (account: Account, q: string): Promise<QuickSearchResult> => {
  const res = await call(account, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuickSearchResult;
};
const studentNames = async (q: string, account = owner) =>
  (await search(account, q)).students?.map((s) => s.name);

beforeAll(async () => {
  const set = await billedStudent(t, { name: 'Kabir Rao' });
  owner = set.owner;
  kabir = set.student;
  const centreId = set.centre.id;
  const guardian = (name: string, mobile: string) => [
    { relation: 'father' as const, name, mobile, primary: true },
  ];
  rahul = await admitStudent(t, owner, {
    centreId,
    name: 'Rahul Sharma',
    guardians: guardian('Vikas Sharma', '9812345678'),
  });
  devanagari = await admitStudent(t, owner, {
    centreId,
    name: 'राहुल शर्मा',
    guardians: guardian('विकास शर्मा', '9811122233'),
  });
  await admitStudent(t, owner, {
    centreId,
    name: 'Ananya Iyer',
    guardians: guardian('Lata Iyer', '9822200011'),
  });
  const made = await call(owner, 'POST', '/api/v1/enquiries', {
    studentName: 'Priya Deshmukh',
    guardianName: 'Sunil Deshmukh',
    mobile: '9700011122',
  });
  expect(made.statusCode, made.body).toBe(201);
  enquiry = made.json() as EnquiryDetail;
  teacher = await makeTeacher(t, owner, { name: 'Meera Krishnan', mobile: '9898900077' });
  const paid = await call(owner, 'POST', `/api/v1/students/${kabir.id}/payments`, {
    amount: 1_000_000,
    mode: 'cash',
    receivedOn: today,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  receipt = paid.json() as Receipt;

  other = await registerAndLogin(t.app);
  strangerRahul = await admitStudent(t, other, {
    name: 'Rahul Sharma',
    guardians: guardian('Vikas Sharma', '9812345678'),
  });
});

describe('GET /api/v1/search', () => {
  it('finds a student by part of the name, in any word order and case', async () => {
    for (const q of ['sharm', 'Rahul Sharma', 'sharma rahul', 'RAHUL', 'ul sha']) {
      expect(await studentNames(q), q).toEqual(['Rahul Sharma']);
    }
  });

  it('forgives a typo or two when nothing matches as written', async () => {
    for (const q of ['rahul sherma', 'rahal sharma', 'rahal sherma', 'sharmaa', 'shamra', 'SHERMA']) {
      expect(await studentNames(q), q).toEqual(['Rahul Sharma']);
    }
    // A short text is matched only as written: three letters with a typo would match anything.
    expect(await studentNames('rax')).toEqual([]);
    // What matches as written is all that is found: "rao" finds Kabir Rao, not every name like it.
    expect(await studentNames('kabir')).toEqual(['Kabir Rao']);
  });

  it('finds a Devanagari name by a word or part of one', async () => {
    for (const q of ['राहुल शर्मा', 'शर्मा राहुल', 'शर्मा', 'राहु']) {
      expect(await studentNames(q), q).toEqual(['राहुल शर्मा']);
    }
  });

  it("finds a student by the admission number and by a guardian's mobile in any format", async () => {
    const found = await search(owner, rahul.admissionNumber);
    expect(found.students?.[0]).toMatchObject({ id: rahul.id, admissionNumber: rahul.admissionNumber });
    for (const q of [
      '9812345678',
      '98123 45678',
      '+91 98123 45678',
      '098123-45678',
      '(+91) 98123',
      '45678',
    ]) {
      expect(await studentNames(q), q).toEqual(['Rahul Sharma']);
    }
    expect(await studentNames('98111 22233')).toEqual(['राहुल शर्मा']);
  });

  it('gives each student its class, batches, main contact and balance due', async () => {
    const found = await search(owner, 'kabir');
    expect(found.students).toEqual([
      {
        id: kabir.id,
        name: 'Kabir Rao',
        admissionNumber: kabir.admissionNumber,
        className: null,
        batches: expect.stringMatching(/\S/),
        status: 'active',
        guardianMobile: expect.stringMatching(/^\+91/),
        // ₹25,000 fell due and ₹20,000 is to come (billedStudent), less the ₹10,000 received.
        balance: 3_500_000,
      },
    ]);
  });

  it('finds an enquiry by either name, the mobile in any format and its number, with its stage', async () => {
    const expected = {
      id: enquiry.id,
      studentName: 'Priya Deshmukh',
      guardianName: 'Sunil Deshmukh',
      mobile: '+919700011122',
      stage: 'new',
      className: null,
      nextFollowUp: null,
    };
    for (const q of [
      'priya',
      'sunil',
      'deshmukh priya',
      'Deshmuk',
      'dehsmukh',
      '97000 11122',
      '+91 970001',
      String(enquiry.id),
      `#${enquiry.id}`,
    ]) {
      const found = await search(owner, q);
      expect(found.enquiries?.[0], q).toEqual(expected);
    }
  });

  it('finds a teacher by name (with a typo) and mobile', async () => {
    for (const q of ['meera', 'krishnan meera', 'krishnen', '98989 00077']) {
      expect((await search(owner, q)).teachers, q).toEqual([
        {
          id: teacher.id,
          name: 'Meera Krishnan',
          email: expect.any(String),
          mobile: '9898900077',
          active: true,
        },
      ]);
    }
  });

  it('finds a receipt by its number or the end of it, with its student, amount and day', async () => {
    const expected = {
      id: receipt.id,
      number: receipt.number,
      studentName: 'Kabir Rao',
      admissionNumber: kabir.admissionNumber,
      amount: 1_000_000,
      receivedOn: today,
      status: 'valid',
    };
    expect((await search(owner, receipt.number)).receipts).toEqual([expected]);
    const tail = receipt.number.slice(-4);
    expect((await search(owner, tail)).receipts).toContainEqual(expected);
    // A name holds no digit: receipts are not looked for.
    expect((await search(owner, 'kabir')).receipts).toEqual([]);
  });

  it('reads every kind in one statement', async () => {
    await search(owner, 'sharma');
    const { queries } = await countQueries(t.database, () => search(owner, 'sharma 98123'));
    expect(queries).toBe(1);
  });

  it('searches only the kinds the caller’s menus open', async () => {
    const desk = await makeStaff(t, owner, { ManageStudents: 'view' });
    const deskFound = await search(desk, 'kabir');
    expect(Object.keys(deskFound)).toEqual(['students']);
    // Without a fees menu a student's balance is not shown.
    expect(deskFound.students?.[0]).toMatchObject({ name: 'Kabir Rao', balance: null });

    const cashier = await makeStaff(t, owner, { PaidFees: 'view' });
    expect(await search(cashier, receipt.number)).toEqual({
      receipts: [expect.objectContaining({ id: receipt.id })],
    });

    const counsellor = await makeStaff(t, owner, { ManageEnquiry: 'manage', Panels: 'view' });
    const found = await search(counsellor, 'meera');
    expect(Object.keys(found).sort()).toEqual(['enquiries', 'teachers']);
    expect(found.teachers).toHaveLength(1);

    const nobody = await makeStaff(t, owner, {});
    await search(nobody, 'rahul'); // the session read
    const { result, queries } = await countQueries(t.database, () => search(nobody, 'rahul'));
    expect(result).toEqual({});
    expect(queries).toBe(0);
  });

  it("never finds another organisation's records", async () => {
    expect((await search(other, 'rahul sharma')).students?.map((s) => s.id)).toEqual([strangerRahul.id]);
    expect((await search(owner, 'rahul sharma')).students?.map((s) => s.id)).toEqual([rahul.id]);
    const theirs = await search(other, '98123 45678');
    expect(theirs.students?.map((s) => s.id)).toEqual([strangerRahul.id]);
    expect(await search(other, receipt.number)).toMatchObject({ receipts: [], enquiries: [], teachers: [] });
    expect((await search(other, String(enquiry.id))).enquiries).toEqual([]);
    expect((await search(other, 'meera')).teachers).toEqual([]);
  });

  it('refuses an empty search and one without a session', async () => {
    const empty = await call(owner, 'GET', '/api/v1/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search?q=rahul' })).statusCode).toBe(401);
  });
});

describe('every list searches as the quick search does', () => {
  it('finds students, enquiries and teachers in their lists by the same words, typos and mobiles', async () => {
    const list = async (url: string, q: string) =>
      (
        (await call(owner, 'GET', `${url}?q=${encodeURIComponent(q)}`)).json() as { data: { id: number }[] }
      ).data.map((r) => r.id);
    for (const q of ['sharma rahul', 'rahal sherma', '+91 98123 45678']) {
      expect(await list('/api/v1/students', q), q).toEqual([rahul.id]);
    }
    expect(await list('/api/v1/students', 'शर्मा')).toEqual([devanagari.id]);
    for (const q of ['deshmukh priya', 'dehsmukh', '97000 11122']) {
      expect(await list('/api/v1/enquiries', q), q).toEqual([enquiry.id]);
    }
    for (const q of ['krishnan meera', 'krishnen', '98989 00077']) {
      expect(await list('/api/v1/teachers', q), q).toEqual([teacher.id]);
    }
  });
});
