import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db, Executor } from '../../db/client.ts';
import { DAY_MS, dayIn, instantAtTime } from '../zoned-time.ts';
import { backoffMs, defineJob, JOB_DEFAULTS, maxAttemptsOf, slotOf } from './definitions.ts';
import type { JobDefinition, JobSchedule, JobScope } from './definitions.ts';
import { describeError, historyOf, recentRuns } from './history.ts';
import type { JobHistory, RunView } from './history.ts';
import * as repo from './repository.ts';
import type { ClaimedRun } from './repository.ts';

/** Any job, whatever its payload. */
export type AnyJob = JobDefinition<never>;

interface Log {
  error(object: object, message: string): void;
}

export interface RunnerOptions {
  log: Log;
  /** This node's name in the runs it claims. */
  node?: string;
  /** The runner's clock (tests move it). */
  clock?: () => Date;
  /** How often the node looks for due runs. */
  pollMs?: number;
  /** Runs a node holds at once. */
  concurrency?: number;
  /** Finished runs kept per job, organisation and outcome. */
  keepRuns?: number;
}

export interface JobStatus extends JobHistory {
  name: string;
  title: string;
  scope: JobScope;
  schedule: JobSchedule;
  nextRunAt: Date | null;
}

/** A node's job: what this node remembers of its runs (nothing of it is stored). */
interface NodeJobState {
  running: Promise<void> | null;
  recent: RunView[];
  lastSuccessAt: Date | null;
  lastFailure: { at: Date; message: string } | null;
  nextRunAt: Date | null;
}

const NODE_RUNS_KEPT = 10;
/** How often a node makes each organisation's runs of the daily jobs (their times are to the minute). */
const DAILY_CHECK_MS = 60_000;

/**
 * One job runner per node (decision 062). Jobs of organisations and of the installation are rows of
 * `job_runs`: every `pollMs` the node makes the runs that fell due (a slot, an organisation's day),
 * claims what is due for a lease, runs it, and records the outcome — retried with back-off, then
 * failed with its error. Jobs of each node run on the node's own timers and are remembered in memory.
 * `start` sets the timers; tests leave them unset and call `tick` and `runNodeJob`.
 */
