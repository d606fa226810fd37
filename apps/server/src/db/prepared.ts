import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Placeholder, SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built once and then run as a prepared statement (docs/benchmarks.md): building a
 * drizzle query costs more CPU than the database spends answering a list page, and PostgreSQL
 * plans a named statement once per connection instead of on every call.
 *
 * `name` identifies the query's *shape*: a list whose optional filters change its SQL includes them
 * in the name (`users-list:q:active`), and the values travel as `sql.placeholder(…)`s.
 */
export function prepared<Q>(
  db: Db,
  shape: string,
  build: (statementName: (part?: string) => string) => Q,
  { planEachCall = false } = {},
): Q {
  let queries = byDatabase.get(db);
  if (!queries) byDatabase.set(db, (queries = new Map()));
  let query = queries.get(shape);
  if (!query) {
    // An empty name is PostgreSQL's unnamed statement: planned for the values it is run with.
    const name = (part = '') => (planEachCall ? '' : statementName(`${shape}${part}`));
    queries.set(shape, (query = build(name)));
    if (planEachCall) for (const text of textsOf(query)) plannedEachCall.add(text);
  }
  return query as Q;
}

/**
 * A read that runs both inside a transaction and outside one (a record's detail, read again after
 * its write): outside, the pool's prepared statement of `shape`, built once (`prepared`); inside,
 * built on the transaction and run unnamed, as a named statement belongs to the pool. Either way its
 * values travel as placeholders: `.execute({ id })`.
 */
export function preparedOn<P>(
  db: Executor,
  shape: string,
  build: (db: Executor) => { prepare(name: string): P },
  options: { planEachCall?: boolean } = {},
): P {
  if (db instanceof PgTransaction) return build(db).prepare('');
  return prepared(db as Db, shape, (name) => build(db).prepare(name()), options);
}

/**
 * The SQL of every statement built with `planEachCall`: the wrappers that name statements by their
 * text (db/pglite-statements.ts, db/pg-statements.ts) leave these unnamed too, so that they are
 * planned for their values.
 */
export const plannedEachCall = new Set<string>();

/** The texts of a built query: one prepared statement, or an object of them (`listPage`'s). */
function textsOf(query: unknown): string[] {
  const statements = isStatement(query) ? [query] : Object.values(query as object).filter(isStatement);
  return statements.map((statement) => statement.getQuery().sql);
}
const isStatement = (value: unknown): value is { getQuery(): { sql: string } } =>
  typeof (value as { getQuery?: unknown } | null)?.getQuery === 'function';

/**
 * Whether a list's filter searches (`q`, a LIKE pattern, by convention the search box of every
 * list): such a shape is planned for its values on every call (decision 033). A named statement gets
 * a generic plan after five runs, and a generic plan guesses a pattern matches a few rows of an
 * average organisation, so it walks the big organisation's rows in list order and filters them
 * (105 ms for a search of 20,000 students) instead of reading the trigram indexes (under 1 ms).
 */
export const searches = (filter: object) => (filter as { q?: unknown }).q !== undefined;

// PostgreSQL cuts statement names at 63 bytes, and two shapes that agree that far would clash.
function statementName(shape: string): string {
  const readable = shape.replace(/[^a-z-]+/gi, '_').slice(0, 40);
  return `${readable}_${createHash('sha256').update(shape).digest('base64url').slice(0, 16)}`;
}

/** The filters that are set, in a stable order: the part of a prepared query's name that varies. */
export function shapeOf(filter: object): string {
  return Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort()
    .join(',');
}

/** A filter whose values may be placeholders: what a prepared query is built from. */
export type Placeholders<F> = { [K in keyof F]: F[K] | Placeholder };

/**
 * A value the planner does not see, `(select $n::type)`: every plan of the statement is costed alike,
 * so PostgreSQL keeps its generic plan (`onePlan`, below). For a range whose ends a custom plan would
 * cost as cheaper than the generic one — a month of the day book was planned again on every call,
 * 0.4 ms, more than reading its page.
 */
export const unseen = (
  value: SQLWrapper | Placeholder | string,
  type: 'integer' | 'date' | 'timestamptz' | 'text',
) => sql`(select ${value}::${sql.raw(type)})`;

/**
 * The same filter with every value that is set replaced by a placeholder of its own name.
 *
 * `onePlan`: the organisation's id is hidden from the planner, `(select $n::integer)`, so that
 * PostgreSQL keeps the statement's one plan for every organisation. A named statement is planned for
 * its values five times and then given its generic plan unless that is costed above theirs; planned
 * for the big organisation, whose rows are half a table, a page read along the primary key costs
 * less on paper than one read along the organisation's index, and so the audit list and the
 * messages were planned again on every call (0.5–0.8 ms, more than reading the page). Hidden, every
 * plan is costed alike and the generic one (verified for each list) is kept.
 */
export function placeholdersOf<F extends object>(filter: F, { onePlan = false } = {}): Placeholders<F> {
  const entries = Object.entries(filter).map(([key, value]) => [
    key,
    value === undefined
      ? undefined
      : onePlan && key === 'organisationId'
        ? unseen(sql.placeholder(key), 'integer')
        : sql.placeholder(key),
  ]);
  return Object.fromEntries(entries) as Placeholders<F>;
}
