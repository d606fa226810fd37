import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from './pglite-statements.ts';

// PGlite's own query runs every statement unnamed; the wrapper names a text the second time it comes.
describe('named statements on PGlite', () => {
  let client: PGlite;
  const SEARCH = 'select id from people where name ilike $1 order by id';
  // Read by `exec` (the simple protocol, which the wrapper leaves alone).
  const named = async () =>
    (
      await client.exec(
        `select statement from pg_prepared_statements where name like 'pglite%' order by name`,
      )
    )[0]!.rows as { statement: string }[];

  beforeAll(async () => {
    client = withNamedStatements(new PGlite(), { capacity: 3, planEachCall: (text) => text === SEARCH });
    await client.exec(`create table people (id int primary key, name text, born date, seen timestamptz, note text);
      insert into people values (1, 'Asha', '2010-04-01', '2026-11-26 10:00:00+05:30', null),
                                (2, 'Zoë “Edge” D’Souza', null, null, 'a\\b');`);
  });
  afterAll(async () => client.close());

  it('answers a named statement exactly as PGlite does, in either row mode', async () => {
    const text =
      'select id, name, born, seen, note from people where id >= $1 and ($2::text is null or name <> $2) order by id';
    const first = await client.query(text, [1, null]);
    expect(await named()).toEqual([]);
    const second = await client.query(text, [1, null]);
    const third = await client.query(text, [2, 'Asha'], { rowMode: 'array' });
    expect((await named()).map((s) => s.statement)).toEqual([text]);
    expect(second).toEqual(first);
    expect(first.rows).toEqual([
      {
        id: 1,
        name: 'Asha',
        born: new Date('2010-04-01T00:00:00.000Z'),
        seen: new Date('2026-11-26T04:30:00.000Z'),
        note: null,
      },
      { id: 2, name: 'Zoë “Edge” D’Souza', born: null, seen: null, note: 'a\\b' },
    ]);
    expect(third.rows).toEqual([[2, 'Zoë “Edge” D’Souza', null, null, 'a\\b']]);
    expect(third.fields.map((f) => f.name)).toEqual(['id', 'name', 'born', 'seen', 'note']);
  });

  it('keeps an error’s code, and the statement, when a call fails', async () => {
    const insert = 'insert into people (id, name) values ($1, $2)';
    await client.query(insert, [3, 'Bala']);
    await client.query(insert, [4, 'Chitra']);
    await expect(client.query(insert, [4, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, [5, 'Deepa']);
    expect((await client.query('select count(*)::int as n from people')).rows).toEqual([{ n: 5 }]);
  });

  it('names a statement inside a transaction too, and a failure there still ends the transaction', async () => {
    const insert = 'insert into people (id, name) values ($1, $2) returning id';
    const ids = await client.transaction(async (tx) => {
      const first = await tx.query(insert, [10, 'Esha']);
      const second = await tx.query(insert, [11, 'Farah']);
      return [first.rows, second.rows];
    });
    expect(ids).toEqual([[{ id: 10 }], [{ id: 11 }]]);
    expect((await named()).map((s) => s.statement)).toContain(insert);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [12, 'Gita']);
        await tx.query(insert, [10, 'Esha again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // Rolled back whole: the first insert of the failed transaction is gone too.
    expect((await client.query('select id from people where id >= 10 order by id')).rows).toEqual([
      { id: 10 },
      { id: 11 },
    ]);
  });

  it('runs a named statement in one exchange with PGlite, and recovers from a statement that fails to parse', async () => {
    const exchanges: number[] = [];
    const send = client.execProtocolStream.bind(client);
    client.execProtocolStream = (message, options) => {
      exchanges.push(message.length);
      return send(message, options);
    };
    try {
      const text = 'select name, born from people where id = $1';
      // A caller's own parsers apply over PGlite's (drizzle keeps dates as text).
      const asText = { parsers: { 1082: (value: string) => value } };
      await client.query(text, [1], asText);
      await client.query(text, [1], asText);
      exchanges.length = 0;
      expect((await client.query(text, [1], asText)).rows).toEqual([{ name: 'Asha', born: '2010-04-01' }]);
      expect(exchanges).toHaveLength(1);
      expect((await client.query(text, [1])).rows).toEqual([
        { name: 'Asha', born: new Date('2010-04-01T00:00:00.000Z') },
      ]);

      await expect(client.query('selec $1::int', [1])).rejects.toMatchObject({ code: '42601' });
      expect((await client.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      client.execProtocolStream = send;
    }
  });

  it('leaves a text planned for its values unnamed, however often it comes', async () => {
    for (let i = 0; i < 8; i++) expect((await client.query(SEARCH, ['%a%'])).rows.length).toBeGreaterThan(0);
    expect((await named()).map((s) => s.statement)).not.toContain(SEARCH);
  });

  it('keeps at most its capacity, closing the least recently used', async () => {
    const texts = [1, 2, 3, 4].map((n) => `select ${n} + $1::int as n`);
    for (const text of texts) for (let i = 0; i < 2; i++) await client.query(text, [1]);
    expect((await named()).map((s) => s.statement)).toEqual(texts.slice(1));
    expect((await client.query(texts[0]!, [1])).rows).toEqual([{ n: 2 }]);
  });

  it('runs a statement again after its table changed shape', async () => {
    const text = 'select * from people where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await client.exec('alter table people add column city text');
    expect((await client.query(text, [1])).fields.map((f) => f.name)).toContain('city');
  });

  it('waits for PGlite to open when a text comes twice at once on a new one', async () => {
    const fresh = withNamedStatements(new PGlite());
    const answers = await Promise.all([1, 2, 3].map((n) => fresh.query('select $1::int as n', [n])));
    expect(answers.map((a) => a.rows)).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    await fresh.close();
  });

  it('lets the event loop turn between statements and transactions, so waiting sockets are read', async () => {
    // What a server's event loop would do next (read a request, accept a connection) is queued now,
    // behind a queue of calls: it must run before the queue is through, not after all of it.
    const finished = { queries: 0, transactions: 0 };
    const queries = Array.from({ length: 20 }, (_, i) =>
      client.query('select $1::int as n', [i]).then(() => (finished.queries += 1)),
    );
    const atTurn = new Promise<number>((resolve) => setImmediate(() => resolve(finished.queries)));
    expect(await atTurn).toBeLessThan(2);
    await Promise.all(queries);

    const transactions = Array.from({ length: 5 }, () =>
      client.transaction(async (tx) => tx.query('select 1')).then(() => (finished.transactions += 1)),
    );
    const atTransactionTurn = new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished.transactions)),
    );
    expect(await atTransactionTurn).toBeLessThan(2);
    await Promise.all(transactions);
    expect(finished).toEqual({ queries: 20, transactions: 5 });
  });
});
