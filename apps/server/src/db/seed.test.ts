import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, rowsOf } from '../../test/harness.ts';
import { openPostgres } from './client.ts';
import type { Database } from './client.ts';
import { seedDemo } from './seed.ts';

/**
 * The first start seeds the demo institute: its owner, curriculum, teachers and students. It is all or nothing:
 * a seed that fails half-way (a trigger makes the database refuse one of its later steps) leaves no
 * row anywhere, so the next start seeds again, whole.
 */

const demo = { email: 'owner@seed.kaksha.test', password: 'demo password 1' };

/** Where the seed fails, and a table written before it whose id sequence shows that step ran. */
const FAULTS = [
  { step: 'the owner user', table: 'users', when: 'true', ranBefore: 'organisations' },
  { step: 'the chapters of the curriculum', table: 'chapters', when: 'true', ranBefore: 'subjects' },
  { step: 'the teachers', table: 'teachers', when: "new.name = 'Sandeep Reddy'", ranBefore: 'contents' },
  { step: 'the teachers’ experience', table: 'teacher_experience', when: 'true', ranBefore: 'teachers' },
  { step: 'the admission numbers', table: 'number_sequences', when: 'true', ranBefore: 'students' },
  { step: 'the holidays', table: 'holidays', when: 'true', ranBefore: 'class_sessions' },
];

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const execute = (db: Database, query: SQL) => db.db.execute(query);

