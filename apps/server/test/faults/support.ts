/**
 * Helpers for the fault suite (`npm run test:faults`): real server processes, a throwaway PostgreSQL
 * cluster of our own (never the shared one), a private Redis, and a small HTTP client. Every process
 * started here is stopped by its own id.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { START_FLAGS, buildServer } from '../../build.ts';

const run = promisify(execFile);
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---- the API as a real process ----

export interface Node {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Milliseconds from spawn to "Kaksha is running". */
  readyMs: number;
  /** SIGTERM, wait for the exit; returns the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, wait for the exit. */
  kill(): Promise<void>;
  alive(): boolean;
}

/**
 * The server as `npm start` runs it, one bundled file (dist/main.js, decision 043), built once per test
 * file from the tree as it is: the faults are tried on what ships. From the sources through tsx each
 * start took about a second longer, and the suite starts a node some twenty times.
 */
let bundle: Promise<string> | undefined;

export const DEMO_EMAIL = 'owner@faults.kaksha.test';
export const DEMO_PASSWORD = 'faults-owner-secret';

export async function startNode(env: Record<string, string>, options: { port?: number } = {}): Promise<Node> {
  const port = options.port ?? (await freePort());
  const main = await (bundle ??= buildServer());
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_ADMIN_EMAIL: DEMO_EMAIL,
      DEMO_ADMIN_PASSWORD: DEMO_PASSWORD,
      REGISTER_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready after 90 s:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes('Kaksha is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  const readyMs = performance.now() - started;
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    readyMs,
    alive,
    stop: async () => {
      if (!alive()) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

// ---- HTTP ----

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export async function call(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, json: <T>() => JSON.parse(body) as T };
}

export async function signIn(url: string, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(`${url}/api/login`, { body: { email, password } });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  return cookie;
}

export const registration = (email: string) => ({
  email,
  mobile: '9876543210',
  whatsapp: '9876543210',
  password: 'fault suite passphrase',
  createdBy: 'Fault Probe',
});

// ---- a throwaway PostgreSQL cluster ----

export interface Cluster {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/<database> */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  start(): Promise<void>;
  /** Fast shutdown: sessions are ended (57P01), new connections refused. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program; as root, as the postgres user (the server refuses to run as root). */
async function pgRun(program: string, args: string[]) {
  const binary = path.join(PG_BIN, program);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

/**
 * initdb in a temp dir and a server on a free loopback port, so that restarting it disturbs nobody
 * else's tests. fsync is off: this cluster is thrown away, and the faults here are of the API process.
 */
export async function createCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-faults-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await pgRun('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c max_connections=60',
    '-c shared_buffers=32MB',
  ].join(' ');
  const start = async () => {
    await pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const pg = (await import('pg')).default;
  return {
    port,
    url,
    start,
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    destroy: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- a private Redis ----

export interface RedisServer {
  port: number;
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

/** redis-server on a free loopback port, without persistence; killed by its own pid. */
export async function createRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(
      `redis on ${port}`,
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
    );
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: async () => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGKILL');
      await exited;
    },
  };
}
