import autocannon from 'autocannon';
import { cpuMeter } from './cpu.ts';
import type { CpuPerRequest } from './cpu.ts';
import type { DatasetCounts } from './dataset.ts';
import { startServer as startBenchServer } from './server.ts';

// What every area of the load benchmark measures with (bench/load.ts explains the shape): one
// measurement at 50 connections, warm, and the context an area's calls run in.

export const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
/**
 * Every call is measured warm, after this long of itself uncounted: a call's own code (a write's body
 * parsing, validation and reply) is compiled by V8 in its first seconds, and a cold 4 s run of the
 * boards write counted that compiling (531–800 writes/s cold, 964–1,212 warm: docs/benchmarks.md).
 */
const WARM_SECONDS = Number(process.env.BENCH_LOAD_WARM_SECONDS ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);

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

/** A call of the big organisation against the same call of the small one (100 times fewer rows). */
export interface Growth {
  list: string;
  small: Measure;
  big: Measure;
}

/** What an area measured: its hot calls (read against the baseline) and its big-against-small pairs. */
export interface AreaResult {
  calls: Measure[];
  growth?: Growth[];
}

export interface Account {
  cookie: string;
  suCode: string;
}

/** What an area's calls run against: the server with the dataset, the two owners signed in. */
export interface LoadContext {
  /** 'PGlite' or 'PostgreSQL'. */
  label: string;
  /** The server's origin, e.g. http://127.0.0.1:3311. */
  url: string;
  dataset: DatasetCounts;
  big: Account;
  small: Account;
  /** Only some areas run (BENCH_LOAD_ONLY): the core area then measures one list for scale. */
  only: boolean;
  /** A GET of `path` as the account, as autocannon options. */
  get: (account: Account, path: string) => autocannon.Options;
  /** A session cookie of the next of the big organisation's signed-in staff, in turn. */
  nextStaff: () => string;
}

/** An area of the load benchmark: `name` is what BENCH_LOAD_ONLY selects it by. */
export interface LoadArea {
  name: string;
  /** Runs whatever BENCH_LOAD_ONLY says (the ping-like calls every run reads against). */
  always?: boolean;
  measure: (context: LoadContext) => Promise<AreaResult>;
}

/** The process of the server answering at an origin: whose CPU a measurement counts. */
const serverPids = new Map<string, number>();

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

/** `refused`: the call is a refusal (409) every time, as a clash check that finds a clash. */
export async function measure(call: string, options: autocannon.Options, refused = false): Promise<Measure> {
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

/** Measures the hot calls one after the other, each `[name, options]` (a name ends in "(big)" etc.). */
export async function measureEach(
  calls: readonly (readonly [string, autocannon.Options])[],
): Promise<Measure[]> {
  const measured: Measure[] = [];
  for (const [call, options] of calls) measured.push(await measure(call, options));
  return measured;
}

/**
 * The small organisation's call, then the big one's, as a growth pair; the big run is a hot call too
 * (named `${name} (big)`) unless `hot` is false (the plain lists, whose big run is among the hot calls).
 */
export async function compare(
  name: string,
  small: autocannon.Options,
  big: autocannon.Options,
  options: { refused?: boolean; hot?: boolean } = {},
): Promise<AreaResult> {
  const smallRun = await measure(`${name} (small)`, small, options.refused);
  const bigRun = await measure(`${name} (big)`, big, options.refused);
  return {
    calls: options.hot === false ? [] : [{ ...bigRun, call: `${name} (big)` }],
    growth: [{ list: name, small: smallRun, big: bigRun }],
  };
}

/** The areas' results as one. */
export function merged(results: readonly AreaResult[]): Required<AreaResult> {
  return {
    calls: results.flatMap((r) => r.calls),
    growth: results.flatMap((r) => r.growth ?? []),
  };
}
