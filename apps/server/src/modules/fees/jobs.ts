import type { Db } from '../../db/client.ts';
import type { FoldedChanges } from '../../db/kept-totals.ts';
import { FOLD_EVERY_MS } from '../../db/kept-totals.ts';
import { defineJob } from '../../lib/jobs/definitions.ts';
import type { AnyJob } from '../../lib/jobs/runner.ts';
import { runDailyFees } from './fines.service.ts';
import { foldFeeTotals } from './totals.repository.ts';

/** Fees' background work (decision 062). */
export function feeJobs(db: Db, folded: FoldedChanges): AnyJob[] {
  return [
    // Late fines and the reminders plans schedule, for each organisation as its day begins (its own
    // time zone). The day is also claimed in fee_fine_runs, so a run taken over never fines twice.
    defineJob({
      name: 'fees.day',
      title: 'Late fines and fee reminders',
      scope: 'organisation',
      schedule: { dailyAt: '00:00' },
      leaseSeconds: 600,
      run: async ({ organisationId }) => {
        const done = await runDailyFees(db, new Date(), organisationId!);
        return { fined: done.dues, amount: done.amount, reminders: done.reminders };
      },
    }),
    // The fee lists' day totals: the log folded each second on every node (decision 032).
    defineJob({
      name: 'fees.fold-totals',
      title: 'Fee totals',
      scope: 'node',
      schedule: { everySeconds: FOLD_EVERY_MS / 1000 },
      run: async () => {
        const moved = await foldFeeTotals(db);
        folded.add(moved);
        return { moved };
      },
    }),
  ] as AnyJob[];
}
