import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../../test/harness.ts';
import { rowsOf } from '../../db/rows.ts';
import { openPostgres } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { instituteSettings, organisations } from '../../db/schema/index.ts';
import { defineJob } from './definitions.ts';
import { enqueueJob } from './repository.ts';
import { JobRunner } from './runner.ts';
import type { AnyJob } from './runner.ts';

/**
 * The job runner against a real database (PGlite, or PostgreSQL with DATABASE_URL): two runners stand
 * for two nodes sharing it. On PostgreSQL the second runner has its own pool of connections, so their
 * claims really race; PGlite has one connection, which every node on it would share.
 */

let database: Database;
let second: Database;
let organisationA: number;
let organisationB: number;
let now: Date;
const clock = () => now;
const quiet = { error: () => undefined };
/** What each job did, in order: `name:organisation:payload`. */
let ran: string[];
/** Runs that wait for the test to let them finish (`release`). */
let held: (() => void)[];
/** Whether test.pass runs wait to be released. */
let holdPasses: boolean;

function hold() {
  return new Promise<void>((resolve) => held.push(resolve));
}

const jobs: AnyJob[] = [
  defineJob({
    name: 'test.sweep',
    title: 'test.sweep',
    scope: 'installation',
    schedule: { everySeconds: 60 },
    run: async () => {
      ran.push('test.sweep');
      return { swept: 1 };
    },
  }),
  defineJob({
    name: 'test.pass',
    title: 'test.pass',
    scope: 'installation',
    schedule: { everySeconds: 60 },
    leaseSeconds: 45,
    run: async ({ dueAt }) => {
      ran.push(`test.pass:${dueAt.toISOString()}`);
      if (holdPasses) await hold();
    },
  }),
  defineJob<{ label: string }>({
    name: 'test.once',
    title: 'test.once',
    scope: 'organisation',
    schedule: null,
    run: async ({ organisationId, payload }) => {
      ran.push(`test.once:${organisationId}:${payload.label}`);
    },
  }),
  defineJob({
    name: 'test.flaky',
    title: 'test.flaky',
    scope: 'organisation',
    schedule: null,
    maxAttempts: 3,
    backoffSeconds: 10,
    run: async ({ attempt }) => {
      ran.push(`test.flaky:${attempt}`);
      throw new Error('The printer is out of paper');
    },
  }),
  defineJob({
    name: 'test.slow',
    title: 'test.slow',
    scope: 'organisation',
    schedule: null,
    leaseSeconds: 30,
    run: async ({ attempt }) => {
      ran.push(`test.slow:${attempt}`);
      if (attempt === 1) await hold();
      return { attempt };
    },
  }),
  defineJob({
    name: 'test.morning',
    title: 'test.morning',
    scope: 'organisation',
    schedule: { dailyAt: '06:30' },
    run: async ({ organisationId, dueAt }) => {
      ran.push(`test.morning:${organisationId}:${dueAt.toISOString()}`);
    },
  }),
] as AnyJob[];

// Room for every run a test makes due at once, so one tick runs them all.
const runner = (db: Database) => new JobRunner(db.db, jobs, { log: quiet, clock, concurrency: 10 });

beforeAll(async () => {
  database = await freshDatabase();
  const url = (database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client
    .options?.connectionString;
  second = url ? openPostgres(url, { max: 4 }) : database;
  const made = await database.db
    .insert(organisations)
    .values([
      { suCode: 'JOBS-A', name: 'Jobs A' },
      { suCode: 'JOBS-B', name: 'Jobs B' },
    ])
    .returning({ id: organisations.id });
  [organisationA, organisationB] = made.map((o) => o.id) as [number, number];
  // B keeps the day in New York: its 06:30 comes 10.5 hours after A's (Asia/Kolkata by default).
  await database.db
    .insert(instituteSettings)
    .values({ organisationId: organisationB, timeZone: 'America/New_York' });
});

afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.execute(sql`delete from job_runs`);
  ran = [];
  held = [];
  holdPasses = false;
  now = new Date('2026-03-02T10:00:30Z');
});

