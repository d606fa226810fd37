import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { freshDatabase, uniqueEmail } from '../../test/harness.ts';
import { logSink } from '../../test/log-sink.ts';
import { errorForLog } from './errorForLog.ts';

/**
 * A 500's log line keeps the error's message, code, stack, SQL text and route, never the values bound
 * to the query (emails, phone numbers, names, password hashes). The database is real (PGlite, or
 * PostgreSQL with DATABASE_URL) and so is the logger: lines are read back from its stream.
 */

/** What pino (with Fastify's `err` serializer) writes for `{ err: errorForLog(error) }`. */
function logged(error: unknown): { text: string; err: Record<string, unknown> } {
  const sink = logSink();
  pino({ serializers: { err: pino.stdSerializers.err } }, sink.stream).error(
    { err: errorForLog(error) },
    'request failed',
  );
  return { text: sink.lines.join('\n'), err: sink.entries()[0]!.err as Record<string, unknown> };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('errorForLog on real database errors', () => {
  it('keeps the SQL text, message, code and stack of a failed query, not its value', async () => {
    const secret = 'priya.sharma@example.test';
    const error = await failure(() => database.db.execute(sql`select ${secret}::int as n`));
    // What the drivers really hand over: the value is in Drizzle's message and params, and in the
    // cause's message (and, on PGlite, the cause's params).
    expect(String((error as Error).message)).toContain(secret);
    expect(JSON.stringify(pino.stdSerializers.err(error as Error))).toContain(secret);

    const { text, err } = logged(error);
    expect(text).not.toContain(secret);
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.query).toBe('select $1::int as n');
    expect(err.paramCount).toBe(1);
    expect(err.code).toBe('22P02');
    expect(err.message).toBe(
      'Failed query: select $1::int as n: invalid input syntax for type integer: "[redacted]"',
    );
    expect(err.stack).toMatch(/^Error: Failed query: select \$1::int as n\n\s+at /);
    expect(err.stack).toContain('caused by: error: invalid input syntax for type integer');
    expect(err).not.toHaveProperty('params');
  });

  it('drops the row a constraint quotes (detail) and masks a value a trigger writes into its message', async () => {
    const email = uniqueEmail('ravi.kumar');
    const phone = '9812345670';
    const error = await failure(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`create temporary table log_probe (email text unique, mobile text) on commit drop`,
        );
        await tx.execute(sql`insert into log_probe values (${email}, ${phone})`);
        await tx.execute(sql`insert into log_probe values (${email}, ${phone})`);
      }),
    );
    const cause = (error as { cause?: { detail?: string } }).cause;
    expect(cause?.detail).toContain(email);
    const { text, err } = logged(error);
    expect(text).not.toContain(email);
    expect(text).not.toContain(phone);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('log_probe_email_key');
    expect(err.table).toBe('log_probe');
    expect(err.message).toContain('duplicate key value violates unique constraint "log_probe_email_key"');
    expect(err).not.toHaveProperty('detail');

    const fromTrigger = await failure(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(`create function pg_temp.log_probe_refuse(value text) returns int
          language plpgsql as $$ begin raise exception 'refused the mobile number %', value; end $$`),
        );
        await tx.execute(sql`select pg_temp.log_probe_refuse(${phone})`);
      }),
    );
    const trigger = logged(fromTrigger);
    expect(trigger.text).not.toContain(phone);
    expect(trigger.err.message).toContain('refused the mobile number [redacted]');
    expect(trigger.err.code).toBe('P0001');
  });
});

describe('the 500 log line', () => {
  let app: FastifyInstance;
  const sink = logSink();

  beforeAll(async () => {
    ({ app } = await buildApp({
      settings: loadSettings({ LOG_LEVEL: 'info', DATA_DIR: '/tmp/kaksha-unused' }),
      database,
      logger: { level: 'info', stream: sink.stream },
      limits: { registerPerHour: 10_000 },
    }));
    await app.ready();
    await database.db.execute(
      sql.raw(`create function log_probe_refuse_user() returns trigger language plpgsql as $$
        begin raise exception 'log probe: this user may not be stored'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger log_probe_refuse_user before insert on users
        for each row execute function log_probe_refuse_user()`),
    );
  });
  afterAll(async () => {
    await database.db.execute(sql.raw('drop trigger if exists log_probe_refuse_user on users'));
    await app?.close();
  });

  it('names the route, the SQL and the database message, and none of the values', async () => {
    const email = uniqueEmail('meena.iyer');
    const person = { email, mobile: '9988776655', whatsapp: '9123987654', createdBy: 'Meena Iyer' };
    const res = await app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...person, password: 'a passphrase nobody logs' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });

    const failed = sink.entries().filter((e) => e.msg === 'request failed');
    expect(failed).toHaveLength(1);
    const line = JSON.stringify(failed[0]);
    expect(line).toContain('log probe: this user may not be stored');
    for (const value of [email, person.mobile, person.whatsapp, person.createdBy, '$argon2'])
      expect(line, value).not.toContain(value);
    // Nor anywhere else in what the server logged for that request.
    for (const value of [email, person.mobile, person.whatsapp, person.createdBy])
      expect(sink.lines.join('\n'), value).not.toContain(value);

    const entry = failed[0] as { level: number; method: string; route: string; err: Record<string, unknown> };
    expect(entry.level).toBe(50);
    expect(entry.method).toBe('POST');
    expect(entry.route).toBe('/register');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.code).toBe('P0001');
    expect(entry.err.query).toMatch(/^insert into "users" \(/);
    expect(entry.err.paramCount).toBeGreaterThan(3);
    expect(entry.err.message).toMatch(
      /^Failed query: insert into "users" .*: log probe: this user may not be stored$/s,
    );
    expect(entry.err.stack).toMatch(
      /\n\s+at .*\n[\s\S]*caused by: error: log probe: this user may not be stored/,
    );
  });
});
