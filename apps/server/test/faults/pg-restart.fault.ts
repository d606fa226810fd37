import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCluster, signIn, sleep, startNode } from './support.ts';
import type { Cluster, Node } from './support.ts';

/**
 * PostgreSQL restarted under load. A stream of reads (the session check every page makes), writes
 * (new boards) and health probes runs against a real API process while its PostgreSQL — a throwaway
 * cluster of this test's own — is stopped for 1.5 s and started again.
 *   - the API never crashes and always answers (no refused connections, no 500);
 *   - while the database is away it answers 503 with Retry-After;
 *   - within 1 s of the database accepting connections again, everything is served normally;
 *   - every write it acknowledged is stored, and sessions made before the restart still work.
 */

interface Sample {
  kind: 'session' | 'write' | 'health';
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  body: string;
  code?: string;
  error?: string;
}

let cluster: Cluster;
let node: Node;
let databaseUrl: string;

beforeAll(async () => {
  cluster = await createCluster();
  databaseUrl = await cluster.createDatabase('faults_restart');
  node = await startNode({ DATABASE_URL: databaseUrl });
});
afterAll(async () => {
  await node?.stop();
  await cluster?.destroy();
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After while it is away, never crashes, and recovers within 1 s', async () => {
    const cookie = await signIn(node.url);
    const samples: Sample[] = [];
    let running = true;
    let sequence = 0;

    const worker = async (index: number) => {
      const kinds = ['session', 'write', 'health'] as const;
      for (let i = index; running; i++) {
        const kind = kinds[i % kinds.length]!;
        const code = kind === 'write' ? `R${index}X${++sequence}` : undefined;
        const start = performance.now();
        try {
          const res =
            kind === 'session'
              ? await call(`${node.url}/api/v1/session`, { cookie })
              : kind === 'write'
                ? await call(`${node.url}/api/v1/boards`, { cookie, body: { code, name: `Board ${code}` } })
                : await call(`${node.url}/api/v1/health`);
          samples.push({
            kind,
            start,
            end: performance.now(),
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: res.body,
            code,
          });
        } catch (err) {
          samples.push({
            kind,
            start,
            end: performance.now(),
            status: 0,
            retryAfter: null,
            body: '',
            error: String(err),
          });
          await sleep(20);
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));

    await sleep(1_000);
    const downAt = performance.now();
    await cluster.stop();
    await sleep(1_500);
    await cluster.start(); // returns once the server accepts connections
    const backAt = performance.now();
    await sleep(2_500);
    running = false;
    await Promise.all(workers);

    const during = samples.filter((s) => s.start >= downAt && s.end <= backAt);
    const after = samples.filter((s) => s.start >= backAt);
    const firstOk = after.find((s) => s.status < 300);
    const lateFailures = after.filter((s) => s.start >= backAt + 1_000 && s.status >= 300);
    const summary = {
      total: samples.length,
      before: samples.filter((s) => s.end < downAt).length,
      during: during.length,
      during503: during.filter((s) => s.status === 503).length,
      after: after.length,
      firstOkAfterMs: firstOk ? Math.round(firstOk.end - backAt) : null,
    };
    console.info('PostgreSQL restart under load:', JSON.stringify(summary));

    // The API process lived through it and answered every request.
    expect(node.alive(), node.output().slice(-4000)).toBe(true);
    expect(samples.filter((s) => s.error).map((s) => s.error)).toEqual([]);
    // Nothing but success or "briefly unavailable": no 500, no stack trace.
    const unexpected = samples.filter((s) => ![200, 201, 503].includes(s.status));
    expect(unexpected.map((s) => `${s.kind} ${s.status} ${s.body.slice(0, 200)}`)).toEqual([]);
    for (const s of samples.filter((x) => x.status === 503)) {
      expect(Number(s.retryAfter)).toBeGreaterThanOrEqual(1);
      const body = JSON.parse(s.body) as { code?: string; database?: string };
      if (s.kind === 'health') expect(body.database).toBe('down');
      else expect(body.code).toBe('UNAVAILABLE');
      expect(s.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|ECONNREFUSED/);
    }
    // The outage was seen by reads, writes and the health check alike.
    for (const kind of ['session', 'write', 'health'] as const) {
      expect(during.filter((s) => s.kind === kind && s.status === 503).length, kind).toBeGreaterThan(0);
    }
    // Back to normal within 1 s of the database's return, and normal from then on.
    expect(summary.firstOkAfterMs).not.toBeNull();
    expect(summary.firstOkAfterMs!).toBeLessThanOrEqual(1_000);
    expect(lateFailures.map((s) => `${s.kind} ${s.status}`)).toEqual([]);
    expect(samples.filter((s) => s.start >= backAt + 1_000).length).toBeGreaterThan(20);

    // The session made before the restart is still valid.
    expect((await call(`${node.url}/api/v1/session`, { cookie })).status).toBe(200);

    // Every acknowledged write is stored.
    const acknowledged = samples.filter((s) => s.kind === 'write' && s.status === 201).map((s) => s.code!);
    expect(acknowledged.length).toBeGreaterThan(10);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ code: string }>('select code from boards where code = any($1)', [
        acknowledged,
      ]);
      expect(rows.map((r) => r.code).sort()).toEqual([...acknowledged].sort());
    } finally {
      await client.end();
    }
  });
});
