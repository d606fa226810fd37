import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';
import { maintainTables } from './maintenance.ts';
import { rememberFileSizes } from './pglite-file-sizes.ts';
import { clientNamingRepeatedStatements } from './pg-statements.ts';
import { withNamedStatements } from './pglite-statements.ts';
import { plannedEachCall } from './prepared.ts';
import { retryRolledBackStatements, retryRolledBackTransactions } from './rolled-back-again.ts';
import type { Maintained } from './maintenance.ts';
import { TYPO_SIMILARITY } from './search.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Brings the schema up to date; safe to call from several nodes at once. */
  migrate(): Promise<void>;
  /**
   * Analyses and vacuums the tables that need it (db/maintenance.ts), where nothing else does: PGlite
   * only. PostgreSQL's own autovacuum does this for it.
   */
  maintain?(): Promise<Maintained[]>;
  close(): Promise<void>;
}

/** PGlite's buffer pool (PostgreSQL's shared_buffers; its default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Every connection's settings: the word similarity a search word with a typo needs (db/search.ts,
 * decision 089), which pg_trgm's `<%` reads and no statement can pass.
 */
const CONNECTION_SETTINGS = ['-c', `pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`];

/** Serialises migrations across API nodes sharing one PostgreSQL. */
const MIGRATION_LOCK = 72_451_001;

export function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Database {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // The timetable's clash rule (exclusion constraints over an id and a time range), and the
    // trigram indexes that lists search (decision 033).
    extensions: { btree_gist, pg_trgm },
    // Its buffer pool is zeroed at every start, 128 MB of it by default; a quarter of that is
    // ready sooner and lists as fast: below it, the machine's file cache holds the pages (decision 059).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      ...CONNECTION_SETTINGS,
    ],
  });
  // Once loaded (a failure to open reaches the first query, which waits for it too).
  pglite.waitReady.then(
    () => rememberFileSizes(pglite),
    () => undefined,
  );
  const client = withNamedStatements(pglite, { planEachCall: (text) => plannedEachCall.has(text) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    maintain: () => maintainTables(client),
    close: () => client.close(),
  };
}

export function openPostgres(
  connectionString: string,
  options: { max: number; onError?: (err: Error) => void },
): Database {
  const pool = new pg.Pool({
    connectionString,
    // DATABASE_POOL_SIZE for a node (decision 058).
    max: options.max,
    // While the server is unreachable, a request waits this long for a connection, then answers 503.
    connectionTimeoutMillis: 3_000,
    // Notice a silently dropped connection (a failover, a NAT timeout) instead of waiting on it.
    keepAlive: true,
    application_name: 'kaksha',
    options: CONNECTION_SETTINGS.join(' '),
    // A connection's statements named by their text (db/pg-statements.ts) are let go with it.
    maxLifetimeSeconds: 3_600,
    Client: clientNamingRepeatedStatements({ planEachCall: (text) => plannedEachCall.has(text) }),
  });
  // An idle client losing its server (restart, failover) must not crash the process; the pool drops
  // it and opens a new connection for the next query, so service resumes as soon as the server is back.
  pool.on('error', (err) => options.onError?.(err));
  // The pool listens for errors only on idle clients. A client checked out for a transaction whose
  // connection is ended by the server between two statements would emit an 'error' nobody hears, and
  // crash the process: every client gets a listener of its own. Its next query then fails (503), and
  // the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => options.onError?.(err));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several connections' writes can deadlock; PGlite's one connection runs one at a time.
  retryRolledBackStatements(pool);
  retryRolledBackTransactions(db);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
