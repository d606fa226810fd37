import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin, rowsOf } from '../../test/harness.ts';
import type { Account } from '../../test/harness.ts';
import { makeCentre } from '../../test/helpers/teachers.ts';
import { foldFeeTotals } from '../modules/fees/totals.repository.ts';
import { foldListCounts } from './list-counts.ts';
import type { CountedList } from './list-counts.ts';

const t = appPerFile();

/** What an organisation's rows of a list are made of, written in one statement as an import would. */
interface Imported {
  organisationId: number;
  centreId: number;
  rows: number;
}

/**
 * Every list that takes its first page's total from `list_counts` (decision 045, migration 0043):
 * its URL, how to add `rows` of it at once (spread over its parts), the rows it shows as it opens
 * (all unless said), the filters the kept counts answer with what each means in SQL, how to move
 * rows from one part to another, and a filter they cannot answer (counted to the cap).
 */
const LISTS: {
  list: CountedList;
  url: string;
  insert: (to: Imported) => SQL;
  opens?: SQL;
  parts: { query: string; where: SQL }[];
  move?: SQL;
  counted?: string;
}[] = [
  {
    list: 'users',
    url: '/api/v1/users',
    insert: ({ organisationId, rows }) => sql`insert into users (organisation_id, user_name, email, user_type)
      select ${organisationId}, 'Imported ' || g, 'imported.' || ${organisationId} || '.' || g || '@example.test', 'Staff'
      from generate_series(1, ${rows}) as g`,
    parts: [],
  },
  {
    list: 'teachers',
    url: '/api/v1/teachers',
    insert: ({
      organisationId,
      rows,
    }) => sql`insert into teachers (organisation_id, name, email, mobile, active)
      select ${organisationId}, 'Imported ' || g, 'imported.' || g || '@example.test', '9' || lpad(g::text, 9, '0'), g % 2 = 0
      from generate_series(1, ${rows}) as g`,
    parts: [
      { query: '&active=false', where: sql`active = false` },
      { query: '&active=true', where: sql`active` },
    ],
    move: sql`active = false`,
  },
  {
    list: 'audit_log',
    url: '/api/v1/audit',
    insert: ({ organisationId, rows }) => sql`insert into audit_log (organisation_id, action, area)
      select ${organisationId}, 'imported', 'tests' from generate_series(1, ${rows})`,
    parts: [],
    counted: '&action=imported',
  },
  {
    list: 'messages',
    url: '/api/v1/messages',
    insert: ({ organisationId, rows }) => sql`insert into messages
        (organisation_id, event, channel, recipient_ref, recipient_name, address, language, status, body)
      select ${organisationId}, 'enquiry.received', 'email', 'enquiry:' || g, 'Imported ' || g,
        'imported.' || g || '@example.test', 'en', case when g % 2 = 0 then 'sent' else 'failed' end, 'Hello'
      from generate_series(1, ${rows}) as g`,
    parts: [{ query: '&status=failed', where: sql`status = 'failed'` }],
    move: sql`status = 'failed'`,
  },
  ...(['boards', 'classes', 'subjects'] as const).map((list) => ({
    list,
    url: `/api/v1/${list}`,
    insert: ({
      organisationId,
      rows,
    }: Imported) => sql`insert into ${sql.identifier(list)} (organisation_id, code, name)
      select ${organisationId}, 'IMP' || g, 'Imported ' || g from generate_series(1, ${rows}) as g`,
    parts: [],
  })),
  {
    list: 'batches',
    url: '/api/v1/batches',
    insert: ({ organisationId, centreId, rows }) => sql`insert into batches
        (organisation_id, centre_id, code, name, capacity, starts_on, status)
      select ${organisationId}, ${centreId}, 'IMP' || g, 'Imported ' || g, 30, '2026-06-01',
        (array['planned', 'active', 'closed'])[1 + g % 3]
      from generate_series(1, ${rows}) as g`,
    opens: sql`status <> 'closed'`,
    parts: [
      { query: '&status=closed', where: sql`status = 'closed'` },
      { query: '&status=planned', where: sql`status = 'planned'` },
      { query: '&status=all', where: sql`true` },
    ],
    move: sql`status = 'closed'`,
  },
  {
    list: 'fee_plans',
    url: '/api/v1/fee-plans',
    insert: ({ organisationId, rows }) => sql`insert into fee_plans (organisation_id, name, active)
      select ${organisationId}, 'Imported ' || g, g % 2 = 0 from generate_series(1, ${rows}) as g`,
    opens: sql`active`,
    parts: [
      { query: '&active=false', where: sql`active = false` },
      { query: '&active=all', where: sql`true` },
    ],
    move: sql`active = false`,
  },
  {
    list: 'centres',
    url: '/api/v1/centres',
    insert: ({
      organisationId,
      rows,
    }) => sql`insert into centres (organisation_id, centre_code, centre_name, active)
      select ${organisationId}, 'IMP' || g, 'Imported ' || g, g % 2 = 0 from generate_series(1, ${rows}) as g`,
    parts: [{ query: '&active=false', where: sql`active = false` }],
    move: sql`active = false`,
  },
];

