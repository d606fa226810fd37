import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './rows.ts';

/*
 * Totals the database keeps for a whole organisation (decision 032): statement triggers only ever
 * INSERT what each statement changed into a log table; `foldLog` moves the log into the kept rows; a
 * reader takes both (`keptAndLog`), so a total is exact whenever it is read, folded or not. The fee
 * day totals and the enquiry board's stage counts are kept this way.
 */

/**
 * How often each node folds the logs (its jobs: fees.fold-totals, lists.fold-counts). A reader adds up every change not yet folded, so the
 * log's length between folds is a cost on every read of a total; a fold that finds nothing costs one
 * short statement.
 */
export const FOLD_EVERY_MS = 1_000;

/**
 * Changes the folds moved since the maintenance check last looked: after a bulk change the kept rows
 * and the logs are other sizes than the plans cached for them assumed (decision 034, db/jobs.ts).
 */
export class FoldedChanges {
  private moved = 0;

  add(count: number): void {
    this.moved += count;
  }

  /** What was moved since the last call. */
  take(): number {
    const moved = this.moved;
    this.moved = 0;
    return moved;
  }
}

export interface KeptTotals {
  /** The kept rows' table, its primary key `key`. */
  kept: string;
  /** The log the triggers insert into: the same `key` and `sums` columns. */
  log: string;
  key: readonly string[];
  /** Columns added up. */
  sums: readonly string[];
}

/**
 * Moves every committed change in the log into the kept rows, in one statement, and answers how many
 * changes it moved. Any node may run it at any time, two at once included: a change is deleted by one
 * fold only (the other waits for its row and then finds it gone), and the kept rows are written in key
 * order, so two folds cannot deadlock. Changes of an organisation no longer there are dropped.
 */
export async function foldLog(db: Executor, { kept, log, key, sums }: KeptTotals): Promise<number> {
  const keys = key.join(', ');
  const positions = key.map((_, i) => i + 1).join(', ');
  const [folded] = await rowsOf<{ moved: number }>(
    db,
    sql.raw(`with moved as (delete from ${log} returning ${[...key, ...sums].join(', ')}),
    added as (insert into ${kept} (${[...key, ...sums].join(', ')})
      select ${keys}, ${sums.map((c) => `sum(${c})`).join(', ')} from moved
      where organisation_id in (select id from organisations)
      group by ${positions} order by ${positions}
      on conflict (${keys}) do update set ${sums.map((c) => `${c} = ${kept}.${c} + excluded.${c}`).join(', ')})
    select count(*)::int as moved from moved`),
  );
  return folded!.moved;
}

/** The kept rows and the log not yet folded, as one source of `columns` (both tables have them). */
export function keptAndLog({ kept, log }: KeptTotals, columns: string, where: SQL | undefined): SQL {
  return sql`select ${sql.raw(columns)} from ${sql.identifier(kept)} where ${where}
    union all select ${sql.raw(columns)} from ${sql.identifier(log)} where ${where}`;
}
