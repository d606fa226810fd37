import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerAndLogin, rowsOf, uniqueEmail } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';

/**
 * Issue 64, finding 8: a link sent to a family or a member of staff never names the host a request
 * claimed (Host, X-Forwarded-Host): PUBLIC_URL, or this machine when it is unset. And a public route's
 * budget counts an IPv6 caller by its /64, so one host cannot step through its own block.
 */

const HOSTILE = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};
let t: TestApp;
let owner: Account;

beforeAll(async () => {
  // As a proxy would run it: forwarded headers believed, PUBLIC_URL not set.
  t = await createTestApp({ env: { TRUST_PROXY: 'true', PORT: '3999' } });
  owner = await registerAndLogin(t.app);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(as(owner, { method, url, payload, headers: HOSTILE }));

describe('links are built from the server’s own address, never the request’s', () => {
  it('an invitation emailed to new staff', async () => {
    const email = uniqueEmail('staff');
    const res = await call('POST', '/api/v1/users', {
      userName: 'Meera Iyer',
      email,
      mobile: '9123456780',
      roleIds: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await rowsOf<{ body_text: string }>(
      t.database,
      sql`select body_text from mail_outbox where to_address = ${email}`,
    );
    expect(mail!.body_text).toContain('http://localhost:3999/accept-invitation#token=');
    expect(mail!.body_text).not.toContain('attacker');
  });

  it('the addresses providers call back: the payment webhook (which makes receipts) and delivery reports', async () => {
    const saved = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: '/api/v1/fees/online',
        headers: HOSTILE,
        payload: {
          keyId: 'rzp_test_abcdef',
          keySecret: 'secret',
          webhookSecret: 'hook-secret',
          enabled: true,
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().webhookUrl).toMatch(/^http:\/\/localhost:3999\/api\/v1\/fees\/online\/webhook\//);
    const read = await call('GET', '/api/v1/fees/online');
    expect(read.json().webhookUrl).toBe(saved.json().webhookUrl);
    const channels = await call('GET', '/api/v1/messages/channels');
    expect(channels.statusCode).toBe(200);
    expect(channels.body).not.toContain('attacker');
  });
});

describe('a public route counts an IPv6 caller by its /64', () => {
  it('the enquiry form: twenty from one /64 spend its hour, however many addresses it uses', async () => {
    const opened = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/v1/enquiries/settings/form', payload: { open: true } }),
    );
    const url = `/api/v1/public/enquiry-forms/${opened.json().formPath.split('/').pop()}`;
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { studentName: 'Flood', mobile: '9899988877', website: 'bot' },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await send(`2001:db8:64:64::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another /64 has its own budget.
    expect((await send('2001:db8:64:65::1')).statusCode).toBe(201);
  });
});