/** The list's total as the screen shows it: `[total, capped]`. */
async function shown(owner: Account, url: string, query = '') {
  const res = await t.app.inject(as(owner, { method: 'GET', url: `${url}?page=1&pageSize=5${query}` }));
  expect(res.statusCode, `${url}${query}: ${res.body}`).toBe(200);
  const { total, totalCapped } = res.json() as { total: number; totalCapped: boolean };
  return [total, totalCapped];
}

/** What the rows say, counted the slow way. */
async function counted(organisationId: number, list: CountedList, where: SQL = sql`true`) {
  const [row] = await rowsOf<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from ${sql.identifier(list)} where organisation_id = ${organisationId} and ${where}`,
  );
  return [row!.n, false];
}

async function organisationOf(owner: Account) {
  const [row] = await rowsOf<{ id: number }>(
    t.database,
    sql`select organisation_id as id from users where id = ${owner.userId}`,
  );
  return row!.id;
}

describe('every list’s first page takes its total from the counts the database keeps (decision 045)', () => {
  it.each(LISTS)(
    '$list: exact past the cap, folded or not, each part, and another organisation’s never moves',
    async ({ list, url, insert, opens = sql`true`, parts, move, counted: uncounted = '&q=Imported' }) => {
      const owner = await registerAndLogin(t.app);
      const other = await registerAndLogin(t.app);
      const [organisationId, otherId] = await Promise.all([organisationOf(owner), organisationOf(other)]);
      const centre = await makeCentre(t, owner);
      const theirs = await shown(other, url);
      // Only `rows` decides here: an import's worth past the cap, so a counted total would say "1,000+".
      const imported = { organisationId, centreId: centre.id, rows: 3 * LIST_COUNT_CAP + 6 };
      await t.database.db.execute(insert(imported));

      const [whole] = await counted(organisationId, list, opens);
      expect(whole).toBeGreaterThan(LIST_COUNT_CAP);
      for (const folded of [false, true]) {
        if (folded) await foldListCounts(t.database.db);
        expect(await shown(owner, url)).toEqual([whole, false]);
        for (const part of parts)
          expect(await shown(owner, url, part.query)).toEqual(
            await counted(organisationId, list, part.where),
          );
      }

      // Rows taken away, and (where the list has parts) moved between them: the totals follow at once.
      await t.database.db.execute(
        sql`delete from ${sql.identifier(list)} where id in (select id from ${sql.identifier(list)}
          where organisation_id = ${organisationId} order by id desc limit 7)`,
      );
      if (move)
        await t.database.db.execute(
          sql`update ${sql.identifier(list)} set ${move} where id in (select id from ${sql.identifier(list)}
            where organisation_id = ${organisationId} and not (${move}) order by id limit 11)`,
        );
      const [after] = await counted(organisationId, list, opens);
      expect(await shown(owner, url)).toEqual([after, false]);
      for (const part of parts)
        expect(await shown(owner, url, part.query)).toEqual(await counted(organisationId, list, part.where));

      // A filter the kept counts cannot answer (a search) is counted to the cap, as every list's is.
      expect(await shown(owner, url, uncounted)).toEqual([LIST_COUNT_CAP, true]);
      expect(await shown(other, url)).toEqual(theirs);
      expect(await counted(otherId, list)).toEqual([theirs[0], false]);
    },
  );
});

describe('the dues list takes its total from the fee accounts counted by their oldest due (migration 0052)', () => {
  it('is exact past the cap, unfiltered and "due by", folded or not, as dues are paid; another organisation’s never moves', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    const centre = await makeCentre(t, owner);
    const theirs = await shown(other, '/api/v1/fees/pending');
    // An import's worth of students, and their fee accounts as the dues' trigger keeps them: three in
    // four owe, since one of four days; the fourth owes nothing.
    const rows = 3 * LIST_COUNT_CAP + 6;
    await t.database.db.execute(sql`insert into students
        (organisation_id, centre_id, admission_date, admission_number, name)
      select ${organisationId}, ${centre.id}, '2026-04-01', 'IMP/' || g, 'Imported ' || g
      from generate_series(1, ${rows}) as g`);
    await t.database.db
      .execute(sql`insert into fee_accounts (student_id, organisation_id, name, balance, oldest_due_on)
      select id, organisation_id, name, case when id % 4 = 0 then 0 else 1000 end,
        case when id % 4 = 0 then null else date '2026-06-01' + (id % 4) * 30 end
      from students where organisation_id = ${organisationId}`);
    const owing = async (dueBy?: string) => {
      const [row] = await rowsOf<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from fee_accounts where organisation_id = ${organisationId}
          and balance > 0 ${dueBy ? sql`and oldest_due_on <= ${dueBy}` : sql``}`,
      );
      return [row!.n, false];
    };
    const expectShown = async () => {
      expect((await owing())[0]).toBeGreaterThan(LIST_COUNT_CAP);
      expect(await shown(owner, '/api/v1/fees/pending')).toEqual(await owing());
      for (const dueBy of ['2026-07-01', '2026-07-31', '2026-05-01'])
        expect(await shown(owner, '/api/v1/fees/pending', `&dueBy=${dueBy}`)).toEqual(await owing(dueBy));
    };
    await expectShown();
    await foldListCounts(t.database.db);
    await expectShown();

    // Some pay everything, some owe since another day: the totals follow at once.
    await t.database.db.execute(sql`update fee_accounts set balance = 0, oldest_due_on = null
      where student_id in (select student_id from fee_accounts where organisation_id = ${organisationId}
        and balance > 0 order by student_id limit 13)`);
    await t.database.db.execute(sql`update fee_accounts set oldest_due_on = '2026-05-15'
      where student_id in (select student_id from fee_accounts where organisation_id = ${organisationId}
        and balance > 0 order by student_id desc limit 17)`);
    await expectShown();

    // A filter the kept counts cannot answer (a search) is counted to the cap.
    expect(await shown(owner, '/api/v1/fees/pending', '&q=Imported')).toEqual([LIST_COUNT_CAP, true]);
    expect(await shown(other, '/api/v1/fees/pending')).toEqual(theirs);
    // Written without their dues: gone before the app's close compares every account with its dues.
    await t.database.db.execute(sql`delete from fee_accounts where organisation_id = ${organisationId}`);
  });
});

