import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { freshDatabase, rowsOf } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { backoffAfter, DEFAULT_MAIL_POLICY, Mailer } from './mailer.ts';
import type { MailPolicy } from './mailer.ts';

/**
 * The outbox shared by several nodes, against a real SMTP server: two Mailers on one database play
 * two API nodes. On PostgreSQL the second node has a connection pool of its own, as a second process
 * would; on PGlite (one connection) they share it, and still interleave between statements.
 */

let database: Database;
/** The second node's connection: its own pool on PostgreSQL. */
let otherNode: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const mailers: Mailer[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  otherNode =
    database.kind === 'postgres' ? openPostgres(connectionStringOf(database), { max: 4 }) : database;
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  if (otherNode !== database) await otherNode.close();
  await database.close();
  await sink.close();
});
beforeEach(async () => {
  // Tests share the outbox; each starts with nothing left for the retry timer.
  await database.db.execute(sql`delete from mail_outbox where sent_at is null`);
  sink.refuse(null);
});

function connectionStringOf(db: Database): string {
  return (db.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
}

interface LogEntry {
  level: string;
  msg: string;
}

/** A logger that keeps what it is told, for checking what a mailer reports. */
function recordingLog() {
  const entries: LogEntry[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) =>
    entries.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, entries };
}

function node(db: Database, policy: Partial<MailPolicy> = {}, smtpUrl = sink.url) {
  const { log, entries } = recordingLog();
  const mailer = new Mailer(db.db, smtpUrl, 'Kaksha <no-reply@kaksha.test>', log, policy);
  mailers.push(mailer);
  return { mailer, entries };
}

let counter = 0;
const address = (label: string) => `${label}.${process.pid}.${++counter}@mail.kaksha.test`;

async function enqueue(mailer: Mailer, to: string[]): Promise<number[]> {
  return database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const address of to)
      ids.push(await mailer.enqueue(tx, { to: address, subject: 'Hello', text: to[0]! }));
    return ids;
  });
}

/** How many messages the SMTP server received for each address. */
const received = (to: string[]) => to.map((a) => sink.messages.filter((m) => m.to.includes(a)).length);

interface OutboxRow {
  attempts: number;
  sent: boolean;
  claimed: boolean;
  last_error: string | null;
  /** Milliseconds until its next attempt (negative: due). */
  due_in: number;
}