export class JobRunner {
  readonly node: string;
  private readonly jobs = new Map<string, AnyJob>();
  private readonly nodeJobs = new Map<string, NodeJobState>();
  private readonly clock: () => Date;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly slotsMade = new Map<string, number>();
  private dailyMadeAt = Number.NEGATIVE_INFINITY;
  private timers: NodeJS.Timeout[] = [];
  private claiming = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    definitions: AnyJob[],
    private readonly options: RunnerOptions,
  ) {
    this.node = options.node ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.clock = options.clock ?? (() => new Date());
    this.pollMs = options.pollMs ?? 5_000;
    this.concurrency = options.concurrency ?? 4;
    const keep = options.keepRuns ?? 50;
    const prune = defineJob({
      name: 'jobs.prune',
      title: 'Clearing old job history',
      scope: 'installation',
      schedule: { everySeconds: 3_600 },
      run: async () => ({ removed: await repo.pruneRuns(db, keep) }),
    });
    for (const job of [...definitions, prune as AnyJob]) {
      if (this.jobs.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      this.jobs.set(job.name, job);
      if (job.scope === 'node')
        this.nodeJobs.set(job.name, {
          running: null,
          recent: [],
          lastSuccessAt: null,
          lastFailure: null,
          nextRunAt: null,
        });
    }
  }

  get definitions(): AnyJob[] {
    return [...this.jobs.values()];
  }

  has(name: string): boolean {
    return this.jobs.has(name);
  }

  /** Sets the node's timers: the poll, and each node job's own. */
  start(): void {
    const every = (ms: number, step: () => unknown) => {
      const timer = setInterval(() => void step(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.pollMs, () => this.tick());
    for (const [name, state] of this.nodeJobs) {
      const ms = this.everyMs(this.jobs.get(name)!);
      state.nextRunAt = new Date(this.clock().getTime() + ms);
      every(ms, () => this.runNodeJob(name));
    }
  }

  /** Clears the timers and waits for the runs in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * One pass: makes the runs that fell due, claims what is due (up to the node's free places) and runs
   * it; resolves when those runs have finished. Never throws (a database away is tried again next poll).
   */
  async tick(): Promise<void> {
    if (this.stopped || this.claiming) return;
    this.claiming = true;
    let claimed: ClaimedRun[] = [];
    try {
      const now = this.clock();
      await this.makeDueRuns(now);
      const free = this.concurrency - this.inFlight.size;
      if (free > 0) claimed = await repo.claimRuns(this.db, this.node, now, this.storedJobs(), free);
    } catch (err) {
      this.options.log.error({ err }, 'the job runner could not claim runs');
    } finally {
      this.claiming = false;
    }
    await Promise.all(claimed.map((run) => this.track(this.execute(run))));
  }

  /** Runs a node's job once now, unless it is already running on this node. */
  async runNodeJob(name: string): Promise<void> {
    const job = this.jobs.get(name);
    const state = this.nodeJobs.get(name);
    if (!job || !state || this.stopped) return;
    if (state.running) return state.running;
    const pass = this.executeOnNode(job, state).finally(() => (state.running = null));
    state.running = pass;
    await this.track(pass);
  }

  /** Whether the owner may run a job now: an organisation's recurring job (a one-off needs its payload). */
  canRunNow(name: string): boolean {
    const job = this.jobs.get(name);
    return job?.scope === 'organisation' && job.schedule !== null;
  }

  /**
   * Queues a run now of an organisation's recurring job (the owner's "run now"), in `executor`'s
   * transaction if it is one; false if the job may not be run now. `wake` after the commit.
   */
  async runNow(organisationId: number, name: string, executor: Executor = this.db): Promise<boolean> {
    if (!this.canRunNow(name)) return false;
    await repo.enqueueJob(executor, name, {
      organisationId,
      key: `now:${randomUUID()}`,
      runAt: this.clock(),
    });
    return true;
  }

  /** Polls soon, when started (a run was just queued). */
  wake(): void {
    if (this.timers.length) setImmediate(() => void this.tick());
  }

  /**
   * Every job as one organisation sees it: its own runs of organisation jobs, the installation's runs
   * of installation jobs, this node's of node jobs. `timeZone` is the organisation's, for daily times.
   */
  async statusFor(organisationId: number, timeZone: string): Promise<JobStatus[]> {
    const stored = this.definitions.filter((job) => job.scope !== 'node');
    const history = await historyOf(
      this.db,
      stored.map((job) => ({ name: job.name, organisationKey: this.organisationKey(job, organisationId) })),
    );
    const now = this.clock();
    return this.definitions.map((job) => {
      const node = this.nodeJobs.get(job.name);
      const known = node
        ? {
            lastRun: node.recent[0] ?? null,
            lastSuccessAt: node.lastSuccessAt,
            lastFailure: node.lastFailure,
            nextDueAt: node.nextRunAt,
          }
        : history.get(job.name)!;
      const next = known.nextDueAt ?? this.nextScheduled(job, now, timeZone);
      return {
        name: job.name,
        title: job.title,
        scope: job.scope,
        schedule: job.schedule,
        ...known,
        nextRunAt: next,
      };
    });
  }

  /** A job's newest runs as one organisation sees them; null when there is no such job. */
  async runsFor(organisationId: number, name: string, limit = 20): Promise<RunView[] | null> {
    const job = this.jobs.get(name);
    if (!job) return null;
    const node = this.nodeJobs.get(name);
    if (node) return node.recent.slice(0, limit);
    return recentRuns(this.db, name, this.organisationKey(job, organisationId), limit);
  }

  // ---- inside ----

  private organisationKey(job: AnyJob, organisationId: number) {
    return job.scope === 'organisation' ? organisationId : 0;
  }

  private everyMs(job: AnyJob) {
    return job.schedule && 'everySeconds' in job.schedule ? job.schedule.everySeconds * 1000 : 0;
  }

  private storedJobs() {
    return this.definitions
      .filter((job) => job.scope !== 'node')
      .map((job) => ({
        name: job.name,
        leaseSeconds: job.leaseSeconds ?? JOB_DEFAULTS.leaseSeconds,
        // An organisation's recurring run waits for another of its runs held (a day run twice at once
        // would only wait on its own claim); the installation's passes may overlap, as they did when every
        // node ran them, so a node killed mid-pass does not hold the next slot up for its lease.
        exclusive: job.scope === 'organisation' && job.schedule !== null,
      }));
  }

  /** The installation's slots that began since the node last made them; each organisation's day, once a minute. */
  private async makeDueRuns(now: Date) {
    const slots: { job: string; key: string; dueAt: Date }[] = [];
    for (const job of this.definitions) {
      if (job.scope !== 'installation' || !job.schedule || !('everySeconds' in job.schedule)) continue;
      const slot = slotOf(job.schedule.everySeconds, now);
      if (this.slotsMade.get(job.name) === slot.getTime()) continue;
      slots.push({ job: job.name, key: slot.toISOString(), dueAt: slot });
    }
    await repo.ensureSlots(this.db, slots);
    for (const slot of slots) this.slotsMade.set(slot.job, slot.dueAt.getTime());
    if (Math.abs(now.getTime() - this.dailyMadeAt) < DAILY_CHECK_MS) return;
    for (const job of this.definitions)
      if (job.schedule && 'dailyAt' in job.schedule)
        await repo.ensureDaily(this.db, job.name, job.schedule.dailyAt, now);
    this.dailyMadeAt = now.getTime();
  }

  private async execute(claimed: ClaimedRun): Promise<void> {
    const job = this.jobs.get(claimed.job)!;
    const held = { id: Number(claimed.id), attempts: claimed.attempts, node: this.node };
    const maxAttempts = maxAttemptsOf(job);
    try {
      if (claimed.attempts > maxAttempts) {
        // Its last try was claimed by a node that stopped before it finished.
        await repo.finishRun(this.db, held, {
          status: 'failed',
          error: 'The node running it stopped before it finished',
          at: this.clock(),
        });
        return;
      }
      const leaseMs = (job.leaseSeconds ?? JOB_DEFAULTS.leaseSeconds) * 1000;
      try {
        const result = await job.run({
          organisationId: claimed.organisation_id,
          payload: claimed.payload as never,
          dueAt: new Date(claimed.due_at),
          attempt: claimed.attempts,
          progress: (done, total) =>
            repo.renewRun(this.db, held, { done, total }, new Date(this.clock().getTime() + leaseMs)),
        });
        await repo.finishRun(this.db, held, { status: 'done', result: result ?? null, at: this.clock() });
      } catch (err) {
        this.options.log.error({ err, job: job.name, run: held.id }, 'a background job failed');
        const error = describeError(err);
        await repo.finishRun(
          this.db,
          held,
          claimed.attempts < maxAttempts
            ? {
                status: 'due',
                error,
                retryAt: new Date(this.clock().getTime() + backoffMs(job, claimed.attempts)),
              }
            : { status: 'failed', error, at: this.clock() },
        );
      }
    } catch (err) {
      // The outcome could not be written (the database is away): the lease lapses and the run is taken again.
      this.options.log.error({ err, job: job.name, run: held.id }, 'a job run could not be recorded');
    }
  }

  private async executeOnNode(job: AnyJob, state: NodeJobState): Promise<void> {
    const startedAt = this.clock();
    const run: RunView = {
      id: null,
      status: 'running',
      dueAt: startedAt,
      startedAt,
      finishedAt: null,
      attempts: 1,
      error: null,
      result: null,
    };
    try {
      const result = await job.run({
        organisationId: null,
        payload: undefined as never,
        dueAt: startedAt,
        attempt: 1,
        progress: async () => true,
      });
      Object.assign(run, { status: 'done', finishedAt: this.clock(), result: result ?? null });
      state.lastSuccessAt = run.finishedAt;
    } catch (err) {
      this.options.log.error({ err, job: job.name }, 'a background job failed');
      Object.assign(run, { status: 'failed', finishedAt: this.clock(), error: describeError(err) });
      state.lastFailure = { at: run.finishedAt!, message: run.error! };
    }
    state.recent = [run, ...state.recent].slice(0, NODE_RUNS_KEPT);
    state.nextRunAt = new Date(startedAt.getTime() + this.everyMs(job));
  }

  private nextScheduled(job: AnyJob, now: Date, timeZone: string): Date | null {
    const schedule = job.schedule;
    if (!schedule) return null;
    if ('everySeconds' in schedule)
      return new Date(slotOf(schedule.everySeconds, now).getTime() + schedule.everySeconds * 1000);
    const today = instantAtTime(dayIn(now, timeZone), schedule.dailyAt, timeZone);
    return today > now
      ? today
      : instantAtTime(dayIn(now.getTime() + DAY_MS, timeZone), schedule.dailyAt, timeZone);
  }

  private track(run: Promise<void>): Promise<void> {
    this.inFlight.add(run);
    return run.finally(() => this.inFlight.delete(run));
  }
}
