/**
 * The load benchmark (part of `npm run bench`): the documented hot calls at 50 connections on the
 * dataset of dataset.ts, on PGlite and on PostgreSQL (when DATABASE_URL is set), each as requests/s
 * and p99 latency next to the trivial route /api/v1/ping measured on the same server moments before.
 * Then the lists of the big organisation against the same lists of the small one (100 times fewer
 * rows): the big one's mean latency must stay within 2× of the small one's. Fees (issue 18): the
 * dues list and the day book are lists here too (200,000 receipts against 2,000), and collection
 * at 50 connections is counted in receipts/s, its numbers checked gapless and unique afterwards.
 *
 *   BENCH_LOAD_SECONDS (default 4) — seconds per measurement; BENCH_LOAD_WARM_SECONDS (default 2) —
 *   seconds of the same call before each, not counted; BENCH_LOAD_CONNECTIONS (default 50);
 *   BENCH_LOAD_ONLY=fees — only the baseline, the students list (for scale), the fee lists and
 *   collection (=calendar: the calendars instead of the fee lists); BENCH_LOAD_ON=postgres (or pglite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter } from './cpu.ts';
import type { CpuPerRequest } from './cpu.ts';
import { startServer as startBenchServer, stopServer } from './server.ts';
import { generateDataset, queryDataset, staffToken } from './dataset.ts';
import type { DatasetCounts } from './dataset.ts';
import { collectCall, dataOf, deskWrites, timetableCalls } from './load-calls.ts';
import { linesOf } from './load-report.ts';
import { register, signIn } from './load-accounts.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
/**
 * Every call is measured warm, after this long of itself uncounted: a call's own code (a write's body
 * parsing, validation and reply) is compiled by V8 in its first seconds, and a cold 4 s run of the
 * boards write counted that compiling (531–800 writes/s cold, 964–1,212 warm: docs/benchmarks.md).
 */
const WARM_SECONDS = Number(process.env.BENCH_LOAD_WARM_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
export const BIG = 'owner.big@bench.kaksha.test';
export const SMALL = 'owner.small@bench.kaksha.test';
/** The first and last day of the calendar month three months ago: a month of the day book. */
function pastMonth(): { from: string; to: string } {
  const now = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))),
    to: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 0))),
  };
}
const DAY_BOOK = pastMonth();
/** The list endpoints compared between the big and the small organisation. */
const LISTS = [
  '/api/v1/users?page=1&pageSize=20',
  '/api/v1/teachers?page=1&pageSize=20',
  '/api/v1/audit?page=1&pageSize=20',
  '/api/v1/students?page=1&pageSize=20',
  '/api/v1/enquiries?page=1&pageSize=20',
];
/**
 * The fee lists, compared the same way (at 10 connections until their page and summary were one
 * statement: at 50 the dues list then waited longer than the pool's 3 s for a connection —
 * docs/benchmarks.md, "Fees at scale" and "A page's summary in its statement").
 */
const FEE_LISTS = [
  // PendingFees: everyone who owes, then those owing for more than 90 days.
  '/api/v1/fees/pending?page=1&pageSize=20',
  '/api/v1/fees/pending?page=1&pageSize=20&ageing=d90plus',
  // PaidFees (the day book): a month's receipts, ~20,000 for the big organisation.
  `/api/v1/fees/collections?page=1&pageSize=20&from=${DAY_BOOK.from}&to=${DAY_BOOK.to}`,
];
const ONLY = process.env.BENCH_LOAD_ONLY;
const [FEES_ONLY, CALENDAR_ONLY] = [ONLY === 'fees', ONLY === 'calendar'];
const ON = process.env.BENCH_LOAD_ON;

/** The server with the load's settings; its process is whose CPU the measurements count. */
export async function startServer(env: Record<string, string>, port: number, nodeFlags: string[] = []) {
  const server = await startBenchServer(
    { DEMO_ADMIN_PASSWORD: 'bench-demo-secret', ...env },
    port,
    nodeFlags,
  );
  if (server.child.pid !== undefined) serverPids.set(server.url, server.child.pid);
  return server;
}

export interface Measure {
  call: string;
  rps: number;
  p99: number;
  mean: number;
  /** Requests answered as expected. */
  total: number;
  /** CPU a request of the API server and of PostgreSQL (bench/cpu.ts). */
  cpu?: CpuPerRequest;
  /** When the counted run began, after the warm-up (ISO). */
  since: string;
}

