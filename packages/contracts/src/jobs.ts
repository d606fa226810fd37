import { z } from 'zod';

/**
 * Background jobs (decision 062), shown on the institute settings screen: each job with its last
 * runs and failures, and "run now" for an organisation's own recurring jobs.
 */

/**
 * A job's name, `area.what` (`fees.day`): declared with the job by its area (`modules/<area>/jobs.ts`,
 * with the title the screen shows), so a new job touches nothing outside its area. A name is a kind of
 * work, never an organisation's record.
 */
export const jobName = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/, 'A job is named area.what.');
export type JobName = z.infer<typeof jobName>;

/** Whose runs: the organisation's own, the whole installation's (once across nodes), or each node's. */
export const jobScope = z.enum(['organisation', 'installation', 'node']);
export type JobScope = z.infer<typeof jobScope>;

export const jobSchedule = z
  .union([
    z.object({ everySeconds: z.number().int().positive() }),
    /** HH:MM in the institute's time zone. */
    z.object({ dailyAt: z.string() }),
  ])
  .nullable();
export type JobSchedule = z.infer<typeof jobSchedule>;

export const jobRunStatus = z.enum(['due', 'running', 'done', 'failed']);

export const jobRun = z.object({
  /** Null for a node's run (remembered by that node, not stored). */
  id: z.number().int().nullable(),
  status: jobRunStatus,
  dueAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  attempts: z.number().int(),
  /** Its last try's error. Shown for the organisation's own jobs only: another's could name other data. */
  error: z.string().nullable(),
  /** What the run did (counts), or how far a long run has got; the organisation's own jobs only. */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobSummary = z.object({
  name: jobName,
  /** What the owner's screen calls it (declared with the job). */
  title: z.string(),
  scope: jobScope,
  schedule: jobSchedule,
  lastRun: jobRun.nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The message is null where `error` would be (jobs of the installation and of each node). */
  lastFailure: z.object({ at: z.string(), message: z.string().nullable() }).nullable(),
  nextRunAt: z.string().nullable(),
  /** The organisation's own recurring jobs may be run now. */
  canRunNow: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobList = z.object({ data: z.array(jobSummary) });
export type JobList = z.infer<typeof jobList>;

export const jobRunList = z.object({ data: z.array(jobRun) });
export type JobRunList = z.infer<typeof jobRunList>;

export const jobNameParams = z.object({ name: jobName });

export const jobMessages = {
  notFound: 'There is no such job.',
  cannotRunNow: 'This job runs on its own schedule; only an institute’s own recurring jobs can be run now.',
} as const;
