import type { Database } from './db/client.ts';
import { FoldedChanges } from './db/kept-totals.ts';
import { databaseJobs } from './db/jobs.ts';
import { defineJob } from './lib/jobs/definitions.ts';
import type { AnyJob } from './lib/jobs/runner.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Courier } from './modules/messages/courier.ts';
import { feeJobs } from './modules/fees/jobs.ts';
import { messageJobs } from './modules/messages/jobs.ts';

/**
 * Every background job, as each area declares it (`modules/<area>/jobs.ts`); app.ts gives them to the
 * node's one job runner (lib/jobs, decision 062). An area with jobs adds its list here.
 */
export function allJobs(parts: {
  database: Database;
  courier: Courier;
  mailer: Mailer;
  log: { info(message: string): void };
}): AnyJob[] {
  const folded = new FoldedChanges();
  return [
    ...feeJobs(parts.database.db, folded),
    ...messageJobs(parts.courier),
    // Mail that could not be sent, tried again (its own back-off per mail: lib/mailer.ts).
    defineJob({
      name: 'mail.retry',
      scope: 'installation',
      schedule: { everySeconds: 60 },
      run: async () => ({ sent: await parts.mailer.retryPending() }),
    }) as AnyJob,
    ...databaseJobs(parts.database, folded, parts.log),
  ];
}
