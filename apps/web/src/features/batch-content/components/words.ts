import { calendarDate } from '../../../lib/format.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';

/** "Mon 7 Sep 2026" for a calendar day (YYYY-MM-DD). */
export function dayName(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${tBatchContent.weekdaysShort[weekday] ?? ''} ${calendarDate(day)}`;
}

/** `day` plus `n` calendar days (YYYY-MM-DD, no time zone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
