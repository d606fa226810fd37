/**
 * What the log keeps of an unexpected error: its type, message, code, stack and SQL text, never the
 * values bound to the query. Drizzle's DrizzleQueryError carries `params` and writes them into its
 * message ("Failed query: …\nparams: …") and so into its stack; PGlite's error (its `cause`) carries
 * `params` too; PostgreSQL's `detail` ("Key (email)=(…) already exists", "Failing row contains (…)")
 * and `where` can quote row data, and some messages quote the offending value
 * (`invalid input syntax for type integer: "…"`). Those values can be emails, phone numbers and names.
 *
 * The app's logger passes every `err` it logs through this (app.ts), wherever it is logged. The copy keeps the error's prototype, so the log still names its
 * type (DrizzleQueryError, DatabaseError); only the fields below are copied, and the causes likewise.
 */

const REDACTED = '[redacted]';
const MAX_DEPTH = 5;

/** A database error's fields that name things (SQLSTATE, table, constraint, source line), never data. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'position',
  'routine',
  'file',
  'line',
] as const;
const KEPT_FIELDS = ['name', 'statusCode', ...DATABASE_FIELDS] as const;

const FAILED_QUERY = 'Failed query: ';

type Fields = Record<string, unknown>;

export function errorForLog(err: unknown): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const out = copy(err, boundValues(err), 0) as Fields;
  // A log shows a cause's message and stack but not its fields: Drizzle's wrapper has none of its
  // own, so the database error's SQLSTATE, table and constraint are shown on it.
  if (out.code === undefined) {
    for (
      let e = out.cause as Fields | undefined, depth = 0;
      e && depth < MAX_DEPTH;
      e = e.cause as Fields, depth++
    ) {
      if (e.code === undefined) continue;
      for (const key of DATABASE_FIELDS) if (e[key] !== undefined) define(out, key, e[key]);
      break;
    }
  }
  return out;
}

function define(target: object, key: string, value: unknown, enumerable = true) {
  Object.defineProperty(target, key, { value, enumerable, writable: true, configurable: true });
}

/** Every value bound to a query anywhere in the chain of causes, as text, longest first. */
function boundValues(err: object): string[] {
  const found = new Set<string>();
  const add = (value: unknown, depth: number) => {
    if (typeof value === 'string') {
      if (value.length >= 2) found.add(value);
    } else if (typeof value === 'number' || typeof value === 'bigint') {
      // Ids and counts are short; a phone or account number is not.
      if (String(value).length >= 4) found.add(String(value));
    } else if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) found.add(value.toISOString());
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && depth < 4) {
      // A JSON parameter: its text and each value in it.
      try {
        found.add(JSON.stringify(value));
      } catch {
        // circular: its values are still added below
      }
      for (const item of Object.values(value)) add(item, depth + 1);
    }
  };
  for (let e: unknown = err, depth = 0; e && depth < MAX_DEPTH; e = (e as Fields).cause, depth++) {
    const params = (e as Fields).params;
    if (Array.isArray(params)) for (const value of params) add(value, 0);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

function mask(text: string, values: string[]): string {
  let out = text;
  for (const value of values) out = out.split(value).join(REDACTED);
  // PostgreSQL quotes the offending value after a colon (`… for type uuid: "…"`); identifiers it
  // quotes follow a word (`relation "users"`), so they stay.
  return out.replace(/: "(?:[^"]|"")*"/g, `: "${REDACTED}"`);
}

function copy(err: object, values: string[], depth: number): object {
  const source = err as Fields;
  const out: Fields = Object.create(Object.getPrototypeOf(err) as object | null) as Fields;
  const set = (key: string, value: unknown, enumerable = true) => define(out, key, value, enumerable);

  const query = typeof source.query === 'string' ? source.query : undefined;
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  // Drizzle's message is the SQL text and then the values: keep the SQL text only.
  const message =
    query !== undefined && rawMessage.startsWith(FAILED_QUERY)
      ? `${FAILED_QUERY}${query}`
      : mask(rawMessage, values);
  set('message', message, false);
  if (typeof source.stack === 'string') {
    // The stack begins with the message (values and all): the same frames under the safe message.
    const name = typeof source.name === 'string' ? source.name : 'Error';
    const header = `${name}: ${rawMessage}`;
    const frames = (
      source.stack.startsWith(header) ? source.stack.slice(header.length) : mask(source.stack, values)
    )
      .split('\n')
      .filter((line) => /^\s+at /.test(line));
    set('stack', [`${name}: ${message}`, ...frames].join('\n'), false);
  }

  for (const key of KEPT_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') set(key, value);
  }
  if (typeof source.hint === 'string') set('hint', mask(source.hint, values));
  if (query !== undefined) set('query', query);
  if (Array.isArray(source.params)) set('paramCount', source.params.length);

  if (depth < MAX_DEPTH) {
    const cause = source.cause;
    if (typeof cause === 'object' && cause !== null) set('cause', copy(cause, values, depth + 1));
    const errors = source.errors;
    if (Array.isArray(errors))
      set(
        'errors',
        errors.map((e: unknown) =>
          typeof e === 'object' && e !== null
            ? copy(e, values, depth + 1)
            : typeof e === 'string'
              ? mask(e, values)
              : e,
        ),
      );
  }
  return out;
}
