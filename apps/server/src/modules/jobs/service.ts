import { jobMessages as say } from '@kaksha/contracts';
import type { JobList, JobRun, JobRunList, JobSummary } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RunView } from '../../lib/jobs/history.ts';
import type { JobRunner, JobStatus } from '../../lib/jobs/runner.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { getSettings } from '../institute/service.ts';
import type { Caller } from '../../lib/caller.ts';

/**
 * Background jobs as one organisation sees them (decision 062): its own runs of its jobs in full;
 * of the installation's and each node's jobs only when and whether they ran, never their error text
 * or counts, which could name another organisation's data.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function runOf(run: RunView, own: boolean): JobRun {
  return {
    id: run.id,
    status: run.status,
    dueAt: iso(run.dueAt),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    attempts: run.attempts,
    error: own ? run.error : null,
    result: own ? run.result : null,
  };
}

function summaryOf(status: JobStatus, jobs: JobRunner): JobSummary {
  const own = status.scope === 'organisation';
  return {
    name: status.name,
    title: status.title,
    scope: status.scope,
    schedule: status.schedule,
    lastRun: status.lastRun ? runOf(status.lastRun, own) : null,
    lastSuccessAt: iso(status.lastSuccessAt),
    lastFailure: status.lastFailure
      ? { at: status.lastFailure.at.toISOString(), message: own ? status.lastFailure.message : null }
      : null,
    nextRunAt: iso(status.nextRunAt),
    canRunNow: jobs.canRunNow(status.name),
  };
}

export async function listJobs(db: Db, jobs: JobRunner, caller: Caller): Promise<JobList> {
  const { timeZone } = await getSettings(db, caller);
  const statuses = await jobs.statusFor(caller.organisationId, timeZone);
  return { data: statuses.map((status) => summaryOf(status, jobs)) };
}

export async function runsOfJob(jobs: JobRunner, caller: Caller, name: string): Promise<JobRunList> {
  const runs = await jobs.runsFor(caller.organisationId, name);
  if (!runs) throw notFound(say.notFound);
  const own = jobs.definitions.find((job) => job.name === name)?.scope === 'organisation';
  return { data: runs.map((run) => runOf(run, own)) };
}

/** The owner's "run now" of an organisation's recurring job: queued, audited, then the runner woken. */
export async function runJobNow(db: Db, jobs: JobRunner, caller: Caller, name: string): Promise<JobSummary> {
  if (!jobs.has(name)) throw notFound(say.notFound);
  if (!jobs.canRunNow(name)) throw new AppError('CONFLICT', say.cannotRunNow);
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await jobs.runNow(organisationId, name, tx);
    await recordCallerAudit(tx, caller, {
      action: 'job-run-now',
      area: 'jobs',
      entityId: name,
    });
  });
  jobs.wake();
  const listed = await listJobs(db, jobs, caller);
  return listed.data.find((job) => job.name === name)!;
}
