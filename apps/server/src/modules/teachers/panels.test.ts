import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  appPerFile,
  as,
  caller,
  expectRefusedField,
  registerAndLogin,
  rowsOf,
} from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { boards, classes, organisations, subjects } from '../../db/schema/index.ts';
import { creator, makeCentre, makeStaff, makeTeacher } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const post = (account: Account, url: string, payload?: object) =>
  t.app.inject(as(account, { method: 'POST', url, payload }));
const call = caller(t);

const auditOf = (area: string, organisationSu: string) =>
  rowsOf<{ action: string; summary: Record<string, unknown> }>(
    t.database,
    sql`select a.action, a.summary from audit_log a join organisations o on o.id = a.organisation_id
        where a.area = ${area} and o.su_code = ${organisationSu} order by a.id`,
  );

/** Two organisations: `owner` with a teacher, `other` with a teacher of its own. */
async function twoOrganisations() {
  const owner = await registerAndLogin(t.app);
  const other = await registerAndLogin(t.app);
  const teacher = await makeTeacher(t, owner, { name: 'Kavya Menon' });
  const theirs = await makeTeacher(t, other, { name: 'Secret Person' });
  return { owner, other, teacher, theirs };
}

const address = {
  Add1: '14, 2nd Cross',
  Add2: 'Indiranagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  PinCode: '560038',
  Landmark: 'Near the metro',
};

