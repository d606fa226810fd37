import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerAndLogin } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addDays } from '../../lib/calendar-days.ts';
import type { DashboardToday } from '@kaksha/contracts';
import { appPerFile, caller, countQueries } from '../../../test/harness.ts';
import { billedStudent, today } from '../../../test/helpers/fees.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';
import { addStaff } from '../../../test/helpers/users.ts';
import { CENTRE_NOT_FOUND } from './service.ts';

/*
 * The dashboard's figures (issue 69, decision 084): each counted from rows the test makes, for the
 * whole institute and one centre, shown only to who may open its list, and never another's rows.
 */

const t = appPerFile();
const call = caller(t);
const R = (rupees: number) => rupees * 100;

const dashboard = async (account: Parameters<typeof call>[0], centreId?: number) => {
  const res = await call(account, 'GET', `/api/v1/dashboard/today${centreId ? `?centreId=${centreId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardToday;
};

/** ₹25,000 fell due 45 days ago and ₹20,000 falls due today; ₹3,000 paid in cash today. */
async function feeDesk() {
  const set = await billedStudent(t, { dueDays: [-45, 0], seatedDaysAgo: 50 });
  const paid = await call(set.owner, 'POST', `/api/v1/students/${set.student.id}/payments`, {
    amount: R(3_000),
    mode: 'cash',
    receivedOn: today,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return set;
}

describe("the dashboard's fee figures", () => {
  it("counts today's collections by mode, the month's against what fell due, and what is overdue by age", async () => {
    const { owner, centre } = await feeDesk();
    const figures = await dashboard(owner);
    expect(figures.today).toBe(today);
    expect(figures.collections).toMatchObject({
      today: R(3_000),
      receipts: 1,
      byMode: [{ mode: 'cash', amount: R(3_000), receipts: 1 }],
      monthCollected: R(3_000),
      monthDue: R(20_000),
    });
    expect(figures.overdue).toMatchObject({
      total: R(42_000),
      students: 1,
      bands: { d0_30: R(20_000), d31_60: R(22_000), d61_90: 0, d90plus: 0 },
    });
    expect(figures.overdue!.links.d31_60).toBe('/adminhome?form=PendingFees&ageing=d31_60');
    expect(figures.collections!.links.today).toBe(`/adminhome?form=PaidFees&from=${today}&to=${today}`);
    expect(figures.centres).toEqual([{ id: centre.id, name: centre.CentreName }]);

    // The centre's figures are the same; another centre of the institute has none.
    const own = await dashboard(owner, centre.id);
    expect(own.centreId).toBe(centre.id);
    expect({ c: own.collections, o: own.overdue }).toMatchObject({
      c: { today: R(3_000), monthDue: R(20_000) },
      o: { total: R(42_000), students: 1, bands: { d31_60: R(22_000) } },
    });
    expect(own.overdue!.links.d31_60).toBe(`/adminhome?form=PendingFees&ageing=d31_60&centreId=${centre.id}`);
    const other = await makeCentre(t, owner);
    const empty = await dashboard(owner, other.id);
    expect({ c: empty.collections, o: empty.overdue }).toMatchObject({
      c: { today: 0, receipts: 0, byMode: [], monthCollected: 0, monthDue: 0 },
      o: { total: 0, students: 0, bands: { d0_30: 0, d31_60: 0, d61_90: 0, d90plus: 0 } },
    });
  });

  it("never counts another organisation's rows, and refuses its centre as not found", async () => {
    const first = await feeDesk();
    const second = await feeDesk();
    // A second receipt in the second institute leaves the first's figures as they were.
    await call(second.owner, 'POST', `/api/v1/students/${second.student.id}/payments`, {
      amount: R(1_000),
      mode: 'upi',
      receivedOn: today,
      reference: 'UPI123456',
    });
    const figures = await dashboard(first.owner);
    expect(figures.collections).toMatchObject({ today: R(3_000), receipts: 1 });
    expect(figures.overdue).toMatchObject({ total: R(42_000), students: 1 });
    const foreign = await call(first.owner, 'GET', `/api/v1/dashboard/today?centreId=${second.centre.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CENTRE_NOT_FOUND);
  });
});

describe("the front desk's figures", () => {
  it('counts follow-ups due today and overdue, the week’s and month’s enquiries, and admissions, per centre', async () => {
    const owner = await registerAndLogin(t.app);
    const [north, south] = [await makeCentre(t, owner), await makeCentre(t, owner)];
    let n = 0;
    const enquire = async (centreId: number, followUpOn: string) => {
      const res = await call(owner, 'POST', '/api/v1/enquiries', {
        studentName: `Enquirer ${++n}`,
        mobile: `97${String(20_000_000 + n + (Date.now() % 1_000_000)).slice(-8)}`,
        centreId,
        followUpOn: today,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: number };
      // A call-back made days ago, now overdue (a past day is refused when typed).
      if (followUpOn < today)
        await t.database.db.execute(
          sql`update enquiries set next_follow_up = ${followUpOn} where id = ${id}`,
        );
    };
    await enquire(north.id, today);
    await enquire(north.id, addDays(today, -3));
    await enquire(south.id, addDays(today, -1));
    await admitStudent(t, owner, { centreId: north.id });

    const all = await dashboard(owner);
    expect(all.enquiries).toMatchObject({
      dueToday: 1,
      overdue: 2,
      newThisWeek: 3,
      monthReceived: 3,
      monthAdmitted: 0,
      conversion: 0,
    });
    expect(all.enquiries!.links.overdue).toBe('/adminhome?form=ManageEnquiry&followUp=overdue');
    expect(all.admissions).toMatchObject({ month: 1 });
    const southOnly = await dashboard(owner, south.id);
    expect(southOnly.enquiries).toMatchObject({ dueToday: 0, overdue: 1, newThisWeek: 1, monthReceived: 1 });
    expect(southOnly.enquiries!.links.overdue).toBe(
      `/adminhome?form=ManageEnquiry&followUp=overdue&centreId=${south.id}`,
    );
    expect(southOnly.admissions).toMatchObject({ month: 0 });
    // Admissions this month open Manage Students filtered by the month's admission days, any status:
    // the list the link asks for has exactly the students the figure counts.
    const listed = async (href: string) => {
      const query = new URLSearchParams(href.split('?')[1]);
      query.delete('form');
      const res = await call(owner, 'GET', `/api/v1/students?${query.toString()}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    expect(all.admissions!.links.month).toBe(
      `/adminhome?form=ManageStudents&status=all&admittedFrom=${today.slice(0, 8)}01&admittedTo=${today}`,
    );
    const earlier = await admitStudent(t, owner, { centreId: north.id });
    await t.database.db.execute(
      sql`update students set admission_date = ${addDays(`${today.slice(0, 8)}01`, -1)} where id = ${earlier.id}`,
    );
    expect(await listed(all.admissions!.links.month!)).toBe(1);
    expect(await listed(southOnly.admissions!.links.month!)).toBe(0);
    // Another institute's desk is not counted.
    const other = await registerAndLogin(t.app);
    expect((await dashboard(other)).enquiries).toMatchObject({ dueToday: 0, overdue: 0, monthReceived: 0 });
  });
});

describe('who sees what', () => {
  it('shows a figure only to who may open its list, and a link only to a screen they may open', async () => {
    const { owner } = await feeDesk();
    const all = await dashboard(owner);
    for (const figure of [
      'collections',
      'overdue',
      'enquiries',
      'admissions',
      'attendance',
      'classes',
      'exams',
      'payroll',
      'stock',
      'messages',
    ] as const)
      expect(all[figure], figure).toBeDefined();

    const accountant = await addStaff(t, owner, { grants: [{ menu: 'PendingFees', level: 'view' }] });
    const theirs = await dashboard(accountant);
    expect(theirs.overdue).toMatchObject({ total: R(42_000) });
    for (const figure of ['collections', 'enquiries', 'attendance', 'payroll', 'messages'] as const)
      expect(theirs[figure], figure).toBeUndefined();

    const teacher = await addStaff(t, owner, { grants: [{ menu: 'UpcomingClasses', level: 'view' }] });
    const day = await dashboard(teacher);
    expect(Object.keys(day.classes!.links)).toEqual(['today']);
    expect(day.overdue).toBeUndefined();
  });

  it('is counted in one statement, whatever the institute holds', async () => {
    const { owner } = await feeDesk();
    await dashboard(owner);
    const { queries, texts } = await countQueries(t.database, () => dashboard(owner));
    expect(queries, texts.join('\n---\n')).toBe(1);
  });
});
