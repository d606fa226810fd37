/** Calendar dates (YYYY-MM-DD) as days, without time zones: the day `n` days after (or before) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** Every calendar date from `from` to `to`, both included. */
export function* daysFrom(from: string, to: string): Generator<string> {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

export const laterDay = (a: string, b: string) => (a > b ? a : b);
export const earlierDay = (a: string, b: string) => (a < b ? a : b);
