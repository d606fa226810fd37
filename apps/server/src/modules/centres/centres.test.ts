import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appPerFile, caller, expectRefusedField, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeCentre, makeStaff, makeTeacher } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

describe('/api/v1/centres', () => {
  it('creates, lists, searches, pages, edits and deactivates centres', async () => {
    const owner = await registerAndLogin(t.app);
    const created = await call(owner, 'POST', '/api/v1/centres', {
      CentreCode: 'blr-01',
      CentreName: 'Bengaluru North',
      address: '12 MG Road, Bengaluru',
      phone: '080 4123 4567',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      CentreCode: 'BLR-01',
      CentreName: 'Bengaluru North',
      address: '12 MG Road, Bengaluru',
      phone: '08041234567',
      active: true,
      teacherCount: 0,
      staffCount: 0,
    });
    for (let i = 1; i <= 4; i++)
      await makeCentre(t, owner, { CentreCode: `MYS-${i}`, CentreName: `Mysuru ${i}` });

    const all = await call(owner, 'GET', '/api/v1/centres?pageSize=2&page=2&sort=CentreCode');
    expect(all.json().total).toBe(5);
    expect(all.json().data.map((c: { CentreCode: string }) => c.CentreCode)).toEqual(['MYS-2', 'MYS-3']);

    const search = await call(owner, 'GET', '/api/v1/centres?q=north');
    expect(search.json()).toMatchObject({ total: 1, data: [{ CentreCode: 'BLR-01' }] });
    // A search for % matches a literal %, not everything.
    expect((await call(owner, 'GET', '/api/v1/centres?q=%25')).json().total).toBe(0);

    const id = created.json().id;
    const edited = await call(owner, 'PATCH', `/api/v1/centres/${id}`, { CentreName: 'Bengaluru Central' });
    expect(edited.json()).toMatchObject({ CentreCode: 'BLR-01', CentreName: 'Bengaluru Central' });
    const off = await call(owner, 'PATCH', `/api/v1/centres/${id}`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await call(owner, 'GET', '/api/v1/centres?active=true')).json().total).toBe(4);
    expect((await call(owner, 'GET', '/api/v1/centres?active=false')).json().total).toBe(1);
    expect((await call(owner, 'GET', `/api/v1/centres/${id}`)).json().CentreName).toBe('Bengaluru Central');

    const audit = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = 'centres' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'deactivate']);
  });

  it('refuses a code already used in the organisation, whatever its case; another organisation may use it', async () => {
    const owner = await registerAndLogin(t.app);
    await makeCentre(t, owner, { CentreCode: 'HQ' });
    const again = await call(owner, 'POST', '/api/v1/centres', { CentreCode: 'hq', CentreName: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.CentreCode).toBe(
      'Another centre in your institute already uses this code.',
    );
    const other = await registerAndLogin(t.app);
    expect(
      (await call(other, 'POST', '/api/v1/centres', { CentreCode: 'HQ', CentreName: 'Theirs' })).statusCode,
    ).toBe(201);
  });

  it.each([
    [{ CentreName: 'No code' }, 'CentreCode'],
    [{ CentreCode: 'A B', CentreName: 'Space' }, 'CentreCode'],
    [{ CentreCode: 'X1' }, 'CentreName'],
    [{ CentreCode: 'X2', CentreName: 'Bad phone', phone: '12' }, 'phone'],
  ])('refuses bad input %j', async (payload, field) => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'POST', '/api/v1/centres', payload);
    expectRefusedField(res, field);
  });

  it('does not change a centre code once made', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner, { CentreCode: 'KEEP' });
    await call(owner, 'PATCH', `/api/v1/centres/${centre.id}`, {
      CentreCode: 'OTHER',
      CentreName: 'Renamed',
    });
    expect((await call(owner, 'GET', `/api/v1/centres/${centre.id}`)).json()).toMatchObject({
      CentreCode: 'KEEP',
      CentreName: 'Renamed',
    });
  });

  it('treats another organisation’s centre as not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = await makeCentre(t, other, { CentreName: 'Secret centre' });
    for (const res of [
      await call(owner, 'GET', `/api/v1/centres/${theirs.id}`),
      await call(owner, 'PATCH', `/api/v1/centres/${theirs.id}`, { CentreName: 'Hijacked' }),
      await call(owner, 'GET', `/api/v1/centre-assignments/${theirs.id}`),
      await call(owner, 'PUT', `/api/v1/centre-assignments/${theirs.id}`, { teacherIds: [], staffIds: [] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    expect((await call(owner, 'GET', '/api/v1/centres')).json().total).toBe(0);
    expect((await call(other, 'GET', `/api/v1/centres/${theirs.id}`)).json().CentreName).toBe(
      'Secret centre',
    );
  });

  it('needs a session, the Center menu to read, and its manage level to write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/centres' })).statusCode).toBe(401);
    const owner = await registerAndLogin(t.app);
    const viewer = await makeStaff(t, owner, { Center: 'view' });
    const stranger = await makeStaff(t, owner, { Manageteacher: 'manage' });
    expect((await call(viewer, 'GET', '/api/v1/centres')).statusCode).toBe(200);
    expect(
      (await call(viewer, 'POST', '/api/v1/centres', { CentreCode: 'V', CentreName: 'V' })).statusCode,
    ).toBe(403);
    expect((await call(stranger, 'GET', '/api/v1/centres')).statusCode).toBe(403);
  });
});

