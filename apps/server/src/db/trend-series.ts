import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TrendSpan } from '../area.ts';

// The rows of a dashboard trend (decision 095): every month or week of the span, so a month with
// nothing in it is a row of zeros, not a gap. Calendar days as timestamps without a zone: no session
// zone can move a day across a month's edge.

/** `month` ('YYYY-MM') for each of the span's twelve months, oldest first. */
export const monthSeries = (span: TrendSpan): SQL =>
  sql`select to_char(m, 'YYYY-MM') as month from generate_series(${span.monthsFrom}::timestamp,
    ${span.monthStart}::timestamp, interval '1 month') as m`;

/** `week` (its Monday, 'YYYY-MM-DD') for each of the span's twelve weeks, oldest first. */
export const weekSeries = (span: TrendSpan): SQL =>
  sql`select to_char(w, 'YYYY-MM-DD') as week from generate_series(${span.weeksFrom}::timestamp,
    ${span.weekStart}::timestamp, interval '7 days') as w`;

/** A date column's month, 'YYYY-MM'. */
export const monthOf = (day: SQL): SQL => sql`to_char(${day}, 'YYYY-MM')`;

/** A date column's week, as its Monday 'YYYY-MM-DD'. */
export const weekOf = (day: SQL): SQL =>
  sql`to_char(${day} - (extract(isodow from ${day})::int - 1), 'YYYY-MM-DD')`;

/**
 * The JSON array (as text) of a trend: `series` left-joined on `key` to `counted` (one row a key), each
 * row `fields` (name → SQL over `c`, the counted row), zero where nothing was counted.
 */
export function trendJson(
  series: SQL,
  key: 'month' | 'week',
  counted: SQL,
  fields: Record<string, SQL>,
): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${name}::text, ${value}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.raw(`'${key}'`)}, s.${sql.raw(key)},
      ${sql.join(pairs, sql`, `)}) order by s.${sql.raw(key)}), '[]')::text
    from (${series}) as s left join (${counted}) as c on c.${sql.raw(key)} = s.${sql.raw(key)})`;
}