/** The process of the server answering at an origin: whose CPU a measurement counts. */
const serverPids = new Map<string, number>();

/** `refused`: the call is a refusal (409) every time, as a clash check that finds a clash. */
async function measure(call: string, options: autocannon.Options, refused = false): Promise<Measure> {
  // Requests still queued at the end of a run (PGlite answers one query at a time) must not slow the
  // next: the health check touches the database, so it returns once they are done.
  const drained = () => fetch(new URL('/api/v1/health', String(options.url)));
  if (WARM_SECONDS > 0) {
    await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_SECONDS });
    await drained();
  }
  const since = new Date().toISOString();
  const cpu = cpuMeter(serverPids.get(new URL(String(options.url)).origin));
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const spent = cpu.per(result.requests.total);
  await drained();
  const wrong = refused
    ? result.requests.total - (result.statusCodeStats?.['409']?.count ?? 0)
    : result.non2xx;
  if (wrong > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${call}: ${wrong} unexpected answers, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  return {
    call,
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.mean,
    total: result.requests.total,
    cpu: spent,
    since,
  };
}

export interface LoadResult {
  label: string;
  dataset: DatasetCounts & { ms: number };
  baseline: Measure;
  calls: Measure[];
  growth: { list: string; small: Measure; big: Measure }[];
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

/** One database kind: a fresh server, the dataset, the hot calls, the lists big against small. */
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
    const big = await signIn(server.url, BIG);
    const small = await signIn(server.url, SMALL);
    const get = (account: { cookie: string }, url: string) => ({
      url: `${server.url}${url}`,
      headers: { cookie: account.cookie },
    });