async function outbox(id: number): Promise<OutboxRow> {
  const [row] = await rowsOf<OutboxRow>(
    database,
    sql`select attempts, sent_at is not null as sent, claimed_until > now() as claimed, last_error,
          (extract(epoch from next_attempt_at - now()) * 1000)::float8 as due_in
        from mail_outbox where id = ${id}`,
  );
  return { ...row!, claimed: row!.claimed ?? false };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail outbox shared by several nodes', () => {
  it('sends each mail exactly once while two nodes race their deliveries and retry timers', async () => {
    const a = node(database);
    const b = node(otherNode);
    const to = Array.from({ length: 60 }, (_, i) => address(`race${i}`));
    const ids = await enqueue(a.mailer, to);

    // Each node delivers every mail after "its" commit, while both retry timers fire, several times.
    await Promise.all([
      ...ids.map((id) => a.mailer.deliver(id)),
      ...ids.map((id) => b.mailer.deliver(id)),
      ...Array.from({ length: 3 }, () => [a.mailer.retryPending(), b.mailer.retryPending()]).flat(),
    ]);
    // Whatever is left (a delivery skips a row another node holds) goes with the next ticks.
    while ((await a.mailer.retryPending()) + (await b.mailer.retryPending()) > 0);

    expect(received(to)).toEqual(to.map(() => 1));
    const rows = await rowsOf<{ attempts: number; sent: boolean }>(
      database,
      sql`select attempts, sent_at is not null as sent from mail_outbox where id in ${ids} order by id`,
    );
    // Claimed once each: one attempt, one send.
    expect(rows).toEqual(ids.map(() => ({ attempts: 1, sent: true })));
    expect([...a.entries, ...b.entries].filter((e) => e.level !== 'info')).toEqual([]);
  });

  it('never sends a delivered mail again, whatever its claim and next-attempt times say', async () => {
    const a = node(database);
    const b = node(otherNode);
    const to = [address('once')];
    const [id] = await enqueue(a.mailer, to);
    await a.mailer.deliver(id!);
    expect(received(to)).toEqual([1]);

    await database.db.execute(
      sql`update mail_outbox set claimed_until = now() - interval '1 hour',
            next_attempt_at = now() - interval '1 hour' where id = ${id!}`,
    );
    await Promise.all([
      a.mailer.deliver(id!),
      b.mailer.deliver(id!),
      a.mailer.retryPending(),
      b.mailer.retryPending(),
    ]);
    expect(received(to)).toEqual([1]);
    expect(await outbox(id!)).toMatchObject({ attempts: 1, sent: true });
  });

  it('retries a failed send later, waiting longer after each failure', async () => {
    const policy = { backoffMs: 400, maxBackoffMs: 10_000 };
    const a = node(database, policy);
    const b = node(otherNode, policy);
    const to = [address('later')];
    const [id] = await enqueue(a.mailer, to);

    sink.refuse('mailbox busy, try later');
    await a.mailer.deliver(id!);
    let row = await outbox(id!);
    expect(row).toMatchObject({ attempts: 1, sent: false, claimed: false });
    expect(row.last_error).toContain('mailbox busy, try later');
    expect(row.due_in).toBeGreaterThan(250);
    expect(row.due_in).toBeLessThanOrEqual(400);
    expect(a.entries.map((e) => e.msg)).toContain('mail delivery failed; will retry');

    // Not before its time, from either node, even with the server back.
    sink.refuse(null);
    expect(await b.mailer.retryPending()).toBe(0);
    await b.mailer.deliver(id!);
    expect(received(to)).toEqual([0]);
    expect((await outbox(id!)).attempts).toBe(1);

    // Due: tried again, refused again, and the wait doubles.
    sink.refuse('still busy');
    await sleep(row.due_in + 20);
    expect(await b.mailer.retryPending()).toBe(0);
    row = await outbox(id!);
    expect(row).toMatchObject({ attempts: 2, sent: false, claimed: false });
    expect(row.last_error).toContain('still busy');
    expect(row.due_in).toBeGreaterThan(650);
    expect(row.due_in).toBeLessThanOrEqual(800);

    sink.refuse(null);
    await sleep(row.due_in + 20);
    expect(await a.mailer.retryPending()).toBe(1);
    expect(received(to)).toEqual([1]);
    expect(await outbox(id!)).toMatchObject({ attempts: 3, sent: true });
  });

  it('gives up after the last attempt: the mail stays in the outbox, logged, and is not sent again', async () => {
    const a = node(database, { backoffMs: 1, maxAttempts: 3 });
    const to = [address('given.up')];
    const [id] = await enqueue(a.mailer, to);
    sink.refuse('no such mailbox today');
    await a.mailer.deliver(id!);
    for (let tick = 0; tick < 10; tick++) {
      await sleep(5);
      await a.mailer.retryPending();
    }
    expect(await outbox(id!)).toMatchObject({ attempts: 3, sent: false, claimed: false });
    expect(a.entries.filter((e) => e.level === 'error').map((e) => e.msg)).toEqual([
      'mail given up after 3 attempts; it stays in the outbox',
    ]);

    sink.refuse(null);
    expect(await a.mailer.retryPending()).toBe(0);
    await a.mailer.deliver(id!);
    expect(received(to)).toEqual([0]);
    expect((await outbox(id!)).last_error).toContain('no such mailbox today');
  });

  it('sends a mail again once the claim of a node that stopped answering has expired, and only then', async () => {
    // A node claims the mail, then hangs: its SMTP server accepts the connection and never speaks.
    const sockets = new Set<net.Socket>();
    const stalled = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const stalledUrl = `smtp://127.0.0.1:${(stalled.address() as net.AddressInfo).port}`;
    try {
      const claimMs = 600;
      const hung = node(
        database,
        { claimMs, smtp: { ...DEFAULT_MAIL_POLICY.smtp, greetingTimeout: 2_500 } },
        stalledUrl,
      );
      const healthy = node(otherNode, { claimMs });
      const to = [address('expired.claim')];
      const [id] = await enqueue(hung.mailer, to);

      const hanging = hung.mailer.deliver(id!);
      for (let i = 0; i < 100 && !(await outbox(id!)).claimed; i++) await sleep(10);
      expect(await outbox(id!)).toMatchObject({ attempts: 1, claimed: true, sent: false });

      // While the claim lasts, the other node leaves the mail alone.
      expect(await healthy.mailer.retryPending()).toBe(0);
      await healthy.mailer.deliver(id!);
      expect(received(to)).toEqual([0]);

      await sleep(claimMs + 50);
      expect(await healthy.mailer.retryPending()).toBe(1);
      expect(received(to)).toEqual([1]);
      expect(await outbox(id!)).toMatchObject({ attempts: 2, sent: true });

      // The hung node gives up at last; its failure must not undo the other node's delivery.
      await hanging;
      expect(hung.entries.map((e) => e.msg)).toContain('mail delivery failed after its claim had expired');
      expect(await outbox(id!)).toMatchObject({ attempts: 2, sent: true, last_error: null });
      expect(await healthy.mailer.retryPending()).toBe(0);
      expect(received(to)).toEqual([1]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });

  it('keeps mail in the outbox, logged, without SMTP_URL', async () => {
    const { log, entries } = recordingLog();
    const offline = new Mailer(database.db, undefined, 'Kaksha <no-reply@kaksha.test>', log);
    const to = [address('offline')];
    const [id] = await enqueue(offline, to);
    await offline.deliver(id!);
    expect(await offline.retryPending()).toBe(0);
    expect(await outbox(id!)).toMatchObject({ attempts: 0, sent: false });
    expect(entries.map((e) => e.msg)).toEqual([
      expect.stringContaining('SMTP_URL is not set'),
      expect.stringContaining('mail kept in outbox (no SMTP_URL): Hello'),
    ]);
  });
});

describe('back-off', () => {
  it('doubles from the first wait up to the longest', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffAfter(n, DEFAULT_MAIL_POLICY) / 60_000);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});
