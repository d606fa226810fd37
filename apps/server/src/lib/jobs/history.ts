import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { errorForLog } from '../errorForLog.ts';

/** A run as the history shows it. */
export interface RunView {
  id: number | null;
  status: 'due' | 'running' | 'done' | 'failed';
  dueAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  attempts: number;
  error: string | null;
  result: Record<string, unknown> | null;
}

/** What the history says of one job for one organisation (0: the installation's runs). */
export interface JobHistory {
  lastRun: RunView | null;
  lastSuccessAt: Date | null;
  lastFailure: { at: Date; message: string } | null;
  nextDueAt: Date | null;
}

type Row = Record<string, unknown>;
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

export function runView(row: Row): RunView {
  return {
    id: Number(row.id),
    status: row.status as RunView['status'],
    dueAt: date(row.due_at),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
    attempts: Number(row.attempts),
    error: (row.error as string | null) ?? null,
    result: (row.result as Record<string, unknown> | null) ?? null,
  };
}

const RUN_COLUMNS = sql.raw('id, status, due_at, started_at, finished_at, attempts, error, result');

/** Each job's last run, last success, last failure and next due run, for its organisation: one statement. */
export async function historyOf(
  db: Executor,
  jobs: { name: string; organisationKey: number }[],
): Promise<Map<string, JobHistory>> {
  const rows = await rowsOf<Row & { name: string }>(
    db,
    sql`select j.name,
          (select row_to_json(x) from (select ${RUN_COLUMNS} from job_runs r
             where r.job = j.name and coalesce(r.organisation_id, 0) = j.org and r.started_at is not null
             order by r.id desc limit 1) x) as last_run,
          (select max(r.finished_at) from job_runs r
             where r.job = j.name and coalesce(r.organisation_id, 0) = j.org and r.status = 'done') as last_success,
          (select row_to_json(x) from (select coalesce(r.finished_at, r.started_at) as at, r.error as message from job_runs r
             where r.job = j.name and coalesce(r.organisation_id, 0) = j.org and r.error is not null
             order by r.id desc limit 1) x) as last_failure,
          (select min(r.due_at) from job_runs r
             where r.job = j.name and coalesce(r.organisation_id, 0) = j.org and r.status = 'due') as next_due
        from unnest(${sql.param(jobs.map((j) => j.name))}::text[], ${sql.param(jobs.map((j) => j.organisationKey))}::int[]) as j(name, org)`,
  );
  return new Map(
    rows.map((row) => {
      const failure = row.last_failure as { at: string; message: string } | null;
      return [
        row.name,
        {
          lastRun: row.last_run ? runView(row.last_run as Row) : null,
          lastSuccessAt: date(row.last_success),
          lastFailure: failure ? { at: new Date(failure.at), message: failure.message } : null,
          nextDueAt: date(row.next_due),
        },
      ];
    }),
  );
}

/** A job's newest runs for one organisation (0: the installation's), newest first. */
export async function recentRuns(db: Executor, job: string, organisationKey: number, limit: number) {
  const rows = await rowsOf<Row>(
    db,
    sql`select ${RUN_COLUMNS} from job_runs
        where job = ${job} and coalesce(organisation_id, 0) = ${organisationKey}
        order by id desc limit ${limit}`,
  );
  return rows.map(runView);
}

/**
 * What a failed run keeps of its error: one line, never the values bound to a query (a database
 * error's message can quote a row), at most 300 characters.
 */
export function describeError(err: unknown): string {
  const safe = errorForLog(err) as { message?: unknown; cause?: { message?: unknown } } | null;
  let message = typeof safe?.message === 'string' ? safe.message : String(err);
  // Drizzle's wrapper says "Failed query: <its SQL>"; the database's own message is the cause's.
  if (message.startsWith('Failed query') && typeof safe?.cause?.message === 'string')
    message = safe.cause.message;
  return (message.split('\n')[0] ?? '').slice(0, 300) || 'Unknown error';
}
