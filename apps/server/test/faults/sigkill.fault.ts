import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { call, createCluster, registration, signIn, sleep, startNode } from './support.ts';
import type { Cluster, Node } from './support.ts';

/**
 * The API process killed with SIGKILL in the middle of a stream of writes, six times, on PGlite (a data
 * directory on disk) and on PostgreSQL. Writers create boards (one statement plus its audit row) and
 * register institutes (organisation, Owner role, user, role assignment and audit row in one
 * transaction). After the last kill:
 *   - every write the API acknowledged is stored;
 *   - no registration is half there (an organisation without its owner, a user without a role);
 *   - the server started cleanly every time, on the data as the kill left it, and the session made
 *     before the first kill still works.
 *
 * What we found about PGlite: it writes its files through Node's fs on every commit, so a SIGKILL
 * (unlike a power cut) loses nothing the API acknowledged; no sync or durability setting is needed,
 * and none was changed. (`relaxedDurability` only concerns browser storage.)
 */

// Six kills on each database (ten until 2026-11-28): each restart costs 4–8 s on a slow day, and the
// whole CI ran to 30 min; every round is a trial of its own, and none has ever lost a write.
const ROUNDS = 6;

interface Acked {
  boards: string[];
  registrations: string[];
}

/** Writers until the kill: returns what the API acknowledged before it died. */
async function writeUntilKilled(node: Node, cookie: string, round: number): Promise<Acked> {
  const acked: Acked = { boards: [], registrations: [] };
  let alive = true;
  let sequence = 0;
  let boardAcked: () => void = () => undefined;
  let registrationAcked: () => void = () => undefined;
  const acknowledged = Promise.all([
    new Promise<void>((resolve) => (boardAcked = resolve)),
    new Promise<void>((resolve) => (registrationAcked = resolve)),
  ]);
  const boardWriter = async (w: number) => {
    while (alive) {
      const code = `K${round}W${w}N${++sequence}`;
      const res = await call(`${node.url}/api/v1/boards`, {
        cookie,
        body: { code, name: `Board ${code}` },
      }).catch(() => undefined);
      if (!res) return; // the process is gone
      if (res.status === 201) {
        acked.boards.push(code);
        boardAcked();
      } else throw new Error(`board write answered ${res.status}: ${res.body}`);
    }
  };
  const registrar = async () => {
    while (alive) {
      const email = `kill.${round}.${++sequence}.${Date.now()}@faults.kaksha.test`;
      const res = await call(`${node.url}/register`, { body: registration(email) }).catch(() => undefined);
      if (!res) return;
      if (res.status === 200) {
        acked.registrations.push(email);
        registrationAcked();
      } else throw new Error(`registration answered ${res.status}: ${res.body}`);
    }
  };
  const writers = [boardWriter(1), boardWriter(2), boardWriter(3), registrar()];
  // Kill at a different moment each round, with writes in flight: once the node has taken a write of
  // each kind (however slow a loaded machine makes it), then after a delay that differs per round.
  await Promise.race([acknowledged, Promise.all(writers)]); // a writer's error ends the wait too
  await sleep((round * 137) % 400);
  await node.kill();
  alive = false;
  await Promise.all(writers);
  return acked;
}

interface Store {
  boards(codes: string[]): Promise<string[]>;
  /** Organisations registered with these emails that are not whole: no owner user, role or assignment. */
  incompleteRegistrations(emails: string[]): Promise<string[]>;
  /** Registered emails that are stored. */
  registered(emails: string[]): Promise<string[]>;
  close(): Promise<void>;
}

const INCOMPLETE = `
  select o.su_code from organisations o
  where not exists (
    select 1 from users u
    join user_roles ur on ur.user_id = u.id
    join roles r on r.id = ur.role_id and r.is_owner
    where u.organisation_id = o.id and r.organisation_id = o.id)
  or not exists (select 1 from audit_log a where a.organisation_id = o.id and a.area = 'organisation')`;

function sqlStore(
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>,
  close: () => Promise<void>,
): Store {
  return {
    boards: async (codes) =>
      (await query<{ code: string }>('select code from boards where code = any($1)', [codes])).map(
        (r) => r.code,
      ),
    registered: async (emails) =>
      (await query<{ email: string }>('select email from users where email = any($1)', [emails])).map(
        (r) => r.email,
      ),
    incompleteRegistrations: async () => (await query<{ su_code: string }>(INCOMPLETE)).map((r) => r.su_code),
    close,
  };
}

async function killRepeatedly(env: Record<string, string>, openStore: () => Promise<Store>) {
  let node = await startNode(env);
  const cookie = await signIn(node.url);
  const all: Acked = { boards: [], registrations: [] };
  const starts: number[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const acked = await writeUntilKilled(node, cookie, round);
      expect(acked.boards.length, `round ${round}: boards acknowledged before the kill`).toBeGreaterThan(0);
      expect(acked.registrations.length, `round ${round}: registrations acknowledged`).toBeGreaterThan(0);
      all.boards.push(...acked.boards);
      all.registrations.push(...acked.registrations);
      // A clean start on whatever the kill left behind.
      node = await startNode(env);
      starts.push(Math.round(node.readyMs));
      expect(node.output()).not.toMatch(/could not start|Error:/);
      expect((await call(`${node.url}/api/v1/health`)).json()).toMatchObject({ ok: true });
      // The session from before the first kill is still valid, and the last acknowledged write is there.
      expect((await call(`${node.url}/api/v1/session`, { cookie })).status).toBe(200);
      const last = acked.boards.at(-1)!;
      const list = await call(`${node.url}/api/v1/boards?q=${encodeURIComponent(last)}`, { cookie });
      expect(list.json<{ data: { code: string }[] }>().data.map((b) => b.code)).toContain(last);
    }
  } finally {
    await node.stop();
  }
  console.info(
    `${ROUNDS} kills: ${all.boards.length} board writes and ${all.registrations.length} registrations acknowledged; ` +
      `restarts took ${starts.join(', ')} ms`,
  );

  const store = await openStore();
  try {
    expect((await store.boards(all.boards)).sort()).toEqual([...all.boards].sort());
    expect((await store.registered(all.registrations)).sort()).toEqual([...all.registrations].sort());
    expect(await store.incompleteRegistrations(all.registrations)).toEqual([]);
  } finally {
    await store.close();
  }
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('SIGKILL during a stream of writes', () => {
  it(`loses no acknowledged write on PGlite, ${ROUNDS} times`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-faults-pglite-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killRepeatedly({ DATA_DIR: dataDir }, async () => {
      const database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
      const client = (
        database.db as unknown as { $client: { query<T>(q: string, p?: unknown[]): Promise<{ rows: T[] }> } }
      ).$client;
      return sqlStore(
        async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        () => database.close(),
      );
    });
  });

  it(`loses no acknowledged write on PostgreSQL, ${ROUNDS} times`, async () => {
    const cluster: Cluster = await createCluster();
    cleanup.push(() => cluster.destroy());
    const url = await cluster.createDatabase('faults_kill');
    await killRepeatedly({ DATABASE_URL: url }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return sqlStore(
        async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
        () => client.end(),
      );
    });
  });
});