    let staff = 0;
    const nextStaff = () => `kaksha_session=${staffToken(1 + (staff++ % dataset.bigStaffSessions))}`;
    const baseline = await measure('GET /api/v1/ping', { url: `${server.url}/api/v1/ping` });
    let board = 0;
    const calls: Measure[] = [];
    if (ONLY) calls.push(await measure('GET /api/v1/students (big)', get(big, LISTS[3]!)));
    else calls.push(await measure('GET /api/v1/session', get(big, '/api/v1/session')));
    if (!ONLY) {
      calls.push(
        await measure('POST /api/menus', {
          url: `${server.url}/api/menus`,
          method: 'POST',
          headers: { cookie: big.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ SUCode: big.suCode, EmailID: BIG }),
        }),
      );
      calls.push(await measure('GET /api/v1/me/access', get(big, '/api/v1/me/access')));
      // The same calls as the big organisation's staff, each call a different one of them: the node
      // remembers a session for a second (SESSION_CACHE_MS), and with 20,000 signed in none is
      // remembered by the time its user calls again, so every call reads its session and grants.
      for (const path of ['/api/v1/session', '/api/v1/centres?page=1&pageSize=20'])
        calls.push(
          await measure(
            `GET ${path.split('?')[0]} (big, each call another of ${dataset.bigStaffSessions} staff)`,
            {
              url: `${server.url}${path}`,
              requests: [{ setupRequest: (request) => ({ ...request, headers: { cookie: nextStaff() } }) }],
            },
          ),
        );
      for (const list of [
        ...LISTS,
        '/api/v1/centres?page=1&pageSize=20',
        '/api/v1/boards?page=1&pageSize=20',
        '/api/v1/messages?page=1&pageSize=20',
        // The operations areas' other lists (issue 12: every list of them, with the same ratios).
        '/api/v1/batches?page=1&pageSize=20',
        '/api/v1/sessions/upcoming',
        '/api/v1/fee-plans?page=1&pageSize=20',
        '/api/v1/coupons?page=1&pageSize=20',
        '/api/v1/demo-classes?page=1&pageSize=20',
        // Searches (decision 033): a number nobody has, and a common surname (2,000 of 20,000 students).
        '/api/v1/students?page=1&pageSize=20&q=43210',
        '/api/v1/students?page=1&pageSize=20&q=sharma',
        '/api/v1/users?page=1&pageSize=20&q=4321',
        '/api/v1/enquiries?page=1&pageSize=20&q=4321',
        '/api/v1/enquiries/board',
        '/api/v1/enquiries/summary',
        '/api/v1/enquiries?page=1&pageSize=20&followUp=overdue',
      ]) {
        calls.push(
          await measure(
            `GET ${list.replace('?page=1&pageSize=20', '').replace('&', '?')} (big)`,
            get(big, list),
          ),
        );
      }
      // The records the desk opens most: an enquiry and a student's profile, each with its timeline,
      // and the fee statement (dues, concessions, receipts) of the student who owes longest. Each is
      // one statement (decision 052).
      const [enquiry] = await dataOf<{ id: number }>(server.url, big, '/api/v1/enquiries?page=1&pageSize=1');
      const [student] = await dataOf<{ id: number }>(server.url, big, '/api/v1/students?page=1&pageSize=1');
      const [owing] = await dataOf<{ studentId: number }>(
        server.url,
        big,
        '/api/v1/fees/pending?page=1&pageSize=1',
      );
      for (const [call, path] of [
        ['GET /api/v1/enquiries/:id (big)', `/api/v1/enquiries/${enquiry!.id}`],
        ['GET /api/v1/students/:id (big)', `/api/v1/students/${student!.id}`],
        ['GET /api/v1/students/:id/fees (big)', `/api/v1/students/${owing!.studentId}/fees`],
      ] as const)
        calls.push(await measure(call, get(big, path)));
      calls.push(
        await measure('POST /api/v1/boards (a write)', {
          url: `${server.url}/api/v1/boards`,
          method: 'POST',
          headers: { cookie: big.cookie, 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ code: `L${label[1]}${++board}`, name: `Load board ${board}` }),
              }),
            },
          ],
        }),
      );
      // The front desk's writes: an enquiry (its audit line, a follow-up, a thank-you message queued)
      // and an admission (a gapless admission number, a guardian, the audit line).
      for (const write of await deskWrites(server.url, big))
        calls.push(await measure(write.call, write.options));
    }
    const growth: LoadResult['growth'] = [];
    for (const [list, fees] of [
      ...(ONLY ? [] : LISTS.map((l) => [l, false] as const)),
      ...(CALENDAR_ONLY ? [] : FEE_LISTS.map((l) => [l, true] as const)),
    ]) {
      const smallRun = await measure(`GET ${list} (small)`, get(small, list));
      const bigRun = await measure(`GET ${list} (big)`, get(big, list));
      if (!fees) {
        growth.push({ list: list.split('?')[0]!, small: smallRun, big: bigRun });
        continue;
      }
      // The fee lists are not among the hot calls above: the big one's run is shown there too.
      const name = `GET ${list.replace(/\?page=1&pageSize=20&?/, '?').replace(/\?$/, '')}`;
      calls.push({ ...bigRun, call: `${name} (big)` });
      growth.push({ list: name, small: smallRun, big: bigRun });
    }
    // The timetable: a teacher's calendar month, and the clash check refusing a move (a batch's class
    // onto the time of its next one), big (1,000 batches, ~260,000 sessions) against small (10).
    const calendars = FEES_ONLY
      ? []
      : await Promise.all([big, small].map((account) => timetableCalls(server.url, account)));
    // The one calendar (issue 63): a teacher's month of every kind, and the institute's whole day.
    const [bc, sc] = calendars;
    for (const [name, bigCall, smallCall] of FEES_ONLY
      ? []
      : ([
          ['GET /api/v1/teachers/:id/sessions (a month)', bc!.month, sc!.month],
          ['GET /api/v1/bookings?teacherId (a month, every kind)', bc!.bookingsMonth, sc!.bookingsMonth],
          ['GET /api/v1/bookings (the institute’s day)', bc!.instituteDay, sc!.instituteDay],
          ['POST /api/v1/sessions/:id/reschedule (refused: clash)', bc!.clash, sc!.clash],
        ] as const)) {
      const smallRun = await measure(`${name} (small)`, smallCall, name.includes('refused'));
      const bigRun = await measure(`${name} (big)`, bigCall, name.includes('refused'));
      calls.push({ ...bigRun, call: `${name} (big)` });
      growth.push({ list: name, small: smallRun, big: bigRun });
    }
    // Collection: ₹1 in cash from each of 500 students of the big organisation in turn (50 cashiers
    // at once), each a receipt numbered from the one sequence. Last, as it adds receipts.
    const collect = await measure(
      'POST /api/v1/students/:id/payments (receipts/s)',
      await collectCall(server.url, big),
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
          3311,
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
            3312,
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
