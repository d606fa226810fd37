import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LOST_REASONS,
  enquiryBoard,
  enquiryMessages,
  LIST_COUNT_CAP,
  type EnquiryBoard,
  type EnquiryDetail,
  type EnquiryFunnel,
  type EnquiryInput,
  type EnquiryPage,
  type EnquirySettings,
  type EnquirySummary,
} from '@kaksha/contracts';
import { appPerFile, caller, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre, makeStaff } from '../../../test/helpers/teachers.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import { foldListCounts } from '../../db/list-counts.ts';
import { keptJsonDisagreements } from '../../../test/helpers/kept-json.ts';
import { enquiryKeptJson } from './lists.repository.ts';

const t = appPerFile();

const call = caller(t);
const today = () => dayIn(new Date(), 'Asia/Kolkata');
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
async function enquire(account: Account, input: Partial<EnquiryInput> = {}): Promise<EnquiryDetail> {
  const n = ++serial;
  // A call-back in the past is refused (issue 65): one made days ago, now overdue, is moved back here.
  const past = input.followUpOn && input.followUpOn < today() ? input.followUpOn : null;
  const res = await call(account, 'POST', '/api/v1/enquiries', {
    studentName: `Enquirer ${n}`,
    guardianName: `Parent ${n}`,
    mobile: `97${String(10_000_000 + n).slice(-8)}`,
    ...input,
    ...(past && { followUpOn: today() }),
  });
  if (res.statusCode !== 201) throw new Error(`enquiry: ${res.statusCode} ${res.body}`);
  const made = res.json() as EnquiryDetail;
  if (past) {
    await t.database.db.execute(
      sql`update enquiry_follow_ups set due_on = ${past} where enquiry_id = ${made.id}`,
    );
    await t.database.db.execute(sql`update enquiries set next_follow_up = ${past} where id = ${made.id}`);
  }
  return made;
}
const move = (account: Account, id: number, stage: string, lostReason?: string) =>
  call(account, 'POST', `/api/v1/enquiries/${id}/stage`, { stage, lostReason });

