import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { freshDatabase } from '../../test/harness.ts';
import type { Database, Executor } from './client.ts';
import { plannedEachCall } from './prepared.ts';
import { rowsOf } from './rows.ts';

// Decision 039: on either database, a statement with parameters is parsed once per connection — the
// second time its text comes it becomes a named statement — inside a transaction as outside one.
describe('statements named by their text', () => {
  let database: Database;
  const textOf = (query: SQL) => new PgDialect().sqlToQuery(query).sql;
  // PostgreSQL lists a connection's named statements with their text: read on the transaction's own.
  const namedTexts = async (tx: Executor) =>
    (
      await rowsOf<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where name <> '' order by statement`,
      )
    ).map((row) => row.statement);

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => database.close());

  it('names a statement inside a transaction the second time it comes, and answers it the same', async () => {
    const next = (n: number) => sql`select ${n}::int + 1 as "namedNext"`;
    const seen = await database.db.transaction(async (tx) => {
      const first = await rowsOf(tx, next(1));
      const afterFirst = await namedTexts(tx);
      const second = await rowsOf(tx, next(2));
      return { rows: [...first, ...second], afterFirst, afterSecond: await namedTexts(tx) };
    });
    expect(seen.rows).toEqual([{ namedNext: 2 }, { namedNext: 3 }]);
    expect(seen.afterFirst).not.toContain(textOf(next(0)));
    expect(seen.afterSecond).toContain(textOf(next(0)));
  });

  it('leaves a search planned for its values unnamed', async () => {
    const search = sql`select name from menus where name ilike ${'%manager%'} order by name limit 1`;
    plannedEachCall.add(textOf(search));
    const named = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect(await rowsOf(tx, search)).toHaveLength(1);
      return namedTexts(tx);
    });
    expect(named).not.toContain(textOf(search));
  });
});
