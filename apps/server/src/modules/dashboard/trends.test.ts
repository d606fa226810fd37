import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardTrends } from '@kaksha/contracts';
import { appPerFile, caller, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { billedStudent, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';
import { addStaff } from '../../../test/helpers/users.ts';
import { addDays, isoWeekday } from '../../lib/calendar-days.ts';
import { CENTRE_NOT_FOUND } from './service.ts';

/*
 * The dashboard's trends (issue 69, decision 095): twelve months of collections against dues, enquiries
 * and admissions by month, attendance by twelve weeks — each against rows the test makes, for the
 * institute and a centre, shown only to who may open its list, never another organisation's rows.
 */

const t = appPerFile();
const call = caller(t);
const R = (rupees: number) => rupees * 100;
const month = (day: string) => day.slice(0, 7);
const monday = (day: string) => addDays(day, 1 - isoWeekday(day));

const trends = async (account: Parameters<typeof call>[0], centreId?: number) => {
  const res = await call(
    account,
    'GET',
    `/api/v1/dashboard/trends${centreId ? `?centreId=${centreId}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardTrends;
};

describe("the dashboard's trends", () => {
  it('sums twelve months of receipts against what fell due, for the institute and a centre', async () => {
    const set = await billedStudent(t, { dueDays: [-45, 0], seatedDaysAgo: 50 });
    const paid = await call(set.owner, 'POST', `/api/v1/students/${set.student.id}/payments`, {
      amount: R(3_000),
      mode: 'cash',
      receivedOn: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const all = await trends(set.owner);
    expect(all.collections).toHaveLength(12);
    expect(all.collections!.at(-1)).toEqual({ month: month(today), collected: R(3_000), due: R(20_000) });
    // The ₹25,000 that fell due 45 days ago is in its month; nothing was received before this month.
    const before = all.collections!.slice(0, -1);
    expect(before.find((m) => m.month === month(addDays(today, -45)))).toMatchObject({ due: R(25_000) });
    expect(before.reduce((sum, m) => sum + m.collected, 0)).toBe(0);
    expect(before.reduce((sum, m) => sum + m.due, 0)).toBe(R(25_000));
    expect(all.collections!.map((m) => m.month)).toEqual([...all.collections!.map((m) => m.month)].sort());

    // The centre's trend is the same; another centre of the institute has twelve months of zeros.
    expect((await trends(set.owner, set.centre.id)).collections).toEqual(all.collections);
    const other = await makeCentre(t, set.owner);
    const empty = await trends(set.owner, other.id);
    expect(empty.collections!.every((m) => m.collected === 0 && m.due === 0)).toBe(true);

    // Another institute's receipts are not counted; its centre is not found.
    const second = await billedStudent(t, { dueDays: [0, 60], seatedDaysAgo: 5 });
    expect((await trends(second.owner)).collections!.at(-1)).toMatchObject({ collected: 0, due: R(25_000) });
    const foreign = await call(set.owner, 'GET', `/api/v1/dashboard/trends?centreId=${second.centre.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CENTRE_NOT_FOUND);
  });

  it('counts enquiries and admissions by month, per centre', async () => {
    const owner = await registerAndLogin(t.app);
    const [north, south] = [await makeCentre(t, owner), await makeCentre(t, owner)];
    let n = 0;
    const enquire = async (centreId: number) => {
      const res = await call(owner, 'POST', '/api/v1/enquiries', {
        studentName: `Trend Enquirer ${++n}`,
        mobile: `96${String(30_000_000 + n + (Date.now() % 1_000_000)).slice(-8)}`,
        centreId,
        followUpOn: today,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    await enquire(north.id);
    await enquire(south.id);
    const old = await enquire(north.id);
    // One received two months ago (the institute's zone) and since admitted. Its kept count by day
    // (migration 0064, written on insert) moves with it, as if it had been received then.
    const twoMonthsAgo = addDays(`${month(today)}-01`, -40);
    await t.database.db.execute(
      sql`insert into list_count_changes (organisation_id, list, part, rows)
        select organisation_id, 'enquiries_by_created_day', p.part, p.rows from enquiries
        cross join lateral (values (created_day::text, -1), (${twoMonthsAgo}, 1)) as p(part, rows) where id = ${old}`,
    );
    await t.database.db.execute(
      sql`update enquiries set created_at = ${`${twoMonthsAgo}T12:00:00+05:30`}::timestamptz, stage = 'admitted'
        where id = ${old}`,
    );
    await admitStudent(t, owner, { centreId: north.id });
    const earlier = await admitStudent(t, owner, { centreId: south.id });
    await t.database.db.execute(
      sql`update students set admission_date = ${twoMonthsAgo} where id = ${earlier.id}`,
    );

    const all = await trends(owner);
    const at = <T extends { month: string }>(rows: T[], day: string) =>
      rows.find((r) => r.month === month(day));
    expect(at(all.enquiries!, today)).toEqual({ month: month(today), received: 2, admitted: 0 });
    expect(at(all.enquiries!, twoMonthsAgo)).toEqual({
      month: month(twoMonthsAgo),
      received: 1,
      admitted: 1,
    });
    expect(at(all.admissions!, today)).toEqual({ month: month(today), admitted: 1 });
    expect(at(all.admissions!, twoMonthsAgo)).toMatchObject({ admitted: 1 });
    expect(all.admissions).toHaveLength(12);

    const southOnly = await trends(owner, south.id);
    expect(at(southOnly.enquiries!, today)).toMatchObject({ received: 1 });
    expect(at(southOnly.enquiries!, twoMonthsAgo)).toMatchObject({ received: 0 });
    expect(at(southOnly.admissions!, today)).toMatchObject({ admitted: 0 });
    expect(at(southOnly.admissions!, twoMonthsAgo)).toMatchObject({ admitted: 1 });

    const stranger = await registerAndLogin(t.app);
    const theirs = await trends(stranger);
    expect(theirs.enquiries!.every((m) => m.received === 0)).toBe(true);
    expect(theirs.admissions!.every((m) => m.admitted === 0)).toBe(true);
  });

  it('weighs attendance by week, twelve weeks to this one', async () => {
    const inst = await institute(t, 2);
    const [a] = inst.students;
    const mark = async (day: string, codes: Record<number, string>) => {
      const sessionId = await inst.classOn(day);
      const register = await openRegister(t, inst.owner, sessionId);
      const res = await call(inst.owner, 'PUT', '/api/v1/attendance/register', {
        sessionId,
        batchId: inst.batch.id,
        day,
        marks: marksOf(register, codes),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await mark(inst.today, { [a!.id]: 'A' });
    await mark(addDays(inst.today, -7), {});

    const all = await trends(inst.owner);
    expect(all.attendance).toHaveLength(12);
    expect(all.attendance!.at(-1)).toEqual({ week: monday(inst.today), marks: 2, present: 1, percent: 50 });
    expect(all.attendance!.at(-2)).toEqual({
      week: monday(addDays(inst.today, -7)),
      marks: 2,
      present: 2,
      percent: 100,
    });
    expect(all.attendance![0]).toEqual({
      week: addDays(monday(inst.today), -77),
      marks: 0,
      present: 0,
      percent: null,
    });
    expect((await trends(inst.owner, inst.centre.id)).attendance).toEqual(all.attendance);
    const other = await makeCentre(t, inst.owner);
    expect((await trends(inst.owner, other.id)).attendance!.every((w) => w.marks === 0)).toBe(true);
  });
});

describe('who sees which trend, and the CSV', () => {
  it('gives a trend only to who may open its list, and its CSV likewise', async () => {
    const set = await billedStudent(t, { dueDays: [0, 60], seatedDaysAgo: 5 });
    const all = await trends(set.owner);
    for (const name of ['collections', 'enquiries', 'admissions', 'attendance'] as const)
      expect(all[name], name).toHaveLength(12);

    const accountant = await addStaff(t, set.owner, { grants: [{ menu: 'PaidFees', level: 'view' }] });
    const theirs = await trends(accountant);
    expect(theirs.collections).toHaveLength(12);
    expect({ e: theirs.enquiries, a: theirs.admissions, t: theirs.attendance }).toEqual({
      e: undefined,
      a: undefined,
      t: undefined,
    });
    const csv = await call(accountant, 'GET', '/api/v1/dashboard/trends/export.csv?trend=collections');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Month","Collected (₹)","Fell due (₹)"');
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toBe(`"${month(today)}","0.00","25000.00"`);
    const refused = await call(accountant, 'GET', '/api/v1/dashboard/trends/export.csv?trend=attendance');
    expect(refused.statusCode).toBe(403);
    const bad = await call(set.owner, 'GET', '/api/v1/dashboard/trends/export.csv?trend=weather');
    expect(bad.statusCode).toBe(400);
  });

  it('reads every trend in one statement, whatever the institute holds', async () => {
    const { owner } = await billedStudent(t, { dueDays: [-45, 0], seatedDaysAgo: 50 });
    await trends(owner);
    const { queries, texts } = await countQueries(t.database, () => trends(owner));
    expect(queries, texts.join('\n---\n')).toBe(1);
  });
});
