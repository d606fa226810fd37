/** Calendar dates (YYYY-MM-DD) as days, without time zones: the day `n` days after (or before) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
