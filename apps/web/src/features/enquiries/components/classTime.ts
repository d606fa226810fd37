import type { useFormats } from '../../../lib/format.ts';

/** "26 Nov 2026, 16:00–17:00" in the institute's zone: the timetable's 24-hour clock (issue 65). */
export function classTime(formats: ReturnType<typeof useFormats>, startsAt: string, endsAt: string): string {
  return `${formats.date(startsAt)}, ${formats.time(startsAt)}–${formats.time(endsAt)}`;
}
