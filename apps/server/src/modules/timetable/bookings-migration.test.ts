import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../paths.ts';

/*
 * Migration 0070 (the one calendar) on a database that has classes and demo classes: each gains its
 * booking, nothing is lost, and a demo class that double-booked its teacher before (the two rules did
 * not see each other) is kept, marked to cover.
 */

const before = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-before-one-calendar-'));
const pglite = new PGlite({ extensions: { btree_gist, pg_trgm } });
afterAll(async () => {
  await pglite.close();
  fs.rmSync(before, { recursive: true, force: true });
});

/** The migrations folder as it was before the one calendar's (found by its name, whatever its number). */
function migrationsBeforeOneCalendar() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const ours = journal.entries.find((e) => e.tag.endsWith('_one_calendar'))!;
  journal.entries = journal.entries.filter((e) => e.idx < ours.idx);
  fs.mkdirSync(path.join(before, 'meta'));
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
}

const rows = async <T>(text: string) => (await pglite.query<T>(text)).rows;

describe('migration 0070: the one calendar', () => {
  it('gives every class and demo class its booking, keeping a double-booked demo class to cover', async () => {
    migrationsBeforeOneCalendar();
    const db = drizzle(pglite);
    await migrate(db, { migrationsFolder: before });
    await pglite.exec(`
      insert into organisations (id, name, su_code) values (1, 'Old Institute', 'OLD1');
      insert into centres (id, organisation_id, centre_name, centre_code) values (1, 1, 'Main', 'MAIN');
      insert into subjects (id, organisation_id, code, name) values (1, 1, 'PHY', 'Physics');
      insert into teachers (id, organisation_id, name, email, mobile)
        values (1, 1, 'Ravi Kumar', 'ravi@old.test', '9876500001'), (2, 1, 'Sana Sheikh', 'sana@old.test', '9876500002');
      insert into batches (id, organisation_id, code, name, starts_on, capacity, centre_id)
        values (1, 1, 'B1', 'Class 10 A', '2026-06-01', 30, 1);
      insert into class_sessions (id, organisation_id, batch_id, day, starts_at, ends_at, subject_id, teacher_id, status)
        values (1, 1, 1, '2026-12-14', '2026-12-14 16:00+05:30', '2026-12-14 17:00+05:30', 1, 1, 'scheduled'),
               (2, 1, 1, '2026-12-15', '2026-12-15 16:00+05:30', '2026-12-15 17:00+05:30', 1, 1, 'cancelled');
      insert into demo_classes (id, organisation_id, subject_id, teacher_id, starts_at, ends_at, capacity, status)
        values (1, 1, 1, 1, '2026-12-14 16:30+05:30', '2026-12-14 17:30+05:30', 5, 'scheduled'),
               (2, 1, 1, 2, '2026-12-14 16:30+05:30', '2026-12-14 17:30+05:30', 5, 'scheduled'),
               (3, 1, 1, 1, '2026-12-14 16:30+05:30', '2026-12-14 17:30+05:30', 5, 'cancelled');
    `);

    await migrate(db, { migrationsFolder });

    expect(
      await rows(`select b.kind, b.session_id, b.demo_class_id, b.teacher_id, b.batch_id, b.active, b.to_cover,
                    b.starts_at = coalesce(s.starts_at, d.starts_at) as same_start,
                    b.ends_at = coalesce(s.ends_at, d.ends_at) as same_end
                  from bookings b
                  left join class_sessions s on s.id = b.session_id
                  left join demo_classes d on d.id = b.demo_class_id
                  order by b.kind, coalesce(b.session_id, b.demo_class_id)`),
    ).toEqual([
      {
        kind: 'class',
        session_id: 1,
        demo_class_id: null,
        teacher_id: 1,
        batch_id: 1,
        active: true,
        to_cover: false,
        same_start: true,
        same_end: true,
      },
      {
        kind: 'class',
        session_id: 2,
        demo_class_id: null,
        teacher_id: 1,
        batch_id: 1,
        active: false,
        to_cover: false,
        same_start: true,
        same_end: true,
      },
      // Ravi's demo class over his batch's class: kept, to cover.
      {
        kind: 'demo',
        session_id: null,
        demo_class_id: 1,
        teacher_id: 1,
        batch_id: null,
        active: true,
        to_cover: true,
        same_start: true,
        same_end: true,
      },
      {
        kind: 'demo',
        session_id: null,
        demo_class_id: 2,
        teacher_id: 2,
        batch_id: null,
        active: true,
        to_cover: false,
        same_start: true,
        same_end: true,
      },
      {
        kind: 'demo',
        session_id: null,
        demo_class_id: 3,
        teacher_id: 1,
        batch_id: null,
        active: false,
        to_cover: false,
        same_start: true,
        same_end: true,
      },
    ]);
    // Nothing of the classes and demo classes went.
    expect(
      await rows(
        `select (select count(*)::int from class_sessions) as s, (select count(*)::int from demo_classes) as d`,
      ),
    ).toEqual([{ s: 2, d: 3 }]);

    // From now on the database keeps them: a class moved moves its booking; one over Sana's demo class is refused.
    await pglite.exec(
      `update class_sessions set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = 1`,
    );
    expect(
      await rows(`select starts_at = '2026-12-14 17:00+05:30' as moved from bookings where session_id = 1`),
    ).toEqual([{ moved: true }]);
    await expect(
      pglite.exec(`insert into class_sessions (id, organisation_id, batch_id, day, starts_at, ends_at, teacher_id)
        values (3, 1, 1, '2026-12-14', '2026-12-14 17:00+05:30', '2026-12-14 18:00+05:30', 2)`),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
