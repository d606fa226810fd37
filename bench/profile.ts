/**
 * Where a call's time goes: `DATABASE_URL=… npx tsx bench/profile.ts /api/v1/users?page=1&pageSize=20`
 * starts the server under `node --cpu-prof` on the load benchmark's dataset (PostgreSQL when
 * DATABASE_URL is set, else PGlite), loads the call at 50 connections as the big organisation's
 * owner, stops the server, and prints the functions and packages that took the most CPU (self time).
 * The .cpuprofile is kept (its path is printed) for Chrome DevTools or speedscope.
 *   BENCH_PROFILE_SECONDS (default 8); a second argument `POST` with a JSON body as the third, in
 *   which `{n}` becomes a nine-digit number of its own in every request (for writes of unique codes
 *   or mobiles): bench/profile.ts /api/v1/boards POST '{"code":"P{n}","name":"Board {n}"}'
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateDataset } from './dataset.ts';
import { BIG, SMALL, register, signIn } from './load-accounts.ts';
import { startServer } from './load-measure.ts';
import { stopServer } from './server.ts';

const [call = '/api/v1/users?page=1&pageSize=20', method = 'GET', body] = process.argv.slice(2);
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 8);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and per package (node_modules/<name>, our own files, node internals). */
function summarise(profile: CpuProfile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const fns = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, '');
    const pkg = where.includes('node_modules/')
      ? where
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, where.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : where.includes('/apps/') || where.includes('/packages/')
        ? 'kaksha: ' +
          where
            .split(/\/(?=apps\/|packages\/)/)
            .pop()!
            .split('/')
            .slice(0, 4)
            .join('/')
        : where
          ? 'node: ' + where.split('/').slice(-1)[0]
          : `(${functionName || 'native'})`;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${path.basename(where)}:${lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  const rank = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    'self time by package:',
    ...rank(packages).map(([k, us]) => `  ${pct(us)}  ${k}`),
    'self time by function:',
    ...rank(fns).map(([k, us]) => `  ${pct(us)}  ${k}`),
  ];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-profile-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-cpuprofile-'));
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let target: Parameters<typeof generateDataset>[0] = { pgliteDir: path.join(dataDir, 'pglite') };
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `kaksha_profile_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    env = { DATA_DIR: dataDir, DATABASE_URL: u.toString() };
    target = { databaseUrl: u.toString() };
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  try {
    let server = await startServer(env, 3321);
    await register(server.url, BIG);
    await register(server.url, SMALL);
    await stopServer(server);
    await generateDataset(target, { big: BIG, small: SMALL });
    server = await startServer(env, 3321, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    const { cookie } = await signIn(server.url, BIG);
    let sent = 0;
    const result = await autocannon({
      url: `${server.url}${call}`,
      method: method as 'GET',
      connections: 50,
      duration: SECONDS,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body
        ? {
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  body: body.replaceAll('{n}', String(++sent).padStart(9, '0')),
                }),
              },
            ],
          }
        : {}),
    });
    await stopServer(server);
    const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    console.log(
      `\n${method} ${call}: ${Math.round(result.requests.average)} req/s, mean ${result.latency.mean} ms, ` +
        `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx\n${summarise(profile).join('\n')}\n` +
        `profile: ${path.join(profileDir, file)}\n`,
    );
  } finally {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
