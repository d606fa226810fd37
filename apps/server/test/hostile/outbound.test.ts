import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerAndLogin } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { startHttpSink } from '../http-sink.ts';
import { FORBIDDEN_HOSTS } from './addresses.ts';
import type { HttpSink } from '../http-sink.ts';

/**
 * Server-side request forgery (issue 64, finding 2): an institute's staff type a provider's address,
 * and the server connects to it. Every spelling of a loopback, private, link-local or cloud metadata
 * address is refused when the address is saved, and again when it is used (a row saved before the
 * check, or a name that resolves elsewhere later) — without a byte reaching it, and with the same
 * words in the delivery log whether a port there is open or closed.
 */

let t: TestApp;
let owner: Account;
let sink: HttpSink;
let closedPort: number;

beforeAll(async () => {
  sink = await startHttpSink();
  // A port on loopback that nothing listens on.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  t = await createTestApp({
    env: { MESSAGE_RATE_PER_MINUTE: '100000' },
    messagePolicy: { backoffMs: 0, maxBackoffMs: 0, maxAttempts: 1, timeoutMs: 1_000 },
  });
  owner = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const put = (channel: string, payload: object) =>
  t.app.inject(as(owner, { method: 'PUT', url: `/api/v1/messages/channels/${channel}`, payload }));

describe('an address typed in is refused when saved, in every spelling', () => {
  it.each(Object.entries(FORBIDDEN_HOSTS))(
    '%s: the SMS webhook and WhatsApp’s API base',
    async (_range, hosts) => {
      const accepted: string[] = [];
      for (const host of hosts) {
        const sms = await put('sms', {
          provider: 'webhook',
          url: `https://${host}:5432/x`,
          authHeaderValue: 'k',
        });
        if (sms.statusCode !== 400 || !sms.json().fieldErrors?.url)
          accepted.push(`sms ${host} → ${sms.statusCode}`);
        const whatsapp = await put('whatsapp', {
          provider: 'whatsapp_cloud',
          phoneNumberId: '1098765432',
          accessToken: 'EAAG-token',
          apiBase: `https://${host}/v21.0`,
        });
        if (whatsapp.statusCode !== 400 || !whatsapp.json().fieldErrors?.apiBase)
          accepted.push(`whatsapp ${host} → ${whatsapp.statusCode}`);
      }
      expect(accepted).toEqual([]);
    },
  );

  it('still saves a public provider', async () => {
    const sms = await put('sms', {
      provider: 'webhook',
      url: 'https://203.0.114.9/sms',
      authHeaderValue: 'k',
    });
    expect(sms.statusCode, sms.body).toBe(200);
  });
});

describe('an address saved before the check is refused when used', () => {
  /** Plants the SMS gateway's address straight in the row, as a row saved under the old check holds it. */
  async function plant(url: string) {
    const saved = await put('sms', {
      provider: 'webhook',
      url: 'https://203.0.114.9/sms',
      authHeaderValue: 'k',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.database.db.execute(
      sql`update message_channels set settings = jsonb_set(settings, '{url}', to_jsonb(${url}::text))
          where channel = 'sms' and organisation_id = (select organisation_id from users where id = ${owner.userId})`,
    );
  }
  async function testMessage() {
    const res = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/v1/messages/test',
        payload: { channel: 'sms', to: '98765 43210' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { status: string; reason: string };
  }

  it('sends nothing to loopback in any spelling, and tells an open port from a closed one by nothing', async () => {
    const port = new URL(sink.url).port;
    const reasons = new Set<string>();
    for (const host of [...FORBIDDEN_HOSTS.loopback, '[::ffff:7f00:1]']) {
      for (const p of [port, String(closedPort)]) {
        await plant(`http://${host}:${p}/sms`);
        const message = await testMessage();
        expect(message.status, `${host}:${p}`).toBe('failed');
        reasons.add(message.reason);
      }
    }
    expect(sink.received).toHaveLength(0);
    expect([...reasons]).toEqual(['the provider was not tried: the address is not a public one']);
  });

  it.each(['private', 'link-local', 'metadata'] as const)('sends nothing to a %s address', async (range) => {
    for (const host of FORBIDDEN_HOSTS[range]) {
      await plant(`http://${host}/sms`);
      const message = await testMessage();
      expect([message.status, message.reason], host).toEqual([
        'failed',
        'the provider was not tried: the address is not a public one',
      ]);
    }
  });
});
