import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import type { JobResult } from './definitions.ts';

/** The job runner's statements (decision 062). Times are the runner's clock, passed in, so tests move it. */

export interface ClaimedRun {
  id: number;
  job: string;
  organisation_id: number | null;
  payload: unknown;
  due_at: Date | string;
  attempts: number;
}

/**
 * Queues a one-off run of `job` in the caller's transaction: it exists if and only if that transaction
 * commits. `key` makes it once only (a second enqueue with the same key is ignored); without one,
 * every call is a run of its own.
 */
export async function enqueueJob(
  tx: Executor,
  job: string,
  options: { organisationId: number | null; payload?: unknown; key?: string; runAt?: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`insert into job_runs (job, organisation_id, run_key, payload, due_at)
        values (${job}, ${options.organisationId}, ${options.key ?? `once:${randomUUID()}`},
                ${options.payload === undefined ? null : JSON.stringify(options.payload)}::jsonb,
                ${(options.runAt ?? new Date()).toISOString()}::timestamptz)
        on conflict do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** The runs of the installation's every-N-seconds jobs for their current slots, each once however many nodes ask. */
export async function ensureSlots(db: Executor, slots: { job: string; key: string; dueAt: Date }[]) {
  if (!slots.length) return;
  await db.execute(
    sql`insert into job_runs (job, run_key, due_at)
        select * from unnest(${sql.param(slots.map((s) => s.job))}::text[],
                             ${sql.param(slots.map((s) => s.key))}::text[],
                             ${sql.param(slots.map((s) => s.dueAt.toISOString()))}::timestamptz[])
        on conflict do nothing`,
  );
}

/**
 * Each organisation's run of a daily job for its local day, once its wall clock has passed `at`
 * (HH:MM in its time zone): keyed by the day, so it is made once however many nodes ask, and a node
 * that starts late in the day still makes it.
 */
export async function ensureDaily(db: Executor, job: string, at: string, now: Date) {
  await db.execute(
    sql`insert into job_runs (job, organisation_id, run_key, due_at)
        select ${job}, o.id, o.local::date::text,
               (o.local::date + ${at}::time) at time zone o.zone
        from (select g.id, coalesce(s.time_zone, ${INSTITUTE_DEFAULTS.timeZone}) as zone,
                     ${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, ${INSTITUTE_DEFAULTS.timeZone}) as local
              from organisations g left join institute_settings s on s.organisation_id = g.id) o
        where o.local::time >= ${at}::time
        on conflict do nothing`,
  );
}

/**
 * Claims up to `limit` runs of the given jobs that are due, or whose lease has lapsed (the node that
 * held it stopped): SKIP LOCKED, so two nodes never claim one run. An `exclusive` job's run waits
 * while another of its runs for the same organisation is held. The installation's runs go first.
 */
export function claimRuns(
  db: Executor,
  node: string,
  now: Date,
  jobs: { name: string; leaseSeconds: number; exclusive: boolean }[],
  limit: number,
) {
  const at = now.toISOString();
  return rowsOf<ClaimedRun>(
    db,
    sql`with job as (
          select * from unnest(${sql.param(jobs.map((j) => j.name))}::text[],
                               ${sql.param(jobs.map((j) => j.leaseSeconds))}::int[],
                               ${sql.param(jobs.map((j) => j.exclusive))}::boolean[]) as j(name, lease, exclusive)
        ), ready as (
          select r.id from job_runs r join job j on j.name = r.job
          where ((r.status = 'due' and r.due_at <= ${at}::timestamptz)
                 or (r.status = 'running' and r.lease_until < ${at}::timestamptz))
            and not (j.exclusive and exists (
              select 1 from job_runs o
              where o.job = r.job and coalesce(o.organisation_id, 0) = coalesce(r.organisation_id, 0)
                and o.status = 'running' and o.lease_until >= ${at}::timestamptz and o.id <> r.id))
          -- The installation's passes (the courier's) first: at midnight thousands of organisations'
          -- days fall due at once, and a message due now should not wait behind them.
          order by r.organisation_id is not null, r.due_at, r.id
          limit ${limit}
          for update of r skip locked
        )
        update job_runs r
        set status = 'running', attempts = r.attempts + 1, claimed_by = ${node},
            started_at = ${at}::timestamptz, finished_at = null, result = null,
            lease_until = ${at}::timestamptz + (select j.lease from job j where j.name = r.job) * interval '1 second'
        from ready where r.id = ready.id
        returning r.id, r.job, r.organisation_id, r.payload, r.due_at, r.attempts`,
  );
}

/** A held run's outcome; false when the run is no longer this node's (its lease lapsed and it was taken). */
export async function finishRun(
  db: Executor,
  run: { id: number; attempts: number; node: string },
  outcome:
    | { status: 'done'; result: JobResult | null; at: Date }
    | { status: 'failed'; error: string; at: Date }
    | { status: 'due'; error: string; retryAt: Date },
) {
  const finished = outcome.status === 'due' ? null : outcome.at.toISOString();
  const rows = await rowsOf(
    db,
    sql`update job_runs
        set status = ${outcome.status}, lease_until = null, finished_at = ${finished}::timestamptz,
            error = ${outcome.status === 'done' ? null : outcome.error},
            result = ${outcome.status === 'done' && outcome.result ? JSON.stringify(outcome.result) : null}::jsonb,
            due_at = coalesce(${outcome.status === 'due' ? outcome.retryAt.toISOString() : null}::timestamptz, due_at)
        where id = ${run.id} and claimed_by = ${run.node} and attempts = ${run.attempts} and status = 'running'
        returning id`,
  );
  return rows.length > 0;
}

/** A long run's progress, which renews its lease; false when the run is no longer this node's. */
export async function renewRun(
  db: Executor,
  run: { id: number; attempts: number; node: string },
  progress: { done: number; total: number },
  leaseUntil: Date,
) {
  const rows = await rowsOf(
    db,
    sql`update job_runs set result = ${JSON.stringify(progress)}::jsonb, lease_until = ${leaseUntil.toISOString()}::timestamptz
        where id = ${run.id} and claimed_by = ${run.node} and attempts = ${run.attempts} and status = 'running'
        returning id`,
  );
  return rows.length > 0;
}

/** Keeps the newest `keep` finished runs of each job, organisation and outcome; older ones go. */
export async function pruneRuns(db: Executor, keep: number) {
  const rows = await rowsOf(
    db,
    sql`delete from job_runs where id in (
          select id from (
            select id, row_number() over (partition by job, coalesce(organisation_id, 0), status order by id desc) as newer
            from job_runs where status in ('done', 'failed')) ranked
          where newer > ${keep})
        returning id`,
  );
  return rows.length;
}