describe('the job runner', () => {
  it('runs a recurring run once however many nodes tick at once', async () => {
    const [a, b] = [runner(database), runner(second)];
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran.filter((r) => r === 'test.sweep')).toEqual(['test.sweep']);
    now = new Date('2026-03-02T10:01:05Z'); // the next minute's slot
    await Promise.all([a.tick(), b.tick()]);
    expect(ran.filter((r) => r === 'test.sweep')).toEqual(['test.sweep', 'test.sweep']);
    const [status] = (await a.statusFor(organisationA, 'Asia/Kolkata')).filter(
      (j) => j.name === 'test.sweep',
    );
    expect(status!.lastRun).toMatchObject({ status: 'done', result: { swept: 1 } });
    expect(status!.nextRunAt).toEqual(new Date('2026-03-02T10:02:00Z'));
  });

  it('runs each of many queued runs exactly once across two nodes', async () => {
    for (let i = 0; i < 24; i++)
      await enqueueJob(database.db, 'test.once', {
        organisationId: organisationA,
        payload: { label: `r${i}` },
        runAt: now,
      });
    const [a, b] = [runner(database), runner(second)];
    for (let round = 0; round < 8; round++) await Promise.all([a.tick(), b.tick()]);
    const once = ran.filter((r) => r.startsWith('test.once')).sort();
    expect(once).toHaveLength(24);
    expect(new Set(once).size).toBe(24);
    const claimedBy = await rowsOf<{ claimed_by: string; status: string }>(
      database.db,
      sql`select distinct claimed_by, status from job_runs where job = 'test.once'`,
    );
    expect(claimedBy.every((r) => r.status === 'done' && [a.node, b.node].includes(r.claimed_by))).toBe(true);
  });

  it('never runs a one-off job enqueued in a transaction that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.once', {
          organisationId: organisationA,
          payload: { label: 'rolled back' },
          runAt: now,
        });
        throw new Error('the request failed after enqueuing');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.once', {
        organisationId: organisationA,
        payload: { label: 'committed' },
        runAt: now,
      });
    });
    const a = runner(database);
    await a.tick();
    await a.tick();
    expect(ran.filter((r) => r.startsWith('test.once'))).toEqual([`test.once:${organisationA}:committed`]);
    expect(await a.runsFor(organisationA, 'test.once')).toHaveLength(1);
  });

  it('retries a failing run with back-off, then marks it failed with its error', async () => {
    await enqueueJob(database.db, 'test.flaky', { organisationId: organisationA, runAt: now });
    const a = runner(database);
    const flaky = () => ran.filter((r) => r.startsWith('test.flaky'));
    await a.tick();
    expect(flaky()).toEqual(['test.flaky:1']);
    let [run] = (await a.runsFor(organisationA, 'test.flaky'))!;
    expect(run).toMatchObject({ status: 'due', attempts: 1, error: 'The printer is out of paper' });
    expect(run!.dueAt).toEqual(new Date(now.getTime() + 10_000));
    now = new Date(now.getTime() + 9_000); // not yet
    await a.tick();
    expect(flaky()).toHaveLength(1);
    now = new Date(now.getTime() + 1_000);
    await a.tick();
    [run] = (await a.runsFor(organisationA, 'test.flaky'))!;
    expect(run!.dueAt).toEqual(new Date(now.getTime() + 20_000)); // doubled
    now = new Date(now.getTime() + 20_000);
    const failedAt = now;
    await a.tick();
    now = new Date(now.getTime() + 3_600_000);
    await a.tick();
    expect(flaky()).toEqual(['test.flaky:1', 'test.flaky:2', 'test.flaky:3']);
    [run] = (await a.runsFor(organisationA, 'test.flaky'))!;
    expect(run).toMatchObject({ status: 'failed', attempts: 3, error: 'The printer is out of paper' });
    const [status] = (await a.statusFor(organisationA, 'Asia/Kolkata')).filter(
      (j) => j.name === 'test.flaky',
    );
    expect(status!.lastFailure).toEqual({ at: failedAt, message: 'The printer is out of paper' });
    expect(status!.lastSuccessAt).toBeNull();
    // Another organisation sees none of it.
    const [theirs] = (await a.statusFor(organisationB, 'Asia/Kolkata')).filter(
      (j) => j.name === 'test.flaky',
    );
    expect(theirs).toMatchObject({ lastRun: null, lastFailure: null });
    expect(await a.runsFor(organisationB, 'test.flaky')).toEqual([]);
  });

  it('lets another node take a run whose lease lapsed, and ignores the first node when it finishes late', async () => {
    await enqueueJob(database.db, 'test.slow', { organisationId: organisationA, runAt: now });
    const [a, b] = [runner(database), runner(second)];
    const first = a.tick(); // claims it and hangs
    while (!held.length) await new Promise((resolve) => setImmediate(resolve));
    await b.tick();
    expect(ran.filter((r) => r.startsWith('test.slow'))).toEqual(['test.slow:1']); // still a's
    now = new Date(now.getTime() + 31_000); // a's lease of 30 s lapsed
    await b.tick();
    expect(ran.filter((r) => r.startsWith('test.slow'))).toEqual(['test.slow:1', 'test.slow:2']);
    held[0]!();
    await first;
    const [run] = (await b.runsFor(organisationA, 'test.slow'))!;
    expect(run).toMatchObject({ status: 'done', attempts: 2, result: { attempt: 2 } });
    const owner = await rowsOf<{ claimed_by: string }>(
      database.db,
      sql`select claimed_by from job_runs where job = 'test.slow'`,
    );
    expect(owner).toEqual([{ claimed_by: b.node }]);
  });

  it("does not hold the installation's next pass for a node that died in one, and marks that one failed", async () => {
    holdPasses = true;
    const [dying, b] = [runner(database), runner(second)];
    const stuck = dying.tick(); // claims the 10:00 pass and never finishes it (as if killed)
    while (!held.length) await new Promise((resolve) => setImmediate(resolve));
    holdPasses = false;
    now = new Date('2026-03-02T10:01:05Z');
    await b.tick();
    const passes = () => ran.filter((r) => r.startsWith('test.pass'));
    expect(passes()).toEqual(['test.pass:2026-03-02T10:00:00.000Z', 'test.pass:2026-03-02T10:01:00.000Z']);
    now = new Date('2026-03-02T10:01:40Z'); // the dead node's lease of 45 s has lapsed
    await b.tick();
    expect(passes()).toHaveLength(2); // its one try was spent: not run again, but failed
    const [status] = (await b.statusFor(organisationA, 'Asia/Kolkata')).filter((j) => j.name === 'test.pass');
    expect(status!.lastFailure).toEqual({
      at: now,
      message: 'The node running it stopped before it finished',
    });
    held[0]!();
    await stuck;
    const [newest, oldest] = (await b.runsFor(organisationA, 'test.pass'))!;
    expect([newest!.status, oldest!.status]).toEqual(['done', 'failed']);
  });

  it("runs a daily job once a day at each organisation's own local time", async () => {
    const a = runner(database);
    const onlyMorning = () => ran.filter((r) => r.startsWith('test.morning'));
    const yesterdayInNewYork = `test.morning:${organisationB}:2026-03-01T11:30:00.000Z`;
    now = new Date('2026-03-02T00:59:00Z'); // 06:29 in Kolkata; 19:59 the day before in New York
    await a.tick();
    expect(onlyMorning()).toEqual([yesterdayInNewYork]);
    now = new Date('2026-03-02T01:00:00Z'); // 06:30 in Kolkata
    await a.tick();
    await a.tick();
    expect(onlyMorning()).toEqual([
      yesterdayInNewYork,
      `test.morning:${organisationA}:2026-03-02T01:00:00.000Z`,
    ]);
    const [status] = (await a.statusFor(organisationA, 'Asia/Kolkata')).filter(
      (j) => j.name === 'test.morning',
    );
    expect(status!.nextRunAt).toEqual(new Date('2026-03-03T01:00:00Z'));
    now = new Date('2026-03-02T11:31:00Z'); // 06:31 in New York
    await a.tick();
    expect(onlyMorning()).toHaveLength(3);
    expect(onlyMorning()[2]).toBe(`test.morning:${organisationB}:2026-03-02T11:30:00.000Z`);
  });

  it("runs an organisation's recurring job when its owner asks, for that organisation only", async () => {
    const a = runner(database);
    now = new Date('2026-03-02T02:00:00Z'); // before New York's 06:30
    await a.tick();
    expect(await a.runNow(organisationB, 'test.morning')).toBe(true);
    expect(await a.runNow(organisationB, 'test.sweep')).toBe(false); // the installation's, not B's
    expect(await a.runNow(organisationB, 'test.once')).toBe(false); // one-off: only with its payload
    await a.tick();
    // A's and B's mornings as scheduled (B's the day before, in New York), and B's asked for now.
    expect(ran.filter((r) => r.startsWith('test.morning')).sort()).toEqual([
      `test.morning:${organisationA}:2026-03-02T01:00:00.000Z`,
      `test.morning:${organisationB}:2026-03-01T11:30:00.000Z`,
      `test.morning:${organisationB}:2026-03-02T02:00:00.000Z`,
    ]);
    expect(await a.runsFor(organisationA, 'test.morning')).toHaveLength(1);
  });

  it('keeps the newest runs of each job and outcome, and stops cleanly while a run is in progress', async () => {
    const pruning = new JobRunner(database.db, jobs, { log: quiet, clock, keepRuns: 2, concurrency: 10 });
    for (let i = 0; i < 5; i++)
      await enqueueJob(database.db, 'test.once', {
        organisationId: organisationA,
        payload: { label: `p${i}` },
        runAt: now,
      });
    await pruning.tick();
    await pruning.tick();
    now = new Date('2026-03-02T11:00:05Z'); // the hourly prune's slot
    await pruning.tick();
    const runs = await pruning.runsFor(organisationA, 'test.once');
    expect(runs).toHaveLength(2);
    await enqueueJob(database.db, 'test.slow', { organisationId: organisationA, runAt: now });
    const ticking = pruning.tick();
    while (!held.length) await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stopping = pruning.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    held[0]!();
    await Promise.all([ticking, stopping]);
    expect(stopped).toBe(true);
  });
});
