import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { isRolledBackForAnother } from '../lib/db-errors.ts';
import type { Db } from './client.ts';

/** How many times a write is run before its rollback reaches the caller (503, try again). */
export const WRITE_ATTEMPTS = 3;

/**
 * Runs a write again when PostgreSQL rolls it back in favour of another (decision 055).
 *
 * Two writes that cascade through the same rows lock them in different orders: a subject's rename
 * rewrites its classes by subject, a centre's rename by batch (the kept names, decision 040).
 * PostgreSQL ends such a deadlock by rolling one of them back; run again, it waits for the other and
 * goes through. Locking everything in one order cannot be promised once triggers cascade, so every
 * write that PostgreSQL rolled back whole is run again here, a few milliseconds later and jittered so
 * that the two do not meet again at once: a statement outside a transaction (a rename with its audit
 * line is one), and an outermost transaction (`db.transaction`; a savepoint inside one is not, its
 * transaction is). A transaction's callback therefore writes only through its transaction (mail and
 * messages through their outboxes) and forgets remembered answers (`changed`), harmless twice.
 */
async function runAgainIfRolledBack<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= WRITE_ATTEMPTS || !isRolledBackForAnother(err)) throw err;
      await delay(attempt * (5 + Math.random() * 20));
    }
  }
}

/** `pool.query` (a statement on its own, committed by itself) run again if rolled back. */
export function retryRolledBackStatements(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    // A callback's or a query object's (a cursor's) caller handles its own error.
    const [config] = args;
    const own =
      typeof args.at(-1) === 'function' ||
      (typeof config === 'object' && config !== null && 'submit' in config);
    return own ? query(...args) : runAgainIfRolledBack(() => query(...args) as Promise<unknown>);
  }) as typeof pool.query;
}

/** `db.transaction` (the outermost) run again, callback and all, if rolled back. */
export function retryRolledBackTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => runAgainIfRolledBack(() => transaction(run, config));
}
