import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEACHER_PHOTO_MAX_BYTES } from '@kaksha/contracts';
import {
  appPerFile,
  as,
  caller,
  expectRefusedField,
  registerAndLogin,
  rowsOf,
} from '../../../test/harness.ts';
import {
  JPEG,
  PNG,
  creator,
  makeCentre,
  makeStaff,
  makeTeacher,
  multipart,
} from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

describe('/api/v1/teachers', () => {
  it('creates a teacher and reads it back', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'POST', '/api/v1/teachers', {
      name: 'Meera Iyer',
      email: 'Meera.Iyer@School.test',
      mobile: '+91 98765 43210',
      whatsapp: '98765 43211',
      joiningDate: '2023-04-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Meera Iyer',
      email: 'meera.iyer@school.test',
      mobile: '9876543210',
      whatsapp: '9876543211',
      joiningDate: '2023-04-01',
      active: true,
      hasPhoto: false,
      centres: [],
      subjects: [],
    });
    const got = await call(owner, 'GET', `/api/v1/teachers/${res.json().id}`);
    expect(got.json()).toEqual(res.json());
    const audit = await rowsOf<{ action: string; user_id: number }>(
      t.database,
      sql`select action, user_id from audit_log where area = 'teachers' and entity_id = ${String(res.json().id)}`,
    );
    expect(audit).toEqual([{ action: 'create', user_id: owner.userId }]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ mobile: '12345' }, 'mobile'],
    [{ whatsapp: '555' }, 'whatsapp'],
    [{ joiningDate: '2023-02-30' }, 'joiningDate'],
    [{ joiningDate: '01/04/2023' }, 'joiningDate'],
  ])('refuses bad input %j', async (change, field) => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'POST', '/api/v1/teachers', {
      name: 'A Teacher',
      email: 'a.teacher@school.test',
      mobile: '9876543210',
      joiningDate: '2023-04-01',
      ...change,
    });
    expectRefusedField(res, field);
  });

  it('refuses an email another teacher of the organisation uses; another organisation may use it', async () => {
    const owner = await registerAndLogin(t.app);
    const first = await makeTeacher(t, owner, { email: 'same@school.test' });
    const second = await makeTeacher(t, owner, { email: 'second@school.test' });
    const dup = await call(owner, 'POST', '/api/v1/teachers', {
      name: 'Dup',
      email: 'SAME@school.test',
      mobile: '9876543210',
      joiningDate: '2023-01-01',
    });
    expect(dup.statusCode).toBe(409);
    const clash = await call(owner, 'PATCH', `/api/v1/teachers/${second.id}`, { email: 'same@school.test' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors.email).toBe('Another teacher in your institute already uses this email.');
    expect(
      (await call(owner, 'PATCH', `/api/v1/teachers/${first.id}`, { email: 'same@school.test' })).statusCode,
    ).toBe(200);
    const other = await registerAndLogin(t.app);
    await makeTeacher(t, other, { email: 'same@school.test' });
  });

  it('lists with search, centre, subject and active filters, sorting and pages', async () => {
    const owner = await registerAndLogin(t.app);
    const north = await makeCentre(t, owner, { CentreCode: 'NORTH', CentreName: 'North' });
    const names = ['Asha Kumar', 'Bhavna Shah', 'Chetan Rao', 'Divya Nair', 'Esha Gupta'];
    const made = [];
    for (const [i, name] of names.entries()) {
      made.push(
        await makeTeacher(t, owner, { name, joiningDate: `202${i}-01-15`, mobile: `98765000${10 + i}` }),
      );
    }
    await call(owner, 'PUT', `/api/v1/centre-assignments/${north.id}`, {
      teacherIds: [made[0]!.id, made[2]!.id],
      staffIds: [],
    });
    await call(owner, 'POST', '/api/insert-teacher-subject', {
      ...creator(owner),
      TeacherID: made[2]!.id,
      BoardCode: 'CBSE',
      ClassCode: 'X',
      SubjectCode: 'MATHS',
      CreaterSUCode: owner.suCode,
      CreaterFormName: 'Panels',
      CreaterEmailID: owner.email,
    });
    await call(owner, 'PATCH', `/api/v1/teachers/${made[4]!.id}`, { active: false });

    const list = async (query: string) => (await call(owner, 'GET', `/api/v1/teachers?${query}`)).json();
    const namesOf = (page: { data: { name: string }[] }) => page.data.map((d) => d.name);

    expect(await list('pageSize=2')).toMatchObject({ total: 5 });
    expect(namesOf(await list('pageSize=2&page=2'))).toEqual(['Chetan Rao', 'Divya Nair']);
    expect(namesOf(await list('sort=-joiningDate&pageSize=2'))).toEqual(['Esha Gupta', 'Divya Nair']);
    expect(namesOf(await list('q=shah'))).toEqual(['Bhavna Shah']);
    expect(namesOf(await list('q=9876500012'))).toEqual(['Chetan Rao']);
    expect(namesOf(await list('centre=north'))).toEqual(['Asha Kumar', 'Chetan Rao']);
    expect(namesOf(await list('subject=MATHS'))).toEqual(['Chetan Rao']);
    expect(namesOf(await list('centre=NORTH&subject=MATHS&active=true'))).toEqual(['Chetan Rao']);
    expect(namesOf(await list('active=false'))).toEqual(['Esha Gupta']);
    expect((await list('active=true')).total).toBe(4);
    const chetan = (await list('q=chetan')).data[0];
    expect(chetan).toMatchObject({
      centres: [{ CentreCode: 'NORTH', CentreName: 'North' }],
      subjects: ['MATHS'],
    });

    const filters = await call(owner, 'GET', '/api/v1/teachers/filters');
    expect(filters.json()).toEqual({
      centres: [{ CentreCode: 'NORTH', CentreName: 'North' }],
      subjects: ['MATHS'],
    });
    expect((await call(owner, 'GET', '/api/v1/teachers?pageSize=500')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/v1/teachers?sort=password')).statusCode).toBe(400);
  });

  it('shows each teacher’s centres and subjects as they change, in the list as in the record', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const west = await makeCentre(t, owner, { CentreCode: 'WEST', CentreName: 'West Campus' });
    const east = await makeCentre(t, owner, { CentreCode: 'EAST', CentreName: 'East Campus' });
    const theirs = await makeCentre(t, other, { CentreCode: 'WEST', CentreName: 'Not ours' });
    const teacher = await makeTeacher(t, owner, { name: 'Kavya Menon' });
    const shown = async () => {
      const page = (await call(owner, 'GET', '/api/v1/teachers?q=kavya')).json();
      const record = (await call(owner, 'GET', `/api/v1/teachers/${teacher.id}`)).json();
      expect(page.data).toEqual([record]);
      return { centres: record.centres, subjects: record.subjects };
    };
    expect(await shown()).toEqual({ centres: [], subjects: [] });

    // The panels' spec calls, then the centre assignment screen.
    await call(owner, 'POST', '/api/teacher-centre-add', {
      ...creator(owner),
      teacherId: teacher.id,
      CentreCode: 'WEST',
    });
    for (const [ClassCode, SubjectCode] of [
      ['X', 'PHYSICS'],
      ['IX', 'MATHS'],
      ['X', 'MATHS'],
    ]) {
      await call(owner, 'POST', '/api/insert-teacher-subject', {
        ...creator(owner),
        TeacherID: teacher.id,
        BoardCode: 'CBSE',
        ClassCode,
        SubjectCode,
        CreaterSUCode: owner.suCode,
        CreaterFormName: 'Panels',
        CreaterEmailID: owner.email,
      });
    }
    await call(owner, 'PUT', `/api/v1/centre-assignments/${east.id}`, {
      teacherIds: [teacher.id],
      staffIds: [],
    });
    expect(await shown()).toEqual({
      centres: [
        { CentreCode: 'EAST', CentreName: 'East Campus' },
        { CentreCode: 'WEST', CentreName: 'West Campus' },
      ],
      subjects: ['MATHS', 'PHYSICS'],
    });

    // A centre renamed (another institute's centre of the same code is not theirs), then taken off.
    await call(owner, 'PATCH', `/api/v1/centres/${west.id}`, { CentreName: 'Anna Nagar' });
    await call(other, 'PATCH', `/api/v1/centres/${theirs.id}`, { CentreName: 'Still not ours' });
    expect((await shown()).centres).toEqual([
      { CentreCode: 'WEST', CentreName: 'Anna Nagar' },
      { CentreCode: 'EAST', CentreName: 'East Campus' },
    ]);
    expect((await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/centres/WEST`)).statusCode).toBe(204);
    expect((await shown()).centres).toEqual([{ CentreCode: 'EAST', CentreName: 'East Campus' }]);
  });

  it('edits and deactivates, writing what changed to the audit log', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner, { name: 'Old Name' });
    const res = await call(owner, 'PATCH', `/api/v1/teachers/${teacher.id}`, {
      name: 'New Name',
      active: false,
    });
    expect(res.json()).toMatchObject({ name: 'New Name', active: false });
    const [entry] = await rowsOf<{ action: string; summary: unknown }>(
      t.database,
      sql`select action, summary from audit_log where area = 'teachers' and action <> 'create' and entity_id = ${String(teacher.id)}`,
    );
    expect(entry).toEqual({
      action: 'deactivate',
      summary: { before: { name: 'Old Name', active: true }, after: { name: 'New Name', active: false } },
    });
  });

  it('takes a photo checked by its bytes, serves it as an image, and removes it', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const put = (file: { name: string; type: string; bytes: Buffer }) =>
      t.app.inject(
        as(owner, {
          method: 'PUT',
          url: `/api/v1/teachers/${teacher.id}/photo`,
          ...multipart({}, { field: 'photo', ...file }),
        }),
      );
    const fake = await put({ name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Photo must be a JPEG, PNG or WebP image.');
    const big = await put({
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([JPEG, Buffer.alloc(TEACHER_PHOTO_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);

    const ok = await put({ name: 'me.png', type: 'image/png', bytes: PNG });
    expect(ok.json().hasPhoto).toBe(true);
    const photo = await call(owner, 'GET', `/api/v1/teachers/${teacher.id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    const other = await registerAndLogin(t.app);
    expect((await call(other, 'GET', `/api/v1/teachers/${teacher.id}/photo`)).statusCode).toBe(404);

    expect((await call(owner, 'DELETE', `/api/v1/teachers/${teacher.id}/photo`)).json().hasPhoto).toBe(false);
    expect((await call(owner, 'GET', `/api/v1/teachers/${teacher.id}/photo`)).statusCode).toBe(404);
  });

  it('treats another organisation’s teacher as not found, and lists none of them', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = await makeTeacher(t, other, { name: 'Hidden Teacher' });
    for (const res of [
      await call(owner, 'GET', `/api/v1/teachers/${theirs.id}`),
      await call(owner, 'PATCH', `/api/v1/teachers/${theirs.id}`, { name: 'Hijacked' }),
      await call(owner, 'DELETE', `/api/v1/teachers/${theirs.id}/photo`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Hidden');
    }
    expect((await call(owner, 'GET', '/api/v1/teachers')).json()).toEqual({
      data: [],
      total: 0,
      totalCapped: false,
    });
    expect((await call(other, 'GET', `/api/v1/teachers/${theirs.id}`)).json().name).toBe('Hidden Teacher');
  });

  it('needs the Manageteacher menu; writes need its manage level', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teachers' })).statusCode).toBe(401);
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const viewer = await makeStaff(t, owner, { Manageteacher: 'view' });
    const panelsOnly = await makeStaff(t, owner, { Panels: 'manage' });
    expect((await call(viewer, 'GET', '/api/v1/teachers')).json().total).toBe(1);
    expect((await call(viewer, 'PATCH', `/api/v1/teachers/${teacher.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call(panelsOnly, 'GET', '/api/v1/teachers')).statusCode).toBe(403);
  });

  it('names teachers for the calendar screens without giving them the directory', async () => {
    const owner = await registerAndLogin(t.app);
    const ravi = await makeTeacher(t, owner, { name: 'Ravi Iyer' });
    await makeTeacher(t, owner, { name: 'Sana Sheikh' });
    const gone = await makeTeacher(t, owner, { name: 'Old Teacher' });
    await call(owner, 'PATCH', `/api/v1/teachers/${gone.id}`, { active: false });
    const theirs = await makeTeacher(t, await registerAndLogin(t.app), { name: 'Hidden Teacher' });
    const calendar = await makeStaff(t, owner, { TeacherCalender: 'view' });

    const all = (await call(calendar, 'GET', '/api/v1/teachers/names')).json();
    expect(all).toEqual({
      data: [
        { id: ravi.id, name: 'Ravi Iyer', active: true },
        { id: expect.any(Number), name: 'Sana Sheikh', active: true },
      ],
      more: false,
    });
    const searched = (await call(calendar, 'GET', '/api/v1/teachers/names?q=sana')).json();
    expect(searched.data.map((x: { name: string }) => x.name)).toEqual(['Sana Sheikh']);
    // Asked for by id (a calendar opened by its link): named even when inactive or not matched.
    const linked = (await call(calendar, 'GET', `/api/v1/teachers/names?q=sana&id=${gone.id}`)).json();
    expect(linked.data.map((x: { name: string }) => x.name)).toEqual(['Sana Sheikh', 'Old Teacher']);
    const foreign = (await call(calendar, 'GET', `/api/v1/teachers/names?id=${theirs.id}`)).json();
    expect(JSON.stringify(foreign)).not.toContain('Hidden');
    // Names only: the directory and a teacher's contact details stay closed.
    expect((await call(calendar, 'GET', '/api/v1/teachers')).statusCode).toBe(403);
    expect((await call(calendar, 'GET', `/api/v1/teachers/${ravi.id}`)).statusCode).toBe(403);
    const stranger = await makeStaff(t, owner, { Panels: 'view' });
    expect((await call(stranger, 'GET', '/api/v1/teachers/names')).statusCode).toBe(403);
  });
});