describe('Address: POST /api/teacher/{teacherId}/address and …/address/update', () => {
  it('adds the address once, then only updates it', async () => {
    const { owner, teacher } = await twoOrganisations();
    const url = `/api/teacher/${teacher.id}/address`;
    expect((await post(owner, url)).json()).toEqual([]);

    const added = await post(owner, `${url}/update`, { ...address, ...creator(owner) });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      respCode: '0',
      respMsg: 'Address saved successfully.',
      id: expect.any(Number),
    });
    const id = added.json().id;
    expect((await post(owner, url)).json()).toEqual([{ id, ...address, Country: 'India' }]);

    const again = await post(owner, `${url}/update`, { ...address, City: 'Mysuru', ...creator(owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You can only add your address once. Please update your existing address if needed.',
    );

    const updated = await post(owner, `${url}/update`, {
      ...address,
      id,
      City: 'Mysuru',
      PinCode: 570001,
      ...creator(owner),
    });
    expect(updated.json()).toEqual({ respCode: '0', respMsg: 'Address saved successfully.', id });
    expect((await post(owner, url)).json()).toEqual([
      { id, ...address, City: 'Mysuru', PinCode: '570001', Country: 'India' },
    ]);
    expect(
      (await post(owner, `${url}/update`, { ...address, id: id + 1000, ...creator(owner) })).statusCode,
    ).toBe(404);

    const audit = await auditOf('teacher-address', owner.suCode);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.summary).toMatchObject({
      before: { city: 'Bengaluru', pinCode: '560038' },
      after: { city: 'Mysuru', pinCode: '570001' },
    });
  });

  it.each([
    [{ PinCode: '12345' }, 'PinCode'],
    [{ PinCode: '012345' }, 'PinCode'],
    [{ PinCode: '56003A' }, 'PinCode'],
    [{ State: 'Atlantis' }, 'State'],
    [{ Add1: '' }, 'Add1'],
    [{ City: ' ' }, 'City'],
  ])('refuses %j', async (change, field) => {
    const { owner, teacher } = await twoOrganisations();
    const res = await post(owner, `/api/teacher/${teacher.id}/address/update`, {
      ...address,
      ...change,
      ...creator(owner),
    });
    expectRefusedField(res, field);
  });

  it('takes the states of every current state and union territory, and other countries’ own', async () => {
    const { owner, teacher } = await twoOrganisations();
    const ladakh = await post(owner, `/api/teacher/${teacher.id}/address/update`, {
      ...address,
      State: 'Ladakh',
      ...creator(owner),
    });
    expect(ladakh.statusCode).toBe(200);
    const other = await makeTeacher(t, owner);
    const abroad = await post(owner, `/api/teacher/${other.id}/address/update`, {
      ...address,
      State: 'Bagmati',
      Country: 'Nepal',
      PinCode: '440010',
      ...creator(owner),
    });
    expect(abroad.statusCode).toBe(200);
  });

  it('refuses a body naming another organisation, another email or another user type', async () => {
    const { owner, other, teacher } = await twoOrganisations();
    for (const change of [{ SUCode: other.suCode }, { EmailID: other.email }, { CreatedBy: 'Teacher' }]) {
      const res = await post(owner, `/api/teacher/${teacher.id}/address/update`, {
        ...address,
        ...creator(owner),
        ...change,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await post(owner, `/api/teacher/${teacher.id}/address`)).json()).toEqual([]);
  });

  it('treats another organisation’s teacher id as not found', async () => {
    const { owner, other, theirs } = await twoOrganisations();
    await post(other, `/api/teacher/${theirs.id}/address/update`, {
      ...address,
      City: 'Secretpur',
      ...creator(other),
    });
    const read = await post(owner, `/api/teacher/${theirs.id}/address`);
    const write = await post(owner, `/api/teacher/${theirs.id}/address/update`, {
      ...address,
      ...creator(owner),
    });
    for (const res of [read, write]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    expect((await post(owner, '/api/teacher/abc/address')).statusCode).toBe(400);
    expect((await post(other, `/api/teacher/${theirs.id}/address`)).json()[0].City).toBe('Secretpur');
  });
});

describe('Education: POST /getEducationDetails and /api/v1/teachers/{id}/education', () => {
  const entry = {
    certificate: 'B.Ed.',
    board: 'Bangalore University',
    year: 2015,
    marks: '78.5%',
    grade: 'A',
  };

  it('adds, lists, edits and removes education, audited', async () => {
    const { owner, teacher } = await twoOrganisations();
    expect((await post(owner, '/getEducationDetails', { teacherID: teacher.id })).json()).toEqual([]);
    const added = await post(owner, `/api/v1/teachers/${teacher.id}/education`, entry);
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    const older = await post(owner, `/api/v1/teachers/${teacher.id}/education`, {
      certificate: 'B.Sc.',
      board: 'Mysore University',
      year: '2012',
    });
    expect(older.json()).toMatchObject({ year: 2012, marks: '', grade: '' });
    // teacherID arrives as local storage keeps it: a string of digits.
    expect((await post(owner, '/getEducationDetails', { teacherID: String(teacher.id) })).json()).toEqual([
      { id, ...entry },
      { ...older.json() },
    ]);
    const edited = await call(owner, 'PATCH', `/api/v1/teachers/${teacher.id}/education/${id}`, {
      ...entry,
      grade: 'A+',
    });
    expect(edited.json()).toEqual({ id, ...entry, grade: 'A+' });
    expect((await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/education/${id}`)).statusCode).toBe(
      204,
    );
    expect((await post(owner, '/getEducationDetails', { teacherID: teacher.id })).json()).toHaveLength(1);
    expect((await auditOf('teacher-education', owner.suCode)).map((a) => a.action)).toEqual([
      'create',
      'create',
      'update',
      'delete',
    ]);
  });

  it.each([
    [{ certificate: '' }, 'certificate'],
    [{ board: '' }, 'board'],
    [{ year: 1890 }, 'year'],
    [{ year: 'last year' }, 'year'],
    [{ year: new Date().getFullYear() + 5 }, 'year'],
    [{ marks: 'lots' }, 'marks'],
  ])('refuses %j', async (change, field) => {
    const { owner, teacher } = await twoOrganisations();
    const res = await post(owner, `/api/v1/teachers/${teacher.id}/education`, { ...entry, ...change });
    expectRefusedField(res, field);
  });

  it('refuses a missing or malformed teacherID', async () => {
    const owner = await registerAndLogin(t.app);
    for (const body of [{}, { teacherID: '' }, { teacherID: 'abc' }, { teacherID: -1 }, { teacherID: 1.5 }]) {
      const res = await post(owner, '/getEducationDetails', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('treats another organisation’s teacher and entries as not found', async () => {
    const { owner, other, teacher, theirs } = await twoOrganisations();
    const theirEntry = (
      await post(other, `/api/v1/teachers/${theirs.id}/education`, { ...entry, board: 'Secret Board' })
    ).json();
    for (const res of [
      await post(owner, '/getEducationDetails', { teacherID: theirs.id }),
      await post(owner, `/api/v1/teachers/${theirs.id}/education`, entry),
      await call(owner, 'PATCH', `/api/v1/teachers/${theirs.id}/education/${theirEntry.id}`, entry),
      await call(owner, 'PATCH', `/api/v1/teachers/${teacher.id}/education/${theirEntry.id}`, entry),
      await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/education/${theirEntry.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    expect((await post(other, '/getEducationDetails', { teacherID: theirs.id })).json()).toHaveLength(1);
  });
});

describe('Experience: POST /getExperience and /addExperience', () => {
  const job = {
    Organisation: 'Delhi Public School',
    FromDate: '2016-06-01',
    ToDate: '2020-03-31',
    Designation: 'PGT Mathematics',
    Responsibilities: 'Classes XI and XII',
    Remarks: 'Left to relocate',
  };

  it('adds one entry or several and lists them newest first', async () => {
    const { owner, teacher } = await twoOrganisations();
    expect((await post(owner, '/getExperience', { teacherID: teacher.id })).json()).toEqual({
      respCode: '0',
      experienceData: [],
      respMsg: '',
    });
    const one = await post(owner, '/addExperience', {
      ...creator(owner),
      TeacherID: teacher.id,
      experienceData: job,
    });
    expect(one.json()).toEqual({ respCode: '0', respMsg: 'Experience added successfully' });
    const two = await post(owner, '/addExperience', {
      ...creator(owner),
      TeacherID: String(teacher.id),
      experienceData: [
        { Organisation: 'Kendriya Vidyalaya', FromDate: '2020-04-01', ToDate: '', Designation: 'TGT' },
        {
          Organisation: 'Tuition centre',
          FromDate: '2014-01-01',
          ToDate: '2014-01-01',
          Designation: 'Tutor',
        },
      ],
    });
    expect(two.statusCode).toBe(200);
    const list = (await post(owner, '/getExperience', { teacherID: teacher.id })).json();
    expect(list.respCode).toBe('0');
    expect(list.experienceData).toEqual([
      {
        id: expect.any(Number),
        Organisation: 'Kendriya Vidyalaya',
        FromDate: '2020-04-01',
        ToDate: null,
        Designation: 'TGT',
        Responsibilities: '',
        Remarks: '',
      },
      { id: expect.any(Number), ...job },
      expect.objectContaining({ Organisation: 'Tuition centre' }),
    ]);
    const first = list.experienceData[0].id;
    expect(
      (await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/experience/${first}`)).statusCode,
    ).toBe(204);
    expect(
      (await post(owner, '/getExperience', { teacherID: teacher.id })).json().experienceData,
    ).toHaveLength(2);
    expect((await auditOf('teacher-experience', owner.suCode)).map((a) => a.action)).toEqual([
      'create',
      'create',
      'create',
      'delete',
    ]);
  });

  it.each([
    [{ ToDate: '2015-01-01' }, 'experienceData.ToDate'],
    [{ FromDate: '2999-01-01', ToDate: '' }, 'experienceData.FromDate'],
    [{ FromDate: '2016-13-01' }, 'experienceData.FromDate'],
    [{ Organisation: '' }, 'experienceData.Organisation'],
    [{ Designation: '' }, 'experienceData.Designation'],
  ])('refuses %j', async (change, field) => {
    const { owner, teacher } = await twoOrganisations();
    const res = await post(owner, '/addExperience', {
      ...creator(owner),
      TeacherID: teacher.id,
      experienceData: { ...job, ...change },
    });
    expectRefusedField(res, field);
    expect((await post(owner, '/getExperience', { teacherID: teacher.id })).json().experienceData).toEqual(
      [],
    );
  });

  it('refuses another organisation’s teacher, and a body naming another organisation', async () => {
    const { owner, other, teacher, theirs } = await twoOrganisations();
    await post(other, '/addExperience', {
      ...creator(other),
      TeacherID: theirs.id,
      experienceData: { ...job, Remarks: 'Secret' },
    });
    const read = await post(owner, '/getExperience', { teacherID: theirs.id });
    const write = await post(owner, '/addExperience', {
      ...creator(owner),
      TeacherID: theirs.id,
      experienceData: job,
    });
    for (const res of [read, write]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    const theirEntry = (await post(other, '/getExperience', { teacherID: theirs.id })).json()
      .experienceData[0].id;
    expect(
      (await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/experience/${theirEntry}`)).statusCode,
    ).toBe(404);
    const forged = await post(owner, '/addExperience', {
      ...creator(owner),
      SUCode: other.suCode,
      TeacherID: teacher.id,
      experienceData: job,
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await post(other, '/getExperience', { teacherID: theirs.id })).json().experienceData,
    ).toHaveLength(1);
  });
});

describe('Subject: POST /api/get-teacher-subjects and /api/insert-teacher-subject', () => {
  const subject = (owner: Account, teacherId: number, codes: Record<string, string> = {}) => ({
    ...creator(owner),
    TeacherID: teacherId,
    BoardCode: 'CBSE',
    ClassCode: 'X',
    SubjectCode: 'MATHS',
    CreaterSUCode: owner.suCode,
    CreaterFormName: 'Panels',
    CreaterEmailID: owner.email,
    ...codes,
  });

  it('takes plain codes while the organisation has no curriculum', async () => {
    const { owner, teacher } = await twoOrganisations();
    expect((await post(owner, '/api/get-teacher-subjects', { teacherID: teacher.id })).json()).toEqual({
      respCode: '0',
      subjectDetails: [],
    });
    expect((await call(owner, 'GET', '/api/v1/teacher-curriculum')).json()).toEqual({
      available: false,
      boards: [],
      classes: [],
      subjects: [],
    });
    const res = await post(
      owner,
      '/api/insert-teacher-subject',
      subject(owner, teacher.id, { ClassCode: 'x' }),
    );
    expect(res.json()).toEqual({ RespCode: '0', RespMsg: 'Subject added successfully.' });
    const dup = await post(owner, '/api/insert-teacher-subject', subject(owner, teacher.id));
    expect(dup.statusCode).toBe(409);
    expect(
      (await post(owner, '/api/get-teacher-subjects', { teacherID: teacher.id })).json().subjectDetails,
    ).toEqual([
      {
        id: expect.any(Number),
        BoardCode: 'CBSE',
        ClassCode: 'X',
        SubjectCode: 'MATHS',
        BoardName: null,
        ClassName: null,
        SubjectName: null,
      },
    ]);
    const [entry] = await auditOf('teacher-subjects', owner.suCode);
    expect(entry).toMatchObject({ action: 'create', summary: { formName: 'Panels', subjectCode: 'MATHS' } });
  });

  it('chooses from the organisation’s curriculum once it has one, and names what it chose', async () => {
    const { owner, teacher } = await twoOrganisations();
    const [org] = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.suCode, owner.suCode));
    await t.database.db.insert(boards).values({ organisationId: org!.id, code: 'ICSE', name: 'ICSE Board' });
    await t.database.db.insert(classes).values({ organisationId: org!.id, code: 'IX', name: 'Class 9' });
    await t.database.db.insert(subjects).values({ organisationId: org!.id, code: 'PHY', name: 'Physics' });
    const choices = (await call(owner, 'GET', '/api/v1/teacher-curriculum')).json();
    expect(choices).toEqual({
      available: true,
      boards: [{ code: 'ICSE', name: 'ICSE Board' }],
      classes: [{ code: 'IX', name: 'Class 9' }],
      subjects: [{ code: 'PHY', name: 'Physics' }],
    });
    const unknown = await post(owner, '/api/insert-teacher-subject', subject(owner, teacher.id));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      BoardCode: 'Please choose a board from the list.',
      ClassCode: 'Please choose a class from the list.',
      SubjectCode: 'Please choose a subject from the list.',
    });
    const ok = await post(
      owner,
      '/api/insert-teacher-subject',
      subject(owner, teacher.id, { BoardCode: 'ICSE', ClassCode: 'IX', SubjectCode: 'PHY' }),
    );
    expect(ok.json().RespCode).toBe('0');
    expect(
      (await post(owner, '/api/get-teacher-subjects', { teacherID: teacher.id })).json().subjectDetails,
    ).toEqual([
      {
        id: expect.any(Number),
        BoardCode: 'ICSE',
        ClassCode: 'IX',
        SubjectCode: 'PHY',
        BoardName: 'ICSE Board',
        ClassName: 'Class 9',
        SubjectName: 'Physics',
      },
    ]);
  });

  it.each([
    [{ BoardCode: '' }, 'BoardCode'],
    [{ ClassCode: 'X Y' }, 'ClassCode'],
    [{ SubjectCode: '' }, 'SubjectCode'],
    [{ CreaterFormName: '' }, 'CreaterFormName'],
  ])('refuses %j', async (change, field) => {
    const { owner, teacher } = await twoOrganisations();
    const res = await post(owner, '/api/insert-teacher-subject', subject(owner, teacher.id, change));
    expectRefusedField(res, field);
  });

  it('refuses another organisation’s teacher, and a creator of another organisation', async () => {
    const { owner, other, teacher, theirs } = await twoOrganisations();
    await post(other, '/api/insert-teacher-subject', subject(other, theirs.id, { SubjectCode: 'SECRET' }));
    for (const res of [
      await post(owner, '/api/get-teacher-subjects', { teacherID: theirs.id }),
      await post(owner, '/api/insert-teacher-subject', subject(owner, theirs.id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
    }
    const forged = await post(owner, '/api/insert-teacher-subject', {
      ...subject(owner, teacher.id),
      CreaterSUCode: other.suCode,
    });
    expect(forged.statusCode).toBe(403);
    const theirEntry = (await post(other, '/api/get-teacher-subjects', { teacherID: theirs.id })).json()
      .subjectDetails[0].id;
    expect(
      (await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/subjects/${theirEntry}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(other, 'DELETE', `/api/v1/teachers/${theirs.id}/subjects/${theirEntry}`)).statusCode,
    ).toBe(204);
  });
});

describe('Centre: POST /api/teacher-centre, /api/get-all-centres, /api/teacher-centre-add', () => {
  const add = (owner: Account, teacherId: number | string, CentreCode: string) =>
    post(owner, '/api/teacher-centre-add', { ...creator(owner), teacherId, CentreCode });

  it('lists all centres, adds one to the teacher and lists the teacher’s centres', async () => {
    const { owner, teacher } = await twoOrganisations();
    expect((await post(owner, '/api/get-all-centres')).json()).toEqual({ respCode: '0', centres: [] });
    expect((await post(owner, '/api/teacher-centre', { teacherID: teacher.id })).json()).toEqual({
      respCode: '0',
      centreDetails: [],
      respMsg: 'No centres found for this TeacherID.',
    });
    await makeCentre(t, owner, { CentreCode: 'WEST', CentreName: 'West Campus' });
    await makeCentre(t, owner, { CentreCode: 'EAST', CentreName: 'East Campus' });
    const closed = await makeCentre(t, owner, { CentreCode: 'SHUT', CentreName: 'Closed Campus' });
    await call(owner, 'PATCH', `/api/v1/centres/${closed.id}`, { active: false });

    expect((await post(owner, '/api/get-all-centres')).json()).toEqual({
      respCode: '0',
      centres: [
        { CentreCode: 'EAST', CentreName: 'East Campus' },
        { CentreCode: 'WEST', CentreName: 'West Campus' },
      ],
    });
    expect((await add(owner, String(teacher.id), 'west')).json()).toEqual({
      RespCode: '0',
      RespMsg: 'Centre added successfully.',
    });
    expect((await add(owner, teacher.id, 'WEST')).statusCode).toBe(409);
    expect((await add(owner, teacher.id, 'SHUT')).statusCode).toBe(404);
    expect((await add(owner, teacher.id, 'NOPE')).statusCode).toBe(404);
    const none = await add(owner, teacher.id, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.CentreCode).toBe('Please choose a centre.');
    expect((await post(owner, '/api/teacher-centre', { teacherID: teacher.id })).json()).toEqual({
      respCode: '0',
      centreDetails: [{ CentreCode: 'WEST', CentreName: 'West Campus' }],
    });
    expect((await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/centres/WEST`)).statusCode).toBe(204);
    expect((await auditOf('teacher-centres', owner.suCode)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('never shows or takes another organisation’s centres or teachers', async () => {
    const { owner, other, teacher, theirs } = await twoOrganisations();
    await makeCentre(t, other, { CentreCode: 'THEIRS', CentreName: 'Secret Campus' });
    await makeCentre(t, owner, { CentreCode: 'MINE', CentreName: 'My Campus' });
    await add(other, theirs.id, 'THEIRS');
    expect((await post(owner, '/api/get-all-centres')).body).not.toContain('Secret');
    expect((await add(owner, teacher.id, 'THEIRS')).statusCode).toBe(404);
    for (const res of [
      await post(owner, '/api/teacher-centre', { teacherID: theirs.id }),
      await add(owner, theirs.id, 'MINE'),
      await call(owner, 'DELETE', `/api/v1/teachers/${theirs.id}/centres/THEIRS`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    expect(
      (
        await post(owner, '/api/teacher-centre-add', {
          ...creator(owner),
          SUCode: other.suCode,
          teacherId: teacher.id,
          CentreCode: 'MINE',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(other, '/api/teacher-centre', { teacherID: theirs.id })).json().centreDetails,
    ).toHaveLength(1);
  });
});

describe('the teacher detail header: GET /api/v1/teacher-details/{id}', () => {
  it('names the stored teacher, and only the organisation’s own', async () => {
    const { owner, theirs, teacher } = await twoOrganisations();
    expect((await call(owner, 'GET', `/api/v1/teacher-details/${teacher.id}`)).json()).toEqual({
      id: teacher.id,
      name: 'Kavya Menon',
      email: teacher.email,
      mobile: '9876500000',
      active: true,
    });
    const res = await call(owner, 'GET', `/api/v1/teacher-details/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret');
  });
});

describe('access to the Panels calls', () => {
  it('reads need Panels view; writes need Panels manage; no session, no answer', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const viewer = await makeStaff(t, owner, { Panels: 'view' });
    const directoryOnly = await makeStaff(t, owner, { Manageteacher: 'manage' });
    const viewerCreator = { SUCode: viewer.suCode, EmailID: viewer.email, CreatedBy: 'Staff' };
    const reads: [string, object | undefined][] = [
      [`/api/teacher/${teacher.id}/address`, undefined],
      ['/getEducationDetails', { teacherID: teacher.id }],
      ['/getExperience', { teacherID: teacher.id }],
      ['/api/get-teacher-subjects', { teacherID: teacher.id }],
      ['/api/teacher-centre', { teacherID: teacher.id }],
      ['/api/get-all-centres', undefined],
      ['/api/getKYCDetails', { TeacherID: teacher.id }],
    ];
    for (const [url, body] of reads) {
      expect((await post(viewer, url, body)).statusCode, url).toBe(200);
      expect((await post(directoryOnly, url, body)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode, url).toBe(401);
    }
    const writes: [string, object][] = [
      [`/api/teacher/${teacher.id}/address/update`, { ...address, ...viewerCreator }],
      ['/addExperience', { ...viewerCreator, TeacherID: teacher.id, experienceData: [] }],
      [`/api/v1/teachers/${teacher.id}/education`, { certificate: 'x', board: 'y', year: 2000 }],
      ['/api/teacher-centre-add', { ...viewerCreator, teacherId: teacher.id, CentreCode: 'X' }],
      ['/api/insert-teacher-subject', { ...viewerCreator, TeacherID: teacher.id }],
    ];
    for (const [url, body] of writes) expect((await post(viewer, url, body)).statusCode, url).toBe(403);
    expect((await post(viewer, `/api/teacher/${teacher.id}/address`)).json()).toEqual([]);
  });
});
