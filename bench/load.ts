/**
 * The load benchmark (part of `npm run bench`): the documented hot calls at 50 connections on the
 * dataset of dataset.ts, on PGlite and on PostgreSQL (when DATABASE_URL is set), each as requests/s
 * and p99 latency next to the trivial route /api/v1/ping measured on the same server moments before.
 * Then calls of the big organisation against the same calls of the small one (100 times fewer rows):
 * the big one's mean latency must stay within 2× of the small one's. Last, collection at 50
 * connections, counted in receipts/s, its numbers checked gapless and unique afterwards.
 *
 * The shape: each area adds its calls in its own file, and nowhere else.
 *   1. bench/load-<area>.ts exports a `LoadArea` (bench/load-measure.ts):
 *        export const payrollLoad: LoadArea = {
 *          name: 'payroll',                      // what BENCH_LOAD_ONLY selects it by
 *          async measure({ url, big, small, get }) {
 *            return merged([
 *              { calls: await measureEach([['GET /api/v1/pay-runs (big)', get(big, '/api/v1/pay-runs')]]) },
 *              await compare('GET /api/v1/payslips', get(small, '/api/v1/payslips'), get(big, '/api/v1/payslips')),
 *            ]);
 *          },
 *        };
 *      `calls` are read against the baseline; `growth` pairs (from `compare`) big against small.
 *      Names end in "(big)" for the big organisation. Ids an area needs it reads first (dataOf in
 *      load-calls.ts); rows it needs beyond the dataset's it adds in dataset.ts.
 *   2. one line in LOAD_AREAS (bench/load-areas.ts), before the writes if a write would change
 *      what its reads find. This file, the report (load-report.ts) and run.ts need no change.
 *
 *   BENCH_LOAD_SECONDS (default 4) — seconds per measurement; BENCH_LOAD_WARM_SECONDS (default 2) —
 *   seconds of the same call before each, not counted; BENCH_LOAD_CONNECTIONS (default 50);
 *   BENCH_LOAD_PORT (default 3311; PostgreSQL's server the next port);
 *   BENCH_LOAD_PG_PORT (default the next port) — the PostgreSQL run's server port, when another is taken;
 *   BENCH_LOAD_ONLY=fees (an area's name, or several: =search,records) — only the baseline, the
 *   students list (for scale), those areas and collection; BENCH_LOAD_ON=postgres (or pglite).
 *   Areas: core (always), lists, search, records, writes, fees, calendar (the timetable), attendance
 *   (opt-in: only when BENCH_LOAD_ONLY names it; bench/dataset-attendance.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { stopServer } from './server.ts';
import { generateDataset, queryDataset, staffToken } from './dataset.ts';
import type { DatasetCounts } from './dataset.ts';
import { collectCall } from './load-calls.ts';
import { LOAD_AREAS } from './load-areas.ts';
import { linesOf } from './load-report.ts';
import { BIG, SMALL, register, signIn } from './load-accounts.ts';
import { CONNECTIONS, SECONDS, measure, merged, startServer } from './load-measure.ts';
import type { Growth, LoadContext, Measure } from './load-measure.ts';

const ONLY = process.env.BENCH_LOAD_ONLY?.split(',').map((name) => name.trim());
const ON = process.env.BENCH_LOAD_ON;
/** The PGlite server's port; PostgreSQL's is the next (on a shared machine, a block of one's own). */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3311);
if (ONLY) {
  const unknown = ONLY.filter((name) => !LOAD_AREAS.some((area) => area.name === name));
  if (unknown.length)
    throw new Error(
      `BENCH_LOAD_ONLY: no area ${unknown.join(', ')} (${LOAD_AREAS.map((a) => a.name).join(', ')})`,
    );
}

export interface LoadResult {
  label: string;
  dataset: DatasetCounts & { ms: number };
  baseline: Measure;
  calls: Measure[];
  growth: Growth[];
  /** The receipt numbers of the scope collection issued into, after it. */
  receipts: ReceiptNumbers;
}

interface ReceiptNumbers {
  scope: string;
  /** Receipts in the scope, distinct numbers, the lowest and highest, the sequence's last. */
  receipts: number;
  numbers: number;
  first: number;
  last: number;
  counter: number;
  /** Issued by the run, and what autocannon counted as collected. */
  issued: number;
  collected: number;
}

