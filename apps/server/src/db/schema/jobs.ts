import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './core.ts';
import { createdAt } from './columns.ts';

/*
 * The job runner's runs (lib/jobs, decision 062): one row per run of a job that runs once across
 * nodes. A recurring job's run is keyed by what it is for (its slot of time, or an organisation's
 * local day), so however many nodes insert it, one row exists; a one-off job's row is inserted in the
 * transaction of the request that asks for it. A node claims a due row for a lease; a node that dies
 * mid-run lets the lease lapse and another takes the row. Finished rows are the jobs' history, pruned
 * to the newest few per job, organisation and outcome. Jobs that run on every node keep nothing here.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    /** The organisation a run belongs to; null for a run of the whole installation (the courier). */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** What the run is for: a slot's start, a local day, or a random key for a one-off run. */
    runKey: text('run_key').notNull(),
    payload: jsonb('payload'),
    /** due → running → done, or back to due (a retry), or failed once its attempts are spent. */
    status: text('status').notNull().default('due'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The last attempt's error (first line, without the values bound to a query). */
    error: text('error'),
    /** What the run did, as the job tells it (counts), or a long job's progress while it runs. */
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    check('job_runs_status', sql`${t.status} in ('due', 'running', 'done', 'failed')`),
    uniqueIndex('job_runs_key_uq').on(t.job, sql`coalesce(${t.organisationId}, 0)`, t.runKey),
    // What a node claims: due rows by time, and running rows whose lease may have lapsed.
    index('job_runs_open_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('due', 'running')`),
    // A job's history for one organisation (0: the installation's), newest first.
    index('job_runs_history_idx').on(t.job, sql`coalesce(${t.organisationId}, 0)`, t.id),
  ],
);
