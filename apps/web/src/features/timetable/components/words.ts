import { calendarDate } from '../../../lib/format.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';

/** "16:00–17:30". */
export const timeRange = (start: string, end: string) => `${start}–${end}`;

/** "Monday 16:00–17:30": how the screens name a weekly slot. */
export const slotName = (slot: { weekday: number; startTime: string; endTime: string }) =>
  `${tTimetable.weekdays[slot.weekday - 1] ?? ''} ${timeRange(slot.startTime, slot.endTime)}`;

/** "Mon 7 Sep 2026" for a calendar day (YYYY-MM-DD). */
export function dayName(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${tTimetable.weekdaysShort[weekday] ?? ''} ${calendarDate(day)}`;
}

/** "14 Jan 2027" for one day, "24 Jan 2027 – 30 Jan 2027" for a range. */
export const dayRange = (from: string, to: string) =>
  from === to ? calendarDate(from) : `${calendarDate(from)} – ${calendarDate(to)}`;

/** `day` plus `n` calendar days (YYYY-MM-DD, no time zone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
