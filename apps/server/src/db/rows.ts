import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The rows of a hand-written statement, typed: both drivers answer `execute` with `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
