import type { Area, JobParts } from './area.ts';
import { FoldedChanges } from './db/kept-totals.ts';
import { databaseJobs } from './db/jobs.ts';
import { defineJob } from './lib/jobs/definitions.ts';
import type { AnyJob } from './lib/jobs/runner.ts';

/**
 * Every background job: each area's, as its plugin declares them (`jobs` in modules/<area>/index.ts,
 * decision 063), then the installation's own; app.ts gives them to the node's one job runner (lib/jobs,
 * decision 062). An area's job is named after it (`fees.day`), so two areas never take one name.
 */
export function allJobs(areas: Area[], given: Omit<JobParts, 'folded'>): AnyJob[] {
  const parts: JobParts = { ...given, folded: new FoldedChanges() };
  const { folded } = parts;
  return [
    ...areas.flatMap((area) => (area.jobs?.(parts) ?? []).map((job) => ownJob(area, job))),
    // Mail that could not be sent, tried again (its own back-off per mail: lib/mailer.ts).
    defineJob({
      name: 'mail.retry',
      title: 'Emails not yet sent',
      scope: 'installation',
      schedule: { everySeconds: 60 },
      run: async () => ({ sent: await parts.mailer.retryPending() }),
    }) as AnyJob,
    ...databaseJobs(parts.database, folded, parts.log),
  ];
}

function ownJob(area: Area, job: AnyJob): AnyJob {
  if (!job.name.startsWith(`${area.name}.`))
    throw new Error(`The ${area.name} area's job ${job.name} must be named ${area.name}.<what>`);
  return job;
}
