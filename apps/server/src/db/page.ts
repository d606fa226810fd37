import { sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import type { Db } from './client.ts';
import { columnsOf } from './json-item.ts';
import type { JsonItem } from './json-item.ts';
import { isKept } from './kept-json.ts';
import type { KeptItem } from './kept-json.ts';
import { placeholdersOf, prepared, searches, shapeOf } from './prepared.ts';
import type { Placeholders } from './prepared.ts';

/** A page of a list as every list call answers it (contracts: `pageOf`, counted up to LIST_COUNT_CAP). */
export interface Page<T> {
  data: T[];
  total: number;
  totalCapped: boolean;
}

/**
 * Selected beside a page's own columns, so that a list page is ONE statement: the number of rows
 * that match, counted up to cap + 1. It does not refer to the outer row, so PostgreSQL runs it once
 * per statement.
 */
export function matchingCount(matching: SQLWrapper, cap = LIST_COUNT_CAP): SQL<number> {
  return sql<number>`(select count(*) from (${matching} limit ${cap + 1}) as matching)`.mapWith(Number);
}

/** A page from rows that each carry how many match (`total`, counted up to cap + 1), capped as every list is. */
export function cappedPage<T>(rows: (T & { total: number })[]): Page<T> {
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _t, ...row }) => row as T),
    total: Math.min(total, LIST_COUNT_CAP),
    totalCapped: total > LIST_COUNT_CAP,
  };
}

interface PreparedPage<R> {
  limit(n: Placeholder): { offset(n: Placeholder): { prepare(name: string): Executable<R> } };
}
interface Executable<R> {
  execute(values: Record<string, unknown>): Promise<R[]>;
}

/**
 * A list page as one prepared statement, built once per shape (db/prepared.ts): the page's rows and,
 * in each row, how many rows match (`matchingCount`). Every value of `filter` that is set becomes a
 * placeholder of its own name, so `build` writes its conditions once for values and placeholders.
 * A filter's search pattern is named `q`: a shape with it is planned for its values (`searches`).
 *
 *   listPage(db, `centres-list:${sort}`, filter, page, (f) => {
 *     const where = centreWhere(f);
 *     return {
 *       matching: db.select({ one: sql`1` }).from(centres).where(where),
 *       rows: (matching) => db.select({ ...columns, matching }).from(centres).where(where).orderBy(…),
 *     };
 *   });
 *
 * A page past the end has no row to carry the count; only then is it counted on its own.
 */
export async function listPage<F extends object, R extends { matching: number }>(
  db: Db,
  name: string,
  filter: F,
  page: { limit: number; offset: number },
  build: (filter: Placeholders<F>) => {
    matching: SQLWrapper;
    rows: (matching: SQL<number>) => PreparedPage<R>;
  },
): Promise<Page<Omit<R, 'matching'>>> {
  // A first page is a shape of its own, its bounds written in (as `bounded` writes them).
  const first = page.offset === 0;
  const shape = `${name}:${shapeOf(filter)}${first ? `:first${page.limit}` : ''}`;
  const query = prepared(
    db,
    shape,
    (statement) => {
      const { matching, rows } = build(pagePlaceholders(filter, first));
      return {
        rows: rows(matchingCount(matching))
          .limit(first ? written(page.limit) : sql.placeholder('limit'))
          .offset(first ? written(0) : sql.placeholder('offset'))
          .prepare(statement()),
        count: db
          .select({ total: matchingCount(matching) })
          .from(sql`(select 1) as one`)
          .prepare(statement('_count')),
      };
    },
    { planEachCall: searches(filter) },
  );
  // Only the page's bounds: a caller's page object may carry more (its raw `q`), which must not
  // override the filter's values.
  const values = { ...filter, limit: page.limit, offset: page.offset };
  const rows = await query.rows.execute(values);
  const total =
    rows.length > 0
      ? rows[0]!.matching
      : page.offset > 0
        ? ((await query.count.execute(values))[0]?.total ?? 0)
        : 0;
  const data = rows.map(({ matching: _matching, ...row }) => row);
  return { data, total: Math.min(total, LIST_COUNT_CAP), totalCapped: total > LIST_COUNT_CAP };
}

/** A page's filter as placeholders: a first page that does not search keeps one plan for every organisation. */
function pagePlaceholders<F extends object>(filter: F, first: boolean): Placeholders<F> {
  return placeholdersOf(filter, { onePlan: first && !searches(filter) });
}