/**
 * The big organisation's receipt numbers in each scope (one statement): a scope is gapless and
 * unique when its receipts, their distinct numbers, its highest number and its counter agree and
 * it starts at 1. `since`: what the run issued.
 */
const RECEIPT_NUMBERS = `
  select n.scope, count(*)::int as receipts, count(distinct p.number)::int as numbers,
         min(substr(p.number, length(n.scope))::int) as first, max(substr(p.number, length(n.scope))::int) as last,
         n.last as counter, (count(*) filter (where p.created_at >= $2))::int as issued
  from number_sequences n
  join fee_payments p on p.organisation_id = n.organisation_id and p.number like replace(n.scope, '#', '%')
  where n.organisation_id = (select organisation_id from users where email = $1)
  group by n.scope, n.last
  order by issued desc
  limit 1`;

/** One database kind: a fresh server, the dataset, every area's calls, then collection. */
async function loadOn(
  label: string,
  env: Record<string, string>,
  target: Parameters<typeof generateDataset>[0],
  port: number,
): Promise<LoadResult> {
  let server = await startServer(env, port);
  await register(server.url, BIG);
  await register(server.url, SMALL);
  await stopServer(server);
  const dataset = await generateDataset(target, { big: BIG, small: SMALL });
  server = await startServer(env, port);
  let result: Omit<LoadResult, 'receipts'>;
  let collecting: { since: string; collected: number };
  try {
    let staff = 0;
    const context: LoadContext = {
      label,
      url: server.url,
      dataset,
      big: await signIn(server.url, BIG),
      small: await signIn(server.url, SMALL),
      only: ONLY !== undefined,
      get: (account, url) => ({ url: `${server.url}${url}`, headers: { cookie: account.cookie } }),
      nextStaff: () => `kaksha_session=${staffToken(1 + (staff++ % dataset.bigStaffSessions))}`,
    };
    const baseline = await measure('GET /api/v1/ping', { url: `${server.url}/api/v1/ping` });
    const areas = [];
    for (const area of LOAD_AREAS)
      if (area.always || !ONLY || ONLY.includes(area.name)) areas.push(await area.measure(context));
    const { calls, growth } = merged(areas);
    // Collection: ₹1 in cash from each of 500 students of the big organisation in turn (50 cashiers
    // at once), each a receipt numbered from the one sequence. Last, as it adds receipts.
    const collect = await measure(
      'POST /api/v1/students/:id/payments (receipts/s)',
      await collectCall(server.url, context.big),
    );
    calls.push(collect);
    collecting = { since: collect.since, collected: collect.total };
    result = { label, dataset, baseline, calls, growth };
  } finally {
    await stopServer(server);
  }
  // With the server stopped (PGlite has one user at a time): the numbers collection issued.
  const [numbers] = await queryDataset<Omit<ReceiptNumbers, 'collected'>>(target, RECEIPT_NUMBERS, [
    BIG,
    collecting.since,
  ]);
  return { ...result, receipts: { ...numbers!, collected: collecting.collected } };
}

/** Runs the load benchmark on PGlite and (with DATABASE_URL) PostgreSQL; returns the lines to print. */
export async function loadBenchmark(): Promise<{ lines: string[]; results: LoadResult[] }> {
  const results: LoadResult[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-load-'));
  try {
    if (ON !== 'postgres')
      results.push(
        await loadOn(
          'PGlite',
          { DATA_DIR: dataDir, DATABASE_URL: '' },
          { pgliteDir: path.join(dataDir, 'pglite') },
          PORT,
        ),
      );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL && ON !== 'pglite') {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `kaksha_load_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = `/${name}`;
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-load-'));
      try {
        results.push(
          await loadOn(
            'PostgreSQL',
            { DATA_DIR: scratch, DATABASE_URL: u.toString() },
            { databaseUrl: u.toString() },
            Number(process.env.BENCH_LOAD_PG_PORT ?? PORT + 1),
          ),
        );
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  return { lines: linesOf(results, { connections: CONNECTIONS, seconds: SECONDS }), results };
}

// `tsx bench/load.ts` runs the load benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  loadBenchmark()
    .then(({ lines }) =>
      console.log(`\nKaksha load benchmark (${os.cpus().length} cores)\n  ${lines.join('\n  ')}\n`),
    )
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
