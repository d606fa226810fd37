import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/definitions.ts';
import type { AnyJob } from '../../lib/jobs/runner.ts';
import { remindUnmarked } from './unmarked.ts';

/** Attendance's background work (decision 062). */
export function attendanceJobs(db: Db): AnyJob[] {
  return [
    // Teachers of today's classes that ended with no register are told once, at 20:00 in the
    // institute's zone: the day's teaching is mostly over, and quiet hours (21:00) have not begun.
    defineJob({
      name: 'attendance.unmarked',
      title: 'Reminders of registers not marked',
      scope: 'organisation',
      schedule: { dailyAt: '20:00' },
      run: async ({ organisationId }) => remindUnmarked(db, organisationId!),
    }),
  ] as AnyJob[];
}
