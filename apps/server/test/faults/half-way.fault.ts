import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadSettings } from '../../src/config.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';
import { syncMenus } from '../../src/db/seed.ts';
import { registration } from './support.ts';
import { createCluster } from './support.ts';
import type { Cluster } from './support.ts';

/**
 * A multi-step change that fails half-way leaves nothing behind. Registration writes an organisation,
 * its Owner role, the user, the role assignment and an audit row in one transaction; a trigger makes
 * the database refuse one of the later steps, so the organisation row is already written when it fails.
 * Afterwards: a clean 500 (no stack trace), no row of that registration anywhere, and the
 * organisation's id was spent (the sequence moved), which proves the insert happened and was undone.
 * Run on PGlite and on PostgreSQL (a throwaway cluster).
 */

const FAULTS = [
  { step: 'the Owner role', table: 'roles', when: 'new.is_owner' },
  { step: 'the owner user', table: 'users', when: "new.user_name = 'Fault Probe'" },
  { step: 'the role assignment', table: 'user_roles', when: 'true' },
  { step: 'the audit row', table: 'audit_log', when: "new.area = 'organisation'" },
];

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

async function leavesNothingBehind(database: Database) {
  await database.migrate();
  await syncMenus(database.db);
  const { app } = await buildApp({
    settings: loadSettings({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/kaksha-unused' }),
    database,
    logger: false,
    limits: { registerPerHour: 10_000 },
  });
  await app.ready();
  try {
    await database.db.execute(
      sql.raw(`create function kaksha_injected_fault() returns trigger language plpgsql as $$
        begin raise exception 'injected fault in the middle of a registration'; end $$`),
    );
    for (const fault of FAULTS) {
      await database.db.execute(
        sql.raw(`create trigger kaksha_injected_fault before insert on ${fault.table}
          for each row when (${fault.when}) execute function kaksha_injected_fault()`),
      );
      const email = `half.way.${fault.table}.${Date.now()}@faults.kaksha.test`;
      const before = await snapshot(database);
      const res = await register(app, email);
      expect(res.statusCode, `${fault.step}: ${res.body}`).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      const after = await snapshot(database);
      expect(after.rows, `rows left behind when ${fault.step} failed`).toEqual(before.rows);
      expect(after.organisationIds, 'the organisation insert ran before the fault').toBeGreaterThan(
        before.organisationIds,
      );
      expect(await count(database, sql`select count(*) as n from users where email = ${email}`)).toBe(0);
      await database.db.execute(sql.raw(`drop trigger kaksha_injected_fault on ${fault.table}`));
      // Without the fault the same registration goes through: the refusal was the fault's alone.
      expect((await register(app, email)).statusCode).toBe(200);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

const register = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/register', payload: registration(email) });

async function snapshot(database: Database) {
  const tables = ['organisations', 'roles', 'users', 'user_roles', 'role_grants', 'audit_log', 'sessions'];
  const rows: Record<string, number> = {};
  for (const table of tables)
    rows[table] = await count(database, sql.raw(`select count(*) as n from ${table}`));
  const organisationIds = await count(
    database,
    sql.raw(
      `select coalesce(last_value, 0) + (case when is_called then 0 else -1 end) as n from organisations_id_seq`,
    ),
  );
  return { rows, organisationIds };
}

let cluster: Cluster | undefined;
afterAll(async () => {
  await cluster?.destroy();
});

describe('a registration that fails half-way', () => {
  it('leaves nothing behind on PGlite', async () => {
    await leavesNothingBehind(openPglite());
  });

  it('leaves nothing behind on PostgreSQL', async () => {
    cluster = await createCluster();
    await leavesNothingBehind(openPostgres(await cluster.createDatabase('faults_half_way'), { max: 2 }));
  });
});
