import { jobs } from './en/jobs.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The background jobs' strings in the active language; see ./index.ts. */
export const tJobs: Strings<typeof jobs> = localised('jobs', jobs);
