import { jobName } from '@kaksha/contracts';

/**
 * What an area declares to run in the background (decision 062). A job is one of three kinds:
 *   - 'organisation': each organisation's runs are its own (a daily job at a local time, or one-off
 *     runs a request enqueues for its organisation); each run is claimed by one node;
 *   - 'installation': one run across every node for the whole installation (the message courier);
 *   - 'node': every node runs it on its own timer and nothing is stored (the 1-second folds, which are
 *     idempotent and must stay cheap; PGlite's maintenance, which is the node's own database).
 */
export type JobScope = 'organisation' | 'installation' | 'node';

export type JobSchedule =
  /** Every so many seconds: an installation's or a node's job. */
  | { everySeconds: number }
  /** Once a day, at a wall-clock time (HH:MM) in each organisation's time zone. */
  | { dailyAt: string }
  /** Only when enqueued (`enqueueJob`) or run now by the owner. */
  | null;

/** What a job returns about a run (counts), kept with the run and shown to its organisation. */
export type JobResult = Record<string, number | string | boolean>;

export interface JobRun<Payload> {
  /** The organisation the run belongs to; null for an installation's or a node's job. */
  organisationId: number | null;
  payload: Payload;
  /** When the run fell due: a recurring run's slot, an organisation's local time of day, an enqueue. */
  dueAt: Date;
  /** 1 for the first try. */
  attempt: number;
  /**
   * A long job tells how far it has got (shown while it runs); it also renews the run's lease. False:
   * the lease had lapsed and another node took the run, so this one should stop.
   */
  progress(done: number, total: number): Promise<boolean>;
}

export interface JobDefinition<Payload = unknown> {
  /** `area.what` — kept with each run; the area's own name first. */
  name: string;
  /** What the owner's screen calls it (institute settings, "Background jobs"). */
  title: string;
  scope: JobScope;
  schedule: JobSchedule;
  /** Tries before a run is marked failed: default 5, but 1 for an every-N-seconds job (its next slot is its retry). */
  maxAttempts?: number;
  /** The wait before the second try, doubled before each try after it (default 30 s). */
  backoffSeconds?: number;
  /** How long a claimed run stays a node's before another may take it (default 300 s). */
  leaseSeconds?: number;
  run(run: JobRun<Payload>): Promise<JobResult | void>;
}

export const JOB_DEFAULTS = { maxAttempts: 5, backoffSeconds: 30, leaseSeconds: 300 };

/** Declares a job with its payload's type (an area's `jobs.ts` exports these). */
export function defineJob<Payload = undefined>(job: JobDefinition<Payload>): JobDefinition<Payload> {
  const { scope, schedule } = job;
  // The same rule the API's contract holds names to: a name it would refuse could never be shown.
  if (!jobName.safeParse(job.name).success) throw new Error(`${job.name}: a job is named area.what`);
  const daily = schedule !== null && 'dailyAt' in schedule;
  const every = schedule !== null && 'everySeconds' in schedule;
  if (daily && scope !== 'organisation') throw new Error(`${job.name}: a daily job runs per organisation`);
  if (every && scope === 'organisation')
    throw new Error(`${job.name}: an every-N-seconds job is the installation's or each node's`);
  if (scope === 'node' && !every) throw new Error(`${job.name}: a node's job runs every N seconds`);
  if (daily && !/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.dailyAt))
    throw new Error(`${job.name}: dailyAt is HH:MM`);
  return job;
}

export function maxAttemptsOf(job: JobDefinition<never>): number {
  if (job.maxAttempts) return job.maxAttempts;
  return job.schedule && 'everySeconds' in job.schedule ? 1 : JOB_DEFAULTS.maxAttempts;
}

/** The wait after `attempts` failed tries: backoff, 2×, 4×… */
export function backoffMs(job: JobDefinition<never>, attempts: number): number {
  return (job.backoffSeconds ?? JOB_DEFAULTS.backoffSeconds) * 1000 * 2 ** Math.max(attempts - 1, 0);
}

/** The start of the every-N-seconds slot `now` falls in: the key of that slot's run. */
export function slotOf(everySeconds: number, now: Date): Date {
  const ms = everySeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}