describe('/api/v1/centre-assignments', () => {
  it('places teachers and staff at a centre, and takes them off again', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner, { CentreCode: 'ASSIGN' });
    const a = await makeTeacher(t, owner, { name: 'Anita Desai' });
    const b = await makeTeacher(t, owner, { name: 'Bala Murali' });
    const staff = await makeStaff(t, owner, { Center: 'view' });

    const before = await call(owner, 'GET', `/api/v1/centre-assignments/${centre.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().teachers).toEqual([
      { id: a.id, name: 'Anita Desai', email: a.email, assigned: false },
      { id: b.id, name: 'Bala Murali', email: b.email, assigned: false },
    ]);
    expect(before.json().staff.map((s: { id: number }) => s.id)).toContain(staff.userId);

    const saved = await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, {
      teacherIds: [a.id, b.id],
      staffIds: [staff.userId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().centre).toMatchObject({ teacherCount: 2, staffCount: 1 });
    expect(saved.json().teachers.every((x: { assigned: boolean }) => x.assigned)).toBe(true);

    // The teacher's Centre panel sees the same placement.
    const panel = await call(owner, 'POST', '/api/teacher-centre', { teacherID: a.id });
    expect(panel.json().centreDetails).toEqual([{ CentreCode: 'ASSIGN', CentreName: centre.CentreName }]);

    const cleared = await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, {
      teacherIds: [b.id],
      staffIds: [],
    });
    expect(cleared.json().centre).toMatchObject({ teacherCount: 1, staffCount: 0 });
    // Another institute's staff at a centre with the same code are not counted here.
    const other = await registerAndLogin(t.app);
    const theirs = await makeCentre(t, other, { CentreCode: 'ASSIGN' });
    const theirStaff = await makeStaff(t, other, { Center: 'view' });
    await call(other, 'PUT', `/api/v1/centre-assignments/${theirs.id}`, {
      teacherIds: [],
      staffIds: [theirStaff.userId],
    });
    const listed = (await call(owner, 'GET', '/api/v1/centres?q=ASSIGN')).json().data;
    expect(listed).toMatchObject([{ CentreCode: 'ASSIGN', teacherCount: 1, staffCount: 0 }]);
    const audit = await rowsOf<{ summary: { added: unknown; removed: unknown } }>(
      t.database,
      sql`select summary from audit_log where area = 'centre-assignments' and entity_id = ${String(centre.id)} order by id`,
    );
    expect(audit.map((r) => r.summary)).toEqual([
      {
        CentreCode: 'ASSIGN',
        added: { teachers: [a.id, b.id], staff: [staff.userId] },
        removed: { teachers: [], staff: [] },
      },
      {
        CentreCode: 'ASSIGN',
        added: { teachers: [], staff: [] },
        removed: { teachers: [a.id], staff: [staff.userId] },
      },
    ]);
  });

  it('keeps each centre’s counts on its row as placements come and go by any path (migration 0045)', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const [mine, theirs] = [
      await makeCentre(t, owner, { CentreCode: 'SHARED' }),
      await makeCentre(t, other, { CentreCode: 'SHARED' }),
    ];
    const teachers = [await makeTeacher(t, owner), await makeTeacher(t, owner)];
    const staff = [
      await makeStaff(t, owner, { Center: 'view' }),
      await makeStaff(t, owner, { Center: 'view' }),
    ];
    const theirStaff = await makeStaff(t, other, { Center: 'view' });
    await call(owner, 'PUT', `/api/v1/centre-assignments/${mine.id}`, {
      teacherIds: teachers.map((x) => x.id),
      staffIds: staff.map((x) => x.userId),
    });
    await call(other, 'PUT', `/api/v1/centre-assignments/${theirs.id}`, {
      teacherIds: [],
      staffIds: [theirStaff.userId],
    });
    const row = async (account: Account, id: number) =>
      ((await call(account, 'GET', '/api/v1/centres')).json().data as { id: number }[]).find(
        (c) => c.id === id,
      );
    expect(await row(owner, mine.id)).toMatchObject({ teacherCount: 2, staffCount: 2 });
    expect(await row(other, theirs.id)).toMatchObject({ teacherCount: 0, staffCount: 1 });

    // A teacher and a staff member removed outright take their placements with them; the other
    // organisation's centre of the same code keeps its own.
    await t.database.db.execute(sql`delete from teachers where id = ${teachers[0]!.id}`);
    await t.database.db.execute(sql`delete from users where id = ${staff[0]!.userId}`);
    expect(await row(owner, mine.id)).toMatchObject({ teacherCount: 1, staffCount: 1 });
    expect(await row(other, theirs.id)).toMatchObject({ teacherCount: 0, staffCount: 1 });
    // What the rows say, counted the slow way, is what the list shows.
    const [counted] = await rowsOf<{ teachers: number; staff: number }>(
      t.database,
      sql`select (select count(*)::int from teacher_centres where centre_id = ${mine.id}) as teachers,
        (select count(*)::int from user_centres uc join users u on u.id = uc.user_id
          where uc.centre_code = ${mine.CentreCode} and u.organisation_id = (select organisation_id from centres where id = ${mine.id})) as staff`,
    );
    expect(counted).toEqual({ teachers: 1, staff: 1 });
  });

  it('refuses another organisation’s teachers and staff, and changes nothing', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const mine = await makeTeacher(t, owner);
    const theirs = await makeTeacher(t, other);
    const teacherRes = await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, {
      teacherIds: [mine.id, theirs.id],
      staffIds: [],
    });
    expect(teacherRes.statusCode).toBe(404);
    const staffRes = await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, {
      teacherIds: [],
      staffIds: [other.userId],
    });
    expect(staffRes.statusCode).toBe(404);
    expect(
      (await call(owner, 'GET', `/api/v1/centre-assignments/${centre.id}`)).json().centre.teacherCount,
    ).toBe(0);
  });

  it('lists centres for the CentreAsignment menu and needs its manage level to save', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const viewer = await makeStaff(t, owner, { CentreAsignment: 'view' });
    expect((await call(viewer, 'GET', '/api/v1/centre-assignments')).json().total).toBe(1);
    expect((await call(viewer, 'GET', '/api/v1/centres')).statusCode).toBe(403);
    const save = await call(viewer, 'PUT', `/api/v1/centre-assignments/${centre.id}`, {
      teacherIds: [],
      staffIds: [],
    });
    expect(save.statusCode).toBe(403);
    expect(
      (await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, { teacherIds: [0] })).statusCode,
    ).toBe(400);
  });
});
