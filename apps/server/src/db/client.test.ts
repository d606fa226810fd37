import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, PGLITE_SHARED_BUFFERS } from './client.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

// Always PGlite: it is the database `npm start` opens when DATABASE_URL is not set.
describe('an installed PGlite', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-client-')), 'pglite');
  let database: Database;
  const setting = async (name: string) =>
    (await rowsOf<{ value: string }>(database.db, sql`select current_setting(${name}) as value`))[0]!.value;

  beforeAll(() => {
    database = openPglite({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps a buffer pool of 32 MB, which each start zeroes (decision 059)', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await setting('shared_buffers')).toBe('32MB');
    // PGlite's own start parameters still hold beside it.
    expect(await setting('search_path')).toBe('public');
  });
});
