import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS, payRuns } from '../../db/schema/index.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { firstDay, previousMonth } from './months.ts';
import { computeRun } from './runs.service.ts';

/**
 * The demo institute's payroll: a structure for every teacher — by a hash of the teacher, salaried
 * (₹28,000–₹45,000 with a travel allowance, EPF and Maharashtra's professional tax), per lecture
 * (₹600, ₹750 as a substitute) or visiting faculty (₹900 a lecture, TDS) — then the month before last
 * run, approved and paid, and last month's run as a draft compared with it, both from the classes the
 * attendance seed delivered. A fixed number of statements. Needs the demo attendance.
 */
export async function seedDemoPayroll(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  await tx.execute(sql`
    insert into pay_structures (teacher_id, organisation_id, engagement, monthly_paise, allowances,
                                lecture_rate_paise, substitution_rate_paise, epf, pt_state,
                                account_name, account_number, ifsc)
    select t.id, t.organisation_id,
           case when h.n % 5 = 4 then 'visiting' else 'employee' end,
           case when h.n % 5 < 2 then 2800000 + (h.n % 18) * 100000 else 0 end,
           case when h.n % 5 < 2 then '[{"label":"Travel allowance","paise":200000}]'::jsonb else '[]'::jsonb end,
           case when h.n % 5 between 2 and 3 then 60000 when h.n % 5 = 4 then 90000 end,
           case when h.n % 5 between 2 and 3 then 75000 end,
           h.n % 5 < 2, case when h.n % 5 < 4 then 'MH' else '' end,
           t.name, lpad((100000000000 + t.id * 7919)::text, 12, '0'), 'HDFC0001234'
    from teachers t cross join lateral (select abs(hashint4(t.id * 104729)) as n) h
    where t.organisation_id = ${organisationId} and t.active
    on conflict (teacher_id) do nothing`);
  const lastMonth = previousMonth(firstDay(dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone)));
  const before = previousMonth(lastMonth);
  for (const [month, done] of [
    [before, true],
    [lastMonth, false],
  ] as const) {
    const [run] = await tx.insert(payRuns).values({ organisationId, month }).returning();
    await computeRun(tx, run!);
    if (done)
      await tx
        .update(payRuns)
        .set({ status: 'paid', approvedAt: sql`now()`, paidAt: sql`now()`, paidReference: 'NEFT-DEMO' })
        .where(eq(payRuns.id, run!.id));
  }
}
