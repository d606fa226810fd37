import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.ts';
import { rememberFileSizes } from './pglite-file-sizes.ts';

/** How many times `fn` asks the disk for a file's size (Emscripten's NODEFS calls `fs.fstatSync`). */
async function fstatsDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(fs, 'fstatSync');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

// A PGlite on disk, as an installed Kaksha runs it: PostgreSQL asks each relation's length on every
// scan, and a remembered length that missed a change would make it miss rows or read past the end.
describe('PGlite remembers its files’ sizes', () => {
  let dir: string;
  let client: PGlite;
  const open = async () => {
    const opened = new PGlite(path.join(dir, 'pglite'));
    await opened.waitReady;
    rememberFileSizes(opened);
    return opened;
  };
  const count = async (table = 'notes') =>
    (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  const pages = async (table = 'notes') =>
    (await client.query<{ n: number }>(`select (pg_relation_size('${table}') / 8192)::int as n`)).rows[0]!.n;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-file-sizes-'));
    client = await open();
    // No autovacuum in PGlite: the test's vacuums are the only ones, so each page count is exact.
    await client.exec(`create table notes (id int primary key, body text) with (autovacuum_enabled = off)`);
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('asks the disk for a size once, until the file changes', async () => {
    await client.exec(`insert into notes select g, repeat('x', 200) from generate_series(1, 100) g`);
    await count();
    expect(await fstatsDuring(async () => Promise.all([count(), count(), count()]))).toBe(0);
    // Rows that fill new pages extend the file: its size is asked again, once.
    await client.exec(`insert into notes select g, repeat('z', 2000) from generate_series(101, 120) g`);
    expect(await fstatsDuring(count)).toBeGreaterThan(0);
    expect(await fstatsDuring(count)).toBe(0);
    expect(await count()).toBe(120);
  });

  it('sees every page as a table grows, shrinks, is rewritten and emptied', async () => {
    for (let batch = 1; batch <= 5; batch++) {
      const before = await pages();
      await client.exec(
        `insert into notes select g, repeat('y', 500) from generate_series(${batch * 1000}, ${batch * 1000 + 999}) g`,
      );
      expect(await pages()).toBeGreaterThan(before);
      expect(await count()).toBe(120 + batch * 1000);
    }
    // A vacuum gives back the empty pages at the end of the file (ftruncate).
    const grown = await pages();
    await client.exec(`delete from notes where id >= 3000`);
    await client.exec(`vacuum notes`);
    expect(await pages()).toBeLessThan(grown);
    expect(await count()).toBe(120 + 2000);
    await client.exec(`insert into notes select g, 'back' from generate_series(9000, 9499) g`);
    expect(await count()).toBe(120 + 2000 + 500);
    // A rewrite (a new file) and an emptied table.
    await client.exec(`vacuum full notes`);
    expect(await count()).toBe(2620);
    await client.exec(`truncate notes`);
    expect([await count(), await pages()]).toEqual([0, 0]);
    await client.exec(`insert into notes select g, 'again' from generate_series(1, 300) g`);
    expect(await count()).toBe(300);
  });

  it('finds the same rows after a restart', async () => {
    await client.close();
    client = await open();
    expect(await count()).toBe(300);
    expect(await client.query(`select body from notes where id = 300`)).toMatchObject({
      rows: [{ body: 'again' }],
    });
  });
});

describe('an installed PGlite', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('remembers its files’ sizes from the moment it opens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-installed-'));
    dirs.push(dir);
    const database = openPglite({ dataDir: path.join(dir, 'pglite') });
    try {
      const catalogue = () => database.db.execute(sql`select count(*) from pg_class`);
      await catalogue();
      expect(await fstatsDuring(catalogue)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
