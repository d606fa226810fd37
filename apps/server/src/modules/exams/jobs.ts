import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/definitions.ts';
import type { AnyJob } from '../../lib/jobs/runner.ts';
import { makeReportCards, REPORT_CARDS_ATTEMPTS, REPORT_CARDS_JOB } from './report-card-runs.ts';
import type { ReportCardsPayload } from './report-card-runs.ts';

/** Exams' background work (decision 062): a batch's report cards, made when a staff member asks. */
export function examJobs(db: Db): AnyJob[] {
  return [
    defineJob<ReportCardsPayload>({
      name: REPORT_CARDS_JOB,
      title: 'Report cards of a batch, into one ZIP',
      scope: 'organisation',
      schedule: null,
      maxAttempts: REPORT_CARDS_ATTEMPTS,
      backoffSeconds: 10,
      run: (run) => makeReportCards(db, run),
    }),
  ] as AnyJob[];
}
