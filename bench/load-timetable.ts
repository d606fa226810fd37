import { timetableCalls } from './load-calls.ts';
import type { LoadArea } from './load-measure.ts';
import { compare, merged } from './load-measure.ts';

// The timetable: a teacher's calendar month, and the clash check refusing a move (a batch's class
// onto the time of its next one), big (1,000 batches, ~260,000 sessions) against small (10). The one
// calendar (issue 63): a teacher's month of every kind, and the institute's whole day.

export const timetableLoad: LoadArea = {
  name: 'calendar',
  async measure({ url, big, small }) {
    const [b, s] = await Promise.all([big, small].map((account) => timetableCalls(url, account)));
    const results = [];
    for (const [name, bigCall, smallCall] of [
      ['GET /api/v1/teachers/:id/sessions (a month)', b!.month, s!.month],
      ['GET /api/v1/bookings?teacherId (a month, every kind)', b!.bookingsMonth, s!.bookingsMonth],
      ['GET /api/v1/bookings (the institute’s day)', b!.instituteDay, s!.instituteDay],
      ['POST /api/v1/sessions/:id/reschedule (refused: clash)', b!.clash, s!.clash],
    ] as const)
      results.push(await compare(name, smallCall, bigCall, { refused: name.includes('refused') }));
    return merged(results);
  },
};