/** Rows in every table but the menu catalogue (not demo data) and the migrations' own. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'menus'
        order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

/** The last id each table's sequence handed out (0 if none). */
async function lastIds(db: Database): Promise<Record<string, number>> {
  const rows = await rowsOf<{ name: string; last: string | number | null }>(
    db,
    sql`select sequencename as name, last_value as last from pg_sequences where schemaname = 'public'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.last ?? 0)]));
}

describe('seeding the demo institute', () => {
  it('leaves nothing behind when it fails half-way, and a later seed makes the whole demo', async () => {
    await execute(
      database,
      sql.raw(`create function kaksha_injected_fault() returns trigger language plpgsql as $$
        begin raise exception 'injected fault in the middle of the demo seed'; end $$`),
    );
    const empty = await rowCounts(database);
    expect(empty.organisations).toBe(0);

    for (const fault of FAULTS) {
      const before = await lastIds(database);
      await execute(
        database,
        sql.raw(`create trigger kaksha_injected_fault before insert on ${fault.table}
          for each row when (${fault.when}) execute function kaksha_injected_fault()`),
      );
      try {
        const failure: unknown = await seedDemo(database.db, demo).then(
          () => new Error(`the seed went through despite a fault in ${fault.step}`),
          (err: unknown) => err,
        );
        expect(String((failure as Error).cause ?? failure), fault.step).toContain('injected fault');
      } finally {
        await execute(database, sql.raw(`drop trigger kaksha_injected_fault on ${fault.table}`));
      }
      expect(await rowCounts(database), `rows left behind when ${fault.step} failed`).toEqual(empty);
      const after = await lastIds(database);
      expect(
        after[`${fault.ranBefore}_id_seq`],
        `${fault.ranBefore} written before ${fault.step}`,
      ).toBeGreaterThan(before[`${fault.ranBefore}_id_seq`] ?? 0);
    }

    // The next start finds an empty database and seeds it whole.
    const seeded = await seedDemo(database.db, demo);
    expect(seeded).toMatchObject({ seeded: true, email: demo.email });
    const whole = await rowCounts(database);
    expect(whole).toMatchObject({ organisations: 1, users: 1, roles: 1, user_roles: 1, teachers: 6 });
    expect(whole.teacher_experience).toBe(1);
    expect(whole.topics).toBe(whole.chapters! * 3);
    expect(whole.content_files).toBeGreaterThan(0);
    // 300 students, each with a main contact; one family in ten with two children; some fathers too.
    expect(whole.students).toBe(300);
    // One count of admission numbers, and one of receipt numbers per financial year collected in.
    const [counts] = await rowsOf<{ admission: number; receipt: number }>(
      database,
      sql`select count(*) filter (where scope like 'ADM%')::int as admission,
                 count(*) filter (where scope like 'RCP%')::int as receipt from number_sequences`,
    );
    expect(counts!.admission).toBe(1);
    expect(counts!.receipt).toBeGreaterThanOrEqual(1);
    const [families] = await rowsOf<{
      primaries: number;
      shared: number;
      fathers: number;
      statuses: string[];
    }>(
      database,
      sql`select (select count(*)::int from student_guardians where is_primary) as primaries,
                 (select count(*)::int from (select guardian_id from student_guardians group by 1 having count(*) > 1) x) as shared,
                 (select count(*)::int from student_guardians where relation = 'father' and not is_primary) as fathers,
                 (select array_agg(distinct status order by status) from students) as statuses`,
    );
    expect(families).toEqual({
      primaries: 300,
      shared: 30,
      fathers: 60,
      statuses: ['active', 'alumni', 'left', 'on_hold'],
    });
    // Twenty batches, students seated (one batch full with two waiting), a term of sessions with no
    // clash (the constraints would have refused one), holidays and the classes they cancelled.
    expect(whole).toMatchObject({ batches: 20, holidays: 2 });
    const [timetable] = await rowsOf<{
      waiting: number;
      seated: number;
      sessions: number;
      holiday: number;
      substitute: number;
    }>(
      database,
      sql`select (select count(*)::int from batch_students where status = 'waitlisted') as waiting,
                 (select count(*)::int from batch_students where status = 'allotted') as seated,
                 (select count(*)::int from class_sessions) as sessions,
                 (select count(*)::int from class_sessions where holiday_id is not null) as holiday,
                 (select count(*)::int from class_sessions where regular_teacher_id is not null) as substitute`,
    );
    expect(timetable!.waiting).toBe(2);
    expect(timetable!.seated).toBeGreaterThan(300);
    expect(timetable!.sessions).toBeGreaterThan(1_500);
    expect(timetable!.holiday).toBeGreaterThan(0);
    expect(timetable!.substitute).toBe(1);
    // A term of attendance: a register for every class held lately, a mark for each seated student,
    // mostly Present, and every held class delivered by its teacher.
    const [attendance] = await rowsOf<{
      registers: number;
      held: number;
      marks: number;
      codes: string[];
      undelivered: number;
    }>(
      database,
      sql`select (select count(*)::int from attendance_registers) as registers,
                 (select count(*)::int from class_sessions where status = 'scheduled' and ends_at < now()
                    and day >= current_date - 89) as held,
                 (select count(*)::int from attendance_marks) as marks,
                 (select array_agg(distinct code order by code) from attendance_marks) as codes,
                 (select count(*)::int from attendance_registers where held_by_teacher_id is null) as undelivered`,
    );
    expect(attendance!.registers).toBeGreaterThanOrEqual(attendance!.held);
    expect(attendance!.marks).toBeGreaterThan(attendance!.registers * 5);
    expect(attendance).toMatchObject({ codes: ['A', 'E', 'L', 'P', 'V'], undelivered: 0 });
    // A question bank over class 10 Mathematics and Science: every chapter at all six of Bloom's
    // levels, each MCQ's answer among its options.
    const [bank] = await rowsOf<{
      total: number;
      levels: string[];
      chapters: number;
      short: number;
      wrongMcq: number;
    }>(
      database,
      sql`select (select count(*)::int from questions) as total,
                 (select array_agg(distinct bloom order by bloom) from questions) as levels,
                 (select count(distinct chapter_id)::int from questions) as chapters,
                 (select count(*)::int from (select chapter_id from questions group by chapter_id
                    having count(distinct bloom) < 6) x) as short,
                 (select count(*)::int from questions where type = 'mcq' and (correct_option is null
                    or correct_option >= jsonb_array_length(options) or jsonb_array_length(options) < 4)) as "wrongMcq"`,
    );
    expect(bank!.total).toBeGreaterThan(250);
    expect(bank).toMatchObject({
      levels: ['analyse', 'apply', 'create', 'evaluate', 'remember', 'understand'],
      short: 0,
      wrongMcq: 0,
    });
    expect(bank!.chapters).toBeGreaterThan(20);
    // A small store: items at 0 % GST among others, a purchase, a transfer and kit sales on the
    // students' dues; every balance is its ledger's sum.
    const [store] = await rowsOf<{
      stores: number;
      items: number;
      zeroRated: number;
      kinds: string[];
      saleDues: number;
      owed: number;
      disagreeing: number;
      low: number;
    }>(
      database,
      sql`select (select count(*)::int from inventory_stores) as stores,
                 (select count(*)::int from inventory_items) as items,
                 (select count(*)::int from inventory_items where gst_rate = 0 and kind = 'stationery') as "zeroRated",
                 (select array_agg(distinct kind order by kind) from inventory_documents) as kinds,
                 (select count(*)::int from inventory_movements where due_id is not null) as "saleDues",
                 (select coalesce(sum(d.amount), 0)::int from dues d join inventory_movements m on m.due_id = d.id) as owed,
                 (select count(*)::int from inventory_balances b where b.quantity <> (select sum(m.quantity)
                    from inventory_movements m where m.store_id = b.store_id and m.item_id = b.item_id)) as disagreeing,
                 (select count(*)::int from inventory_items i join inventory_balances b on b.item_id = i.id
                    where b.quantity <= i.reorder_level) as low`,
    );
    expect(store).toMatchObject({ stores: 2, items: 12, zeroRated: 1, disagreeing: 0 });
    expect(store!.kinds).toEqual(['purchase', 'sale', 'transfer']);
    expect(store!.saleDues).toBeGreaterThanOrEqual(10);
    expect(store!.owed).toBeGreaterThan(0);
    expect(store!.low).toBeGreaterThan(0);
    // A month's pay: the month before last paid, last month a draft compared with it; lecture pay counted.
    const runs = await rowsOf<{ status: string; people: number; net: number; lectures: number }>(
      database,
      sql`select r.status, r.people, r.net_paise as net,
                 (select count(*)::int from pay_run_lines l where l.run_id = r.id and jsonb_array_length(l.lectures) > 0) as lectures
          from pay_runs r order by r.month`,
    );
    expect(runs.map((r) => r.status)).toEqual(['paid', 'draft']);
    expect(runs[1]!.people).toBeGreaterThan(0);
    expect(runs[1]!.net).toBeGreaterThan(0);
    expect(runs[1]!.lectures).toBeGreaterThan(0);
    // A held exam for each active batch, a paper per subject, a mark (or AB, EX) for every seated
    // student on every paper: ready to publish.
    const [exams] = await rowsOf<{
      active: number;
      held: number;
      papers: number;
      missing: number;
      statuses: string[];
    }>(
      database,
      sql`select (select count(*)::int from batches where status = 'active') as active,
                 (select count(*)::int from exams where status = 'held') as held,
                 (select count(*)::int from exam_papers) as papers,
                 (select count(*)::int from exam_papers p join exam_batches eb on eb.exam_id = p.exam_id
                    join batch_students bs on bs.batch_id = eb.batch_id and bs.status = 'allotted'
                      and bs.to_date is null
                    where not exists (select 1 from exam_marks m where m.paper_id = p.id
                                        and m.student_id = bs.student_id)) as missing,
                 (select array_agg(distinct status order by status) from exam_marks) as statuses`,
    );
    expect(exams!.held).toBe(exams!.active);
    expect(exams!.papers).toBe(exams!.active * 3);
    expect(exams).toMatchObject({ missing: 0, statuses: ['absent', 'exempt', 'present'] });
    // Each subject's plan is its topics; the classes held so far covered some of them, in order.
    const [coverage] = await rowsOf<{ planned: number; covered: number }>(
      database,
      sql`select (select count(*)::int from batch_syllabus) as planned,
                 (select count(distinct (batch_id, topic_id))::int from session_topics) as covered`,
    );
    expect(coverage!.planned).toBeGreaterThan(0);
    expect(coverage!.covered).toBeGreaterThan(0);
    expect(coverage!.covered).toBeLessThan(coverage!.planned);
    // A fee plan for every batch still running; every seated student billed on it, in whole paise,
    // with dues in every ageing bucket (the batches began four months ago, instalments every two).
    const [fees] = await rowsOf<{
      plans: number;
      billed: number;
      open: number;
      uneven: number;
      past90: number;
      ahead: number;
    }>(
      database,
      sql`select (select count(*)::int from fee_plans) as plans,
                 (select count(*)::int from fee_billings) as billed,
                 (select count(*)::int from batch_students where status = 'allotted' and to_date is null) as open,
                 (select count(*)::int from fee_plans p where (select sum(amount) from fee_plan_heads
                   where plan_id = p.id) <> (select sum(amount) from fee_plan_instalments where plan_id = p.id)) as uneven,
                 (select count(*)::int from dues where due_on < current_date - 90) as past90,
                 (select count(*)::int from dues where due_on > current_date) as ahead`,
    );
    expect(fees).toMatchObject({ plans: 19, uneven: 0 });
    expect(fees!.billed).toBe(fees!.open);
    expect(fees!.billed).toBeGreaterThan(200);
    expect(fees!.past90).toBeGreaterThan(0);
    expect(fees!.ahead).toBeGreaterThan(0);
    // A term of collections: receipts numbered without a gap that paid what they say, and some
    // students still owing long-past dues.
    const [paid] = await rowsOf<{ receipts: number; top: number; applied: boolean; unpaid90: number }>(
      database,
      sql`select (select count(*)::int from fee_payments) as receipts,
                 (select max(split_part(number, '/', 3)::int) from fee_payments) as top,
                 (select bool_and(p.applied = (select sum(amount) from payment_allocations where payment_id = p.id))
                    from fee_payments p) as applied,
                 (select count(*)::int from dues where due_on < current_date - 90 and balance > 0) as unpaid90`,
    );
    expect(paid!.receipts).toBeGreaterThan(100);
    expect(paid).toMatchObject({ top: paid!.receipts, applied: true });
    expect(paid!.unpaid90).toBeGreaterThan(0);
    // And the start after that leaves it alone.
    expect((await seedDemo(database.db, demo)).seeded).toBe(false);
    expect(await rowCounts(database)).toEqual(whole);
  });

  it('is made once when several nodes start on an empty database together', async () => {
    const empty = await freshDatabase();
    // On PostgreSQL another node has a connection of its own.
    const other =
      empty.kind === 'postgres'
        ? openPostgres(
            (empty.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
              .connectionString,
            { max: 2 },
          )
        : empty;
    try {
      const results = await Promise.all([
        seedDemo(empty.db, demo),
        seedDemo(other.db, demo),
        seedDemo(empty.db, demo),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, false, true]);
      const counts = await rowCounts(empty);
      expect(counts).toMatchObject({ organisations: 1, users: 1, teachers: 6 });
      expect(counts.topics).toBe(counts.chapters! * 3);
    } finally {
      if (other !== empty) await other.close();
      await empty.close();
    }
  });
});
