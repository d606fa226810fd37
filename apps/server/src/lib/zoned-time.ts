/**
 * Calendar days and wall-clock hours in an institute's time zone (DESIGN §8: dates are calendar dates
 * in the organisation's zone). Intl knows every zone's rules, summer time included.
 */

export const DAY_MS = 24 * 60 * 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant`: year, month (1–12), day, hour (0–23), minute, second. */
export function wallClock(instant: Date | number, timeZone: string) {
  const at = Number(instant);
  const local = new Date(at + zoneOffsetMs(at, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The offsets each zone was read to have, by the minute (since 1970, UTC) they were read for. A zone's
 * offset changes only on a whole minute (summer time starts at 02:00, say), so one reading serves its
 * minute: a dated list asks for today on every call, and Intl's `formatToParts` costs 10–15 µs here.
 */
const offsetsRead = new Map<string, Map<number, number>>();
/** Minutes remembered a zone; past it the zone's are forgotten (a page's own days are a handful). */
const OFFSETS_KEPT = 512;

/** How far (in ms) `timeZone` is ahead of UTC at the instant `at`. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const minute = Math.floor(at / 60_000);
  let read = offsetsRead.get(timeZone);
  const known = read?.get(minute);
  if (known !== undefined) return known;
  const offset = offsetAtMinute(minute * 60_000, timeZone);
  if (!read) offsetsRead.set(timeZone, (read = new Map()));
  else if (read.size >= OFFSETS_KEPT) read.clear();
  read.set(minute, offset);
  return offset;
}

/** The zone's offset at a whole minute, from its wall clock as Intl writes it. */
function offsetAtMinute(minuteStart: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const w: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(minuteStart)))
    if (part.type !== 'literal') w[part.type] = Number(part.value);
  // Not Date.UTC: it reads the years 0–99 as 1900–1999.
  const local = new Date(0);
  local.setUTCFullYear(w.year!, w.month! - 1, w.day!);
  local.setUTCHours(w.hour!, w.minute!, w.second!);
  return local.getTime() - minuteStart;
}

/** The instant the wall clock in `timeZone` shows `hour`:00 on a calendar day (YYYY-MM-DD) + `plusDays`. */
export function instantAt(day: string, hour: number, timeZone = 'UTC', plusDays = 0): Date {
  return wallTimeAt(day, hour * 60, timeZone, plusDays);
}

/** The instant the wall clock in `timeZone` shows a time (HH:MM) on a calendar day (YYYY-MM-DD). */
export function instantAtTime(day: string, time: string, timeZone = 'UTC'): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return wallTimeAt(day, hours! * 60 + minutes!, timeZone, 0);
}

function wallTimeAt(day: string, minutes: number, timeZone: string, plusDays: number): Date {
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS + minutes * 60_000;
  let at = wallAsUtc - zoneOffsetMs(wallAsUtc, timeZone);
  // Once more, in case the offset changed between the guess and the answer (summer time).
  at = wallAsUtc - zoneOffsetMs(at, timeZone);
  return new Date(at);
}

/** The instant a calendar day (YYYY-MM-DD), or the day `plusDays` after it, starts in `timeZone`. */
export function startOfDay(day: string, timeZone = 'UTC', plusDays = 0): Date {
  return instantAt(day, 0, timeZone, plusDays);
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function dayIn(instant: Date | number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The wall-clock time (HH:MM) `instant` shows in `timeZone`. */
export function timeIn(instant: Date | number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}
