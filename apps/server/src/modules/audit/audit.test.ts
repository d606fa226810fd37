import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import { sql } from 'drizzle-orm';
import { appPerFile, as, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { feeSetUp } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import type { Account } from '../../../test/harness.ts';
import { addStaff, createRole } from '../../../test/helpers/users.ts';
import { csvCell } from '../../lib/csv.ts';
import { startOfDay } from './service.ts';

const t = appPerFile({ limits: { invitationsPerWindow: 10_000 } });

const get = (account: Account, url: string) => t.app.inject(as(account, { method: 'GET', url }));

async function organisationOf(account: Account) {
  const [row] = await rowsOf<{ organisation_id: number }>(
    t.database,
    sql`select organisation_id from users where id = ${account.userId}`,
  );
  return row!.organisation_id;
}

describe('GET /api/v1/audit', () => {
  it('counts at most LIST_COUNT_CAP (1,000) matches of a filter and says when there are more, on any page', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    await t.database.db.execute(sql`
      insert into audit_log (organisation_id, user_id, action, area)
      select ${organisationId}, ${owner.userId}, 'update', 'bulk' from generate_series(1, ${LIST_COUNT_CAP + 1})`);
    // Filtered by more than the organisation, the matches are counted to the cap.
    const capped = (await get(owner, '/api/v1/audit?pageSize=10&area=bulk')).json();
    expect(capped).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(capped.data).toHaveLength(10);
    // Past the last page there is no row to carry the count: it is counted on its own.
    const beyond = (await get(owner, '/api/v1/audit?pageSize=10&page=500&area=bulk')).json();
    expect(beyond).toMatchObject({ data: [], total: LIST_COUNT_CAP, totalCapped: true });
    // The whole log, as the list opens, is the count the database keeps (decision 045): exact.
    const whole = (await get(owner, '/api/v1/audit?pageSize=10')).json();
    expect(whole).toMatchObject({ total: LIST_COUNT_CAP + 1 + 2, totalCapped: false });
    const exact = (await get(owner, '/api/v1/audit?area=account')).json();
    expect(exact).toMatchObject({ total: 1, totalCapped: false });
  });

  it('records sign-ins and every change with who, what and when, newest first', async () => {
    const owner = await registerAndLogin(t.app);
    const role = await createRole(t, owner, [{ menu: 'Batch', level: 'view' }], 'Batch viewer');
    await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/v1/roles/${role.id}`, payload: { name: 'Batch reader' } }),
    );
    const res = await get(owner, '/api/v1/audit');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(4);
    expect(data.map((e: { action: string; area: string }) => `${e.action} ${e.area}`)).toEqual([
      'update roles',
      'create roles',
      'sign-in account',
      'create organisation',
    ]);
    expect(data[0]).toMatchObject({
      userId: owner.userId,
      userName: 'Asha Rao',
      email: owner.email,
      entityId: String(role.id),
      summary: { before: { name: 'Batch viewer' }, after: { name: 'Batch reader' } },
      ip: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(data[0].at)).toBeLessThan(60_000);
    // The entries keep their own fields (decision 054); who acted is named as they are now.
    await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/v1/users/${owner.userId}`,
        payload: { userName: 'Asha R. Iyer' },
      }),
    );
    const renamed = (await get(owner, '/api/v1/audit')).json().data as { userName: string }[];
    expect(renamed.map((e) => e.userName)).toEqual(Array(5).fill('Asha R. Iyer'));
  });

  it('names the records its lines refer to by id, as the screens do, in one statement for the page (issue 65)', async () => {
    const { owner, centre, batch, tuition } = await feeSetUp(t);
    const organisationId = await organisationOf(owner);
    const student = await admitStudent(t, owner, { centreId: centre.id, name: 'Kavya Nair' });
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admitStudent(t, owner, { centreId: centre.id, name: `Pupil ${i + 2}` }),
      ),
    );
    // Another institute's student: its id in this institute's line names nothing.
    const stranger = await feeSetUp(t);
    const theirs = await admitStudent(t, stranger.owner, { name: 'Not Yours' });
    const line = (entityId: number | null, summary: object, area = 'fees') =>
      sql`insert into audit_log (organisation_id, user_id, action, area, entity_id, summary)
        values (${organisationId}, ${owner.userId}, 'update', ${area}, ${entityId === null ? null : String(entityId)},
          ${JSON.stringify(summary)}::jsonb)`;
    await t.database.db.execute(
      line(null, { studentId: student.id, batchId: batch.id, headId: tuition.id, amount: 2_300_000 }),
    );
    const names = async () => {
      const { result, queries } = await countQueries(t.database, () => get(owner, '/api/v1/audit?area=fees'));
      expect(result.statusCode).toBe(200);
      return { body: result.json(), queries };
    };
    const one = await names();
    expect(one.body.names).toEqual({
      [`student:${student.id}`]: `Kavya Nair (${student.admissionNumber})`,
      [`batch:${batch.id}`]: batch.name,
      [`feeHead:${tuition.id}`]: 'Tuition',
    });
    // Many lines naming many records of every kind: as many statements as for one line.
    for (const other of others) {
      await t.database.db.execute(
        line(other.id, { before: { status: 'active' }, after: { status: 'left' } }, 'students'),
      );
      await t.database.db.execute(
        line(null, { studentIds: [other.id, theirs.id], centreId: centre.id, userId: owner.userId }),
      );
    }
    const many = await names();
    expect(many.queries).toBe(one.queries);
    expect(many.body.names).toMatchObject({
      [`student:${others[5]!.id}`]: `Pupil 7 (${others[5]!.admissionNumber})`,
      [`centre:${centre.id}`]: centre.CentreName,
      [`user:${owner.userId}`]: 'Asha Rao',
    });
    expect(many.body.names[`student:${theirs.id}`]).toBeUndefined();
    // The line about a student (its area's own record) is named too.
    const own = (await get(owner, '/api/v1/audit?area=students')).json();
    expect(own.names[`student:${others[0]!.id}`]).toBe(`Pupil 2 (${others[0]!.admissionNumber})`);
  });

  it('filters by user, area, action and date, and pages', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    const ids = async (query: string) =>
      (await get(owner, `/api/v1/audit${query}`)).json().data.map((e: { action: string }) => e.action);
    expect(await ids(`?userId=${staff.id}`)).toEqual(['sign-in', 'accept-invitation']);
    expect(await ids('?area=users')).toEqual(['accept-invitation', 'create']);
    expect(await ids('?action=sign-in')).toEqual(['sign-in', 'sign-in']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(owner, `/api/v1/audit?from=${today}&to=${today}`)).json().total).toBe(6);
    expect((await get(owner, '/api/v1/audit?to=2000-01-01')).json().total).toBe(0);
    expect((await get(owner, '/api/v1/audit?from=2999-01-01')).json().total).toBe(0);
    const page = (await get(owner, '/api/v1/audit?page=2&pageSize=4')).json();
    expect(page).toMatchObject({ total: 6 });
    expect(page.data).toHaveLength(2);
    expect((await get(owner, '/api/v1/audit?from=31-01-2025')).statusCode).toBe(400);
    expect((await get(owner, '/api/v1/audit?tz=Mars/Base')).statusCode).toBe(400);
  });

  it('reads calendar days in the browser’s time zone', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    // 20:00 UTC on 1 March is already 2 March in India.
    await t.database.db.execute(sql`insert into audit_log (organisation_id, user_id, action, area, created_at)
      values (${organisationId}, ${owner.userId}, 'update', 'tz-probe', '2025-03-01T20:00:00Z')`);
    const count = async (query: string) =>
      (await get(owner, `/api/v1/audit?area=tz-probe&${query}`)).json().total;
    expect(await count('from=2025-03-01&to=2025-03-01')).toBe(1);
    expect(await count('from=2025-03-02&to=2025-03-02&tz=Asia/Kolkata')).toBe(1);
    expect(await count('from=2025-03-01&to=2025-03-01&tz=Asia/Kolkata')).toBe(0);
    expect(startOfDay('2025-03-02', 'Asia/Kolkata').toISOString()).toBe('2025-03-01T18:30:00.000Z');
    expect(startOfDay('2025-03-30', 'Europe/London').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(startOfDay('2025-03-31', 'Europe/London').toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });

  it('takes any real calendar day, from year 1 to 9999, in any zone (found by the fuzz suite)', async () => {
    const owner = await registerAndLogin(t.app);
    expect(startOfDay('0047-02-10').toISOString()).toBe('0047-02-10T00:00:00.000Z');
    for (const query of [
      'from=0047-02-10',
      'from=0001-01-01&to=9999-12-31',
      'from=0001-01-01&to=9999-12-31&tz=Asia/Kolkata',
      'from=0001-01-01&to=9999-12-31&tz=America/New_York',
      'from=0099-12-31&to=0100-01-01&tz=America/New_York',
    ]) {
      const res = await get(owner, `/api/v1/audit?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    const all = await get(owner, '/api/v1/audit?from=0001-01-01&to=9999-12-31');
    expect(all.json().total).toBeGreaterThan(0);
  });

  it('offers the users, areas and actions to filter by', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { label: 'facet' });
    const res = await get(owner, '/api/v1/audit/facets');
    expect(res.json()).toEqual({
      areas: ['account', 'organisation', 'users'],
      actions: ['accept-invitation', 'create', 'sign-in'],
      users: [
        { id: owner.userId, userName: 'Asha Rao', email: owner.email },
        { id: staff.id, userName: 'Staff Member', email: staff.email },
      ],
    });
  });

  it('shows an organisation only its own entries', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const entries = (await get(other, '/api/v1/audit?pageSize=100')).json().data as { userId: number }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.userId === other.userId)).toBe(true);
    expect((await get(other, `/api/v1/audit?userId=${owner.userId}`)).json().total).toBe(0);
    const csv = (await get(other, '/api/v1/audit/export')).body;
    expect(csv).not.toContain(owner.email);
    const facets = (await get(other, '/api/v1/audit/facets')).json();
    expect(facets.users).toEqual([{ id: other.userId, userName: 'Asha Rao', email: other.email }]);
    // An entry that names another organisation's user (none is written so; the join is by key alone)
    // still shows neither their name nor their email.
    await t.database.db.execute(sql`insert into audit_log (organisation_id, user_id, action, area)
      values (${await organisationOf(other)}, ${owner.userId}, 'update', 'stray')`);
    const stray = (await get(other, '/api/v1/audit?area=stray')).json().data;
    expect(stray).toEqual([expect.objectContaining({ userId: owner.userId, userName: null, email: null })]);
    expect((await get(other, '/api/v1/audit/export?area=stray')).body).not.toContain(owner.email);
  });

  it('is open to whoever holds the Audit Log menu, and records refusals', async () => {
    const owner = await registerAndLogin(t.app);
    const auditor = await addStaff(t, owner, { grants: [{ menu: 'AuditLog', level: 'view' }] });
    const clerk = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    expect((await get(auditor, '/api/v1/audit')).statusCode).toBe(200);
    expect((await get(clerk, '/api/v1/audit')).statusCode).toBe(403);
    expect((await get(clerk, '/api/v1/audit/export')).statusCode).toBe(403);
    const refused = (await get(owner, '/api/v1/audit?action=refused')).json().data;
    expect(refused).toHaveLength(2);
    expect(refused[1]).toMatchObject({
      userId: clerk.id,
      area: 'access',
      entityId: 'AuditLog',
      summary: { method: 'GET', route: '/api/v1/audit', menu: 'AuditLog', level: 'view' },
    });
  });
});

describe('GET /api/v1/audit/export', () => {
  it('streams every matching entry as CSV, neutralising formulas', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    await t.database.db
      .execute(sql`insert into audit_log (organisation_id, user_id, action, area, entity_id, summary)
      select ${organisationId}, ${owner.userId}, 'update', 'bulk', g::text, jsonb_build_object('n', g)
      from generate_series(1, 1203) g`);
    await t.database.db
      .execute(sql`insert into audit_log (organisation_id, user_id, action, area, entity_id, summary)
      values (${organisationId}, ${owner.userId}, 'update', 'bulk', '=HYPERLINK("http://evil")', '{"note":"say \\"hi\\""}')`);
    const res = await get(owner, '/api/v1/audit/export?area=bulk');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-KK\w+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Time","Time (UTC)","User","Email","Action","Area","Record","Summary","IP"');
    // Time as people read it (India's zone unless the request names another), and as machines do.
    expect(lines[1]).toMatch(/^"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m","\d{4}-\d{2}-\d{2}T/);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 1204 + 1);
    expect(lines[1]).toContain(`"Asha Rao","${owner.email}","update","bulk","'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"{""note"":""say \\""hi\\""""}"');
    expect(lines[1204]).toContain('"1","{""n"":1}"');
  });

  it('escapes each cell against CSV injection', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "quote", and a comma')).toBe('"a ""quote"", and a comma"');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(risky)).toBe(`"'${risky}"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });
});
