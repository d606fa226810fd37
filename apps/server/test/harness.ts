import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Limits } from '../src/context.ts';
import { loadSettings } from '../src/config.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import type { SessionCache } from '../src/modules/account/session-cache.ts';
import type { ChapterManagerLists } from '../src/modules/learning/remembered.ts';
import type { OidcTestHooks } from '../src/modules/account/google.service.ts';
import type { Courier, MessagePolicy } from '../src/modules/messages/courier.ts';
import type { JobRunner } from '../src/lib/jobs/runner.ts';
import { withDatabase } from './global-setup.ts';
import { expectKeptCountsAgree } from './helpers/kept-counts.ts';
import { expectKeptJsonAgrees } from './helpers/kept-json.ts';

/** A fresh database copied from the run's migrated template: PGlite by default, PostgreSQL with DATABASE_URL. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const bytes = fs.readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([bytes]) });
  }
  const name = `kaksha_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const database = openPostgres(withDatabase(url, name), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** What the app remembers of sessions: tests that change the database behind its back clear it. */
  sessions: SessionCache;
  /** What the app remembers of the chapter manager's lists: cleared likewise. */
  chapterManagerLists: ChapterManagerLists;
  /** Delivers queued messages: tests call `deliverDue()` instead of waiting for the timer. */
  courier: Courier;
  /** The app's job runner, never started: tests call `tick()` (and `runNodeJob`) instead of waiting. */
  jobs: JobRunner;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Limits>;
  webDist?: string;
  /** Where the app logs (at info level); unset, it logs nothing. */
  log?: Writable;
  oidcTestHooks?: OidcTestHooks;
  messagePolicy?: Partial<MessagePolicy>;
}

const TEST_LIMITS = { registerPerHour: 10_000, loginPerAddress: 10_000, loginPerAccount: 10_000 };
const testSettings = (options: TestAppOptions) =>
  loadSettings({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/kaksha-unused',
    // Sessions and the chapter manager's lists are remembered for longer than any test takes, so a
    // change that fails to forget them (a sign-out, a grant, a new chapter) fails its test rather than
    // passing by the clock.
    SESSION_CACHE_MS: '10000',
    CURRICULUM_CACHE_MS: '60000',
    ...options.env,
  });

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const { app, context } = await buildApp({
    settings: testSettings(options),
    database,
    limits: { ...TEST_LIMITS, ...options.limits },
    logger: options.log ? { level: 'info', stream: options.log } : false,
    webDist: options.webDist,
    oidcTestHooks: options.oidcTestHooks,
    messagePolicy: options.messagePolicy,
  });
  await app.ready();
  return {
    app,
    database,
    sessions: context.sessions,
    chapterManagerLists: context.chapterManagerLists,
    courier: context.courier,
    jobs: context.jobs,
    close: async () => {
      await app.close();
      // Whatever the file wrote, every row's kept JSON is still its item (decision 054), and every
      // kept count a fresh count.
      await expectKeptJsonAgrees(database);
      await expectKeptCountsAgree(database);
      await database.close();
    },
  };
}

/**
 * Another API node on the test app's database (its sessions are the first one's). On PostgreSQL it
 * has its own pool of connections, so the two nodes' requests really race; PGlite's one connection is
 * shared, as every node on it would share it.
 */
export async function secondNode(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const [current] = await rowsOf<{ name: string }>(t.database, sql`select current_database() as name`);
  const database = url ? openPostgres(withDatabase(url, current!.name), { max: 4 }) : t.database;
  const { app } = await buildApp({
    settings: testSettings({}),
    database,
    limits: TEST_LIMITS,
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (url) await database.close();
    },
  };
}

/**
 * The test file's app, shared by its tests: built before the first and closed after the last (which
 * checks every kept row). The object is filled in before the tests run, so read it inside them.
 */
export function appPerFile(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => t.close?.());
  return t;
}

/** A request as `account`, its body any JSON: `call(owner, 'POST', '/api/v1/centres', {...})`. */
export const caller =
  (t: Pick<TestApp, 'app'>) =>
  (account: Pick<Account, 'cookie'>, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject(as(account, { method, url, payload: payload as object }));

/** A form refused for `field`: 400, with that field among the errors it names. */
export function expectRefusedField(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fieldErrors)).toContain(field);
}

let counter = 0;
/** A unique email per call, so tests in one file share a database without meeting. */
export const uniqueEmail = (label = 'owner') =>
  `${label}.${process.pid}.${Date.now()}.${++counter}@example.test`;

export interface Account {
  email: string;
  password: string;
  userId: number;
  suCode: string;
  cookie: string;
}

/** Registers an organisation through the public call and signs its owner in. */
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<Account> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const reg = await app.inject({
    method: 'POST',
    url: '/register',
    payload: { email, mobile: '9876543210', whatsapp: '9876543210', password, createdBy: 'Asha Rao' },
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const cookie = sessionCookie(login.headers['set-cookie']);
  return { email, password, userId: reg.json().userId, suCode: login.json().SUCode, cookie };
}

export function sessionCookie(header: string | string[] | undefined): string {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('kaksha_session='));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0]!;
}

/** `inject` as the signed-in account. */
export const as = (account: Pick<Account, 'cookie'>, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, cookie: account.cookie },
});

/** Rows of a raw SQL query, for tests that look at what was stored. */
export async function rowsOf<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Counts the statements the database driver runs while `fn` runs (and gives their texts), a
 * transaction's too: on node-postgres every client's (a transaction runs on a client of the pool,
 * with its BEGIN and COMMIT), so nothing else may run against the database meanwhile; on PGlite the
 * client's and its transactions' (which begin and commit by themselves, uncounted).
 */
export async function countQueries<T>(
  database: Database,
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number; texts: string[] }> {
  type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
  type Transacting = Queryable & {
    transaction?: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  };
  const texts: string[] = [];
  const counting = (original: Queryable['query']) =>
    function (this: unknown, ...args: unknown[]) {
      const [query] = args;
      texts.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
      return original.apply(this, args);
    };
  const driver = (database.db as unknown as { $client: Transacting }).$client;
  const client: Transacting =
    driver instanceof pg.Pool ? (pg.Client.prototype as unknown as Queryable) : driver;
  const { query, transaction } = client;
  client.query = counting(query);
  if (transaction)
    client.transaction = (run) =>
      transaction.call(client, (tx) => {
        tx.query = counting(tx.query);
        return run(tx);
      });
  try {
    const result = await fn();
    return { result, queries: texts.length, texts };
  } finally {
    client.query = query;
    if (transaction) client.transaction = transaction;
  }
}
