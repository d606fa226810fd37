import { Column, SQL, is, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { preparedOn } from './prepared.ts';

/**
 * A read of one part of a record: a drizzle select of flat fields (columns and `sql` expressions)
 * whose values are placeholders (`sql.placeholder(name)`).
 */
type Part<R> = SQLWrapper & PromiseLike<R[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row: each part's own is kept in `P`
type Parts = Record<string, Part<any>>;
/** A select's fields, in the order its SQL selects them (drizzle's `_`, as its own types declare it). */
const selectedFields = (part: SQLWrapper) =>
  (part as unknown as { _: { selectedFields: Record<string, unknown> } })._.selectedFields;
/** What each part read: its rows, decoded as drizzle decodes them. */
export type PartsRead<P extends Parts> = { [K in keyof P]: Awaited<P[K]> };

/**
 * Several reads of a record answered in ONE statement (decision 052): a record's row, its guardians,
 * its documents, its history… Each part's rows come back as a JSON array of arrays and are decoded by
 * the part's own fields, so they are what the part read alone would give. On this machine a
 * statement's round trip costs the server and PostgreSQL more than reading a record's few rows does
 * (docs/benchmarks.md), and a record's screen read four or five of them.
 *
 * The parts' placeholders share one set of values: a name two parts use is one value. Outside a
 * transaction the statement is prepared once per `shape` (`preparedOn`); inside one it is built there.
 * A search's parts pass `planEachCall` (decision 033): planned for each call's patterns.
 */
export function readTogether<P extends Parts>(
  db: Executor,
  shape: string,
  build: (d: Executor) => P,
  options: { planEachCall?: boolean } = {},
): { execute(values: Record<string, unknown>): Promise<PartsRead<P>> } {
  return preparedOn(
    db,
    `together:${shape}`,
    (d) => {
      const shapes: Record<string, { keys: string[]; decoders: Decoder[] }> = {};
      const columns: Record<string, SQL> = {};
      for (const [key, part] of Object.entries(build(d))) {
        const fields = Object.entries(selectedFields(part));
        // json_build_array takes at most 100 arguments (PostgreSQL's FUNC_MAX_ARGS).
        if (fields.length > 100) throw new Error(`readTogether: part ${key} selects over 100 fields`);
        const names = fields.map((_, i) => sql.identifier(`c${i}`));
        const values = sql.join(
          names.map((name) => sql`part.${name}`),
          sql`, `,
        );
        // The part's rows in its own order, each an array of its columns by position (two columns of
        // one name, or a column without one, read as drizzle reads them: by position).
        columns[key] = sql`(select coalesce(json_agg(json_build_array(${values})), '[]') from (${part})
        as part(${sql.join(names, sql`, `)}))`;
        shapes[key] = {
          keys: fields.map(([name]) => name),
          decoders: fields.map(([, field]) => decoderOf(field)),
        };
      }
      const query = d.select(columns).from(sql`(select 1) as one`);
      return {
        prepare(name: string) {
          const statement = query.prepare(name);
          return {
            async execute(values: Record<string, unknown>) {
              const [row] = (await statement.execute(values)) as Record<string, unknown>[];
              const read: Record<string, unknown[]> = {};
              for (const [key, { keys, decoders }] of Object.entries(shapes)) {
                const value = row![key];
                // node-postgres parses a json column; a driver may leave it as text.
                const rows = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
                read[key] = rows.map((r) =>
                  Object.fromEntries(keys.map((k, i) => [k, r[i] === null ? null : decoders[i]!(r[i])])),
                );
              }
              return read as PartsRead<P>;
            },
          };
        },
      };
    },
    options,
  );
}

type Decoder = (value: unknown) => unknown;

/** How drizzle turns a driver's value of a selected field into the row's: the column's or `mapWith`'s. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  if (is(expression, SQL)) {
    // `decoder` is drizzle's own (untyped there): what `mapWith` set, else the value as it came.
    const { decoder } = expression as unknown as { decoder: { mapFromDriverValue: Decoder } };
    return (value) => decoder.mapFromDriverValue(value);
  }
  throw new Error('readTogether: a part selects only columns and sql expressions, not nested objects');
}
