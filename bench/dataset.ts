/**
 * A realistic dataset for the load benchmark, made with set-based SQL (generate_series), so that it
 * takes seconds on PostgreSQL and PGlite alike: 200 organisations, one of them ("big") with 20,000
 * students' worth of rows across the areas that exist, one ("small") with a hundredth of that, and
 * 198 more at 100 students each.
 *
 * Per student: one user (with a role), five audit entries; per 10 students one teacher (at a
 * centre, with two subjects); per 400 one centre (at least two); every organisation has 3 boards, 12
 * classes and 10 subjects. The big and small organisations have a batch per 20 students (1,000 and
 * 10), each with its own teacher, two subjects on alternate days and a year of classes on weekdays
 * (~260 a batch: ~260,000 sessions for the big one, through the clash constraints like any other
 * write); each subject has a syllabus of 40 topics, planned for every batch that teaches it and half
 * covered by its classes. The big and small organisations also bill every student on
 * their batch's fee plan (four heads, twelve monthly instalments: 15 dues a student, split by head as
 * billing splits them) and hold ten receipts a student received over the last year, each paid to the
 * oldest dues first as collection pays them (200,000 for the big one, numbered gaplessly), and forty
 * coupons, used about 2,000 times (`couponStatements`). The big and
 * small organisations' owners are registered through the API first (so they have real password
 * hashes); everything else is inserted here.
 */
import pg from 'pg';
import { DESK_MODES, instalmentShares } from '@kaksha/contracts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Executor } from '../apps/server/src/db/client.ts';
import { foldListCounts } from '../apps/server/src/db/list-counts.ts';
import { foldFeeTotals } from '../apps/server/src/modules/fees/totals.repository.ts';
import { attendanceStatements } from './dataset-attendance.ts';
import { openPgliteDir } from './pglite.ts';

export const BIG_STUDENTS = 20_000;
export const SMALL_STUDENTS = BIG_STUDENTS / 100;
const OTHER_ORGANISATIONS = 198;
const OTHER_STUDENTS = 100;
/** Receipts per student of the big and small organisations: 200,000 and 2,000. */
export const RECEIPTS_PER_STUDENT = 10;

/*
 * Fees (the big and small organisations): the demo's four heads, a plan per batch of ₹72,000 in twelve
 * monthly instalments of ₹6,000, the first due 320 days ago (so eleven have fallen due and one has
 * not). No late fine: the server's daily fine job (five seconds after start) then has nothing to write
 * while the calls are measured.
 */
const FEE_HEADS = [
  { name: 'Admission fee', sacCode: '', gstRate: null, amount: 500_000 },
  { name: 'Tuition fee', sacCode: '999293', gstRate: 18, amount: 6_000_000 },
  { name: 'Study material', sacCode: '', gstRate: 0, amount: 400_000 },
  { name: 'Exam fee', sacCode: '999293', gstRate: 18, amount: 300_000 },
];
const INSTALMENT = 600_000;
const INSTALMENTS = 12;
const FIRST_DUE_DAYS_AGO = 320;
/**
 * What a student pays a receipt, by student (the row number in tenths): half the students an
 * instalment each time (they owe from the last month on), one in five a tenth more (ahead), one in
 * five three quarters and one in ten half (behind by months) — so the dues list has every age.
 */
const RECEIPT_AMOUNT = `(array[${[10, 10, 10, 10, 10, 11, 11, 7.5, 7.5, 5].map((tenths) => (INSTALMENT * tenths) / 10).join(', ')}])[1 + s.n % 10]`;
/** The bench's batches (the big and small organisations'), numbered 1, 2, … in each organisation. */
const NUMBERED_BATCHES = `(select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
  from batches where code like 'BB%')`;
/** The first year of the financial year (from April, the default) of `day`, in SQL. */
const financialYear = (day: string) =>
  `(extract(year from ${day})::int - (extract(month from ${day}) < 4)::int)`;

export interface DatasetCounts {
  organisations: number;
  users: number;
  auditEntries: number;
  teachers: number;
  bigSessions: number;
  bigUsers: number;
  /** Sessions of the big organisation's staff: `staffToken(1…bigStaffSessions)`. */
  bigStaffSessions: number;
  bigAuditEntries: number;
  bigDues: number;
  bigReceipts: number;
  smallReceipts: number;
  bigRedemptions: number;
}

