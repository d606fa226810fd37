import { asc, desc, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/*
 * Natural order for what people read (decision 082): "Class 2" before "Class 10", "RCP/9" before
 * "RCP/10", case aside. Every run of digits is padded to ten places — padded with ten zeros, then
 * cut to its last ten digits — so the key compares as text on any collation, on PostgreSQL and on
 * PGlite alike. (An ICU collation with numeric ordering is accepted by PGlite but orders as text
 * there, and a PostgreSQL built without ICU has none.) A number of more than ten digits keeps them
 * all. Immutable, so an index may hold it (students_natural_name_idx).
 */
export function naturalKey(value: SQLWrapper): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(lower(${value}), '[0-9]+', '0000000000\\&', 'g'), '0*([0-9]{10})', '\\1', 'g')`;
}

/** ORDER BY a name people read, naturally, then as written (so "Batch 7" and "batch 07" keep one order). */
export const naturalAsc = (value: SQLWrapper) => [asc(naturalKey(value)), asc(value as SQL)];
export const naturalDesc = (value: SQLWrapper) => [desc(naturalKey(value)), desc(value as SQL)];
