import type { Area, JobParts } from './area.ts';
import { FoldedChanges } from './db/kept-totals.ts';
import { databaseJobs } from './db/jobs.ts';
import { defineJob } from './lib/jobs/definitions.ts';
import type { AnyJob } from './lib/jobs/runner.ts';

/**
 * Every background job: each area's, as its plugin declares them (`jobs` in modules/<area>/index.ts,
 * decision 063), then the installation's own; app.ts gives them to the node's one job runner (lib/jobs,
 * decision 062).
 */
export function allJobs(areas: Area[], given: Omit<JobParts, 'folded'>): AnyJob[] {
  const parts: JobParts = { ...given, folded: new FoldedChanges() };
  const { folded } = parts;
  return [
    ...areas.flatMap((area) => area.jobs?.(parts) ?? []),
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
