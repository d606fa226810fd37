/**
 * `npm run bench`: every figure is measured in this one run, and API throughput is reported as a
 * ratio to a trivial route measured on the same server moments before, so the machine's speed cancels out.
 *   - /api/menus requests/s vs /api/v1/ping, on PGlite, and on PostgreSQL when DATABASE_URL is set
 *   - gzipped JS that a browser loads for the first view of /home and of the admin login page
 *   - start-up time on an existing data directory
 *   - the hot calls at 50 connections on a dataset of 200 organisations, and list latency as an
 *     organisation grows 100-fold (bench/load.ts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { learningLines, learningRatios, seedLearningBench } from './learning.ts';
import { loadBenchmark } from './load.ts';
import { startServer as startBenchServer, stopServer } from './server.ts';

const PASSWORD = 'bench-owner-secret';
const EMAIL = 'owner@demo.kaksha.local';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** The server with the demo owner this benchmark signs in as. */
const startServer = (env: Record<string, string>, port: number) =>
  startBenchServer({ DEMO_ADMIN_PASSWORD: PASSWORD, DEMO_ADMIN_EMAIL: EMAIL, ...env }, port);

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: 10, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function apiRatio(label: string, url: string) {
  const cookie = await signIn(url);
  await load({ url: `${url}/api/v1/ping`, duration: 1 }); // warm-up
  const baseline = await load({ url: `${url}/api/v1/ping` });
  const menus = await load({
    url: `${url}/api/menus`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ SUCode: 'DEMO01', EmailID: EMAIL }),
  });
  const ratio = menus.requests.average / baseline.requests.average;
  return {
    label,
    baseline: Math.round(baseline.requests.average),
    menus: Math.round(menus.requests.average),
    ratio,
    p99: menus.latency.p99,
  };
}

/** Gzipped bytes of every script the page loads before it is idle: the first-load JS a visitor pays for. */
async function firstLoadJs(url: string, pagePath: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.ok()
          ? response.body().then((b) => gzipSync(b, { level: 9 }).length)
          : Promise.reject(
              new Error(`${response.url()} answered ${response.status()}: is apps/web/dist fresh?`),
            ),
      );
    });
    await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
    return (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

const fmtKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (r: number) => `${(r * 100).toFixed(0)}%`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-'));
  const lines: string[] = [];
  try {
    // First start creates and seeds the database; the second measures a start on existing data.
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    const home = await firstLoadJs(first.url, '/home');
    const login = await firstLoadJs(first.url, '/kakshaadmin');
    await stopServer(first);
    await seedLearningBench({ pgliteDir: path.join(dataDir, 'pglite') });
    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    const pglite = await apiRatio('PGlite', second.url);
    const learning = [await learningRatios('PGlite', second.url)];
    await stopServer(second);

    lines.push(
      `first-load JS (gzip): /home ${fmtKb(home)} (aim ≤ 130 KB), /kakshaadmin ${fmtKb(login)} (aim ≤ 130 KB)`,
    );
    lines.push(`start-up on an existing data directory: ${Math.round(second.readyMs)} ms (aim ≤ 3000 ms)`);
    const results = [pglite];

    if (process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const db = `kaksha_bench_${process.pid}`;
      await admin.query(`CREATE DATABASE ${db}`);
      try {
        const u = new URL(process.env.DATABASE_URL);
        u.pathname = `/${db}`;
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: u.toString() }, 3302);
        results.push(await apiRatio('PostgreSQL', server.url));
        await seedLearningBench({ databaseUrl: u.toString() });
        learning.push(await learningRatios('PostgreSQL', server.url));
        await stopServer(server);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        await admin.end();
      }
    }
    for (const r of results) {
      lines.push(
        `/api/menus on ${r.label}: ${r.menus} req/s vs baseline /api/v1/ping ${r.baseline} req/s = ${pct(r.ratio)} of baseline` +
          ` (p99 ${r.p99} ms; aim ≥ 30% on PostgreSQL)`,
      );
    }
    lines.push(...learningLines(learning));
    // The hot calls at 50 connections on 200 organisations (bench/load.ts, bench/dataset.ts).
    lines.push(...(await loadBenchmark()).lines);
    console.log(
      `\nKaksha benchmark (${DURATION} s per load, 10 connections, ${os.cpus().length} cores)\n  ${lines.join('\n  ')}\n`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