/** The share of each head in each instalment, as billing splits a plan (`instalmentShares`). */
function feeShares(): string {
  const heads = FEE_HEADS.map((h, i) => ({ headId: i, amount: h.amount }));
  const instalments = Array.from({ length: INSTALMENTS }, () => ({ amount: INSTALMENT }));
  return instalmentShares(heads, instalments)
    .flatMap((shares, i) => shares.map((s) => `(${i + 1}, '${FEE_HEADS[s.headId]!.name}', ${s.amount})`))
    .join(', ');
}

/** Fee heads, plans, billings, dues and a year of receipts for the organisations with batches. */
function feeStatements(): string[] {
  const feeOrganisations = `(select organisation_id from bench_scale where students >= ${SMALL_STUDENTS})`;
  return [
    `insert into fee_heads (organisation_id, name, sac_code, gst_rate)
       select s.organisation_id, h.name, h.sac_code, h.gst_rate
       from bench_scale s cross join (values ${FEE_HEADS.map((h, i) => `(${i}, '${h.name}', '${h.sacCode}', ${h.gstRate ?? 'null'}::smallint)`).join(', ')})
         as h(position, name, sac_code, gst_rate)
       where s.students >= ${SMALL_STUDENTS}
       order by s.organisation_id, h.position`,
    `insert into fee_plans (organisation_id, name, batch_id)
       select b.organisation_id, b.name || ' (' || b.code || ') fees', b.id from batches b
       where b.code like 'BB%' and b.organisation_id in ${feeOrganisations}`,
    `insert into fee_plan_heads (plan_id, position, head_id, amount)
       select p.id, v.position, h.id, v.amount from fee_plans p
       join fee_heads h on h.organisation_id = p.organisation_id
       join (values ${FEE_HEADS.map((h, i) => `(${i}, '${h.name}', ${h.amount})`).join(', ')}) as v(position, name, amount)
         on v.name = h.name
       where p.organisation_id in ${feeOrganisations}`,
    `insert into fee_plan_instalments (plan_id, number, label, due_on, amount)
       select p.id, n, 'Instalment ' || n, current_date - ${FIRST_DUE_DAYS_AGO} + 30 * (n - 1), ${INSTALMENT}
       from fee_plans p, generate_series(1, ${INSTALMENTS}) n
       where p.organisation_id in ${feeOrganisations}`,
    // Every student on the plan of their batch (twenty a batch, as the batches were made).
    `insert into fee_billings (organisation_id, student_id, batch_id, plan_id, billed_on)
       select s.organisation_id, s.id, b.id, p.id, current_date - ${FIRST_DUE_DAYS_AGO}
       from (select id, organisation_id, (row_number() over (partition by organisation_id order by id) - 1) / 20 + 1 as n
             from students where organisation_id in ${feeOrganisations}) s
       join ${NUMBERED_BATCHES} b on b.organisation_id = s.organisation_id and b.n = s.n
       join fee_plans p on p.batch_id = b.id
       order by s.id`,
    `insert into dues (organisation_id, student_id, billing_id, batch_id, head_id, instalment, label, gst_rate, due_on, amount)
       select fb.organisation_id, fb.student_id, fb.id, fb.batch_id, h.id, v.instalment, i.label, h.gst_rate, i.due_on, v.amount
       from fee_billings fb
       cross join (values ${feeShares()}) as v(instalment, head, amount)
       join fee_plan_instalments i on i.plan_id = fb.plan_id and i.number = v.instalment
       join fee_heads h on h.organisation_id = fb.organisation_id and h.name = v.head
       where fb.organisation_id in ${feeOrganisations}
       order by fb.id, v.instalment`,
    // Ten receipts a student, about a month apart over the last year, modes rotating; numbered from 1
    // in each financial year in the order received, as the sequence issues them.
    `insert into fee_payments (organisation_id, student_id, number, received_on, mode, reference, cheque_number,
                               cheque_bank, amount, applied, cashier_id, created_at)
       select r.organisation_id, r.student_id,
              -- The default format, RCP/{FY}/{SEQ:5}: RCP/2026-27/00042.
              'RCP/' || ${financialYear('r.received_on')} || '-' || lpad(((${financialYear('r.received_on')} + 1) % 100)::text, 2, '0')
                || '/' || lpad(r.seq::text, greatest(5, length(r.seq::text)), '0'),
              r.received_on, r.mode,
              case when r.mode in ('upi', 'bank') then 'UTR' || lpad((600000000 + r.seq * 7919)::text, 12, '0') else '' end,
              case when r.mode = 'cheque' then (100000 + r.seq % 900000)::text else '' end,
              case when r.mode = 'cheque' then 'State Bank of India' else '' end,
              r.amount, r.amount, r.cashier_id, r.received_on + time '11:00'
       from (select f.*, row_number() over (partition by f.organisation_id, ${financialYear('f.received_on')}
                                            order by f.received_on, f.student_id) as seq
             from (select s.organisation_id, s.id as student_id, s.n,
                          current_date - ${FIRST_DUE_DAYS_AGO + 5} + 32 * (j - 1) + s.n % 9 as received_on,
                          (array[${DESK_MODES.map((m) => `'${m}'`).join(', ')}])[1 + (s.n + j) % ${DESK_MODES.length}] as mode,
                          ${RECEIPT_AMOUNT} as amount,
                          c.cashier_id
                   from (select id, organisation_id, (row_number() over (partition by organisation_id order by id))::int as n
                         from students where organisation_id in ${feeOrganisations}) s
                   -- The owner (the first user) took the money.
                   join (select organisation_id, min(id) as cashier_id from users group by organisation_id) c
                     on c.organisation_id = s.organisation_id
                   cross join generate_series(1, ${RECEIPTS_PER_STUDENT}) j) f) r
       order by r.received_on, r.organisation_id, r.seq`,
    // Each receipt paid the oldest dues first (due day, instalment, id), as collection pours it: the
    // overlap of its stretch of the student's payments with each due's stretch of what they owe.
    `insert into payment_allocations (payment_id, due_id, amount)
       select p.id, d.id, least(p.upto, d.upto) - greatest(p.upto - p.amount, d.upto - d.amount)
       from (select id, student_id, amount, sum(amount) over (partition by student_id order by received_on, id) as upto
             from fee_payments where organisation_id in ${feeOrganisations}) p
       join (select id, student_id, amount, sum(amount) over (partition by student_id order by due_on, instalment, id) as upto
             from dues where organisation_id in ${feeOrganisations}) d
         on d.student_id = p.student_id and d.upto - d.amount < p.upto and p.upto - p.amount < d.upto
       order by p.id, d.upto`,
    `update dues d set paid = a.amount
       from (select due_id, sum(amount)::int as amount from payment_allocations group by due_id) a
       where a.due_id = d.id and d.organisation_id in ${feeOrganisations}`,
    // The sequence counts on from the last number of each financial year.
    `insert into number_sequences (organisation_id, scope, last)
       select organisation_id, split_part(number, '/', 1) || '/' || split_part(number, '/', 2) || '/#',
              max(split_part(number, '/', 3)::int)
       from fee_payments where organisation_id in ${feeOrganisations}
       group by 1, 2`,
  ];
}