/**
 * A JSON array of a child table's rows for each row of the page, inside the same statement: roles
 * of a user, subjects of a teacher. `select` is the child query written out with its correlation to
 * the outer row, ordered as it should be shown; the result is parsed by the driver (json). For
 * `listPage`: rows with children written as JSON by the database measured slower (decision 030).
 * A list read often whose children change rarely keeps them on its own row instead (decision 040).
 */
export function childRows<T>(select: SQL): SQL<T[]> {
  // array_to_json writes the array as compactly as the contracts' serializer (json_agg puts a newline
  // between items), so a row that keeps its item as JSON (decision 054) writes the same bytes.
  return sql<T[]>`coalesce((select array_to_json(array_agg(child)) from (${select}) as child), '[]'::json)`;
}

/**
 * The rows of a subquery named `row` as JSON objects joined by commas, in its order: written as
 * compactly as the contracts' serializer writes them (`json_agg` would add a space after each comma).
 */
const rowsAsJson = sql.raw(`string_agg(row_to_json(row)::text, ',')`);

/**
 * A JSON object written by the database, `{"key":…,…}` with the keys in the order given: each value
 * SQL of a number (never null) or of JSON text (a nested `jsonObject`). For a page's `summary`.
 */
export function jsonObject(fields: readonly (readonly [string, SQLWrapper])[]): SQL<string> {
  const parts = fields.map(
    ([key, value], i) => sql`${sql.raw(`'${i ? ',' : '{'}${JSON.stringify(key)}:'`)} || ${value}`,
  );
  return fields.length ? sql<string>`(${sql.join(parts, sql` || `)} || '}')` : sql<string>`'{}'`;
}

/**
 * An answer's array that is not a page (`{"chapters":[…]}`) as JSON text written by the database:
 * `item` selected `from` (the rest of the query written out: FROM, WHERE, ORDER BY), each row as the
 * contract's item in its order (`rowsAsJson`).
 */
export function jsonArray<T>(item: JsonItem<T>, from: SQL): SQL<string> {
  return sql<string>`('[' || coalesce((select ${rowsAsJson} from (select ${columnsOf(item)} ${from}) as row), '') || ']')`;
}

/**
 * A moment as the contracts write it (JavaScript's `toISOString()`: UTC, milliseconds, `Z`), in SQL:
 * row_to_json would write the session's offset and microseconds instead.
 */
export function isoTimestamp(value: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export type { JsonItem } from './json-item.ts';

declare const encodes: unique symbol;
/** JSON text written by the database, of a `T`: sent as it is (`sendJson`). */
export type JsonText<T> = string & { readonly [encodes]?: T };
/** A list page as the JSON text of the contract's `pageOf(item)`. */
export type JsonPage<T> = JsonText<Page<T>>;
/** A board's column as `jsonBoard` writes it, beside the key of its value (`stage`…). */
export interface BoardColumn<T> {
  total: number;
  totalCapped: boolean;
  cards: T[];
}

interface PageQuery extends SQLWrapper {
  limit(n: Placeholder | number): { offset(n: Placeholder | number): SQLWrapper };
}

/**
 * A page's rows within its bounds. A first page's are written into the statement (`limit 20`): a
 * prepared statement whose LIMIT and OFFSET are parameters has its generic plan costed for a tenth of
 * every row, so PostgreSQL never chooses it and plans the statement again on every call (0.4–0.7 ms,
 * as much as running it); with the bounds known, a page read in an index's order is planned once
 * (docs/benchmarks.md, "A first page planned once"). Later pages keep placeholders.
 */
function bounded(rows: PageQuery, limit: Placeholder | number, offset: Placeholder | number): SQLWrapper {
  return typeof limit === 'number' && offset === 0
    ? sql`${rows} limit ${written(limit)}`
    : rows.limit(limit).offset(offset);
}

/** A bound written into the statement's text: drizzle sends a number as a parameter, an SQL as written. */
function written(n: number): Placeholder {
  return sql.raw(String(Math.trunc(n))) as unknown as Placeholder;
}

/** JSON text of keys `"key":…` written by the database, of an object `E` (a page's `summary`). */
export type JsonKeys<E> = SQL<string> & { readonly [encodes]?: E };

/** What a list page written by the database is built from, for one shape (`jsonListPage`, `jsonBoard`). */
interface JsonPageParts<T, E = unknown> {
  /** The contract's item as SQL, or as the row keeps it written (decision 054). */
  item: JsonItem<T> | KeptItem<T>;
  matching: SQLWrapper;
  rows: (item: Record<string, SQL.Aliased>) => PageQuery;
  /** How many match (never null), exact and kept elsewhere (decision 044): then `matching` is not counted. */
  keptTotal?: SQL;
  /**
   * Keys the answer adds after the page's (the contract's `pageOf(item).extend(…)`): a summary of every
   * matching row (the dues' ageing, the day book's totals) as JSON text `"key":…`, computed in the same
   * statement — a second statement beside the page cost a call a quarter of its throughput.
   */
  summary?: JsonKeys<E>;
}

const CAP = sql.raw(String(LIST_COUNT_CAP));

/**
 * The FROM of a page written by the database: two one-row derived tables, `listed.json` (the page's
 * rows as JSON objects joined by commas, in order: a subquery with ORDER BY and LIMIT is scanned in
 * its order) and `counted` (`total`, and `capped` when more match than the cap: the matching rows
 * counted up to the cap + 1, run once — or the kept total, exact). `lateral` when they refer to an
 * outer row (a board's column).
 */
function pageTables<T>(
  { item, matching, rows, keptTotal }: JsonPageParts<T>,
  limit: Placeholder | number,
  offset: Placeholder | number,
  lateral = false,
): SQL {
  const join = sql.raw(lateral ? 'cross join lateral' : ',');
  const counted = keptTotal
    ? sql`(select (${keptTotal}) as total, false as capped) as counted`
    : sql`(select least(count(*), ${CAP}) as total, count(*) > ${CAP} as capped
        from (${matching} limit ${sql.raw(String(LIST_COUNT_CAP + 1))}) as matching) as counted`;
  return sql`${listed(bounded(rows(aliased(item)), limit, offset), isKept(item))} ${join} ${counted}`;
}

/**
 * `listed.json`: the rows of `rows` (in its order) as JSON objects joined by commas, one row of one
 * column: each row written by `row_to_json`, or `kept`, its text as the row keeps it (`aliased`).
 */
function listed(rows: SQLWrapper, kept = false): SQL {
  return sql`(select ${kept ? keptRowsAsJson : rowsAsJson} as json from (${rows}) as row) as listed`;
}
const keptRowsAsJson = sql.raw(`string_agg(row.json, ',')`);

/**
 * The item's expressions named by its keys, for `select(…)`: `row_to_json` then writes those keys. A
 * kept item is its one column, named `json`.
 */
function aliased<T>(item: JsonItem<T> | KeptItem<T>): Record<string, SQL.Aliased> {
  if (isKept(item)) return { json: item.read.as('json') };
  return Object.fromEntries(
    Object.entries(item as Record<string, SQLWrapper>).map(([key, value]) => [key, sql`${value}`.as(key)]),
  );
}

/** `"total":…,"totalCapped":…` of a page whose FROM is `pageTables`. */
const totals = sql`'"total":' || counted.total || ',"totalCapped":' || counted.capped::text`;

/**
 * A list page written by the database as the response's JSON (decision 030), in ONE prepared
 * statement built once per shape: `{"data":[…],"total":…,"totalCapped":…}` with each row as the
 * contract's item (`item`, in its order), counted up to LIST_COUNT_CAP, also past the last page.
 * Node neither parses the rows nor serializes the answer: the route sends the text (`sendJson`).
 * For a flat list: a list whose rows carry child arrays stays on `listPage` (decision 030), unless
 * the row keeps what it shows of them (the users list, decision 040).
 *
 *   jsonListPage(db, `centres-list:${sort}`, filter, page, (f) => {
 *     const where = centreWhere(f);
 *     return {
 *       item: { id: centres.id, CentreCode: centres.centreCode, … },
 *       matching: db.select({ one: sql`1` }).from(centres).where(where),
 *       rows: (item) => db.select(item).from(centres).where(where).orderBy(…),
 *     };
 *   });
 */
export async function jsonListPage<T, F extends object, E extends object = Record<never, never>>(
  db: Db,
  name: string,
  filter: F,
  page: { limit: number; offset: number },
  build: (filter: Placeholders<F>) => JsonPageParts<T, E>,
): Promise<JsonText<Page<T> & E>> {
  // A first page is a shape of its own, its bounds written in (`bounded`).
  const first = page.offset === 0;
  const shape = `${name}:${shapeOf(filter)}${first ? `:first${page.limit}` : ''}`;
  const query = prepared(
    db,
    `json:${shape}`,
    (statement) => {
      const parts = build(pagePlaceholders(filter, first));
      const summary = parts.summary ? sql`|| ',' || ${parts.summary}` : sql``;
      return db
        .select({
          body: sql<string>`'{"data":[' || coalesce(listed.json, '') || '],' || ${totals} ${summary} || '}'`,
        })
        .from(
          pageTables(
            parts,
            first ? page.limit : sql.placeholder('limit'),
            first ? 0 : sql.placeholder('offset'),
          ),
        )
        .prepare(statement());
    },
    { planEachCall: searches(filter) },
  );
  const [row] = await query.execute({ ...filter, limit: page.limit, offset: page.offset });
  return row!.body as JsonText<Page<T> & E>;
}

/**
 * A board: the first `cards` rows of each of a list's columns (a stage, a day…) and how many each
 * holds, as the JSON `{"columns":[{"<column>":…,"total":…,"totalCapped":…,"cards":[…]}, …]}` in the
 * order of `values` — ONE prepared statement, each column a page of its own (read from its own index
 * in order, counted up to LIST_COUNT_CAP) beside the others. `build` writes the list's page as for
 * `jsonListPage`, its rows and count also matching `column` (the column's value, an expression of the
 * statement).
 */
export async function jsonBoard<T, F extends object>(
  db: Db,
  name: string,
  filter: F,
  board: { column: string; values: readonly string[]; cards: number },
  build: (filter: Placeholders<F>, column: SQL) => JsonPageParts<T>,
): Promise<JsonText<{ columns: (BoardColumn<T> & Record<string, unknown>)[] }>> {
  const shape = `${name}:${shapeOf(filter)}`;
  const query = prepared(
    db,
    `board:${shape}`,
    (statement) => {
      const columns = sql.join(
        board.values.map((value, i) => sql`(${value}::text, ${i})`),
        sql`, `,
      );
      const key = JSON.stringify(board.column);
      // Every column is a first page: one plan for every organisation unless it searches.
      const page = pageTables(build(pagePlaceholders(filter, true), sql`board.value`), board.cards, 0, true);
      return db
        .select({
          body: sql<string>`'{"columns":[' || string_agg('{' || ${key} || ':' || to_json(board.value)::text || ',' || ${totals}
            || ',"cards":[' || coalesce(listed.json, '') || ']}', ',' order by board.n) || ']}'`,
        })
        .from(sql`(values ${columns}) as board(value, n) cross join lateral ${page}`)
        .prepare(statement());
    },
    { planEachCall: searches(filter) },
  );
  const [row] = await query.execute(filter as Record<string, unknown>);
  return row!.body;
}

/**
 * A list that is not paged (a calendar's window, the next classes up to a limit) written by the
 * database as `{"data":[…]}`, each row as the contract's item: one prepared statement per shape, as
 * `jsonListPage` without the count. `rows` selects `item` in the list's order, with its own bounds.
 * `found`, when given, is what the call points at, tested in the same statement (the teacher whose
 * calendar it is, of the caller's organisation): when it is not found the answer is `undefined`.
 */
export async function jsonList<T, F extends object>(
  db: Db,
  name: string,
  filter: F,
  build: (filter: Placeholders<F>) => {
    item: JsonItem<T> | KeptItem<T>;
    rows: (item: Record<string, SQL.Aliased>) => SQLWrapper;
    found?: SQL<boolean>;
  },
): Promise<JsonText<{ data: T[] }> | undefined> {
  const shape = `${name}:${shapeOf(filter)}`;
  const query = prepared(db, `json-list:${shape}`, (statement) => {
    const { item, rows, found } = build(placeholdersOf(filter));
    const body = sql<string>`'{"data":[' || coalesce(listed.json, '') || ']}'`;
    return db
      .select({ body: found ? sql<string | null>`case when ${found} then ${body} end` : body })
      .from(listed(rows(aliased(item)), isKept(item)))
      .prepare(statement());
  });
  const [row] = await query.execute(filter as Record<string, unknown>);
  return row!.body ?? undefined;
}
