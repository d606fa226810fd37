import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { appPerFile, as, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { multipart, PNG } from '../../../test/helpers/learning.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { addDays } from '../../lib/calendar-days.ts';

const t = appPerFile();

const call = caller(t);
const academicYear = () => {
  const [year, month] = dayIn(new Date(), 'Asia/Kolkata').split('-').map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
};
const mother = {
  relation: 'mother',
  name: 'Meera Sharma',
  mobile: '98765 43210',
  email: 'meera@example.test',
  primary: true,
} as const;

describe('admitting a student', () => {
  it('numbers admissions without gaps, stores the guardians and tells them', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const first = await admitStudent(t, owner, {
      name: 'Aarav Sharma',
      centreId: centre.id,
      guardians: [mother],
    });
    const second = await admitStudent(t, owner, { centreId: centre.id });
    expect(first.admissionNumber).toBe(`ADM/${academicYear()}/0001`);
    expect(second.admissionNumber).toBe(`ADM/${academicYear()}/0002`);
    expect(first).toMatchObject({
      status: 'active',
      centreName: centre.CentreName,
      admissionDate: dayIn(new Date(), 'Asia/Kolkata'),
    });
    expect(first.guardians).toMatchObject([
      {
        relation: 'mother',
        name: 'Meera Sharma',
        mobile: '+919876543210',
        email: 'meera@example.test',
        primary: true,
        otherStudents: [],
      },
    ]);
    expect(first.timeline[0]).toMatchObject({
      kind: 'audit',
      action: 'admit',
      detail: `Admitted as ${first.admissionNumber}`,
    });

    // Email to the address given; SMS and WhatsApp logged as not sent (no provider in this institute).
    const sent = await rowsOf<{ channel: string; body: string; address: string; reason: string | null }>(
      t.database,
      sql`select channel, body, address, reason from messages where subject_ref = ${`student:${first.id}`} order by channel`,
    );
    expect(sent.map((m) => [m.channel, m.address])).toEqual([
      ['email', 'meera@example.test'],
      ['sms', '+919876543210'],
      ['whatsapp', '+919876543210'],
    ]);
    expect(sent[1]!.reason).toBe('not sent: channel not set up');
    expect(sent[1]!.body).toContain(`Aarav Sharma is admitted from`);
    expect(sent[1]!.body).toContain(`Admission no. ${first.admissionNumber}.`);
  });

  it('takes numbers one at a time under concurrent admissions, and a failed admission uses none', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const stranger = await admitStudent(t, other);
    // Fails after the number was taken: the guardian belongs to another institute.
    const refused = await call(owner, 'POST', '/api/v1/students', {
      name: 'Nobody',
      centreId: centre.id,
      guardians: [{ ...mother, id: stranger.guardians[0]!.id }],
    });
    expect(refused.statusCode).toBe(404);
    const admitted = await Promise.all(
      Array.from({ length: 8 }, () => admitStudent(t, owner, { centreId: centre.id })),
    );
    const numbers = admitted.map((s) => Number(s.admissionNumber.split('/').pop())).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('counts each centre on its own when the number shows the centre', async () => {
    const owner = await registerAndLogin(t.app);
    const settings = (await call(owner, 'GET', '/api/v1/institute/settings')).json();
    const { logoUrl: _l, receiptNumberExample: _r, admissionNumberExample: _a, ...body } = settings;
    const saved = await call(owner, 'PUT', '/api/v1/institute/settings', {
      ...body,
      admissionNumberFormat: '{CENTRE}/{SEQ:3}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pune = await makeCentre(t, owner, { CentreCode: 'PUN' });
    const thane = await makeCentre(t, owner, { CentreCode: 'THN' });
    const numbers = [];
    for (const centreId of [pune.id, thane.id, pune.id])
      numbers.push((await admitStudent(t, owner, { centreId })).admissionNumber);
    expect(numbers).toEqual(['PUN/001', 'THN/001', 'PUN/002']);
  });

  it('links a sibling’s parent instead of copying them, found by mobile', async () => {
    const owner = await registerAndLogin(t.app);
    const elder = await admitStudent(t, owner, { name: 'Diya', guardians: [mother] });
    const found = (await call(owner, 'GET', '/api/v1/guardians?mobile=098765-43210')).json().data;
    expect(found).toMatchObject([{ id: elder.guardians[0]!.id, otherStudents: [{ name: 'Diya' }] }]);
    const younger = await admitStudent(t, owner, {
      name: 'Kabir',
      guardians: [{ ...mother, id: found[0].id, occupation: 'Doctor' }],
    });
    expect(younger.guardians[0]).toMatchObject({
      id: elder.guardians[0]!.id,
      occupation: 'Doctor',
      otherStudents: [{ name: 'Diya' }],
    });
    const [count] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from guardians where mobile = '+919876543210' and organisation_id = (select organisation_id from students where id = ${elder.id})`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses another institute’s centre, class and board, field by field', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = await makeCentre(t, other);
    const res = await call(owner, 'POST', '/api/v1/students', {
      name: 'X',
      centreId: theirs.id,
      classId: 999_999,
      guardians: [mother],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().fieldErrors).toEqual({
      centreId: 'Please choose one of your centres.',
      classId: 'Please choose one of your classes.',
    });
    const none = await call(owner, 'POST', '/api/v1/students', {
      name: 'X',
      centreId: theirs.id,
      guardians: [],
    });
    expect(none.json().fieldErrors).toMatchObject({ guardians: 'Add at least one guardian.' });
  });
});

describe('a student’s life', () => {
  it('refuses a date of birth in the future, on admitting and on changing (issue 65)', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const born = '2030-08-15';
    const message = 'A date of birth cannot be in the future.';
    const admitted = await call(owner, 'POST', '/api/v1/students', {
      name: 'Not Born Yet',
      centreId: centre.id,
      dateOfBirth: born,
      guardians: [mother],
    });
    expect([admitted.statusCode, admitted.json().fieldErrors]).toEqual([400, { dateOfBirth: message }]);
    const student = await admitStudent(t, owner, { centreId: centre.id });
    const changed = await call(owner, 'PATCH', `/api/v1/students/${student.id}`, { dateOfBirth: born });
    expect([changed.statusCode, changed.json().fieldErrors]).toEqual([400, { dateOfBirth: message }]);
    const today = dayIn(new Date(), 'Asia/Kolkata');
    expect(
      (await call(owner, 'PATCH', `/api/v1/students/${student.id}`, { dateOfBirth: today })).statusCode,
    ).toBe(200);
  });

  it('refuses an admission dated more than 31 days ahead, and takes one a month ahead (issue 65)', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const today = dayIn(new Date(), 'Asia/Kolkata');
    const admit = (admissionDate: string) =>
      call(owner, 'POST', '/api/v1/students', {
        name: 'Early Bird',
        centreId: centre.id,
        admissionDate,
        guardians: [mother],
      });
    const months = await admit(addDays(today, 32));
    expect([months.statusCode, months.json().fieldErrors]).toEqual([
      400,
      { admissionDate: 'An admission date can be at most 31 days ahead. Check the month and the year.' },
    ]);
    const soon = await admit(addDays(today, 31));
    expect([soon.statusCode, soon.json().admissionDate]).toEqual([201, addDays(today, 31)]);
  });

  it('moves between statuses only as allowed, with a reason, on the timeline', async () => {
    const owner = await registerAndLogin(t.app);
    const student = await admitStudent(t, owner);
    const url = `/api/v1/students/${student.id}/status`;
    expect((await call(owner, 'POST', url, { status: 'left' })).json().fieldErrors).toEqual({
      reason: 'Please give a reason.',
    });
    const left = await call(owner, 'POST', url, {
      status: 'left',
      reason: 'Moved to Pune',
      date: '2026-11-20',
    });
    expect(left.json()).toMatchObject({
      status: 'left',
      statusReason: 'Moved to Pune',
      statusDate: '2026-11-20',
    });
    const alumni = await call(owner, 'POST', url, { status: 'alumni' });
    expect(alumni.statusCode).toBe(400);
    expect(alumni.json().message).toBe('A student who is Left cannot be marked Alumni.');
    const back = (await call(owner, 'POST', url, { status: 'active' })).json();
    expect(back).toMatchObject({ status: 'active', statusDate: null });
    expect(back.timeline.map((e: { detail: string }) => e.detail).slice(0, 2)).toEqual([
      'Marked Active',
      'Marked Left: Moved to Pune',
    ]);
  });

  it('changes details and guardians, never the admission number', async () => {
    const owner = await registerAndLogin(t.app);
    const student = await admitStudent(t, owner);
    const changed = await call(owner, 'PATCH', `/api/v1/students/${student.id}`, {
      name: 'Renamed',
      school: 'DPS',
      admissionNumber: 'X',
    });
    expect(changed.json()).toMatchObject({
      name: 'Renamed',
      school: 'DPS',
      admissionNumber: student.admissionNumber,
    });
    const guardians = await call(owner, 'PUT', `/api/v1/students/${student.id}/guardians`, {
      guardians: [
        { relation: 'father', name: 'Rohan', mobile: '+91 91234 56789', preferredChannel: 'whatsapp' },
        { ...mother, primary: true },
      ],
    });
    expect(
      guardians.json().guardians.map((g: { name: string; primary: boolean }) => [g.name, g.primary]),
    ).toEqual([
      ['Meera Sharma', true],
      ['Rohan', false],
    ]);
  });

  it('keeps documents checked by their bytes, and gives them back as attachments', async () => {
    const owner = await registerAndLogin(t.app);
    const student = await admitStudent(t, owner);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const upload = (bytes: Buffer, name: string) =>
      t.app.inject(
        as(owner, {
          method: 'POST',
          url: `/api/v1/students/${student.id}/documents`,
          ...multipart(
            { kind: 'birth_certificate' },
            { field: 'file', name, type: 'application/pdf', bytes },
          ),
        } as InjectOptions),
      );
    const saved = await upload(pdf, 'birth.pdf');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      kind: 'birth_certificate',
      fileName: 'birth.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect((await upload(Buffer.from('<html><script>alert(1)</script>'), 'x.pdf')).statusCode).toBe(415);
    const file = await call(owner, 'GET', `/api/v1/students/${student.id}/documents/${saved.json().id}`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toBe('attachment; filename="birth.pdf"');
    const photo = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: `/api/v1/students/${student.id}/photo`,
        ...multipart({}, { field: 'photo', name: 'a.png', type: 'image/png', bytes: PNG }),
      } as InjectOptions),
    );
    expect(photo.json().photoUrl).toMatch(new RegExp(`^/api/v1/students/${student.id}/photo\\?v=`));
    expect(
      (await call(owner, 'DELETE', `/api/v1/students/${student.id}/documents/${saved.json().id}`)).statusCode,
    ).toBe(204);
    expect((await call(owner, 'GET', `/api/v1/students/${student.id}`)).json().documents).toEqual([]);
  });
});

describe('the student list', () => {
  it('finds students by name, admission number or a guardian’s mobile, and exports CSV', async () => {
    const owner = await registerAndLogin(t.app);
    const aarav = await admitStudent(t, owner, { name: 'Aarav Sharma', guardians: [mother] });
    await admitStudent(t, owner, { name: 'Zoya Khan' });
    const find = async (q: string) =>
      (await call(owner, 'GET', `/api/v1/students?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((s: { name: string }) => s.name);
    expect(await find('aarav')).toEqual(['Aarav Sharma']);
    expect(await find(aarav.admissionNumber)).toEqual(['Aarav Sharma']);
    expect(await find('98765 43210')).toEqual(['Aarav Sharma']);
    const page = (await call(owner, 'GET', '/api/v1/students?sort=name')).json();
    expect(page).toMatchObject({
      total: 2,
      data: [
        { name: 'Aarav Sharma', guardianName: 'Meera Sharma', guardianMobile: '+919876543210' },
        { name: 'Zoya Khan' },
      ],
    });

    await call(owner, 'POST', `/api/v1/students/${aarav.id}/status`, { status: 'on_hold', reason: 'Exams' });
    expect((await call(owner, 'GET', '/api/v1/students')).json().total).toBe(1);
    expect((await call(owner, 'GET', '/api/v1/students?status=on_hold')).json().data[0].name).toBe(
      'Aarav Sharma',
    );
    const csv = (await call(owner, 'GET', '/api/v1/students/export.csv?status=all')).body
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFF"Admission no.","Name","Class","Board","Centre","Status","Admitted","Guardian","Mobile"',
    );
    // A cell starting with + would be a formula in a spreadsheet: it is written with an apostrophe.
    expect(csv[1]).toMatch(
      /^"ADM\/.*","Aarav Sharma","","",".*","On hold","\d{1,2} [A-Z][a-z]{2} \d{4}","Meera Sharma","'\+91 98765 43210"$/,
    );
  });

  it('shows each student’s class, board and centre by their names of now, and only its own institute’s', async () => {
    const made = async (owner: Account, path: string, name: string) =>
      ((await call(owner, 'POST', `/api/v1/${path}`, { code: name, name })).json() as { id: number }).id;
    const [owner, other] = [await registerAndLogin(t.app), await registerAndLogin(t.app)];
    const centre = await makeCentre(t, owner, { CentreName: 'Andheri' });
    const [xi, xii, cbse] = [
      await made(owner, 'classes', 'XI'),
      await made(owner, 'classes', 'XII'),
      await made(owner, 'boards', 'CBSE'),
    ];
    const student = await admitStudent(t, owner, { centreId: centre.id, classId: xi, boardId: cbse });
    const theirs = await admitStudent(t, other, { classId: await made(other, 'classes', 'XI') });
    const row = async (account: Account, name: string) =>
      (await call(account, 'GET', `/api/v1/students?q=${encodeURIComponent(name)}`)).json().data[0];
    expect(await row(owner, student.name)).toMatchObject({
      className: 'XI',
      boardName: 'CBSE',
      centreName: 'Andheri',
    });

    const renamed = await Promise.all([
      call(owner, 'PATCH', `/api/v1/classes/${xi}`, { name: 'Class XI' }),
      call(owner, 'PATCH', `/api/v1/boards/${cbse}`, { name: 'CBSE (New Delhi)' }),
      call(owner, 'PATCH', `/api/v1/centres/${centre.id}`, { CentreName: 'Andheri West' }),
    ]);
    expect(renamed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const now = { className: 'Class XI', boardName: 'CBSE (New Delhi)', centreName: 'Andheri West' };
    expect(await row(owner, student.name)).toMatchObject(now);
    expect((await call(owner, 'GET', `/api/v1/students/${student.id}`)).json()).toMatchObject(now);
    expect(await row(other, theirs.name)).toMatchObject({ className: 'XI' });

    await call(owner, 'PATCH', `/api/v1/students/${student.id}`, { classId: xii });
    expect(await row(owner, student.name)).toMatchObject({ ...now, className: 'XII' });
  });

  it('never shows or changes another institute’s students', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = await admitStudent(t, other, { name: 'Hidden Student' });
    expect((await call(owner, 'GET', '/api/v1/students?status=all')).json().data).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/v1/students/${theirs.id}`],
      ['PATCH', `/api/v1/students/${theirs.id}`, { name: 'X' }],
      ['POST', `/api/v1/students/${theirs.id}/status`, { status: 'alumni' }],
      ['PUT', `/api/v1/students/${theirs.id}/guardians`, { guardians: [mother] }],
      ['GET', `/api/v1/students/${theirs.id}/photo`],
    ] as const)
      expect((await call(owner, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(owner, 'GET', '/api/v1/guardians?mobile=9876540001')).json().data).toEqual([]);
  });
});
