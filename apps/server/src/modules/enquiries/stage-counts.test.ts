import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enquiryBoard, LIST_COUNT_CAP } from '@kaksha/contracts';
import type { EnquiryBoard, EnquiryDetail } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { foldListCounts } from '../../db/list-counts.ts';

const t = appPerFile();

let serial = 0;
async function enquire(owner: Account, source = 'walk_in'): Promise<EnquiryDetail> {
  const n = ++serial;
  const res = await t.app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: { studentName: `Counted ${n}`, mobile: `96${String(10_000_000 + n).slice(-8)}`, source },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as EnquiryDetail;
}
async function move(owner: Account, id: number, stage: string) {
  const res = await t.app.inject(
    as(owner, {
      method: 'POST',
      url: `/api/v1/enquiries/${id}/stage`,
      payload: { stage, lostReason: stage === 'lost' ? 'Too far away' : undefined },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** The board's columns as `stage: [total, capped]`, read through the API. */
async function boardTotals(owner: Account, query = '') {
  const res = await t.app.inject(as(owner, { method: 'GET', url: `/api/v1/enquiries/board${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  const board = res.json() as EnquiryBoard;
  // Written by the database: exactly what the contract's serializer would write.
  expect(res.body).toBe(JSON.stringify(enquiryBoard.encode(board)));
  return Object.fromEntries(board.columns.map((c) => [c.stage, [c.total, c.totalCapped]]));
}

/** The list's total as the screen shows it: `[total, capped]`. */
async function listTotal(owner: Account, query = '') {
  const res = await t.app.inject(
    as(owner, { method: 'GET', url: `/api/v1/enquiries?page=1&pageSize=5${query}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { total, totalCapped } = res.json() as { total: number; totalCapped: boolean };
  return [total, totalCapped];
}

/** What the rows say: each stage's enquiries of the organisation, counted the slow way. */
async function counted(owner: Account) {
  const rows = await rowsOf<{ stage: string; n: number }>(
    t.database,
    sql`select stage, count(*)::int as n from enquiries
      where organisation_id = (select organisation_id from users where id = ${owner.userId}) group by stage`,
  );
  const byStage = Object.fromEntries(rows.map((r) => [r.stage, r.n]));
  return Object.fromEntries(
    ['new', 'contacted', 'demo_scheduled', 'demo_attended', 'admitted', 'lost'].map((stage) => [
      stage,
      [byStage[stage] ?? 0, false],
    ]),
  );
}

const logged = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from list_count_changes where list = 'enquiries'`,
    )
  )[0]!.n;

describe('the board’s and the list’s stage counts, kept by the database (decisions 044, 045)', () => {
  it('follow every new enquiry and move at once, folded or not, and stay each organisation’s own', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = [await enquire(other), await enquire(other)];
    await move(other, theirs[0]!.id, 'contacted');
    const before = await boardTotals(other);

    const mine = [];
    for (let i = 0; i < 6; i++) mine.push(await enquire(owner));
    await move(owner, mine[0]!.id, 'contacted');
    await move(owner, mine[1]!.id, 'contacted');
    await move(owner, mine[1]!.id, 'lost');
    // Read before any fold: the log is part of the answer.
    expect(await boardTotals(owner)).toEqual(await counted(owner));
    expect(await boardTotals(owner)).toMatchObject({
      new: [4, false],
      contacted: [1, false],
      lost: [1, false],
    });

    await foldListCounts(t.database.db);
    expect(await logged()).toBe(0);
    expect(await boardTotals(owner)).toEqual(await counted(owner));

    // An edit that moves no enquiry between stages logs nothing.
    const edit = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/v1/enquiries/${mine[2]!.id}`,
        payload: { notes: 'Called twice' },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await logged()).toBe(0);

    await move(owner, mine[2]!.id, 'contacted');
    await move(owner, mine[0]!.id, 'lost');
    expect(await boardTotals(owner)).toEqual(await counted(owner));
    await foldListCounts(t.database.db);
    expect(await boardTotals(owner)).toEqual(await counted(owner));

    // The other organisation's board never moved with ours.
    expect(await boardTotals(other)).toEqual(before);
    expect(await boardTotals(other)).toEqual(await counted(other));
  });

  it('are exact past the cap on the whole board and the list by stage; a filtered one counts its rows to the cap', async () => {
    const owner = await registerAndLogin(t.app);
    await enquire(owner, 'website');
    // A large institute's enquiries, written in one statement as an import would.
    await t.database.db
      .execute(sql`insert into enquiries (organisation_id, student_name, mobile, source, stage)
      select organisation_id, 'Imported ' || g, '+9198' || lpad(g::text, 8, '0'), 'walk_in', 'contacted'
      from users, generate_series(1, ${LIST_COUNT_CAP + 5}) as g where users.id = ${owner.userId}`);

    const whole = await boardTotals(owner);
    expect(whole).toEqual(await counted(owner));
    expect(whole.contacted).toEqual([LIST_COUNT_CAP + 5, false]);
    await foldListCounts(t.database.db);
    expect((await boardTotals(owner)).contacted).toEqual([LIST_COUNT_CAP + 5, false]);

    // The list as it opens (the open stages), by one stage, or every stage: the same kept counts.
    expect(await listTotal(owner)).toEqual([LIST_COUNT_CAP + 6, false]);
    expect(await listTotal(owner, '&stage=contacted')).toEqual([LIST_COUNT_CAP + 5, false]);
    expect(await listTotal(owner, '&stage=all')).toEqual([LIST_COUNT_CAP + 6, false]);
    expect(await listTotal(owner, '&stage=lost')).toEqual([0, false]);
    expect(await listTotal(owner, '&source=walk_in')).toEqual([LIST_COUNT_CAP, true]);

    // With a filter the kept counts cannot answer, each column counts its rows, as a list does.
    expect(await boardTotals(owner, '?source=walk_in')).toMatchObject({
      new: [0, false],
      contacted: [LIST_COUNT_CAP, true],
    });
    expect(await boardTotals(owner, '?source=website')).toMatchObject({
      new: [1, false],
      contacted: [0, false],
    });
  });

  it('count each change once when several nodes fold at the same time', async () => {
    const owner = await registerAndLogin(t.app);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await enquire(owner));
    await Promise.all([
      ...made.slice(0, 3).map((e) => move(owner, e.id, 'contacted')),
      ...Array.from({ length: 4 }, () => foldListCounts(t.database.db)),
    ]);
    await Promise.all([foldListCounts(t.database.db), foldListCounts(t.database.db)]);
    expect(await logged()).toBe(0);
    expect(await boardTotals(owner)).toEqual(await counted(owner));
    expect(await boardTotals(owner)).toMatchObject({ new: [2, false], contacted: [3, false] });
  });

  it('drop the changes of an organisation that is gone', async () => {
    const owner = await registerAndLogin(t.app);
    await enquire(owner);
    const [row] = await rowsOf<{ organisationId: number }>(
      t.database,
      sql`select organisation_id as "organisationId" from users where id = ${owner.userId}`,
    );
    const organisationId = row!.organisationId;
    await t.database.db.execute(sql`delete from organisations where id = ${organisationId}`);
    await foldListCounts(t.database.db);
    const left = await rowsOf<{ n: number }>(
      t.database,
      sql`select ((select count(*) from list_counts where organisation_id = ${organisationId})
        + (select count(*) from list_count_changes where organisation_id = ${organisationId}))::int as n`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
