/*
 * FullCalendar without a time-zone plugin knows only the browser's zone and UTC. The calendars give it
 * the institute's wall clock written as if it were UTC ('2026-09-07T16:00:00', timeZone 'UTC'), so a
 * class at 16:00 in Asia/Kolkata shows at 16:00 whatever zone the browser is in; the dates it hands
 * back are read the same way (their UTC fields are the institute's day and time).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** An instant as the wall clock of `zone`: 'YYYY-MM-DDTHH:MM:SS', no offset. */
export function wallClock(instant: string | number | Date, zone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day a FullCalendar date shows (YYYY-MM-DD). */
export const shownDay = (date: Date) => date.toISOString().slice(0, 10);

/** The time a FullCalendar date shows (HH:MM). */
export const shownTime = (date: Date) => date.toISOString().slice(11, 16);

/** `day` plus `n` calendar days (YYYY-MM-DD, no time zone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
