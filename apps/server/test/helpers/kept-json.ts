import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { KeptJson } from '../../src/db/kept-json.ts';
import { rowsOf } from '../harness.ts';
import type { TestApp } from '../harness.ts';

/**
 * The rows whose kept JSON (decision 054) is not their item written now from their columns: none
 * while the trigger writes every row as the code's item.
 */
export async function keptJsonDisagreements(t: TestApp, { table, items }: KeptJson) {
  const disagree: { kept: string | null; live: string }[] = [];
  for (const { column, item } of items) {
    const fields = Object.entries(item as Record<string, SQLWrapper>).map(
      ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
    );
    const rows = await rowsOf<{ kept: string | null; live: string }>(
      t.database,
      sql`select ${column} as kept, (select row_to_json(item)::text from (select ${sql.join(fields, sql`, `)}) as item) as live
        from ${table}`,
    );
    disagree.push(...rows.filter((row) => row.kept !== row.live));
  }
  return disagree;
}
