import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** How many statements one PGlite keeps, the least recently used closed first. */
export const NAMED_STATEMENTS = 400;

/** A file to copy, or types given by the caller: left to PGlite's own path. */
const pglitesOwn = (options: QueryOptions | undefined) => Boolean(options?.blob || options?.paramTypes);

/** A turn of the event loop: what is waiting on sockets and timers runs first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite's `query` runs every statement as PostgreSQL's unnamed one, so each call is parsed and
 * planned again — in WebAssembly, on the thread that serves requests. On PostgreSQL the same queries
 * are named statements, parsed once per connection and planned once where the plan does not depend
 * on the values (db/prepared.ts, decision 019). This gives PGlite the same: the second time a text
 * is asked for outside a transaction it becomes a named statement of this PGlite, and from then on a
 * call is only Bind and Execute. A statement's text is its identity (every value is a parameter), so
 * a text that comes once is never kept, and at most `capacity` are, the least recently used closed.
 *
 * A text that must be planned for its values on every call (`planEachCall`: a search, decision 033)
 * stays unnamed: a named statement may be given one generic plan after five calls. Statements
 * inside a transaction (`transaction()`) are named the same way: the writes, their audit lines and
 * the reads around them are the same few texts on every call (decision 039).
 *
 * Each statement outside a transaction, named or not, and each transaction after its BEGIN waits for
 * a turn of the event loop once it holds PGlite (decision 038). PGlite runs a statement synchronously
 * and hands the lock to the next caller in the same task, so without the turn a queue of fifty calls
 * ran back to back for a quarter of a second while no socket was read and no connection accepted: a
 * connection that came meanwhile waited seconds.
 */
export function withNamedStatements(
  client: PGlite,
  {
    capacity = NAMED_STATEMENTS,
    planEachCall = () => false,
  }: { capacity?: number; planEachCall?: (text: string) => boolean } = {},
): PGlite {
  const original = client.query.bind(client);
  /** Texts seen once, and the named statements: their name and their parameters' types. */
  const seen = new Set<string>();
  const statements = new Map<string, { name: string; types: number[] }>();
  let serial = 0;
  /**
   * PGlite's parsers with a caller's own over them, merged once per caller's set: PGlite's result
   * parser merges them on every call (a copy of every type's parser, a tenth of a list call's CPU).
   */
  const merged = new WeakMap<object, { base: typeof client.parsers; parsers: typeof client.parsers }>();
  const parsersFor = (options: QueryOptions | undefined) => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let known = merged.get(own);
    // PGlite replaces its parsers when it learns array types: merged again then.
    if (known?.base !== client.parsers)
      merged.set(own, (known = { base: client.parsers, parsers: { ...client.parsers, ...own } }));
    return known.parsers;
  };

  /**
   * Messages to PGlite in one call: it runs every message it is given before it answers, and each
   * call costs a crossing into WebAssembly and a parse of what comes back.
   */
  const send = (...messages: Uint8Array[]) =>
    client.execProtocolStream(messages.length === 1 ? messages[0]! : Buffer.concat(messages), {
      syncToFs: false,
    });

  async function close(name: string) {
    try {
      await send(protocol.serialize.close({ type: 'S', name }));
    } finally {
      await send(protocol.serialize.sync());
    }
  }

  /** The statement for `text`, parsed now if it is new (inside the query lock). */
  async function statementFor(text: string) {
    const known = statements.get(text);
    if (known) {
      statements.delete(text); // to the end: most recently used
      statements.set(text, known);
      return known;
    }
    const name = `pglite_${++serial}`;
    // Sync in the same call: after an error PostgreSQL skips to it, so it always ends the exchange.
    const described = await send(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldest, { name: closing }] = statements.entries().next().value!;
      statements.delete(oldest);
      await close(closing);
    }
    return statement;
  }

  /**
   * The text parsed as the unnamed statement: its parameters' types. Not synced: an unnamed
   * statement lasts until the next Parse, and the caller's Sync ends the call.
   */
  async function unnamedStatement(text: string) {
    const described = await send(
      protocol.serialize.parse({ text }),
      protocol.serialize.describe({ type: 'S' }),
    );
    return { name: '', types: parse.parseDescribeStatementResults(described) };
  }

  /**
   * One call of `text`: as a named statement (`keep`) or as the unnamed one. Outside a transaction it
   * waits for PGlite and then for a turn; inside one (`inTransaction`), the transaction holds PGlite
   * and the call waits only for the statement before it.
   */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    keep: boolean,
    inTransaction: boolean,
  ) {
    // A call may come before PGlite has opened (it waits), or from PGlite's own opening (it must not).
    if (!client.ready) await client.waitReady;
    const exclusive = <R>(work: () => Promise<R>) =>
      inTransaction
        ? client._runExclusiveQuery(work)
        : client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              await nextTurn();
              return work();
            }),
          );
    return exclusive(async () => {
      let bind: Uint8Array;
      try {
        const { name, types } = keep ? await statementFor(text) : await unnamedStatement(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
          return serialize ? serialize(value) : String(value);
        });
        bind = protocol.serialize.bind({ statement: name, values });
      } catch (error) {
        // After a failed Parse PostgreSQL skips to a Sync, which ends the exchange.
        await send(protocol.serialize.sync());
        throw error;
      }
      // Bind to Sync in one call: an error thrown here has already been synced.
      const messages = await send(
        bind,
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
      await client.syncToFs();
      return parse.parseResults(messages, parsersFor(options), {
        rowMode: options?.rowMode,
      })[0] as Results<T>;
    });
  }

  /**
   * A named statement whose tables changed shape since it was parsed (a migration) cannot run again:
   * it is closed and forgotten, and the call runs unnamed.
   */
  async function namedOrAfresh<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    try {
      return await run<T>(text, params, options, true, inTransaction);
    } catch (error) {
      const statement = statements.get(text);
      // Inside a transaction the failure has ended it: the statement is forgotten, the error stands.
      if (!statement || !/cached plan must not change result type/.test(String(error))) throw error;
      statements.delete(text);
      if (inTransaction) throw error;
      await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => close(statement.name)));
      return run<T>(text, params, options, false, false);
    }
  }

  /** A statement as this wrapper runs it: named the second time its text comes, unless planned each call. */
  function query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    if (planEachCall(text)) return run<T>(text, params, options, false, inTransaction);
    if (statements.has(text)) return namedOrAfresh<T>(text, params, options, inTransaction);
    if (seen.has(text)) {
      seen.delete(text);
      return namedOrAfresh<T>(text, params, options, inTransaction);
    }
    // A text asked for once is remembered (up to the same number); the second time it is named.
    if (seen.size >= capacity) seen.clear();
    seen.add(text);
    return run<T>(text, params, options, false, inTransaction);
  }

  // A transaction holds PGlite from its BEGIN to its COMMIT: it waits for its turn once it has it,
  // and its statements are named as any other's.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      await nextTurn();
      const own = tx.query.bind(tx);
      // A closed transaction's own query says so.
      tx.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        pglitesOwn(options) || tx.closed
          ? own<T>(text, params, options)
          : query<T>(text, params, options, true);
      return callback(tx);
    });

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    pglitesOwn(options) ? original<T>(text, params, options) : query<T>(text, params, options, false);
  return client;
}
