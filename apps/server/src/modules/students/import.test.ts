import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { importMessages, type ImportResult, type StudentPage, type StudentProfile } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const HEADER =
  'Name,Date of birth,Gender,Class,Board,School,Address,Centre,Admission date,Guardian name,Guardian relation,Guardian mobile,Guardian email';
const send = (account: Account, bytes: Buffer, mode: 'check' | 'save', name = 'students.csv') =>
  t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/v1/students/import',
      ...multipart({ mode }, { field: 'file', name, type: 'text/csv', bytes }),
    } as InjectOptions),
  );
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'));
const studentCount = async (account: Account) =>
  (
    (
      await t.app.inject(as(account, { method: 'GET', url: '/api/v1/students?status=all' }))
    ).json() as StudentPage
  ).total;

describe('importing students', () => {
  it('checks every row and says what is wrong where, saving nothing until the whole file is right', async () => {
    const owner = await registerAndLogin(t.app);
    await makeCentre(t, owner, { CentreCode: 'PUN', CentreName: 'Pune Camp' });
    const file = csv(
      'Aarav Shah,15/08/2012,male,,,DPS,,PUN,,Meera Shah,mother,98765 43210,meera@example.test',
      ',31/02/2012,,,,,,Mars Base,,Ravi,father,12345,',
      'Aarav Shah,,,,,,,pune camp,,Meera Shah,mother,+91 98765 43210,',
    );
    const checked = (await send(owner, file, 'check')).json() as ImportResult;
    expect(checked).toMatchObject({ valid: 1, invalid: 2, saved: false });
    expect(checked.rows[0]).toMatchObject({
      line: 2,
      name: 'Aarav Shah',
      centre: 'Pune Camp',
      mobile: '+91 98765 43210',
      errors: [],
    });
    expect(checked.rows[1]!.errors).toEqual([
      'Name: Please enter the student’s name.',
      'Date of birth: “31/02/2012” is not a date like 24/11/2026.',
      'Centre: “Mars Base” is not one of yours.',
      'Guardian mobile: Please enter a valid mobile number.',
    ]);
    expect(checked.rows[2]!.errors).toEqual(['The same student as line 2.']);

    const refused = await send(owner, file, 'save');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(importMessages.notSaved(2));
    expect(await studentCount(owner)).toBe(0);
  });

  it('refuses what the form refuses of dates: a birth ahead, an admission months ahead (issue 65)', async () => {
    const owner = await registerAndLogin(t.app);
    await makeCentre(t, owner, { CentreCode: 'PUN', CentreName: 'Pune Camp' });
    const checked = (
      await send(
        owner,
        csv('Zoya Khan,15/08/2030,,,,,,PUN,01/12/2099,Imran Khan,father,98111 22334,'),
        'check',
      )
    ).json() as ImportResult;
    expect(checked.rows[0]!.errors).toEqual([
      'Date of birth: A date of birth cannot be in the future.',
      'Admission date: An admission date can be at most 31 days ahead. Check the month and the year.',
    ]);
  });

  it('admits a whole file at once: numbers in order after the last one, siblings share their parent', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner, { CentreCode: 'NSK', CentreName: 'Nashik Road' });
    const earlier = await admitStudent(t, owner, {
      centreId: centre.id,
      guardians: [{ relation: 'mother', name: 'Kavya Rao', mobile: '9811100001', primary: true }],
    });
    const saved = (
      await send(
        owner,
        csv(
          'Ira Rao,01/04/2014,female,,,,,NSK,,Kavya Rao,mother,98111 00001,',
          'Dev Kulkarni,,,,,,,Nashik Road,10/06/2026,Sunil Kulkarni,father,9811100002,sunil@example.test',
          'Tara Kulkarni,,,,,,,nsk,,Sunil Kulkarni,father,+919811100002,',
        ),
        'save',
      )
    ).json() as ImportResult;
    expect(saved).toMatchObject({ saved: true, valid: 3, invalid: 0 });
    const prefix = earlier.admissionNumber.slice(0, -4);
    expect([saved.firstNumber, saved.lastNumber]).toEqual([`${prefix}0002`, `${prefix}0004`]);
    expect(await studentCount(owner)).toBe(4);

    // Ira is linked to the parent already on file; Dev and Tara share one new parent.
    const guardians = await rowsOf<{ name: string; children: number }>(
      t.database,
      sql`select g.name, count(*)::int as children from guardians g join student_guardians sg on sg.guardian_id = g.id
          join organisations o on o.id = g.organisation_id where o.su_code = ${owner.suCode} group by g.id, g.name order by g.name`,
    );
    expect(guardians).toEqual([
      { name: 'Kavya Rao', children: 2 },
      { name: 'Sunil Kulkarni', children: 2 },
    ]);
    const list = (
      await t.app.inject(as(owner, { method: 'GET', url: '/api/v1/students?q=Ira' }))
    ).json() as StudentPage;
    const ira = (
      await t.app.inject(as(owner, { method: 'GET', url: `/api/v1/students/${list.data[0]!.id}` }))
    ).json() as StudentProfile;
    expect(ira).toMatchObject({ dateOfBirth: '2014-04-01', gender: 'female', centreName: 'Nashik Road' });
    expect(ira.guardians[0]!.otherStudents.map((s) => s.name)).toEqual([earlier.name]);
    // One audit line for the file.
    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log a join organisations o on o.id = a.organisation_id
          where o.su_code = ${owner.suCode} and area = 'students' and action = 'import'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('reads an Excel workbook the same way, dates typed as dates included', async () => {
    const owner = await registerAndLogin(t.app);
    await makeCentre(t, owner, { CentreCode: 'AMR', CentreName: 'Amravati' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'Neel Patil',
      new Date(Date.UTC(2013, 0, 26)),
      'male',
      '',
      '',
      '',
      '',
      'AMR',
      '',
      'Asha Patil',
      'mother',
      '9822200003',
      '',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const checked = (await send(owner, bytes, 'check', 'students.xlsx')).json() as ImportResult;
    expect(checked.rows).toMatchObject([{ name: 'Neel Patil', centre: 'Amravati', errors: [] }]);
    expect((await send(owner, bytes, 'save', 'students.xlsx')).json()).toMatchObject({ saved: true });
    const [row] = await rowsOf<{ date_of_birth: string }>(
      t.database,
      sql`select date_of_birth::text from students where name = 'Neel Patil'`,
    );
    expect(row!.date_of_birth).toBe('2013-01-26');
  });

  it('offers a template whose example row checks clean once its centre, class and board exist', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await t.app.inject(as(owner, { method: 'GET', url: '/api/v1/students/import-template.csv' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students-import-template.csv"');
    // A byte-order mark first, so Excel opens the names as UTF-8.
    expect(res.body.startsWith('\uFEFFName,Date of birth,')).toBe(true);
    await makeCentre(t, owner, { CentreCode: 'PUN', CentreName: 'Pune Camp' });
    for (const [url, name] of [
      ['/api/v1/classes', 'Class 7'],
      ['/api/v1/boards', 'CBSE'],
    ] as const) {
      const made = await t.app.inject(as(owner, { method: 'POST', url, payload: { code: 'X1', name } }));
      expect(made.statusCode).toBe(201);
    }
    const checked = (await send(owner, res.rawPayload, 'check')).json() as ImportResult;
    expect(checked).toMatchObject({ valid: 1, invalid: 0, saved: false });
    expect(checked.rows[0]).toMatchObject({ name: 'Aarav Sharma', centre: 'Pune Camp', errors: [] });
  });

  it('refuses a file without the needed columns, an empty one, and another organisation’s centre', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await makeCentre(t, other, { CentreCode: 'OTH', CentreName: 'Their centre' });
    const noColumns = await send(owner, Buffer.from('Student,Phone\r\nA,9811100009'), 'check');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe(
      importMessages.missingColumns(['Name', 'Centre', 'Guardian name', 'Guardian mobile']),
    );
    expect((await send(owner, csv(), 'check')).json().message).toBe(importMessages.empty);
    const theirs = (
      await send(owner, csv('X Y,,,,,,,OTH,,P Q,mother,9811100010,'), 'check')
    ).json() as ImportResult;
    expect(theirs.rows[0]!.errors).toEqual(['Centre: “OTH” is not one of yours.']);
  });
});
