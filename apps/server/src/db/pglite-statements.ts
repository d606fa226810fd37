import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<Parameters<InstanceType<typeof protocol.Parser>['parse']>[1]>[0];

/** How many statements one PGlite keeps, the least recently used closed first. */
export const NAMED_STATEMENTS = 400;

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
 * stays unnamed: a named statement may be given one generic plan after five calls. PGlite's
 * transactions (`transaction()`) keep its own path: they run on a `Transaction`, not here.
 */
export function withNamedStatements(
  client: PGlite,
  {
    capacity = NAMED_STATEMENTS,
    planEachCall = () => false,
  }: { capacity?: number; planEachCall?: (text: string) => boolean } = {},
): PGlite {
  const unnamed = client.query.bind(client);
  /** Texts seen once, and the named statements: their name and their parameters' types. */
  const seen = new Set<string>();
  const statements = new Map<string, { name: string; types: number[] }>();
  let serial = 0;

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

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
    let described: BackendMessage[];
    try {
      await send(protocol.serialize.parse({ name, text }));
      described = await send(protocol.serialize.describe({ type: 'S', name }));
    } finally {
      await send(protocol.serialize.sync());
    }
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldest, { name: closing }] = statements.entries().next().value!;
      statements.delete(oldest);
      await close(closing);
    }
    return statement;
  }

  async function named<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await client.waitReady; // the text's first call may still be waiting for PGlite to open
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { name, types } = await statementFor(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
          return serialize ? serialize(value) : String(value);
        });
        const messages: BackendMessage[] = [];
        try {
          messages.push(
            ...(await send(protocol.serialize.bind({ statement: name, values }))),
            ...(await send(protocol.serialize.describe({ type: 'P' }))),
            ...(await send(protocol.serialize.execute({}))),
          );
        } finally {
          messages.push(...(await send(protocol.serialize.sync())));
        }
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  /**
   * A named statement whose tables changed shape since it was parsed (a migration) cannot run again:
   * it is closed and forgotten, and the call runs unnamed.
   */
  async function namedOrAfresh<T>(text: string, params: unknown[], options?: QueryOptions) {
    try {
      return await named<T>(text, params, options);
    } catch (error) {
      const statement = statements.get(text);
      if (!statement || !/cached plan must not change result type/.test(String(error))) throw error;
      statements.delete(text);
      await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => close(statement.name)));
      return unnamed<T>(text, params, options);
    }
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes || planEachCall(text)) return unnamed<T>(text, params, options);
    if (statements.has(text)) return namedOrAfresh<T>(text, params, options);
    if (seen.has(text)) {
      seen.delete(text);
      return namedOrAfresh<T>(text, params, options);
    }
    // A text asked for once is remembered (up to the same number); the second time it is named.
    if (seen.size >= capacity) seen.clear();
    seen.add(text);
    return unnamed<T>(text, params, options);
  };
  return client;
}
