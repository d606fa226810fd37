import { defineJob } from '../lib/jobs/definitions.ts';
import type { AnyJob } from '../lib/jobs/runner.ts';
import type { Database } from './client.ts';
import { FOLD_EVERY_MS } from './kept-totals.ts';
import type { FoldedChanges } from './kept-totals.ts';
import { foldListCounts } from './list-counts.ts';

/** PGlite's maintenance looks this often after folds that moved changes, and at least every minute. */
const CHECK_AFTER_FOLDS_S = 15;
const CHECK_EVERY_MS = 60_000;

interface Log {
  info(message: string): void;
}

/**
 * The database's own jobs, on every node (decision 062): the lists' counts folded each second
 * (idempotent, one short statement when there is nothing to fold, so no run is stored for them), and
 * on PGlite, which has no autovacuum, the maintenance pass (decision 034).
 */
export function databaseJobs(database: Database, folded: FoldedChanges, log: Log): AnyJob[] {
  const jobs: AnyJob[] = [
    defineJob({
      name: 'lists.fold-counts',
      title: 'List counts',
      scope: 'node',
      schedule: { everySeconds: FOLD_EVERY_MS / 1000 },
      run: async () => {
        const moved = await foldListCounts(database.db);
        folded.add(moved);
        return { moved };
      },
    }) as AnyJob,
  ];
  const { maintain } = database;
  if (!maintain) return jobs;
  let checkedAt = Number.NEGATIVE_INFINITY;
  jobs.push(
    defineJob({
      name: 'database.maintain',
      title: 'Embedded database upkeep',
      scope: 'node',
      schedule: { everySeconds: CHECK_AFTER_FOLDS_S },
      run: async () => {
        const moved = folded.take();
        if (moved === 0 && performance.now() - checkedAt < CHECK_EVERY_MS) return;
        checkedAt = performance.now();
        const done = await maintain();
        const tables = (flag: 'analysed' | 'vacuumed') =>
          done
            .filter((t) => t[flag])
            .map((t) => t.table)
            .join(', ') || 'none';
        const ms = Math.round(performance.now() - checkedAt);
        if (done.length)
          log.info(
            `database maintenance in ${ms} ms: analysed ${tables('analysed')}; vacuumed ${tables('vacuumed')}`,
          );
        return {
          analysed: done.filter((t) => t.analysed).length,
          vacuumed: done.filter((t) => t.vacuumed).length,
        };
      },
    }) as AnyJob,
  );
  return jobs;
}
