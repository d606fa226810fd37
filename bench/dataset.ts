/**
 * A realistic dataset for the load benchmark, made with set-based SQL (generate_series), so that it
 * takes seconds on PostgreSQL and PGlite alike: 200 organisations, one of them ("big") with 20,000
 * students' worth of rows across the areas that exist, one ("small") with a hundredth of that, and
 * 198 more at 100 students each.
 *
 * Per student: one user (with a role), five audit entries; per 10 students one teacher; per 400 one
 * centre (at least two); every organisation has 3 boards, 12 classes and 10 subjects. The big and
 * small organisations have a batch per 20 students (1,000 and 10), each with its own teacher and a
 * year of classes on weekdays (~260 a batch: ~260,000 sessions for the big one, through the clash
 * constraints like any other write). The big and
 * small organisations' owners are registered through the API first (so they have real password
 * hashes); everything else is inserted here.
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';

export const BIG_STUDENTS = 20_000;
export const SMALL_STUDENTS = BIG_STUDENTS / 100;
const OTHER_ORGANISATIONS = 198;
const OTHER_STUDENTS = 100;

export interface DatasetCounts {
  organisations: number;
  users: number;
  auditEntries: number;
  teachers: number;
  bigSessions: number;
  bigUsers: number;
  bigAuditEntries: number;
}

function statements(bigEmail: string, smallEmail: string): string[] {
  const orgOf = (email: string) => `(select organisation_id from users where email = '${email}')`;
  return [
    `insert into organisations (su_code, name)
       select 'BN' || lpad(g::text, 6, '0'), 'Bench institute ' || g from generate_series(1, ${OTHER_ORGANISATIONS}) g`,
    `create temp table bench_scale as
       select id as organisation_id,
              case when id = ${orgOf(bigEmail)} then ${BIG_STUDENTS}
                   when id = ${orgOf(smallEmail)} then ${SMALL_STUDENTS}
                   else ${OTHER_STUDENTS} end as students
       from organisations
       where su_code like 'BN%' or id in (${orgOf(bigEmail)}, ${orgOf(smallEmail)})`,
    // Users: Indian names, one in 17 deactivated, joined over the last year.
    `insert into users (organisation_id, email, user_name, mobile, whatsapp, user_type, active, created_at, updated_at)
       select s.organisation_id,
              'u' || s.organisation_id || '.' || g || '@bench.kaksha.test',
              (array['Aarav','Diya','Ishaan','Meera','Kabir','Anaya','Vihaan','Saanvi','Arjun','Kavya'])[1 + g % 10]
                || ' ' || (array['Sharma','Iyer','Khan','Reddy','Das','Patel','Nair','Gupta','Singh','Rao'])[1 + (g / 10) % 10]
                || ' ' || g,
              '9' || lpad((g % 1000000000)::text, 9, '0'), '', 'Staff', g % 17 <> 0,
              now() - (g % 365) * interval '1 day', now()
       from bench_scale s, generate_series(1, s.students) g`,
    `insert into roles (organisation_id, name, is_owner) select organisation_id, 'Office staff', false from bench_scale`,
    `insert into role_grants (role_id, menu_code, level)
       select r.id, m.code, 'view' from roles r join bench_scale s using (organisation_id)
       cross join menus m where r.name = 'Office staff' and m.frm_name in ('Dashboard', 'Manageteacher', 'Center', 'Board')`,
    `insert into user_roles (user_id, role_id)
       select u.id, r.id from users u join roles r on r.organisation_id = u.organisation_id and r.name = 'Office staff'
       where u.email like '%@bench.kaksha.test'`,
    // Audit: five entries a user, spread over the last year.
    `insert into audit_log (organisation_id, user_id, action, area, entity_id, summary, ip, created_at)
       select u.organisation_id, u.id,
              (array['sign-in','create','update','delete'])[1 + (u.id + g) % 4],
              (array['account','users','teachers','centres','curriculum'])[1 + g % 5],
              (u.id * 10 + g)::text, jsonb_build_object('step', g),
              '10.0.' || (g % 250) || '.' || (u.id % 250),
              now() - ((u.id * 7 + g * 3571) % 525600) * interval '1 minute'
       from users u cross join generate_series(1, 5) g
       where u.email like '%@bench.kaksha.test'
       -- In time order, as a year of use would have written them: organisations interleaved.
       order by 8`,
    // Messages: two a user-equivalent (a fee reminder by SMS, a receipt by email), over the last year.
    `insert into messages (organisation_id, event, channel, recipient_ref, recipient_name, address, language,
                           subject, body, status, attempts, created_at, sent_at)
       select u.organisation_id, e.event, e.channel, 'guardian:' || u.id, u.user_name,
              case when e.channel = 'sms' then '+91' || u.mobile else u.email end, 'en',
              case when e.channel = 'email' then 'Fee receipt' else '' end,
              'Received ₹12,500.00 for ' || u.user_name || '. Receipt no. RCP/2026-27/' || u.id, 'sent', 1,
              now() - ((u.id * 11 + e.n * 977) % 525600) * interval '1 minute',
              now() - ((u.id * 11 + e.n * 977) % 525600) * interval '1 minute'
       from users u cross join (values (1, 'fee.reminder', 'sms'), (2, 'fee.receipt', 'email')) as e(n, event, channel)
       where u.email like '%@bench.kaksha.test'
       order by 12`,
    `insert into teachers (organisation_id, name, email, mobile, whatsapp, joining_date, active)
       select s.organisation_id,
              (array['Lakshmi','Ravi','Fatima','Suresh','Priya','Joseph','Anil','Geeta'])[1 + g % 8] || ' Teacher ' || g,
              't' || g || '@org' || s.organisation_id || '.bench.kaksha.test',
              '8' || lpad(g::text, 9, '0'), '', date '2012-06-01' + (g * 13) % 4000, g % 23 <> 0
       from bench_scale s, generate_series(1, greatest(s.students / 10, 1)) g`,
    `insert into centres (organisation_id, centre_code, centre_name, address, phone)
       select s.organisation_id, 'C' || g, 'Centre ' || g, g || ' MG Road, Bengaluru', '080' || lpad(g::text, 8, '0')
       from bench_scale s, generate_series(1, greatest(s.students / 400, 2)) g`,
    // Students: the organisation's count, each with a guardian (main contact), across its centres.
    `insert into students (organisation_id, admission_number, name, centre_id, admission_date, status)
       select s.organisation_id, 'ADM/' || lpad(g::text, 6, '0'),
              (array['Aarav','Diya','Ishaan','Meera','Kabir','Anaya','Vihaan','Saanvi','Arjun','Kavya'])[1 + g % 10]
                || ' ' || (array['Sharma','Iyer','Khan','Reddy','Das','Patel','Nair','Gupta','Singh','Rao'])[1 + (g / 10) % 10],
              (select min(c.id) from centres c where c.organisation_id = s.organisation_id),
              current_date - (g % 700), case when g % 19 = 0 then 'left' else 'active' end
       from bench_scale s, generate_series(1, s.students) g`,
    // (The demo institute's students have their guardians already.)
    `insert into guardians (organisation_id, name, mobile)
       select organisation_id, 'Parent of ' || name, '+9198' || lpad(id::text, 8, '0') from students s
       where not exists (select 1 from student_guardians sg where sg.student_id = s.id)`,
    `insert into student_guardians (student_id, guardian_id, relation, is_primary)
       select s.id, g.id, 'mother', true from students s
       join guardians g on g.organisation_id = s.organisation_id and g.mobile = '+9198' || lpad(s.id::text, 8, '0')
       where not exists (select 1 from student_guardians sg where sg.student_id = s.id)`,
    // Enquiries: five for every two students (50,000 for the big organisation), in every stage, a
    // quarter with a follow-up from a week ago to a week ahead.
    `insert into enquiries (organisation_id, student_name, guardian_name, mobile, source, stage, reached,
                            next_follow_up, created_at)
       select s.organisation_id,
              (array['Aditya','Tara','Rudra','Siya','Aryan','Navya','Dhruv','Pari','Yash','Zara'])[1 + g % 10]
                || ' ' || (array['Verma','Pillai','Ansari','Naidu','Ghosh','Shah','Kurup','Agarwal','Sandhu','Rao'])[1 + (g / 10) % 10],
              'Parent ' || g, '+9197' || lpad(g::text, 8, '0'),
              (array['walk_in','phone','website','referral','social_media'])[1 + g % 5],
              (array['new','contacted','demo_scheduled','demo_attended','admitted','lost'])[1 + g % 6],
              (array[0, 1, 2, 3, 4, 1])[1 + g % 6],
              case when g % 4 = 0 and g % 6 < 4 then current_date + (g % 15) - 7 end,
              now() - (g % 400) * interval '1 day'
       from bench_scale s, generate_series(1, s.students * 5 / 2) g`,
    // Batches (big and small only): one per 20 students, each taught by its own teacher at one hour.
    `insert into batches (organisation_id, code, name, centre_id, capacity, starts_on, ends_on, status)
       select s.organisation_id, 'BB' || g, 'Batch ' || g,
              (select min(c.id) from centres c where c.organisation_id = s.organisation_id),
              40, current_date - 182, current_date + 182, 'active'
       from bench_scale s, generate_series(1, s.students / 20) g
       where s.students >= ${SMALL_STUDENTS}`,
    `insert into class_sessions (organisation_id, batch_id, day, starts_at, ends_at, teacher_id)
       select b.organisation_id, b.id, d::date,
              (d::date + make_time(7 + (b.n % 12)::int, 0, 0)) at time zone 'Asia/Kolkata',
              (d::date + make_time(8 + (b.n % 12)::int, 0, 0)) at time zone 'Asia/Kolkata', t.id
       from (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from batches where code like 'BB%') b
       join (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from teachers) t on t.organisation_id = b.organisation_id and t.n = b.n
       cross join generate_series(current_date - 182, current_date + 182, interval '1 day') d
       where extract(isodow from d) <= 5`,
    ...(['boards', 'classes', 'subjects'] as const).map(
      (table, i) => `insert into ${table} (organisation_id, code, name)
       select s.organisation_id, upper(left('${table}', 1)) || g, initcap('${table}') || ' ' || g
       from bench_scale s, generate_series(1, ${[3, 12, 10][i]}) g`,
    ),
    'drop table bench_scale',
    // Statistics and visibility as autovacuum leaves them on PostgreSQL after a day of use.
    'vacuum analyze',
  ];
}

const COUNTS = `
  select (select count(*) from organisations)::int as organisations,
         (select count(*) from users)::int as users,
         (select count(*) from audit_log)::int as "auditEntries",
         (select count(*) from teachers)::int as teachers,
         (select count(*) from class_sessions where organisation_id = (select organisation_id from users where email = $1))::int as "bigSessions",
         (select count(*) from users where organisation_id = (select organisation_id from users where email = $1))::int as "bigUsers",
         (select count(*) from audit_log where organisation_id = (select organisation_id from users where email = $1))::int as "bigAuditEntries"`;

/** Fills a migrated database: a PGlite data directory (its server stopped) or PostgreSQL. */
export async function generateDataset(
  target: { pgliteDir: string } | { databaseUrl: string },
  owners: { big: string; small: string },
): Promise<DatasetCounts & { ms: number }> {
  const started = performance.now();
  const run = statements(owners.big, owners.small);
  if ('pgliteDir' in target) {
    const db = new PGlite({ dataDir: target.pgliteDir, extensions: { btree_gist } });
    try {
      for (const statement of run) await db.exec(statement);
      const { rows } = await db.query<DatasetCounts>(COUNTS, [owners.big]);
      return { ...rows[0]!, ms: performance.now() - started };
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    for (const statement of run) await client.query(statement);
    const { rows } = await client.query<DatasetCounts>(COUNTS, [owners.big]);
    return { ...rows[0]!, ms: performance.now() - started };
  } finally {
    await client.end();
  }
}
