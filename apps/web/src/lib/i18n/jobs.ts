import { jobs } from './en/jobs.ts';
import type { Strings } from './index.ts';

/** The background jobs' strings in the active language (only English today); see ./index.ts. */
export const tJobs: Strings<typeof jobs> = jobs;
