import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadSettings } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';
import { WRITE_ATTEMPTS } from '../../src/db/rolled-back-again.ts';
import { syncMenus } from '../../src/db/seed.ts';
import { as, registerAndLogin, rowsOf } from '../harness.ts';
import type { Account } from '../harness.ts';
import { createCluster, waitFor } from './support.ts';
import type { Cluster } from './support.ts';

/**
 * A write that PostgreSQL rolls back to end a deadlock is run again and goes through; rolled back on
 * every attempt, the request answers 503 with Retry-After and keeps nothing (decision 055).
 *
 * The deadlock is made, not hoped for: a trigger makes a new board with a code starting DEADLOCK take
 * advisory lock 1 and then 2. Another connection holds 2 and, once the board's write waits for it,
 * asks for 1. Each waits for the other; the board's database checks for deadlocks sooner (its
 * deadlock_timeout is 300 ms, the other connection's a minute), so the board's write is the one
 * rolled back, and the other then lets go of lock 1 for the write's next attempt.
 */

let cluster: Cluster;
let url: string;
let database: Database;
let app: FastifyInstance;
let owner: Account;

beforeAll(async () => {
  cluster = await createCluster();
  url = await cluster.createDatabase('faults_deadlock');
  database = openPostgres(url, { max: 4 });
  await database.migrate();
  await syncMenus(database.db);
  await database.db.execute(sql.raw(`alter database faults_deadlock set deadlock_timeout = '300ms'`));
  await database.db.execute(
    sql.raw(`create function kaksha_locks_one_then_two() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(1); perform pg_advisory_xact_lock(2); return new; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger kaksha_locks_one_then_two before insert on boards
      for each row when (new.code like 'DEADLOCK%') execute function kaksha_locks_one_then_two()`),
  );
  // The pool's connections opened before the database's setting: opened again, they take it.
  await database.close();
  database = openPostgres(url, { max: 4 });
  ({ app } = await buildApp({
    settings: loadSettings({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/kaksha-unused' }),
    database,
    logger: false,
    limits: { registerPerHour: 10_000, loginPerAddress: 10_000, loginPerAccount: 10_000 },
  }));
  await app.ready();
  owner = await registerAndLogin(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

/**
 * Deadlocks the next `times` writes that take lock 1 and then 2, then lets go. Returns a wait for it
 * to be done, which answers how many deadlocks it made.
 */
async function deadlockWrites(times: number): Promise<() => Promise<number>> {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query(`set deadlock_timeout = '60s'`);
  await other.query('select pg_advisory_lock(2)');
  const done = (async () => {
    let made = 0;
    try {
      for (; made < times; made++) {
        await waitFor('a write waiting for lock 2', async () => {
          const waiting = await other.query(
            `select 1 from pg_locks where locktype = 'advisory' and objid = 2 and not granted`,
          );
          return waiting.rowCount! > 0;
        });
        // Granted once PostgreSQL has rolled the write back.
        await other.query('select pg_advisory_lock(1)');
        await other.query('select pg_advisory_unlock(1)');
      }
    } finally {
      await other.query('select pg_advisory_unlock_all()');
      await other.end();
    }
    return made;
  })();
  return () => done;
}

const addBoard = (code: string) =>
  app.inject(as(owner, { method: 'POST', url: '/api/v1/boards', payload: { code, name: `Board ${code}` } }));

const keptOf = async (code: string) => ({
  boards: (await rowsOf(database, sql`select id from boards where code = ${code}`)).length,
  auditLines: (
    await rowsOf(database, sql`select id from audit_log where area = 'board' and entity_id = ${code}`)
  ).length,
});

describe('a write rolled back to end a deadlock', () => {
  it('is run again and goes through: a write with its audit line in one statement', async () => {
    const deadlocks = await deadlockWrites(1);
    const res = await addBoard('DEADLOCK1');
    expect(await deadlocks()).toBe(1);
    expect(res.statusCode, res.body).toBe(201);
    expect(await keptOf('DEADLOCK1')).toEqual({ boards: 1, auditLines: 1 });
  });

  it('is run again, callback and all, as a transaction', async () => {
    const deadlocks = await deadlockWrites(1);
    let runs = 0;
    await database.db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into boards (organisation_id, code, name)
        select organisation_id, 'DEADLOCK2', 'In a transaction' from users where id = ${owner.userId}`);
    });
    expect(await deadlocks()).toBe(1);
    expect(runs).toBe(2);
    expect(await keptOf('DEADLOCK2')).toEqual({ boards: 1, auditLines: 0 });
  });

  it(`answers 503 with Retry-After and keeps nothing when rolled back ${WRITE_ATTEMPTS} times`, async () => {
    const deadlocks = await deadlockWrites(WRITE_ATTEMPTS);
    const res = await addBoard('DEADLOCK3');
    expect(await deadlocks()).toBe(WRITE_ATTEMPTS);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'Another change to the same records was being saved at that moment. Please try again.',
    });
    expect(await keptOf('DEADLOCK3')).toEqual({ boards: 0, auditLines: 0 });
    // A moment later, the same request goes through.
    expect((await addBoard('DEADLOCK3')).statusCode).toBe(201);
  });
});
