import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  demoClassPage,
  demoClassRow,
  demoMessages,
  type DemoChoices,
  type DemoClassDetail,
  type EnquiryDetail,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeCentre, makeTeacher } from '../../../test/helpers/teachers.ts';
import { dayIn } from '../../lib/zoned-time.ts';

const t = appPerFile();

const call = caller(t);
const tomorrow = () =>
  new Date(Date.parse(`${dayIn(new Date(), 'Asia/Kolkata')}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

let serial = 0;
async function institute() {
  const owner = await registerAndLogin(t.app);
  const n = ++serial;
  expect(
    (await call(owner, 'POST', '/api/v1/subjects', { code: `PHY${n}`, name: 'Physics' })).statusCode,
  ).toBe(201);
  const centre = await makeCentre(t, owner);
  const teacher = await makeTeacher(t, owner, { name: `Anita Desai ${n}` });
  const choices = (await call(owner, 'GET', '/api/v1/demo-classes/choices')).json() as DemoChoices;
  return { owner, centre, teacher, subjectId: choices.subjects[0]!.id };
}
async function enquire(account: Account, studentName: string, mobile: string) {
  const res = await call(account, 'POST', '/api/v1/enquiries', {
    studentName,
    mobile,
    email: 'family@example.test',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as EnquiryDetail;
}

describe('demo classes', () => {
  it('schedules a class, refuses the same teacher at an overlapping time by name, and not at a free one', async () => {
    const { owner, centre, teacher, subjectId } = await institute();
    const slot = { subjectId, teacherId: teacher.id, centreId: centre.id, date: tomorrow(), capacity: 2 };
    const first = await call(owner, 'POST', '/api/v1/demo-classes', {
      ...slot,
      startTime: '16:00',
      endTime: '17:00',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      subjectName: 'Physics',
      teacherName: teacher.name,
      centreName: centre.CentreName,
      date: tomorrow(),
      startTime: '16:00',
      endTime: '17:00',
      invited: 0,
      status: 'scheduled',
    });

    const clash = await call(owner, 'POST', '/api/v1/demo-classes', {
      ...slot,
      startTime: '16:30',
      endTime: '17:30',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(
      new RegExp(`^${teacher.name} is already teaching a demo class \\(Physics\\) on .*, 16:00–17:00\\.$`),
    );
    expect(clash.json().fieldErrors).toHaveProperty('teacherId');
    // Back to back is not a clash.
    expect(
      (await call(owner, 'POST', '/api/v1/demo-classes', { ...slot, startTime: '17:00', endTime: '18:00' }))
        .statusCode,
    ).toBe(201);

    // Two nodes booking the same teacher at once: one wins, the other is told why.
    const both = await Promise.all(
      [0, 1].map(() =>
        call(owner, 'POST', '/api/v1/demo-classes', { ...slot, startTime: '09:00', endTime: '10:00' }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    // A cancelled class frees its teacher.
    await call(owner, 'PATCH', `/api/v1/demo-classes/${first.json().id}`, { status: 'cancelled' });
    expect(
      (await call(owner, 'POST', '/api/v1/demo-classes', { ...slot, startTime: '16:30', endTime: '17:00' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a demo class in the past, and inviting to one that is over (issue 65)', async () => {
    const { owner, centre, teacher, subjectId } = await institute();
    const yesterday = dayIn(new Date(Date.now() - 86_400_000), 'Asia/Kolkata');
    const past = await call(owner, 'POST', '/api/v1/demo-classes', {
      subjectId,
      teacherId: teacher.id,
      centreId: centre.id,
      date: yesterday,
      startTime: '16:00',
      endTime: '17:00',
    });
    expect([past.statusCode, past.json().fieldErrors]).toEqual([400, { date: demoMessages.past }]);
    // One that was scheduled and has since ended: nobody more is invited to it.
    const demo = (
      await call(owner, 'POST', '/api/v1/demo-classes', {
        subjectId,
        teacherId: teacher.id,
        centreId: centre.id,
        date: tomorrow(),
        startTime: '16:00',
        endTime: '17:00',
      })
    ).json() as DemoClassDetail;
    await t.database.db.execute(
      sql`update demo_classes set starts_at = starts_at - interval '3 days', ends_at = ends_at - interval '3 days' where id = ${demo.id}`,
    );
    const riya = await enquire(owner, 'Riya Past', '9830033333');
    const invited = await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations`, {
      enquiryIds: [riya.id],
    });
    expect([invited.statusCode, invited.json().message]).toEqual([409, demoMessages.over]);
  });

  it('refuses bad times, no place, and another organisation’s teacher, subject or centre', async () => {
    const { owner, centre, teacher, subjectId } = await institute();
    const other = await institute();
    const slot = {
      subjectId,
      teacherId: teacher.id,
      centreId: centre.id,
      date: tomorrow(),
      startTime: '10:00',
      endTime: '11:00',
    };
    const bad = await call(owner, 'POST', '/api/v1/demo-classes', {
      ...slot,
      centreId: null,
      endTime: '09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      centreId: demoMessages.placeNeeded,
      endTime: demoMessages.endAfterStart,
    });
    for (const [field, value] of [
      ['teacherId', other.teacher.id],
      ['subjectId', other.subjectId],
      ['centreId', other.centre.id],
    ] as const) {
      const res = await call(owner, 'POST', '/api/v1/demo-classes', { ...slot, [field]: value });
      expect(res.statusCode, field).toBe(404);
      expect(Object.keys(res.json().fieldErrors), field).toEqual([field]);
    }
    // Online only is a place too.
    const online = await call(owner, 'POST', '/api/v1/demo-classes', {
      ...slot,
      centreId: null,
      onlineLink: 'https://meet.example.test/abc',
    });
    expect(online.statusCode).toBe(201);
    expect((await call(other.owner, 'GET', `/api/v1/demo-classes/${online.json().id}`)).statusCode).toBe(404);
    expect(
      (
        await call(other.owner, 'POST', `/api/v1/demo-classes/${online.json().id}/invitations`, {
          enquiryIds: [1],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('invites within capacity, moves the enquiries along, and sends each family its invitation', async () => {
    const { owner, centre, teacher, subjectId } = await institute();
    const demo = (
      await call(owner, 'POST', '/api/v1/demo-classes', {
        subjectId,
        teacherId: teacher.id,
        centreId: centre.id,
        date: tomorrow(),
        startTime: '16:00',
        endTime: '17:00',
        capacity: 2,
      })
    ).json() as DemoClassDetail;
    const riya = await enquire(owner, 'Riya Sen', '9830011111');
    const amit = await enquire(owner, 'Amit Sen', '9830022222');
    const third = await enquire(owner, 'Third Child', '9830033333');

    const invited = await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations`, {
      enquiryIds: [riya.id, amit.id],
    });
    expect(invited.statusCode).toBe(200);
    expect(
      (invited.json() as DemoClassDetail).invitations.map((i) => [i.studentName, i.stage, i.attendance]),
    ).toEqual([
      ['Amit Sen', 'demo_scheduled', 'invited'],
      ['Riya Sen', 'demo_scheduled', 'invited'],
    ]);
    const full = await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations`, {
      enquiryIds: [third.id],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(demoMessages.full(2));
    expect(((await call(owner, 'GET', `/api/v1/enquiries/${third.id}`)).json() as EnquiryDetail).stage).toBe(
      'new',
    );

    const sent = await rowsOf<{ body: string; subject_ref: string }>(
      t.database,
      sql`select body, subject_ref from messages where subject_ref = ${`enquiry:${riya.id}`} and event = 'demo.invited' and channel = 'email'`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Riya Sen is invited to a free Physics demo class on');
    // The timetable's 24-hour clock, not "4:00 pm" (issue 65).
    expect(sent[0]!.body).toContain(' at 16:00–17:00, ');
    expect(sent[0]!.body).toContain(centre.CentreName);

    // Attended moves the enquiry on; a no-show sends it back to Contacted.
    const marked = await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations/${riya.id}`, {
      attendance: 'attended',
      feedback: 'Asked good questions',
    });
    expect((marked.json() as DemoClassDetail).attended).toBe(1);
    await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations/${amit.id}`, {
      attendance: 'no_show',
    });
    const after = async (id: number) =>
      (await call(owner, 'GET', `/api/v1/enquiries/${id}`)).json() as EnquiryDetail;
    expect((await after(riya.id)).stage).toBe('demo_attended');
    expect((await after(amit.id)).stage).toBe('contacted');
    expect((await after(riya.id)).timeline.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        'Moved from Demo scheduled to Demo attended',
        'Moved from New to Demo scheduled',
      ]),
    );
    // Someone not invited cannot be marked.
    expect(
      (
        await call(owner, 'POST', `/api/v1/demo-classes/${demo.id}/invitations/${third.id}`, {
          attendance: 'attended',
        })
      ).statusCode,
    ).toBe(404);

    const listed = await call(owner, 'GET', '/api/v1/demo-classes');
    const list = listed.json();
    expect(list.data).toMatchObject([{ id: demo.id, invited: 2, attended: 1 }]);
    // Written by the database: the class as its detail shows it, exactly as the contract writes it.
    expect(listed.body).toBe(JSON.stringify(demoClassPage.encode(list)));
    const shown = (await call(owner, 'GET', `/api/v1/demo-classes/${demo.id}`)).json();
    expect(list.data[0]).toEqual(demoClassRow.parse(shown));
    expect((await call(owner, 'GET', '/api/v1/demo-classes?when=past')).json().total).toBe(0);
  });
});
