import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, uniqueEmail } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { logSink } from '../../../test/log-sink.ts';
import { otpIn, startSmtpSink } from '../../../test/smtp-sink.ts';
import { addStaff, invitationToken } from '../../../test/helpers/users.ts';

/**
 * What an attacker tried and must no longer get: a password from the log or a Referer, more guesses by
 * switching between /login and /api/login, many guesses at one account from many addresses, many
 * accounts from one address, and mail secrets in the log of a node that sends real mail.
 */

const attempt = (
  t: TestApp,
  path: '/login' | '/api/login',
  email: string,
  address: string,
  password = 'wrong guess',
) => t.app.inject({ method: 'POST', url: path, payload: { email, password }, remoteAddress: address });

describe('sign-in budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: { loginPerWindow: 4, loginPerAddress: 8, loginPerAccount: 6, loginAccountWindow: '1 minute' },
    });
  });
  afterAll(() => t.close());

  it('one person at one address has one budget for /login and /api/login together', async () => {
    const email = uniqueEmail('both');
    const statuses: number[] = [];
    for (const path of ['/login', '/api/login', '/login', '/api/login'] as const)
      statuses.push((await attempt(t, path, email, '203.0.113.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const path of ['/login', '/api/login'] as const) {
      const refused = await attempt(t, path, email, '203.0.113.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
    // The same email from elsewhere is still answered: the budget is one person at one address.
    expect((await attempt(t, '/api/login', email, '203.0.113.2')).statusCode).toBe(401);
  });

  it('one address has one budget across emails', async () => {
    for (let i = 0; i < 8; i++)
      expect((await attempt(t, '/login', uniqueEmail('spray'), '198.51.100.9')).statusCode).toBe(401);
    expect((await attempt(t, '/api/login', uniqueEmail('spray'), '198.51.100.9')).statusCode).toBe(429);
    expect((await attempt(t, '/api/login', uniqueEmail('spray'), '198.51.100.10')).statusCode).toBe(401);
  });

  it('an IPv6 host cannot step out of its budget by changing its own address', async () => {
    for (let i = 0; i < 8; i++) {
      const address = `2001:db8:aa:1:${i.toString(16)}::${i + 1}`;
      expect((await attempt(t, '/login', uniqueEmail('v6'), address)).statusCode).toBe(401);
    }
    expect((await attempt(t, '/login', uniqueEmail('v6'), '2001:db8:aa:1:ff::99')).statusCode).toBe(429);
    expect((await attempt(t, '/login', uniqueEmail('v6'), '2001:db8:aa:2::1')).statusCode).toBe(401);
  });

  it('one account is slowed, not locked, when guesses come from many addresses', async () => {
    const owner = await registerAndLogin(t.app);
    // registerAndLogin signed in once (127.0.0.1); five more guesses from five addresses spend the rest.
    for (let i = 1; i <= 5; i++)
      expect((await attempt(t, '/api/login', owner.email, `192.0.2.${i}`)).statusCode).toBe(401);
    const refused = await attempt(t, '/api/login', owner.email, '192.0.2.77', owner.password);
    expect(refused.statusCode).toBe(429);
    // A short wait, not a lock-out: the window is a minute.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    // Other accounts at those addresses are untouched.
    const other = await registerAndLogin(t.app);
    expect((await attempt(t, '/api/login', other.email, '192.0.2.1', other.password)).statusCode).toBe(200);
  });
});

describe('secrets in logs and referrers', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const log = logSink();
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url }, log: log.stream });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('the auto-login address is logged without its password and served with no referrer', async () => {
    const password = 'Secret Pass/Word?1';
    for (const path of [
      `/adminhome/${encodeURIComponent('asha@example.test')}/${encodeURIComponent(password)}`,
      `/AdminHome/asha%40example.test/${encodeURIComponent(password)}?x=1`,
      `//adminhome//asha@example.test/${encodeURIComponent(password)}`,
    ]) {
      const before = log.lines.length;
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const logged = log.lines.slice(before).join('\n');
      expect(logged).toContain('/adminhome/[redacted]');
      expect(logged).not.toContain(encodeURIComponent(password));
      expect(logged).not.toContain('Secret');
    }
    // Other pages keep the usual policy and are logged as they are.
    const before = log.lines.length;
    const page = await t.app.inject({ method: 'GET', url: '/adminhome?form=Board' });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(log.lines.slice(before).join('\n')).toContain('/adminhome?form=Board');
  });

  it('with SMTP_URL set, no one-time password or invitation link reaches the log', async () => {
    const owner = await registerAndLogin(t.app);
    const before = sink.messages.length;
    expect(
      (await t.app.inject({ method: 'POST', url: '/send-otp', payload: { email: owner.email } })).statusCode,
    ).toBe(200);
    const otp = otpIn(await sink.nextTo(owner.email, before));
    const staff = await addStaff(t, owner);
    const token = await invitationToken(t, staff.email);
    expect(otp).toMatch(/^\d{4}$/);
    const text = log.text();
    expect(text).not.toMatch(new RegExp(`one-time password is ${otp}`));
    expect(text).not.toContain(token);
    expect(text).not.toContain('mail kept in outbox');
    expect(text).not.toContain('SMTP_URL is not set');
  });
});

describe('without SMTP_URL (an offline trial)', () => {
  it('warns at start that mail goes to the log, and logs it there', async () => {
    const log = logSink();
    const t = await createTestApp({ log: log.stream });
    try {
      expect(log.text()).toContain('SMTP_URL is not set');
      const owner = await registerAndLogin(t.app);
      await t.app.inject({ method: 'POST', url: '/send-otp', payload: { email: owner.email } });
      await expect.poll(() => log.text()).toMatch(/one-time password is \d{4}/);
    } finally {
      await t.close();
    }
  });
});
