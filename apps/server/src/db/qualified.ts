import { getTableName, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always. In the select list of a query on one table, drizzle writes a column
 * bare (`"id"`), and inside a correlated subquery a bare name means the subquery's own column when it
 * has one of that name — `(select … from user_centres where "organisation_id" = "organisation_id")`
 * compares a row with itself. Refer to the outer row's columns in such subqueries through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
