import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP, pageOf, studentRow } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';
import { foldListCounts } from '../../db/list-counts.ts';

const t = appPerFile();

const studentsPage = pageOf(studentRow);

/** The list's total as the screen shows it: `[total, capped]`. */
async function listTotal(owner: Account, query = '') {
  const res = await t.app.inject(
    as(owner, { method: 'GET', url: `/api/v1/students?page=1&pageSize=5${query}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  // Written by the database: exactly what the contract's serializer would write.
  expect(res.body).toBe(JSON.stringify(studentsPage.encode(res.json())));
  const { total, totalCapped } = res.json() as { total: number; totalCapped: boolean };
  return [total, totalCapped];
}

/** What the rows say, counted the slow way: `[count, false]` for a status, or for all. */
async function counted(owner: Account, status?: string) {
  const [row] = await rowsOf<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from students
      where organisation_id = (select organisation_id from users where id = ${owner.userId})
      ${status ? sql`and status = ${status}` : sql``}`,
  );
  return [row!.n, false];
}

async function changeStatus(owner: Account, id: number, status: string) {
  const res = await t.app.inject(
    as(owner, { method: 'POST', url: `/api/v1/students/${id}/status`, payload: { status, reason: 'Moved' } }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

const logged = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from list_count_changes where list = 'students'`,
    )
  )[0]!.n;

describe('the students list’s total, kept by the database (decision 045)', () => {
  it('follows every admission and change of status at once, folded or not, each organisation its own', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await admitStudent(t, other);
    const theirs = await listTotal(other);

    const centre = await makeCentre(t, owner);
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push(await admitStudent(t, owner, { centreId: centre.id }));
    await changeStatus(owner, mine[0]!.id, 'left');
    await changeStatus(owner, mine[1]!.id, 'on_hold');
    // Read before any fold: the log is part of the answer.
    expect(await listTotal(owner)).toEqual([3, false]);
    expect(await listTotal(owner, '&status=left')).toEqual([1, false]);
    expect(await listTotal(owner, '&status=all')).toEqual([5, false]);

    await foldListCounts(t.database.db);
    expect(await logged()).toBe(0);
    for (const status of ['active', 'on_hold', 'left', 'alumni'])
      expect(await listTotal(owner, `&status=${status}`)).toEqual(await counted(owner, status));
    expect(await listTotal(owner, '&status=all')).toEqual(await counted(owner));

    // An edit that changes no status logs nothing.
    const edit = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/v1/students/${mine[2]!.id}`,
        payload: { school: 'City School' },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await logged()).toBe(0);

    await changeStatus(owner, mine[0]!.id, 'active');
    expect(await listTotal(owner)).toEqual([4, false]);
    expect(await listTotal(other)).toEqual(theirs);
  });

  it('is exact past the cap as the list opens; with another filter it counts its rows to the cap', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    // A large institute's students, written in one statement as an import would.
    await t.database.db
      .execute(sql`insert into students (organisation_id, admission_number, name, centre_id, admission_date)
      select organisation_id, 'IMP-' || g, 'Imported ' || g, ${centre.id}, '2026-06-01'
      from users, generate_series(1, ${LIST_COUNT_CAP + 5}) as g where users.id = ${owner.userId}`);

    expect(await listTotal(owner)).toEqual([LIST_COUNT_CAP + 5, false]);
    expect(await listTotal(owner, '&status=all')).toEqual(await counted(owner));
    await foldListCounts(t.database.db);
    expect(await listTotal(owner)).toEqual([LIST_COUNT_CAP + 5, false]);
    expect(await listTotal(owner, '&status=left')).toEqual([0, false]);

    // A centre or a search the kept counts cannot answer: counted to the cap, as every list is.
    expect(await listTotal(owner, `&centreId=${centre.id}`)).toEqual([LIST_COUNT_CAP, true]);
    expect(await listTotal(owner, '&q=Imported%2010')).toEqual(await searched(owner, 'Imported 10'));
  });
});

/** The students a search finds, counted the slow way (all of them here: fewer than the cap). */
/** The active students a search finds: every word somewhere in the name, in any order (db/search.ts). */
async function searched(owner: Account, text: string) {
  const [row] = await rowsOf<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from students
      where organisation_id = (select organisation_id from users where id = ${owner.userId})
      and status = 'active' and ${sql.join(
        text.split(' ').map((word) => sql`name ilike ${`%${word}%`}`),
        sql` and `,
      )}`,
  );
  return [row!.n, false];
}
