import type { useFormats } from '../../../lib/format.ts';

/** "26 Nov 2026, 4:00 pm–5:00 pm" in the institute's zone, for a class's start and end. */
export function classTime(formats: ReturnType<typeof useFormats>, startsAt: string, endsAt: string): string {
  const time = (instant: string) => formats.dateTime(instant).split(', ').pop();
  return `${formats.date(startsAt)}, ${time(startsAt)}–${time(endsAt)}`;
}
