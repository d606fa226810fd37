import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Counts and sums a row keeps that triggers maintain, each with a query that returns the rows whose
 * kept figures differ from the figures counted now (none while the triggers are right).
 */
const KEPT_COUNTS: { what: string; disagreements: SQL }[] = [
  {
    what: "a coupon's standing uses and what they took off (migration 0063)",
    disagreements: sql`select c.id, c.code, c.used, c.discounted, u.used as "usedNow", u.discounted as "discountedNow"
      from fee_coupons c
      cross join lateral (
        select count(distinct r.id)::int as used, coalesce(sum(dc.amount), 0)::bigint as discounted
        from coupon_redemptions r
        join fee_concessions fc on fc.id = r.concession_id and fc.withdrawn_at is null
        left join due_concessions dc on dc.concession_id = r.concession_id
        where r.coupon_id = c.id) u
      where (c.used, c.discounted) <> (u.used, u.discounted)`,
  },
  {
    what: 'the enquiries counted by the day they were received (migration 0064)',
    disagreements: sql`with kept as (
        select organisation_id, part, sum(rows)::int as rows
        from (select organisation_id, part, rows from list_counts where list = 'enquiries_by_created_day'
          union all select organisation_id, part, rows from list_count_changes where list = 'enquiries_by_created_day') k
        where organisation_id in (select id from organisations)
        group by 1, 2 having sum(rows) <> 0),
      counted as (select organisation_id, created_day::text as part, count(*)::int as rows from enquiries group by 1, 2)
      select organisation_id, part, kept.rows as kept, counted.rows as counted
      from kept full join counted using (organisation_id, part)
      where kept.rows is distinct from counted.rows`,
  },
  {
    what: "a fee account's balance, oldest due, what is owed by each day and whether in one batch (migration 0065)",
    disagreements: sql`select a.student_id, a.balance, a.oldest_due_on, a.owing_days, a.owed_by, a.owes_in_one_batch,
        now.balance as "balanceNow", now.days as "daysNow", now.owed as "owedNow", now.one_batch as "oneBatchNow"
      from fee_accounts a
      cross join lateral (
        select coalesce(sum(d.balance), 0)::bigint as balance,
          coalesce((select array_agg(day order by day) from (select distinct due_on as day from dues
            where student_id = a.student_id and balance > 0) days), '{}') as days,
          coalesce((select array_agg((select sum(e.balance) from dues e
              where e.student_id = a.student_id and e.balance > 0 and e.due_on <= day)::bigint order by day)
            from (select distinct due_on as day from dues where student_id = a.student_id and balance > 0) days), '{}') as owed,
          count(distinct coalesce(d.batch_id, 0)) <= 1 as one_batch,
          min(d.due_on) as oldest
        from dues d where d.student_id = a.student_id and d.balance > 0) now
      where (a.balance, a.oldest_due_on, a.owing_days, a.owed_by, a.owes_in_one_batch)
        is distinct from (now.balance, now.oldest, now.days, now.owed, now.one_batch)`,
  },
  {
    what: "a plan's next topic and its name, the first its batch's classes have not covered (migration 0066)",
    disagreements: sql`with fresh as (
        select distinct on (p.batch_id, p.subject_id) p.batch_id, p.subject_id, b.organisation_id, p.topic_id, t.name
        from batch_syllabus p join batches b on b.id = p.batch_id join topics t on t.id = p.topic_id
        where not exists (select 1 from session_topics st where st.batch_id = p.batch_id and st.topic_id = p.topic_id)
        order by p.batch_id, p.subject_id, p.position)
      select batch_id, subject_id, kept.topic_id as kept, kept.topic_name as "keptName", fresh.topic_id as fresh, fresh.name
      from batch_next_topics kept full join fresh using (batch_id, subject_id)
      where (kept.organisation_id, kept.topic_id, kept.topic_name) is distinct from (fresh.organisation_id, fresh.topic_id, fresh.name)`,
  },
];

/** Fails when any kept count differs from a fresh count: run as every test app closes (test/harness.ts). */
export async function expectKeptCountsAgree(database: Database) {
  for (const { what, disagreements } of KEPT_COUNTS) {
    const { rows } = (await database.db.execute(disagreements)) as unknown as { rows: unknown[] };
    if (rows.length)
      throw new Error(`${what} differs from a fresh count:\n${JSON.stringify(rows.slice(0, 5))}`);
  }
}
