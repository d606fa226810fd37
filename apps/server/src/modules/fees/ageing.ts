import type { AgeingBucket } from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';

/** The first and last due day of each age bucket, counted back from today (PendingFees, the dashboard). */
export function bucketDays(bucket: AgeingBucket, today: string): { from?: string; to?: string } {
  switch (bucket) {
    case 'notDue':
      return { from: addDays(today, 1) };
    case 'd0_30':
      return { from: addDays(today, -30), to: today };
    case 'd31_60':
      return { from: addDays(today, -60), to: addDays(today, -31) };
    case 'd61_90':
      return { from: addDays(today, -90), to: addDays(today, -61) };
    case 'd90plus':
      return { to: addDays(today, -91) };
  }
}
