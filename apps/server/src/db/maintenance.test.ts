import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

// PGlite has no autovacuum; the API process runs autovacuum's rule itself (decision 034). Always on
// PGlite, whichever database the suite runs against: PostgreSQL's own autovacuum needs no test here.
describe('PGlite maintenance', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-maintenance-')), 'pglite');
  let database: Database;
  const marks = async () => {
    const [row] = await rowsOf<{ reltuples: number; statistics: number; dead: number }>(
      database.db,
      sql`select c.reltuples,
                 (select count(*)::int from pg_stats where tablename = 'marks') as statistics,
                 s.n_dead_tup::int as dead
            from pg_class c join pg_stat_user_tables s on s.relid = c.oid
           where c.relname = 'marks'`,
    );
    return row!;
  };
  const both = [{ table: 'public.marks', analysed: true, vacuumed: true }];

  beforeAll(async () => {
    database = openPglite({ dataDir });
    await database.db.execute(sql`create table marks (id int primary key, student int, score int)`);
    await database.db.execute(sql`create table quiet (id int primary key)`);
    await database.db.execute(
      sql`insert into marks select g, g % 500, g % 100 from generate_series(1, 5000) g`,
    );
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('analyses a table that never was, and then leaves it alone', async () => {
    expect(await marks()).toMatchObject({ reltuples: -1, statistics: 0 });

    // 5,000 inserted rows are also over the insert threshold (1,000 + 20 % of an unknown size).
    expect(await database.maintain!()).toEqual(both);
    expect(await marks()).toMatchObject({ reltuples: 5000, statistics: 3 });

    // The empty table has nothing to measure.
    expect(await database.maintain!()).toEqual([]);
  });

  it('waits for changes past autovacuum’s thresholds, then vacuums and analyses', async () => {
    // 40 rows: under 50 + 10 % of 5,000 for analysis, 50 + 20 % for a vacuum.
    await database.db.execute(sql`update marks set score = score + 1 where id <= 40`);
    expect(await database.maintain!()).toEqual([]);

    // 1,500 rows changed in all: 1,540 dead versions, over both thresholds.
    await database.db.execute(sql`update marks set score = score + 1 where id <= 1500`);
    expect(await database.maintain!()).toEqual(both);
    expect((await marks()).dead).toBe(0);
  });

  it('still finds a table that grew before a restart, whose counters PGlite forgot', async () => {
    await database.db.execute(
      sql`insert into marks select g, g % 500, g % 100 from generate_series(5001, 12000) g`,
    );
    await database.close();
    database = openPglite({ dataDir });

    expect(await database.maintain!()).toEqual(both);
    expect((await marks()).reltuples).toBe(12000);
  });
});
