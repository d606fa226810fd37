import { getTableName, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { columnsOf } from './json-item.ts';
import type { JsonItem } from './json-item.ts';

/*
 * A row keeps its item's JSON (decision 054). Writing a row as JSON costs PostgreSQL about a third of
 * a microsecond a field, every time a page shows it: half of a list page's statement. A table whose
 * list item is made of its own columns (names of other rows kept on it, decision 040) keeps that
 * item's JSON text in a column, written by a trigger before every INSERT and UPDATE from the same
 * `JsonItem` the list would select; a page then joins the kept texts with commas.
 */

/**
 * An item's JSON as the row keeps it: the column that holds it and the item it is written from.
 * `tail`: the item's last fields, read at each call instead (what another table decides, as the next
 * topic a class is to cover): the kept text is written without them, and open — without its closing
 * `}` — so a page appends them and the brace, instead of cutting the brace off every row it reads
 * (`left(text, -1)` counts the characters of the whole text).
 */
export class KeptItem<T> {
  readonly tail: readonly string[];

  constructor(
    readonly column: AnyPgColumn,
    readonly item: JsonItem<T>,
    tail: readonly (keyof T & string)[] = [],
  ) {
    this.tail = tail;
    const keys = Object.keys(item);
    if (tail.some((key, i) => keys[keys.length - tail.length + i] !== key))
      throw new Error(`a kept item's tail must be its last fields, in order: ${tail.join(', ')}`);
  }

  /** The fields the row keeps: the item without its tail. */
  get kept(): Record<string, SQLWrapper> {
    return Object.fromEntries(
      Object.entries(this.item as Record<string, SQLWrapper>).filter(([key]) => !this.tail.includes(key)),
    );
  }

  /**
   * The kept fields written as JSON text, from the row `from` names (`from (select new.*) as <table>`
   * in the trigger; none, to write a row of the outer query).
   */
  written(from: SQL = sql``): SQL<string> {
    const text = sql`row_to_json(item)::text`;
    return sql<string>`(select ${this.tail.length ? sql`left(${text}, -1)` : text} from (select ${columnsOf(this.kept)} ${from}) as item)`;
  }

  /** The item's JSON as a page reads it: the kept text, then the tail's fields and the closing `}`. */
  get read(): SQL {
    if (!this.tail.length) return sql`${this.column}`;
    const fields = this.tail.map(
      (key) =>
        sql`${sql.raw(`',${JSON.stringify(key)}:'`)} || coalesce(to_json(${(this.item as Record<string, SQLWrapper>)[key]})::text, 'null')`,
    );
    return sql`${this.column} || ${sql.join(fields, sql` || `)} || '}'`;
  }
}
export const keptItem = <T>(
  column: AnyPgColumn,
  item: JsonItem<T>,
  tail: readonly (keyof T & string)[] = [],
) => new KeptItem(column, item, tail);
export const isKept = <T>(item: JsonItem<T> | KeptItem<T>): item is KeptItem<T> => item instanceof KeptItem;

/** What a table keeps on its rows: each kept item in its column. */
export interface KeptJson {
  table: PgTable;
  items: KeptItem<unknown>[];
}

/** The trigger function's name and the trigger's: it fires after the table's other BEFORE triggers (by name), which keep the names it writes. */
export const keptJsonFunctionName = (table: PgTable) => `${getTableName(table)}_kept_json`;
const KEPT_JSON_TRIGGER = 'zz_kept_json';

const dialect = new PgDialect();

/**
 * The body of the trigger function that writes a table's kept items on the row being written: each
 * item selected as the list selects it, from a one-row table of the new row named as the table (so the
 * item's column references read it). The migration that adds or changes a kept item writes this text
 * (`db/kept-json.test.ts` fails, printing it, while the database's function differs).
 */
export function keptJsonBody({ table, items }: KeptJson): string {
  const row = sql`from (select new.*) as ${table}`;
  const assignments = items.map(
    (kept) => sql`  new.${sql.identifier(kept.column.name)} := ${kept.written(row)};\n`,
  );
  const query = dialect.sqlToQuery(sql`\nbegin\n${sql.join(assignments)}  return new;\nend\n`);
  if (query.params.length) throw new Error(`a kept item of ${getTableName(table)} has a parameter`);
  return query.sql;
}

/** The SQL a migration runs to keep (or keep again) a table's items: the function, its trigger, every row rewritten. */
export function keptJsonMigration(kept: KeptJson): string {
  const table = getTableName(kept.table);
  const name = keptJsonFunctionName(kept.table);
  const columns = kept.items.map(({ column }) => `"${column.name}" = null`).join(', ');
  return [
    `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $$${keptJsonBody(kept)}$$;`,
    `DROP TRIGGER IF EXISTS "${KEPT_JSON_TRIGGER}" ON "${table}";`,
    `CREATE TRIGGER "${KEPT_JSON_TRIGGER}" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${name}"();`,
    `UPDATE "${table}" SET ${columns};`,
  ].join('--> statement-breakpoint\n');
}
