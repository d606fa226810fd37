import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, registerAndLogin, rowsOf, uniqueEmail } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { otpIn, startSmtpSink } from '../../../test/smtp-sink.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Asks for an OTP and reads it from the real SMTP sink. */
async function requestOtp(account: Account): Promise<string> {
  const before = sink.messages.length;
  const res = await post('/send-otp', { email: account.email });
  expect(res.statusCode).toBe(200);
  const otp = otpIn(await sink.nextTo(account.email, before));
  expect(otp).toMatch(/^\d{4}$/);
  return otp!;
}
const wrongOtp = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

describe('POST /send-otp', () => {
  it('mails a 4-digit OTP and never returns it', async () => {
    const account = await registerAndLogin(t.app);
    const before = sink.messages.length;
    const res = await post('/send-otp', { email: account.email });
    expect(res.json()).toEqual({
      success: true,
      message:
        'If an account exists for this email, we have sent a 4-digit OTP to it. It is valid for 10 minutes.',
    });
    const mail = await sink.nextTo(account.email, before);
    const otp = otpIn(mail);
    expect(res.body).not.toContain(otp);
    expect(JSON.stringify(res.headers)).not.toContain(otp);
    // The mail names the institute the password is for (registration names it after its owner).
    expect(mail.raw).toContain("Subject: Your password reset code for Asha Rao's institute");
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const account = await registerAndLogin(t.app);
    const known = await post('/send-otp', { email: account.email });
    const ghost = uniqueEmail('ghost');
    const unknown = await post('/send-otp', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await sink.nextTo(account.email);
    expect(sink.messages.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it.each([
    [{ email: '' }, 'Please enter a valid email address.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{}, 'Please fill in the email.'],
  ])('refuses %j', async (payload, message) => {
    const res = await post('/send-otp', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores only a hash of the OTP', async () => {
    const account = await registerAndLogin(t.app);
    const otp = await requestOtp(account);
    const [row] = await rowsOf<{ otp_hash: string }>(
      t.database,
      sql`select otp_hash from password_resets where user_id = ${account.userId} order by id desc limit 1`,
    );
    const stored = row!.otp_hash;
    expect(stored).not.toContain(otp);
    expect(stored.length).toBeGreaterThan(40);
  });
});

describe('verify and reset', () => {
  it('verifies the mailed OTP, resets the password and signs out every session', async () => {
    const account = await registerAndLogin(t.app);
    expect((await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }))).statusCode).toBe(200);
    const otp = await requestOtp(account);
    const verified = await post('/api/v1/password-reset/verify', { email: account.email, otp });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken).toBeTruthy();
    const reset = await post('/reset-password', {
      email: account.email,
      newPassword: 'brand new secret',
      resetToken,
    });
    expect(reset.json()).toEqual({
      success: true,
      message: 'Password successfully reset! Redirecting to login...',
    });
    expect((await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }))).statusCode).toBe(401);
    const oldLogin = await post('/api/login', { email: account.email, password: account.password });
    expect(oldLogin.json().ResCode).toBe(0);
    const newLogin = await post('/api/login', { email: account.email, password: 'brand new secret' });
    expect(newLogin.json().ResCode).toBe(1);
  });

  it('refuses a wrong OTP with the spec message', async () => {
    const account = await registerAndLogin(t.app);
    const otp = await requestOtp(account);
    const res = await post('/api/v1/password-reset/verify', { email: account.email, otp: wrongOtp(otp) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Incorrect OTP. Please try again.');
  });

  it('refuses an OTP that is not 4 digits', async () => {
    const res = await post('/api/v1/password-reset/verify', { email: uniqueEmail(), otp: '12a4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Incorrect OTP. Please try again.');
  });

  it('allows 5 guesses per code: the right code after that is refused', async () => {
    const account = await registerAndLogin(t.app);
    const otp = await requestOtp(account);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/v1/password-reset/verify', { email: account.email, otp: wrongOtp(otp) });
      expect(res.json().message).toBe('Incorrect OTP. Please try again.');
    }
    const right = await post('/api/v1/password-reset/verify', { email: account.email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many incorrect attempts. Please request a new OTP.');
  });

  it('allows 10 guesses per account per day, across codes', async () => {
    const account = await registerAndLogin(t.app);
    for (let round = 0; round < 2; round++) {
      const otp = await requestOtp(account);
      for (let i = 0; i < 5; i++)
        await post('/api/v1/password-reset/verify', { email: account.email, otp: wrongOtp(otp) });
    }
    const otp = await requestOtp(account);
    const right = await post('/api/v1/password-reset/verify', { email: account.email, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many incorrect attempts today. Please try again tomorrow.');
  });

  it('refuses an expired OTP', async () => {
    const account = await registerAndLogin(t.app);
    const otp = await requestOtp(account);
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${account.userId}`,
    );
    const res = await post('/api/v1/password-reset/verify', { email: account.email, otp });
    expect(res.json().message).toBe('Incorrect OTP. Please try again.');
  });

  it('uses an OTP once, and a newer OTP replaces the older', async () => {
    const account = await registerAndLogin(t.app);
    const first = await requestOtp(account);
    const second = await requestOtp(account);
    if (first !== second) {
      const old = await post('/api/v1/password-reset/verify', { email: account.email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect(
      (await post('/api/v1/password-reset/verify', { email: account.email, otp: second })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/password-reset/verify', { email: account.email, otp: second })).statusCode,
    ).toBe(400);
  });

  it('uses a reset token once, only for its own email', async () => {
    const account = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const otp = await requestOtp(account);
    const { resetToken } = (
      await post('/api/v1/password-reset/verify', { email: account.email, otp })
    ).json();
    const stolen = await post('/reset-password', {
      email: other.email,
      newPassword: 'hijacked secret',
      resetToken,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('This password reset has expired. Please request a new OTP.');
    expect(
      (await post('/reset-password', { email: account.email, newPassword: 'first new secret', resetToken }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/reset-password', { email: account.email, newPassword: 'second new secret', resetToken }))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/login', { email: other.email, password: other.password })).json().ResCode).toBe(
      1,
    );
  });

  it('refuses a reset without a verified OTP, or with a weak password', async () => {
    const account = await registerAndLogin(t.app);
    const guessed = await post('/reset-password', {
      email: account.email,
      newPassword: 'whatever secret',
      resetToken: 'guess',
    });
    expect(guessed.statusCode).toBe(400);
    const weak = await post('/reset-password', {
      email: account.email,
      newPassword: 'short',
      resetToken: 'x',
    });
    expect(weak.json().fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters.' });
    expect(
      (await post('/api/login', { email: account.email, password: account.password })).json().ResCode,
    ).toBe(1);
  });

  it('throttles OTP requests per address and email', async () => {
    const account = await registerAndLogin(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/send-otp', { email: account.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