describe('recording an enquiry', () => {
  it('normalises the mobile, owns it to whoever records it, plans the follow-up and thanks the family', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const enquiry = await enquire(owner, {
      studentName: ' Riya Gupta ',
      guardianName: 'Anil Gupta',
      mobile: '098765-12345',
      email: 'ANIL@example.test',
      centreId: centre.id,
      source: 'referral',
      subSource: 'Aarav’s father',
      followUpOn: shift(today(), 2),
      followUpNote: 'Call after 6 pm',
    });
    expect(enquiry).toMatchObject({
      studentName: 'Riya Gupta',
      mobile: '+919876512345',
      email: 'anil@example.test',
      centreName: centre.CentreName,
      source: 'referral',
      stage: 'new',
      ownerId: owner.userId,
      nextFollowUp: shift(today(), 2),
    });
    expect(enquiry.followUps).toMatchObject([
      { dueOn: shift(today(), 2), note: 'Call after 6 pm', doneAt: null },
    ]);
    expect(enquiry.timeline.map((e) => e.detail)).toContain('Enquiry received (Referral)');
    const sent = await rowsOf<{ channel: string; address: string; body: string }>(
      t.database,
      sql`select channel, address, body from messages where subject_ref = ${`enquiry:${enquiry.id}`} order by channel`,
    );
    expect(sent.map((m) => [m.channel, m.address])).toEqual([
      ['email', 'anil@example.test'],
      ['sms', '+919876512345'],
      ['whatsapp', '+919876512345'],
    ]);
    expect(sent[0]!.body).toContain('Thank you for your enquiry about Riya Gupta.');
  });

  it('records a walk-in in few statements: the enquiry with its audit line, the thank-you, the detail', async () => {
    const owner = await registerAndLogin(t.app);
    await enquire(owner); // the session is remembered from here on
    await t.courier.settled(); // that enquiry's thank-you delivered, outside the count
    const { result, queries } = await countQueries(t.database, () =>
      call(owner, 'POST', '/api/v1/enquiries', { studentName: 'Kabir Rao', mobile: '9876500002' }),
    );
    expect(result.statusCode).toBe(201);
    expect((result.json() as EnquiryDetail).timeline.map((e) => e.detail).sort()).toEqual([
      'Enquiry received (Walk-in)',
      'Enquiry received to Kabir Rao by SMS',
      'Enquiry received to Kabir Rao by WhatsApp',
    ]);
    // The enquiry and its audit line (one statement), the institute, the thank-you's audience and
    // its messages; then the detail, its follow-ups, audit lines and messages read together (one
    // statement; BEGIN and COMMIT besides on node-postgres). The courier, woken by the commit, may
    // add its pass (two).
    expect(queries).toBeLessThanOrEqual(t.database.kind === 'postgres' ? 9 : 7);
  });

  it('refuses bad input by field and another organisation’s centre, owner or subjects, saving nothing', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirCentre = await makeCentre(t, other);
    const bad = await call(owner, 'POST', '/api/v1/enquiries', { studentName: '', mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      studentName: 'Please enter the student’s name.',
      mobile: 'Please enter a valid mobile number.',
    });
    for (const [field, value] of [
      ['centreId', theirCentre.id],
      ['ownerId', other.userId],
      ['subjectIds', [999_999]],
    ] as const) {
      const res = await call(owner, 'POST', '/api/v1/enquiries', {
        studentName: 'Someone',
        mobile: '9876500000',
        [field]: value,
      });
      expect(res.statusCode, field).toBe(404);
      expect(Object.keys(res.json().fieldErrors), field).toEqual([field]);
    }
    const list = (await call(owner, 'GET', '/api/v1/enquiries')).json() as EnquiryPage;
    expect(list.total).toBe(0);
  });

  it('shows open enquiries with the same mobile or email before a second one is saved', async () => {
    const owner = await registerAndLogin(t.app);
    const first = await enquire(owner, { mobile: '9811122233', email: 'family@example.test' });
    const lost = await enquire(owner, { mobile: '9811122244' });
    await move(owner, lost.id, 'lost', DEFAULT_LOST_REASONS[0]);
    const byMobile = await call(owner, 'GET', '/api/v1/enquiries/duplicates?mobile=%2B91%2098111%2022233');
    expect(byMobile.json().data).toMatchObject([{ id: first.id, matchedOn: 'mobile', stage: 'new' }]);
    const byEmail = await call(owner, 'GET', '/api/v1/enquiries/duplicates?email=FAMILY@example.test');
    expect(byEmail.json().data).toMatchObject([{ id: first.id, matchedOn: 'email' }]);
    // A lost enquiry is not a duplicate, nor is the enquiry itself when it is being edited.
    expect((await call(owner, 'GET', '/api/v1/enquiries/duplicates?mobile=9811122244')).json().data).toEqual(
      [],
    );
    expect(
      (await call(owner, 'GET', `/api/v1/enquiries/duplicates?mobile=9811122233&exceptId=${first.id}`)).json()
        .data,
    ).toEqual([]);
    // Another institute's families are not ours to see.
    const other = await registerAndLogin(t.app);
    expect((await call(other, 'GET', '/api/v1/enquiries/duplicates?mobile=9811122233')).json().data).toEqual(
      [],
    );
  });
});