/** Coupons of each organisation with fees: SAVE001…SAVE040. */
export const COUPONS = 40;

/**
 * Coupons (the big and small organisations): forty each, three in four for any batch, the rest for
 * three batches; their periods a week apart, so some are over and some still running. One in five
 * students who still owe on their last tuition instalment redeemed one of those for any batch (about
 * 2,000 uses in the big organisation, 66 a coupon), as redemption does it: a concession of category
 * coupon on that due, what it took off the due, and the use; one in seven of those concessions
 * withdrawn.
 */
function couponStatements(): string[] {
  const feeOrganisations = `(select organisation_id from bench_scale where students >= ${SMALL_STUDENTS})`;
  return [
    `insert into fee_coupons (organisation_id, code, description, kind, value, valid_from, valid_to,
                              usage_limit, batch_ids, head_ids, created_at)
       select o.organisation_id, 'SAVE' || lpad(n::text, 3, '0'), 'Bench coupon ' || n,
              case when n % 2 = 0 then 'percent' else 'flat' end,
              case when n % 2 = 0 then 500 + 250 * (n % 4) else 100000 * (1 + n % 3) end,
              current_date - 330 + 7 * n, current_date - 150 + 7 * n,
              case when n % 5 = 0 then 1000 end,
              case when n % 4 <> 0 then '{}'::int[] else
                (select array_agg(id order by id) from (select id from batches b
                  where b.organisation_id = o.organisation_id and b.code like 'BB%'
                  order by id offset n % 8 limit 3) three) end,
              case when n % 3 = 0 then '{}'::int[] else
                array[(select id from fee_heads h where h.organisation_id = o.organisation_id and h.name = 'Tuition fee')] end,
              now() - make_interval(days => 330 - 7 * n)
       from ${feeOrganisations} o, generate_series(1, ${COUPONS}) n
       order by o.organisation_id, n`,
    `create table bench_redeemed as
       select s.organisation_id, s.id as student_id, c.id as coupon_id, c.code, c.kind, c.value,
              d.id as due_id,
              least(case when c.kind = 'flat' then c.value else d.amount * c.value / 10000 end, d.amount - d.paid) as amount
       from (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from students where organisation_id in ${feeOrganisations}) s
       join (select id, organisation_id, code, kind, value,
                    row_number() over (partition by organisation_id order by id) - 1 as k,
                    count(*) over (partition by organisation_id) as m
             from fee_coupons where cardinality(batch_ids) = 0) c
         on c.organisation_id = s.organisation_id and c.k = (s.n / 10) % c.m
       join fee_heads h on h.organisation_id = s.organisation_id and h.name = 'Tuition fee'
       join lateral (select id, amount, paid from dues d where d.student_id = s.id and d.head_id = h.id
                     order by d.instalment desc limit 1) d on true
       where s.n % 5 = 0 and d.amount > d.paid`,
    `insert into fee_concessions (organisation_id, student_id, billing_id, category, kind, value, reason,
                                  created_at, withdrawn_at, withdraw_reason)
       select r.organisation_id, r.student_id, d.billing_id, 'coupon', r.kind, r.value, 'Coupon ' || r.code,
              now() - make_interval(days => r.student_id % 60),
              case when r.student_id % 7 = 0 then now() end,
              case when r.student_id % 7 = 0 then 'Left the batch' else '' end
       from bench_redeemed r join dues d on d.id = r.due_id
       order by r.student_id`,
    `insert into due_concessions (concession_id, due_id, amount)
       select fc.id, r.due_id, r.amount from bench_redeemed r
       join fee_concessions fc on fc.student_id = r.student_id and fc.category = 'coupon'`,
    `update dues d set concession = d.concession + dc.amount
       from due_concessions dc join fee_concessions fc on fc.id = dc.concession_id
       where dc.due_id = d.id and fc.category = 'coupon' and fc.withdrawn_at is null`,
    `insert into coupon_redemptions (coupon_id, student_id, concession_id, created_at)
       select r.coupon_id, r.student_id, fc.id, fc.created_at from bench_redeemed r
       join fee_concessions fc on fc.student_id = r.student_id and fc.category = 'coupon'
       order by fc.id`,
    'drop table bench_redeemed',
  ];
}

