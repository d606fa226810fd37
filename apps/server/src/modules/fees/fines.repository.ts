import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { INSTITUTE_DEFAULTS, dues, feeFineRuns } from '../../db/schema/index.ts';

/**
 * The organisations whose day has not run (their own today, in their zone): those where a student
 * owes (their fee account, decision 029) and a plan fines or reminds. One statement that reads a row
 * or two per organisation, however many dues it holds, so the job's tick costs little. With
 * `organisationId`, that organisation only (the job runner's daily run of it).
 */
export function organisationsToFine(db: Executor, now: Date, organisationId?: number) {
  return rowsOf<{ organisation_id: number; today: string }>(
    db,
    sql`select o.organisation_id, o.today::text as today from (
          select g.id as organisation_id,
            (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, ${INSTITUTE_DEFAULTS.timeZone}))::date as today
          from organisations g
          left join institute_settings s on s.organisation_id = g.id
          where (${organisationId ?? null}::int is null or g.id = ${organisationId ?? null}::int)
            and exists (select 1 from fee_accounts a where a.organisation_id = g.id and a.balance > 0)
            and exists (select 1 from fee_plans p where p.organisation_id = g.id
                          and (p.fine_kind <> 'none' or cardinality(p.reminder_days) > 0))
        ) o
        where not exists (select 1 from fee_fine_runs r where r.organisation_id = o.organisation_id and r.run_on = o.today)
        order by o.organisation_id`,
  );
}

/** Takes the day's run for the organisation: false if another node (or an earlier start) has it. */
export async function claimRun(tx: Executor, organisationId: number, day: string) {
  const rows = await tx
    .insert(feeFineRuns)
    .values({ organisationId, runOn: day })
    .onConflictDoNothing()
    .returning({ day: feeFineRuns.runOn });
  return rows.length > 0;
}

export function recordRun(tx: Executor, organisationId: number, day: string, count: number, amount: number) {
  return tx
    .update(feeFineRuns)
    .set({ dues: count, amount })
    .where(and(eq(feeFineRuns.organisationId, organisationId), eq(feeFineRuns.runOn, day)));
}

/**
 * Brings each unpaid instalment's fine up to what its plan's rule makes it on `day` — a flat amount
 * once past the grace days, or so much a day past them up to the cap — on the instalment's first due
 * (a fine is per instalment, not per head). It sets a value rather than adding one, so a second run
 * of the same day adds nothing. Returns what it added, per due.
 */
export function applyFines(tx: Executor, organisationId: number, day: string) {
  return rowsOf<{ id: number; student_id: number; added: number }>(
    tx,
    sql`with instalment as (
          select min(d.id) as carrier, d.billing_id, min(d.due_on) as due_on
          from dues d
          where d.organisation_id = ${organisationId} and d.billing_id is not null and d.due_on < ${day}
          group by d.billing_id, d.instalment
          having sum(d.amount - d.concession + d.fine - d.paid) > 0 and bool_and(d.fine_waived_at is null)
        ), rule as (
          select i.carrier as id, c.fine as before,
            case p.fine_kind
              when 'flat' then case when ${day}::date - i.due_on > p.fine_grace_days then p.fine_amount else 0 end
              else least(coalesce(p.fine_cap, 2147483647)::bigint,
                         p.fine_amount::bigint * greatest(0, ${day}::date - i.due_on - p.fine_grace_days))
            end as target
          from instalment i
          join fee_billings b on b.id = i.billing_id
          join fee_plans p on p.id = b.plan_id and p.fine_kind <> 'none'
          join dues c on c.id = i.carrier
        )
        update dues d set fine = r.target
        from rule r
        where d.id = r.id and r.target > r.before
        returning d.id, d.student_id, (r.target - r.before)::int as added`,
  );
}

/** The instalment a due belongs to (its dues, locked), for waiving its fine. */
export function instalmentOf(tx: Executor, organisationId: number, dueId: number) {
  return rowsOf<{ id: number; student_id: number; fine: number; balance: number; waived: boolean }>(
    tx,
    sql`select d.id, d.student_id, d.fine, (d.amount - d.concession + d.fine - d.paid) as balance,
          d.fine_waived_at is not null as waived
        from dues d join dues one on one.id = ${dueId} and one.organisation_id = ${organisationId}
        where d.organisation_id = ${organisationId}
          and (d.id = one.id or (d.billing_id = one.billing_id and d.instalment = one.instalment))
        order by d.id for update of d`,
  );
}

/** Takes each due's unpaid fine off (what of it is still owed) and marks them waived, with the reason. */
export function waive(tx: Executor, ids: number[], reason: string) {
  return tx
    .update(dues)
    .set({
      fine: sql`${dues.fine} - least(${dues.fine}, ${dues.amount} - ${dues.concession} + ${dues.fine} - ${dues.paid})`,
      fineWaivedAt: sql`now()`,
      fineWaiveReason: reason,
    })
    .where(inArray(dues.id, ids));
}