describe('stages', () => {
  it('moves along the legal paths only, asks a listed reason for lost, and reopens', async () => {
    const owner = await registerAndLogin(t.app);
    const enquiry = await enquire(owner, { followUpOn: today() });
    expect((await move(owner, enquiry.id, 'contacted')).json()).toMatchObject({ stage: 'contacted' });
    const skip = await move(owner, enquiry.id, 'demo_attended');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(enquiryMessages.illegalMove('contacted', 'demo_attended'));
    const admit = await move(owner, enquiry.id, 'admitted');
    expect(admit.statusCode).toBe(400);
    expect(admit.json().message).toBe(enquiryMessages.admitThroughForm);
    const noReason = await move(owner, enquiry.id, 'lost');
    expect(noReason.json().fieldErrors).toEqual({ lostReason: enquiryMessages.lostReason });
    expect((await move(owner, enquiry.id, 'lost', 'Moon too far')).statusCode).toBe(400);
    const lost = (await move(owner, enquiry.id, 'lost', 'Fees too high')).json() as EnquiryDetail;
    // A lost enquiry has nothing to follow up.
    expect(lost).toMatchObject({ stage: 'lost', lostReason: 'Fees too high', nextFollowUp: null });
    const reopened = (await move(owner, enquiry.id, 'contacted')).json() as EnquiryDetail;
    expect(reopened).toMatchObject({ stage: 'contacted', lostReason: '', nextFollowUp: today() });
    expect(reopened.timeline.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        'Moved from New to Contacted',
        'Moved from Contacted to Lost: Fees too high',
        'Moved from Lost to Contacted',
      ]),
    );
  });

  it('admits from an enquiry in the admission’s transaction, once', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const enquiry = await enquire(owner, {
      studentName: 'Kabir Rao',
      guardianName: 'Sunita Rao',
      mobile: '9822233344',
      centreId: centre.id,
    });
    const draft = (await call(owner, 'GET', `/api/v1/enquiries/${enquiry.id}/admission-draft`)).json();
    expect(draft).toEqual({
      enquiryId: enquiry.id,
      name: 'Kabir Rao',
      classId: null,
      boardId: null,
      centreId: centre.id,
      guardian: { name: 'Sunita Rao', mobile: '+919822233344', email: '' },
    });
    const student = await admitStudent(t, owner, {
      name: draft.name,
      centreId: centre.id,
      enquiryId: enquiry.id,
      guardians: [{ relation: 'mother', name: 'Sunita Rao', mobile: draft.guardian.mobile, primary: true }],
    });
    const admitted = (await call(owner, 'GET', `/api/v1/enquiries/${enquiry.id}`)).json() as EnquiryDetail;
    expect(admitted).toMatchObject({ stage: 'admitted', studentId: student.id });
    expect(admitted.timeline[0]!.detail).toBe(`Admitted as ${student.admissionNumber}`);

    // A second admission from it is refused whole: no student, no number taken.
    const again = await call(owner, 'POST', '/api/v1/students', {
      name: 'Kabir Rao',
      centreId: centre.id,
      enquiryId: enquiry.id,
      guardians: [{ relation: 'mother', name: 'Sunita Rao', mobile: '9822233344', primary: true }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(enquiryMessages.admittedAlready);
    const next = await admitStudent(t, owner, { centreId: centre.id });
    expect(next.admissionNumber.slice(-4)).toBe('0002');

    // Another organisation's enquiry cannot be admitted into ours.
    const other = await registerAndLogin(t.app);
    const theirs = await enquire(other);
    const foreign = await call(owner, 'POST', '/api/v1/students', {
      name: 'X',
      centreId: centre.id,
      enquiryId: theirs.id,
      guardians: [{ relation: 'mother', name: 'Y', mobile: '9822200000', primary: true }],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('follow-ups', () => {
  it('refuses a call-back before today, on the enquiry and on its own (issue 65)', async () => {
    const owner = await registerAndLogin(t.app);
    const refused = await call(owner, 'POST', '/api/v1/enquiries', {
      studentName: 'Late Caller',
      mobile: '9712345678',
      followUpOn: '2020-01-01',
    });
    expect([refused.statusCode, refused.json().fieldErrors]).toEqual([
      400,
      { followUpOn: 'A follow-up cannot be in the past: choose today or a later day.' },
    ]);
    const enquiry = await enquire(owner);
    const past = await call(owner, 'POST', `/api/v1/enquiries/${enquiry.id}/follow-ups`, {
      dueOn: shift(today(), -1),
    });
    expect([past.statusCode, past.json().fieldErrors]).toEqual([
      400,
      { dueOn: 'A follow-up cannot be in the past: choose today or a later day.' },
    ]);
  });

  it('keeps the next follow-up, and counts due today and overdue', async () => {
    const owner = await registerAndLogin(t.app);
    const late = await enquire(owner, { followUpOn: shift(today(), -3) });
    const due = await enquire(owner, { followUpOn: today() });
    await enquire(owner, { followUpOn: shift(today(), 5) });
    await enquire(owner);
    expect((await call(owner, 'GET', '/api/v1/enquiries/summary')).json()).toEqual({
      open: 4,
      dueToday: 1,
      overdue: 1,
      newThisWeek: 4,
      capped: { open: false, dueToday: false, overdue: false, newThisWeek: false },
    } satisfies EnquirySummary);
    const overdue = (await call(owner, 'GET', '/api/v1/enquiries?followUp=overdue')).json() as EnquiryPage;
    expect(overdue.data.map((e) => e.id)).toEqual([late.id]);
    // A lost enquiry's follow-up is no longer due, in the list (whichever stage it asks for) and the counts.
    const given = await enquire(owner, { followUpOn: shift(today(), -2) });
    expect((await move(owner, given.id, 'lost', DEFAULT_LOST_REASONS[0])).statusCode).toBe(200);
    for (const url of ['/api/v1/enquiries?followUp=overdue', '/api/v1/enquiries?followUp=overdue&stage=all'])
      expect(
        ((await call(owner, 'GET', url)).json() as EnquiryPage).data.map((e) => e.id),
        url,
      ).toEqual([late.id]);
    expect((await call(owner, 'GET', '/api/v1/enquiries/summary')).json()).toMatchObject({ overdue: 1 });

    // Done with what came of it; the next one planned.
    const followUpId = late.followUps[0]!.id;
    const done = await call(owner, 'POST', `/api/v1/enquiries/${late.id}/follow-ups/${followUpId}/done`, {
      outcome: 'Father will visit on Saturday',
    });
    expect(done.json()).toMatchObject({ nextFollowUp: null });
    const planned = (
      await call(owner, 'POST', `/api/v1/enquiries/${late.id}/follow-ups`, {
        dueOn: shift(today(), 1),
        note: 'Visit',
      })
    ).json() as EnquiryDetail;
    expect(planned.nextFollowUp).toBe(shift(today(), 1));
    expect(planned.followUps.map((f) => [f.dueOn, f.doneAt === null])).toEqual([
      [shift(today(), 1), true],
      [shift(today(), -3), false],
    ]);
    // Done twice: the second says it is not there to do.
    expect(
      (await call(owner, 'POST', `/api/v1/enquiries/${late.id}/follow-ups/${followUpId}/done`, {}))
        .statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', '/api/v1/enquiries/summary')).json()).toMatchObject({
      dueToday: 1,
      overdue: 0,
    });
    // Another organisation's follow-up through our enquiry is not found.
    const other = await registerAndLogin(t.app);
    const theirs = await enquire(other, { followUpOn: today() });
    expect(
      (
        await call(
          owner,
          'POST',
          `/api/v1/enquiries/${due.id}/follow-ups/${theirs.followUps[0]!.id}/done`,
          {},
        )
      ).statusCode,
    ).toBe(404);
  });
  it('counts the open enquiries, the follow-ups and the week’s new ones exactly, past LIST_COUNT_CAP', async () => {
    const owner = await registerAndLogin(t.app);
    const [org] = await rowsOf<{ id: number }>(
      t.database,
      sql`select organisation_id as id from users where id = ${owner.userId}`,
    );
    // More open, overdue enquiries than the cap; one due today.
    await t.database.db.execute(sql`
      insert into enquiries (organisation_id, student_name, mobile, source, next_follow_up)
      select ${org!.id}, 'Student ' || g, '+9198' || lpad(g::text, 8, '0'), 'walk_in', ${shift(today(), -2)}::date
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    await enquire(owner, { followUpOn: today() });
    const summary = (await call(owner, 'GET', '/api/v1/enquiries/summary')).json() as EnquirySummary;
    expect(summary).toEqual({
      open: LIST_COUNT_CAP + 2,
      dueToday: 1,
      overdue: LIST_COUNT_CAP + 1,
      newThisWeek: LIST_COUNT_CAP + 2,
      capped: { open: false, dueToday: false, overdue: false, newThisWeek: false },
    } satisfies EnquirySummary);
    // The follow-up lists say the same, exact (the counts by follow-up day, migration 0046).
    const followUps = async (which: string) => {
      const { total, totalCapped } = (
        await call(owner, 'GET', `/api/v1/enquiries?page=1&pageSize=5&followUp=${which}`)
      ).json() as { total: number; totalCapped: boolean };
      return [total, totalCapped];
    };
    expect(await followUps('overdue')).toEqual([LIST_COUNT_CAP + 1, false]);
    expect(await followUps('due_today')).toEqual([1, false]);
    // Three follow-ups moved to today, one enquiry closed (its follow-up cleared): followed at once,
    // folded or not.
    await t.database.db.execute(sql`update enquiries set next_follow_up = ${today()}::date
      where id in (select id from enquiries where organisation_id = ${org!.id} and next_follow_up < ${today()}::date
        order by id limit 3)`);
    await t.database.db.execute(sql`update enquiries set next_follow_up = null, stage = 'lost'
      where id = (select min(id) from enquiries where organisation_id = ${org!.id} and next_follow_up < ${today()}::date)`);
    for (const fold of [false, true]) {
      if (fold) await foldListCounts(t.database.db);
      expect(await followUps('overdue')).toEqual([LIST_COUNT_CAP + 1 - 4, false]);
      expect(await followUps('due_today')).toEqual([4, false]);
      expect((await call(owner, 'GET', '/api/v1/enquiries/summary')).json()).toMatchObject({
        open: LIST_COUNT_CAP + 1,
        dueToday: 4,
        overdue: LIST_COUNT_CAP - 3,
      });
    }
    // Another organisation's enquiries are not counted.
    const other = await registerAndLogin(t.app);
    expect((await call(other, 'GET', '/api/v1/enquiries/summary')).json()).toMatchObject({
      open: 0,
      dueToday: 0,
      overdue: 0,
      newThisWeek: 0,
      capped: { open: false },
    });
  });

  it('counts the week’s new enquiries from its Monday’s midnight in the institute’s zone, across the UTC day it falls in', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const newThisWeek = async (account: Account) =>
      ((await call(account, 'GET', '/api/v1/enquiries/summary')).json() as EnquirySummary).newThisWeek;
    const monday = shift(today(), -((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7));
    // Monday 00:00 in Kolkata is 18:30 on Sunday in UTC: the first minutes of the week are counted by
    // index, the days from Monday 00:00 UTC from the kept counts by day.
    const weekStart = startOfDay(monday, 'Asia/Kolkata').getTime();
    const minutes = (n: number) => new Date(weekStart + n * 60_000).toISOString();
    const received = async (account: Account, at: string[]) => {
      const [org] = await rowsOf<{ id: number }>(
        t.database,
        sql`select organisation_id as id from users where id = ${account.userId}`,
      );
      await t.database.db
        .execute(sql`insert into enquiries (organisation_id, student_name, mobile, source, created_at)
        select ${org!.id}, 'Received ' || g.at, '+919800000000', 'walk_in', g.at::timestamptz
        from unnest(${`{${at.join(',')}}`}::text[]) as g(at)`);
    };
    // The week before (three days, and a minute), its first minute, the UTC day's last and the next's first.
    await received(owner, [minutes(-3 * 24 * 60), minutes(-1), minutes(0), minutes(329), minutes(330)]);
    await received(other, [minutes(0), minutes(330)]);
    expect(await newThisWeek(owner)).toBe(3);
    await foldListCounts(t.database.db);
    expect(await newThisWeek(owner)).toBe(3);
    // A deleted enquiry is counted out, in the part counted by index and in the kept days.
    await t.database.db
      .execute(sql`delete from enquiries where student_name in (${`Received ${minutes(0)}`}, ${`Received ${minutes(330)}`})
      and organisation_id = (select organisation_id from users where id = ${owner.userId})`);
    expect(await newThisWeek(owner)).toBe(1);
    expect(await newThisWeek(other)).toBe(2);
  });
});

describe('the list, the board and the export', () => {
  it('searches, filters and pages in one statement; the board groups by stage', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const riya = await enquire(owner, {
      studentName: 'Riya Verma',
      mobile: '9812345678',
      source: 'website',
      centreId: centre.id,
    });
    const dev = await enquire(owner, { studentName: 'Dev Malhotra', source: 'walk_in' });
    await move(owner, dev.id, 'contacted');
    const gone = await enquire(owner, { studentName: 'Gone Away' });
    await move(owner, gone.id, 'lost', 'Too far away');

    const list = async (query: string) =>
      ((await call(owner, 'GET', `/api/v1/enquiries?${query}`)).json() as EnquiryPage).data.map(
        (e) => e.studentName,
      );
    expect(await list('')).toEqual(['Dev Malhotra', 'Riya Verma']);
    expect(await list('stage=all')).toEqual(['Gone Away', 'Dev Malhotra', 'Riya Verma']);
    expect(await list('stage=lost')).toEqual(['Gone Away']);
    expect(await list('q=verma')).toEqual(['Riya Verma']);
    expect(await list('q=98123%2045678')).toEqual(['Riya Verma']);
    expect(await list('source=website')).toEqual(['Riya Verma']);
    expect(await list(`centreId=${centre.id}`)).toEqual(['Riya Verma']);
    expect(await list(`from=${shift(today(), 1)}`)).toEqual([]);
    expect(await list(`to=${today()}&sort=studentName`)).toEqual(['Dev Malhotra', 'Riya Verma']);
    const page = (await call(owner, 'GET', '/api/v1/enquiries?pageSize=1&page=2')).json() as EnquiryPage;
    expect(page).toMatchObject({ total: 2, data: [{ id: riya.id }] });

    const { queries } = await countQueries(t.database, () =>
      call(owner, 'GET', '/api/v1/enquiries?q=a&source=walk_in'),
    );
    // The institute's time zone (unless remembered from a call a moment ago) and the page itself.
    expect(queries).toBeLessThanOrEqual(2);

    const boardCall = await countQueries(t.database, () => call(owner, 'GET', '/api/v1/enquiries/board'));
    // The institute's time zone (unless remembered from the list a moment ago), then every stage's
    // page and count in one statement.
    expect(boardCall.queries).toBeLessThanOrEqual(2);
    const board = boardCall.result.json() as EnquiryBoard;
    // Written by the database: exactly what the contract's serializer would write.
    expect(boardCall.result.body).toBe(JSON.stringify(enquiryBoard.encode(board)));
    expect(board.columns.map((c) => [c.stage, c.total, c.cards.map((e) => e.studentName)])).toEqual([
      ['new', 1, ['Riya Verma']],
      ['contacted', 1, ['Dev Malhotra']],
      ['demo_scheduled', 0, []],
      ['demo_attended', 0, []],
      ['admitted', 0, []],
      ['lost', 1, ['Gone Away']],
    ]);

    const csv = await call(owner, 'GET', '/api/v1/enquiries/export.csv?stage=all&q=verma');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Student","Guardian","Mobile","Email","Class","Centre","Source","Sub-source","Stage","Lost reason","Owner","Next follow-up"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Riya Verma"');
    // A leading + would be a formula to a spreadsheet: the cell says it is text.
    expect(lines[1]).toContain(`"'+91 98123 45678"`);
    expect(lines[1]).toContain('"Website","","New"');

    // Another organisation sees none of it.
    const other = await registerAndLogin(t.app);
    expect(((await call(other, 'GET', '/api/v1/enquiries?stage=all')).json() as EnquiryPage).total).toBe(0);
    expect((await call(other, 'GET', `/api/v1/enquiries/${riya.id}`)).statusCode).toBe(404);
    expect((await move(other, riya.id, 'contacted')).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/api/v1/enquiries/${riya.id}`, { notes: 'x' })).statusCode).toBe(404);
  });

  it('names the class, centre and owner as they are now, in the list, the board and the record', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner, { CentreName: 'Old Town' });
    const theirCentre = await makeCentre(t, other, { CentreName: 'Old Town' });
    const classOf = async (account: Account, code: string, name: string) =>
      ((await call(account, 'POST', '/api/v1/classes', { code, name })).json() as { id: number }).id;
    const [nine, ten] = [await classOf(owner, 'C9', 'Class 9'), await classOf(owner, 'C10', 'Class 10')];
    const theirNine = await classOf(other, 'C9', 'Class 9');
    const staff = await makeStaff(t, owner, { ManageEnquiry: 'manage' });
    const asha = await enquire(owner, { studentName: 'Asha', classId: nine, centreId: centre.id });
    const theirs = await enquire(other, {
      studentName: 'Theirs',
      classId: theirNine,
      centreId: theirCentre.id,
    });
    const shown = async (account: Account, id: number) => {
      const listed = ((await call(account, 'GET', '/api/v1/enquiries?stage=all')).json() as EnquiryPage).data;
      const board = (await call(account, 'GET', '/api/v1/enquiries/board')).json() as EnquiryBoard;
      const record = (await call(account, 'GET', `/api/v1/enquiries/${id}`)).json() as EnquiryDetail;
      const carded = board.columns.flatMap((c) => c.cards).find((e) => e.id === id)!;
      const names = (e: { className: string | null; centreName: string | null; ownerName: string | null }) =>
        [e.className, e.centreName, e.ownerName].join(' / ');
      // The list, the board (its card names the owner) and the record always agree.
      expect(carded.ownerName).toBe(record.ownerName);
      expect(names(listed.find((e) => e.id === id)!)).toBe(names(record));
      return names(record);
    };
    const ownerName = (await call(owner, 'GET', `/api/v1/users/${owner.userId}`)).json().userName as string;
    expect(await shown(owner, asha.id)).toBe(`Class 9 / Old Town / ${ownerName}`);
    // Renamed where they are kept: every enquiry that names them follows; another institute's do not.
    await call(owner, 'PATCH', `/api/v1/classes/${nine}`, { name: 'Class IX' });
    await call(owner, 'PATCH', `/api/v1/centres/${centre.id}`, { CentreName: 'New Town' });
    await call(owner, 'PATCH', `/api/v1/users/${owner.userId}`, { userName: 'Meera Iyer' });
    expect(await shown(owner, asha.id)).toBe('Class IX / New Town / Meera Iyer');
    expect(await shown(other, theirs.id)).toMatch(/^Class 9 \/ Old Town \/ /);
    // Another class, centre-less, and another owner, on the enquiry itself.
    const changed = await call(owner, 'PATCH', `/api/v1/enquiries/${asha.id}`, {
      classId: ten,
      centreId: null,
      ownerId: staff.userId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const staffName = (await call(owner, 'GET', `/api/v1/users/${staff.userId}`)).json().userName as string;
    expect(await shown(owner, asha.id)).toBe(`Class 10 /  / ${staffName}`);
    // A change of one field leaves the others as they were.
    const noted = await call(owner, 'PATCH', `/api/v1/enquiries/${asha.id}`, { notes: 'Called back' });
    expect(noted.json()).toMatchObject({ notes: 'Called back', className: 'Class 10', ownerName: staffName });
    // A class deleted: the enquiry names none.
    expect((await call(owner, 'DELETE', `/api/v1/classes/${ten}`)).statusCode).toBe(204);
    expect(await shown(owner, asha.id)).toBe(` /  / ${staffName}`);
    // Every row's kept JSON (decision 054) followed each rename and deletion.
    expect(await keptJsonDisagreements(t.database, enquiryKeptJson)).toEqual([]);
  });
});

describe('the funnel', () => {
  it('counts how far each source’s enquiries got, the conversion and the days to admit', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const a = await enquire(owner, { source: 'website' });
    const b = await enquire(owner, { source: 'website' });
    await enquire(owner, { source: 'walk_in' });
    await move(owner, a.id, 'contacted');
    await move(owner, a.id, 'demo_scheduled');
    await move(owner, a.id, 'demo_attended');
    await admitStudent(t, owner, { centreId: centre.id, enquiryId: a.id });
    await move(owner, b.id, 'contacted');
    await move(owner, b.id, 'lost', 'Fees too high');

    const report = (await call(owner, 'GET', '/api/v1/enquiries/funnel')).json() as EnquiryFunnel;
    expect(report.to).toBe(today());
    expect(report.sources[0]).toMatchObject({
      source: 'website',
      total: 2,
      contacted: 2,
      demoScheduled: 1,
      demoAttended: 1,
      admitted: 1,
      lost: 1,
      conversionRate: 0.5,
      daysToConvert: 0,
    });
    expect(report.totals).toMatchObject({ total: 3, admitted: 1, lost: 1 });
    expect(report.totals.conversionRate).toBeCloseTo(1 / 3);

    const csv = await call(owner, 'GET', '/api/v1/enquiries/funnel.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe('"Website","2","2","1","1","1","1","50.0","0"');
    expect(lines.at(-1)).toBe('"All sources","3","2","1","1","1","1","33.3","0"');
    const backwards = await call(
      owner,
      'GET',
      `/api/v1/enquiries/funnel?from=${today()}&to=${shift(today(), -1)}`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('settings and the public form', () => {
  it('keeps the institute’s lost reasons and opens, rotates and closes the public form', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const initial = (await call(owner, 'GET', '/api/v1/enquiries/settings')).json() as EnquirySettings;
    expect(initial).toEqual({ lostReasons: DEFAULT_LOST_REASONS, formPath: null, websiteRepliesPerDay: 20 });
    const dup = await call(owner, 'PUT', '/api/v1/enquiries/settings', { lostReasons: ['Fees', 'fees'] });
    expect(dup.statusCode).toBe(400);
    await call(owner, 'PUT', '/api/v1/enquiries/settings', { lostReasons: ['Fees', 'Distance'] });
    const lost = await enquire(owner);
    expect((await move(owner, lost.id, 'lost', 'Fees too high')).statusCode).toBe(400);
    expect((await move(owner, lost.id, 'lost', 'Distance')).statusCode).toBe(200);

    const opened = (
      await call(owner, 'POST', '/api/v1/enquiries/settings/form', { open: true })
    ).json() as EnquirySettings;
    expect(opened.formPath).toMatch(/^\/enquire\/[A-Za-z0-9_-]{24}$/);
    const key = opened.formPath!.split('/').pop()!;
    const url = `/api/v1/public/enquiry-forms/${key}`;
    const form = await t.app.inject({ method: 'GET', url });
    expect(form.json()).toMatchObject({ centres: [{ id: centre.id, name: centre.CentreName }] });

    const sent = await t.app.inject({
      method: 'POST',
      url,
      payload: {
        studentName: 'Web Child',
        guardianName: 'Web Parent',
        mobile: '9899988877',
        centreId: centre.id,
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: enquiryMessages.received });
    // A bot fills the honeypot: told the same, saved nowhere.
    const bot = await t.app.inject({
      method: 'POST',
      url,
      payload: { studentName: 'Bot', mobile: '9899988800', website: 'http://spam.example' },
    });
    expect(bot.json()).toEqual({ message: enquiryMessages.received });
    const list = (await call(owner, 'GET', '/api/v1/enquiries?source=website')).json() as EnquiryPage;
    expect(list.data.map((e) => [e.studentName, e.ownerId])).toEqual([['Web Child', null]]);

    // Another institute's centre through our form is refused.
    const other = await registerAndLogin(t.app);
    const theirCentre = await makeCentre(t, other);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      payload: { studentName: 'X', mobile: '9899988801', centreId: theirCentre.id },
    });
    expect(foreign.statusCode).toBe(404);

    // A new address retires the old one; closing retires it too.
    await call(owner, 'POST', '/api/v1/enquiries/settings/form', { open: true });
    const old = await t.app.inject({ method: 'GET', url });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(enquiryMessages.formNotFound);
    const closed = (await call(owner, 'POST', '/api/v1/enquiries/settings/form', { open: false })).json();
    expect(closed.formPath).toBeNull();
  });

  it('limits how often one address may send the public form', async () => {
    const owner = await registerAndLogin(t.app);
    const { formPath } = (
      await call(owner, 'POST', '/api/v1/enquiries/settings/form', { open: true })
    ).json();
    const url = `/api/v1/public/enquiry-forms/${formPath.split('/').pop()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '203.0.113.77',
        payload: { studentName: 'Flood', mobile: '9899988877', website: 'bot' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
