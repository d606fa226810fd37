import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobMessages, jobName, type JobList, type JobRunList } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';

/** The background jobs as the owner sees them on the institute settings screen (decision 062). */

const t = appPerFile();
const call = caller(t);
let ownerA: Account;
let ownerB: Account;
beforeAll(async () => {
  ownerA = await registerAndLogin(t.app);
  ownerB = await registerAndLogin(t.app);
});

const jobsOf = async (owner: Account) => ((await call(owner, 'GET', '/api/v1/jobs')).json() as JobList).data;
const jobOf = async (owner: Account, name: string) => (await jobsOf(owner)).find((j) => j.name === name)!;
const runsOf = async (owner: Account, name: string) =>
  ((await call(owner, 'GET', `/api/v1/jobs/${name}/runs`)).json() as JobRunList).data;
const organisationOf = async (owner: Account) =>
  (
    (await t.database.db.execute(
      sql`select organisation_id as id from users where id = ${owner.userId}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;

describe('background jobs', () => {
  it('lists every job the server runs, each named area.what with its title, with its schedule', async () => {
    const jobs = await jobsOf(ownerA);
    expect(jobs.map((j) => j.name).sort()).toEqual(t.jobs.definitions.map((j) => j.name).sort());
    expect(jobs.filter((j) => !jobName.safeParse(j.name).success || !j.title)).toEqual([]);
    const day = jobs.find((j) => j.name === 'fees.day')!;
    expect(day).toMatchObject({
      title: 'Late fines and fee reminders',
      scope: 'organisation',
      schedule: { dailyAt: '00:00' },
      lastRun: null,
      lastFailure: null,
      canRunNow: true,
    });
    // Its next run is the coming midnight in the institute's zone (Asia/Kolkata: 18:30 UTC), or a run due now.
    expect(new Date(day.nextRunAt!).getUTCMinutes() % 30).toBe(0);
    expect(jobs.find((j) => j.name === 'messages.deliver-due')).toMatchObject({
      scope: 'installation',
      schedule: { everySeconds: 10 },
      canRunNow: false,
    });
    expect(jobs.find((j) => j.name === 'fees.fold-totals')).toMatchObject({
      scope: 'node',
      canRunNow: false,
    });
  });

  it("runs the institute's own job now when its owner asks, and shows the run to that institute only", async () => {
    const res = await call(ownerA, 'POST', '/api/v1/jobs/fees.day/run');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ name: 'fees.day', canRunNow: true });
    // Every organisation of the file has its day to run too; a few ticks reach A's asked-for run.
    for (
      let tick = 0;
      tick < 20 && (await runsOf(ownerA, 'fees.day')).some((r) => r.status !== 'done');
      tick++
    )
      await t.jobs.tick();
    const runs = await runsOf(ownerA, 'fees.day');
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.every((r) => r.status === 'done' && r.error === null)).toBe(true);
    expect(runs[0]!.result).toEqual({ fined: 0, amount: 0, reminders: 0 });
    const day = await jobOf(ownerA, 'fees.day');
    expect(day.lastRun).toMatchObject({ status: 'done' });
    expect(day.lastSuccessAt).not.toBeNull();
    const audit = (await call(ownerA, 'GET', '/api/v1/audit?area=jobs')).json();
    expect(audit.data).toEqual([expect.objectContaining({ action: 'job-run-now', entityId: 'fees.day' })]);
    // B's own day ran on those ticks too, but not A's asked-for run: B has one run, A at least two.
    expect((await runsOf(ownerB, 'fees.day')).length).toBeLessThan(runs.length);
  });

  it("shows an institute its own failures in full, and the portal's without their details", async () => {
    const a = await organisationOf(ownerA);
    await t.database.db.execute(
      sql`insert into job_runs (job, organisation_id, run_key, status, due_at, started_at, finished_at, attempts, error)
          values ('fees.day', ${a}, 'failed-a', 'failed', now(), now(), now(), 5, 'Ananya Rao A-only detail'),
                 ('messages.deliver-due', null, 'failed-all', 'failed', now(), now(), now(), 1, 'Ananya Rao A-only detail')`,
    );
    expect((await jobOf(ownerA, 'fees.day')).lastFailure).toMatchObject({
      message: 'Ananya Rao A-only detail',
    });
    expect((await runsOf(ownerA, 'fees.day'))[0]).toMatchObject({
      status: 'failed',
      error: 'Ananya Rao A-only detail',
    });
    for (const owner of [ownerA, ownerB]) {
      const courier = await jobOf(owner, 'messages.deliver-due');
      expect(courier.lastFailure).toEqual({ at: expect.any(String), message: null });
      expect((await runsOf(owner, 'messages.deliver-due'))[0]).toMatchObject({
        status: 'failed',
        error: null,
      });
    }
    const seenByB = JSON.stringify([await jobsOf(ownerB), await runsOf(ownerB, 'fees.day')]);
    expect(seenByB).not.toContain('Ananya');
    expect((await jobOf(ownerB, 'fees.day')).lastFailure).toBeNull();
  });

  it("shows this node's runs of its own jobs, and refuses to run now what is not the institute's", async () => {
    await t.jobs.runNodeJob('fees.fold-totals');
    const fold = await jobOf(ownerA, 'fees.fold-totals');
    expect(fold.lastRun).toMatchObject({ status: 'done', id: null, result: null });
    expect(await runsOf(ownerA, 'fees.fold-totals')).toHaveLength(1);
    const refused = await call(ownerA, 'POST', '/api/v1/jobs/messages.deliver-due/run');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(jobMessages.cannotRunNow);
    // A name no area declares is not found; one that is not `area.what` is refused as such.
    const unknown = await call(ownerA, 'POST', '/api/v1/jobs/no.such-job/run');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, jobMessages.notFound]);
    expect((await call(ownerA, 'POST', '/api/v1/jobs/No%20such%20job/run')).statusCode).toBe(400);
  });
});