const STAFF_TOKEN = 'bench-staff-';
/** The session token of the big organisation's n-th staff member (1-based, see `bigStaffSessions`). */
export const staffToken = (n: number) => `${STAFF_TOKEN}${n}`;

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
    // Every active staff member of the big organisation signed in (a session each, its token
    // `staffToken(n)`, n = 1…bigStaffSessions): calls made as many different users find no session
    // remembered by the node. Seen "in an hour", so that no call of the run touches its session
    // (a write, once a minute a user) and the calls measure the read alone.
    `insert into sessions (id, user_id, organisation_id, last_seen_at, expires_at)
       select encode(sha256(convert_to('${STAFF_TOKEN}' || row_number() over (order by u.id), 'UTF8')), 'hex'),
              u.id, u.organisation_id, now() + interval '1 hour', now() + interval '1 day'
       from users u
       where u.organisation_id = ${orgOf(bigEmail)} and u.active and u.email like '%@bench.kaksha.test'`,
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
    // Each teacher at one of the organisation's centres, teaching one subject in two classes and
    // another in one: the directory shows a centre and two subjects a row.
    `insert into teacher_centres (teacher_id, centre_id, organisation_id, created_by)
       select t.id, c.id, t.organisation_id, 'Admin'
       from teachers t join bench_scale s using (organisation_id)
       join centres c on c.organisation_id = t.organisation_id
                     and c.centre_code = 'C' || (1 + t.id % greatest(s.students / 400, 2))`,
    `insert into teacher_subjects (organisation_id, teacher_id, board_code, class_code, subject_code, created_by)
       select t.organisation_id, t.id, 'CBSE', k.class_code,
              (array['MATH','PHY','CHEM','BIO','ENG','HIN','SST'])[1 + (t.id + k.n) % 7], 'Admin'
       from teachers t join bench_scale s using (organisation_id)
       cross join (values (0, 'IX'), (0, 'X'), (3, 'X')) as k(n, class_code)`,
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
    // Enquiries: five a student (100,000 for the big organisation, issue 71), in every stage, a
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
       from bench_scale s, generate_series(1, s.students * 5) g`,
    ...(['boards', 'classes', 'subjects'] as const).map(
      (table, i) => `insert into ${table} (organisation_id, code, name)
       select s.organisation_id, upper(left('${table}', 1)) || g, initcap('${table}') || ' ' || g
       from bench_scale s, generate_series(1, ${[3, 12, 10][i]}) g`,
    ),
    // Batches (big and small only): one per 20 students, each taught by its own teacher at one hour.
    `insert into batches (organisation_id, code, name, centre_id, capacity, starts_on, ends_on, status)
       select s.organisation_id, 'BB' || g, 'Batch ' || g,
              (select min(c.id) from centres c where c.organisation_id = s.organisation_id),
              40, current_date - 182, current_date + 182, 'active'
       from bench_scale s, generate_series(1, s.students / 20) g
       where s.students >= ${SMALL_STUDENTS}`,
    // Two subjects a batch, taught on alternate days.
    `insert into batch_subjects (batch_id, subject_id)
       select b.id, j.id
       from ${NUMBERED_BATCHES} b
       join subjects j on j.organisation_id = b.organisation_id and j.code in ('S' || 1 + b.n % 10, 'S' || 1 + (b.n + 1) % 10)`,
    `insert into class_sessions (organisation_id, batch_id, day, starts_at, ends_at, teacher_id, subject_id)
       select b.organisation_id, b.id, d::date,
              (d::date + make_time(7 + (b.n % 12)::int, 0, 0)) at time zone 'Asia/Kolkata',
              (d::date + make_time(8 + (b.n % 12)::int, 0, 0)) at time zone 'Asia/Kolkata', t.id,
              (select j.id from subjects j where j.organisation_id = b.organisation_id
                 and j.code = 'S' || 1 + (b.n + extract(isodow from d)::int % 2) % 10)
       from ${NUMBERED_BATCHES} b
       join (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from teachers) t on t.organisation_id = b.organisation_id and t.n = b.n
       cross join generate_series(current_date - 182, current_date + 182, interval '1 day') d
       where extract(isodow from d) <= 5`,
    // Each subject's syllabus (the organisations with batches): four chapters of ten topics, planned
    // in that order for every batch that teaches it, the first half covered one topic a class from the
    // batch's first class of the subject — so a class's next topic lies past twenty covered ones.
    `insert into chapters (organisation_id, board_id, class_id, subject_id, name, sl_no)
       select j.organisation_id, (select min(id) from boards where organisation_id = j.organisation_id),
              (select min(id) from classes where organisation_id = j.organisation_id), j.id, j.name || ' part ' || g, g
       from subjects j join bench_scale s using (organisation_id), generate_series(1, 4) g
       where s.students >= ${SMALL_STUDENTS}`,
    `insert into topics (organisation_id, chapter_id, name, sl_no)
       select c.organisation_id, c.id, c.name || ', topic ' || g, g
       from chapters c join bench_scale s using (organisation_id), generate_series(1, 10) g
       where s.students >= ${SMALL_STUDENTS}`,
    `insert into batch_syllabus (batch_id, topic_id, subject_id, position)
       select bs.batch_id, t.id, bs.subject_id, (c.sl_no - 1) * 10 + t.sl_no
       from batch_subjects bs join batches b on b.id = bs.batch_id and b.code like 'BB%'
       join chapters c on c.subject_id = bs.subject_id join topics t on t.chapter_id = c.id`,
    `insert into session_topics (session_id, topic_id, batch_id)
       select cs.id, p.topic_id, p.batch_id
       from batch_syllabus p
       join (select id, batch_id, subject_id,
                    row_number() over (partition by batch_id, subject_id order by starts_at) as n
             from class_sessions where subject_id is not null) cs
         on cs.batch_id = p.batch_id and cs.subject_id = p.subject_id and cs.n = p.position
       join batches b on b.id = p.batch_id and b.code like 'BB%'
       where p.position <= 20`,
    ...feeStatements(),
    ...couponStatements(),
    ...attendanceStatements(orgOf(bigEmail)),
    'drop table bench_scale',
  ];
}

const COUNTS = `
  select (select count(*) from organisations)::int as organisations,
         (select count(*) from users)::int as users,
         (select count(*) from audit_log)::int as "auditEntries",
         (select count(*) from teachers)::int as teachers,
         (select count(*) from class_sessions where organisation_id = (select organisation_id from users where email = $1))::int as "bigSessions",
         (select count(*) from users where organisation_id = (select organisation_id from users where email = $1))::int as "bigUsers",
         (select count(*) from users where organisation_id = (select organisation_id from users where email = $1)
            and active and email like '%@bench.kaksha.test')::int as "bigStaffSessions",
         (select count(*) from audit_log where organisation_id = (select organisation_id from users where email = $1))::int as "bigAuditEntries",
         (select count(*) from dues where organisation_id = (select organisation_id from users where email = $1))::int as "bigDues",
         (select count(*) from fee_payments where organisation_id = (select organisation_id from users where email = $1))::int as "bigReceipts",
         (select count(*) from fee_payments where organisation_id = (select organisation_id from users where email = $2))::int as "smallReceipts",
         (select count(*) from coupon_redemptions r join fee_coupons c on c.id = r.coupon_id
            where c.organisation_id = (select organisation_id from users where email = $1))::int as "bigRedemptions"`;

type Target = { pgliteDir: string } | { databaseUrl: string };

type Query = <R>(text: string, params?: unknown[]) => Promise<R[]>;

/**
 * Runs `use` with a query function on the target — a PGlite data directory (its server stopped) or
 * PostgreSQL — and the same connection as the server's repositories take it.
 */
async function withDatabase<T>(target: Target, use: (query: Query, db: Executor) => Promise<T>): Promise<T> {
  if ('pgliteDir' in target) {
    const client = openPgliteDir(target.pgliteDir);
    try {
      return await use(
        async <R>(text: string, params?: unknown[]) =>
          params
            ? (await client.query<R>(text, params)).rows
            : ((await client.exec(text)).at(-1)?.rows as R[]),
        drizzlePglite(client) as unknown as Executor,
      );
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return await use(
      async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      drizzlePg(client) as unknown as Executor,
    );
  } finally {
    await client.end();
  }
}

/** One query on the target (a PGlite data directory whose server is stopped, or PostgreSQL). */
export function queryDataset<R>(target: Target, text: string, params: unknown[]): Promise<R[]> {
  return withDatabase(target, (query) => query<R>(text, params));
}

/** Fills a migrated database: a PGlite data directory (its server stopped) or PostgreSQL. */
export async function generateDataset(
  target: Target,
  owners: { big: string; small: string },
): Promise<DatasetCounts & { ms: number }> {
  const started = performance.now();
  return withDatabase(target, async (query, db) => {
    for (const statement of statements(owners.big, owners.small)) await query(statement);
    // As a day of use leaves it, before the load starts rather than racing it: the kept totals' logs
    // folded (the servers fold every 15 s), statistics and visibility as autovacuum leaves them on
    // PostgreSQL (and the server's maintenance on PGlite, decision 034).
    await foldFeeTotals(db);
    await foldListCounts(db);
    await query('vacuum analyze');
    const [counts] = await query<DatasetCounts>(COUNTS, [owners.big, owners.small]);
    return { ...counts!, ms: performance.now() - started };
  });
}
