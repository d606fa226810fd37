import { Button, Text } from '@mantine/core';
import type { AttendanceTally } from '@kaksha/contracts';
import { monthName as monthNameOf } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';

const s = tAttendance.reports;

/** A tally's percentage as shown ('62.5%'), or a dash with no mark. */
export const percentOf = (t: AttendanceTally) =>
  t.percent === null ? s.noMarks : fmt(s.percent, { percent: t.percent });

/** '7.5 of 12': the present marks (a half-day counts half) out of all. */
export const tallyOf = (t: AttendanceTally) => fmt(s.tally, { present: t.present, marks: t.marks });

/** The words under a report: how its figures were counted. */
export function Counted({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" mt="xs">
      <strong>{s.counted}:</strong> {text}
    </Text>
  );
}

/** A report's CSV, downloaded by the browser. */
export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <Button component="a" href={href} download variant="light" size="xs" aria-label={fmt(s.csvOf, { what })}>
      {s.csv}
    </Button>
  );
}

/** 'YYYY-MM' → 'December 2026' ('दिसंबर 2026'). */
export const monthName = (month: string) => monthNameOf(month, 'long');

/** The twelve months to today's, latest first (YYYY-MM). */
export function lastMonths(today = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
