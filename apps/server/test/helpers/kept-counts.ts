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
];

/** Fails when any kept count differs from a fresh count: run as every test app closes (test/harness.ts). */
export async function expectKeptCountsAgree(database: Database) {
  for (const { what, disagreements } of KEPT_COUNTS) {
    const { rows } = (await database.db.execute(disagreements)) as unknown as { rows: unknown[] };
    if (rows.length)
      throw new Error(`${what} differs from a fresh count:\n${JSON.stringify(rows.slice(0, 5))}`);
  }
}