describe('the day book takes its total from the day totals (decision 032)', () => {
  it('is exact past the cap for a range, a mode, a status and a cashier, folded or not, as receipts are cancelled; another organisation’s never moves', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    const centre = await makeCentre(t, owner);
    const book = '/api/v1/fees/collections';
    const range = '&from=2026-06-01&to=2026-06-30';
    const theirs = await shown(other, book, range);
    // A term's receipts of one student written at once (the day totals' triggers count them): one
    // mode in three cash, over the month's days, and a few outside the range.
    const rows = 3 * LIST_COUNT_CAP + 6;
    await t.database.db.execute(sql`insert into students
        (organisation_id, centre_id, admission_date, admission_number, name)
      values (${organisationId}, ${centre.id}, '2026-04-01', 'ADM/1', 'Paying Student')`);
    await t.database.db.execute(sql`insert into fee_payments
        (organisation_id, student_id, number, received_on, mode, amount, applied, cashier_id)
      select ${organisationId}, s.id, 'RCP/' || g, date '2026-06-01' + (g % 32), (array['cash', 'upi', 'card'])[1 + g % 3],
        100, 0, case when g % 2 = 0 then ${owner.userId}::integer end
      from generate_series(1, ${rows}) as g, students s where s.organisation_id = ${organisationId}`);
    const receipts = async (where: SQL = sql`true`) => {
      const [row] = await rowsOf<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from fee_payments where organisation_id = ${organisationId}
          and received_on between '2026-06-01' and '2026-06-30' and ${where}`,
      );
      return [row!.n, false];
    };
    const expectShown = async () => {
      expect((await receipts())[0]).toBeGreaterThan(LIST_COUNT_CAP);
      expect(await shown(owner, book, range)).toEqual(await receipts());
      expect(await shown(owner, book, `${range}&mode=cash`)).toEqual(await receipts(sql`mode = 'cash'`));
      expect(await shown(owner, book, `${range}&status=cancelled`)).toEqual(
        await receipts(sql`status = 'cancelled'`),
      );
      expect(await shown(owner, book, `${range}&cashierId=${owner.userId}&status=valid`)).toEqual(
        await receipts(sql`cashier_id = ${owner.userId} and status = 'valid'`),
      );
    };
    await expectShown();
    await foldFeeTotals(t.database.db);
    await expectShown();

    // Receipts cancelled, and one moved to another day: the totals follow at once.
    await t.database.db.execute(sql`update fee_payments set status = 'cancelled'
      where id in (select id from fee_payments where organisation_id = ${organisationId} order by id limit 40)`);
    await t.database.db.execute(sql`update fee_payments set received_on = '2026-07-15'
      where id in (select id from fee_payments where organisation_id = ${organisationId} order by id desc limit 9)`);
    await expectShown();

    // A filter the day totals cannot answer (a search for a student) is counted to the cap.
    expect(await shown(owner, book, `${range}&q=Paying`)).toEqual([LIST_COUNT_CAP, true]);
    expect(await shown(other, book, range)).toEqual(theirs);
  });
});
