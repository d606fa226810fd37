import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTENT_TYPES } from '@kaksha/contracts';
import { appPerFile, rowsOf } from '../../../test/harness.ts';
import { DEMO_SU_CODE, seedDemo } from '../../db/seed.ts';

const t = appPerFile();

const count = async (table: string) => {
  const [row] = await rowsOf<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = (select id from organisations where su_code = ${DEMO_SU_CODE})`,
  );
  return row?.n ?? 0;
};

describe('the demo institute’s curriculum', () => {
  it('is seeded once, with CBSE classes 6–12, chapters, topics and content of every type', async () => {
    const first = await seedDemo(t.database.db, { email: 'owner@demo.test', password: 'demo password 1' });
    expect(first.seeded).toBe(true);
    const boards = await rowsOf<{ code: string }>(t.database, sql`select code from boards order by code`);
    expect(boards.map((b) => b.code)).toEqual(['CBSE', 'ICSE']);
    const classes = await rowsOf<{ name: string }>(t.database, sql`select name from classes order by code`);
    expect(classes.map((c) => c.name)).toEqual([
      'Class 6',
      'Class 7',
      'Class 8',
      'Class 9',
      'Class 10',
      'Class 11',
      'Class 12',
    ]);
    expect(await count('subjects')).toBeGreaterThanOrEqual(5);
    const chapters = await count('chapters');
    expect(chapters).toBeGreaterThan(200);
    expect(await count('topics')).toBe(chapters * 3);
    const types = await rowsOf<{ content_type: string }>(
      t.database,
      sql`select distinct content_type from contents`,
    );
    expect(types.map((r) => r.content_type).sort()).toEqual(
      [...CONTENT_TYPES, 'PDF', 'ASSIGNMENT', 'WORKSHEET'].sort(),
    );
    expect(await count('content_files')).toBeGreaterThan(0);
    // Serial numbers are 1…n in every parent.
    const gaps = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from (select chapter_id, max(sl_no) as m, count(*) as c from topics group by chapter_id) x where m <> c`,
    );
    expect(gaps[0]?.n).toBe(0);
    const files = await rowsOf<{ head: string }>(
      t.database,
      sql`select encode(substring(bytes from 1 for 5), 'escape') as head from content_files limit 1`,
    );
    expect(files[0]?.head).toBe('%PDF-');

    const before = await count('contents');
    const second = await seedDemo(t.database.db, { email: 'owner@demo.test', password: 'demo password 1' });
    expect(second.seeded).toBe(false);
    expect(await count('contents')).toBe(before);
  });
});
