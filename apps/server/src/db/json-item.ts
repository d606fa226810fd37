import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * An item of a list as SQL: one expression for each field of the contract's item, in the contract's
 * order (the JSON keys and their order). Every field must be named — and, the object being a literal,
 * no other — so the database cannot send what the contract does not say.
 */
export type JsonItem<T> = { [K in keyof T]-?: SQLWrapper };

/** `value as "key", …`: a select list whose row `row_to_json` writes with the item's keys, in its order. */
export function columnsOf(fields: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
