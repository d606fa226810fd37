import type { useFormats } from '../../../lib/format.ts';

/** "26 Nov 2026, 16:00–17:00" in the institute's zone: the timetable's 24-hour clock (issue 65). */
export function classTime(formats: ReturnType<typeof useFormats>, startsAt: string, endsAt: string): string {
  return `${formats.date(startsAt)}, ${formats.time(startsAt)}–${formats.time(endsAt)}`;
}

/**
 * A demo class's status as it stands now: a scheduled class whose end has passed is "over", not
 * still "scheduled" (issue 65) — whether it was held is what its attendance says.
 */
export function demoStatusNow(
  demo: { status: 'scheduled' | 'cancelled'; endsAt: string },
  now = new Date(),
): 'scheduled' | 'cancelled' | 'over' {
  return demo.status === 'scheduled' && new Date(demo.endsAt) < now ? 'over' : demo.status;
}
