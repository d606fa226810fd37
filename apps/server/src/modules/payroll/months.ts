/** Months of a pay run: `YYYY-MM` in contracts, the first day (`YYYY-MM-01`) in the database. */

export const firstDay = (month: string) => `${month.slice(0, 7)}-01`;
export const monthOf = (day: string) => day.slice(0, 7);

export function daysIn(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

export const lastDay = (month: string) => `${month.slice(0, 7)}-${String(daysIn(month)).padStart(2, '0')}`;

/** The month before, as its first day. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12-01` : `${year}-${String(m - 1).padStart(2, '0')}-01`;
}

/** The first day of the (financial) year that holds `month`, the year starting in `startMonth`. */
export function yearStartOf(month: string, startMonth: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${m >= startMonth ? year : year - 1}-${String(startMonth).padStart(2, '0')}-01`;
}

/** 'November 2026'. */
export const monthName = (month: string) =>
  new Date(`${firstDay(month)}T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
