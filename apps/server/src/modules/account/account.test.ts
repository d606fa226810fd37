import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appPerFile,
  as,
  createTestApp,
  registerAndLogin,
  rowsOf,
  sessionCookie,
  uniqueEmail,
} from '../../../test/harness.ts';

const t = appPerFile();

const valid = () => ({
  email: uniqueEmail(),
  mobile: '9876543210',
  whatsapp: '+91 98765 43211',
  password: 'a sturdy passphrase',
  createdBy: 'Asha Rao',
});

describe('POST /register', () => {
  it('creates an organisation and its owner, who can then sign in', async () => {
    const body = valid();
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(200);
    const { userId, message } = res.json();
    expect(userId).toBeGreaterThan(0);
    expect(message).toBe(`Registration successful. User ID: ${userId}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.json()).toMatchObject({
      ResCode: 1,
      EmailID: body.email,
      UserName: 'Asha Rao',
      UserType: 'Admin',
    });
    expect(login.json().SUCode).toMatch(/^KK[A-Z2-9]{6}$/);
  });

  it('stores the email in lower case and trims it', async () => {
    const body = { ...valid(), email: `  Mixed.${Date.now()}@Example.TEST ` };
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email.trim().toLowerCase(), password: body.password },
    });
    expect(login.json().ResCode).toBe(1);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['mobile', { mobile: '12345' }, 'Please enter a valid 10-digit mobile number.'],
    ['whatsapp', { whatsapp: '' }, 'Please enter a valid 10-digit mobile number.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['createdBy', { createdBy: '  ' }, 'Please enter your name.'],
  ])('refuses a bad %s with a message on that field', async (field, change, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: { ...valid(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fieldErrors: { [field]: message } });
  });

  it('refuses a missing field', async () => {
    const { mobile: _mobile, ...rest } = valid();
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('mobile');
  });

  it('refuses a taken email with a clear message and creates nothing', async () => {
    const body = valid();
    await t.app.inject({ method: 'POST', url: '/register', payload: body });
    const before = await rowsOf(t.database, sql`select count(*)::int as n from organisations`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An account with this email already exists. Please log in, or use Forgot password.',
    );
    const after = await rowsOf(t.database, sql`select count(*)::int as n from organisations`);
    expect(after).toEqual(before);
  });

  it('is throttled per address', async () => {
    const small = await createTestApp({ limits: { registerPerHour: 2 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await small.app.inject({ method: 'POST', url: '/register', payload: valid() })).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('POST /login and /api/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and returns only public fields', async () => {
    const account = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/kaksha_session=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(Object.keys(res.json()).sort()).toEqual([
      'EmailID',
      'ResCode',
      'SUCode',
      'UserName',
      'UserType',
      'message',
    ]);
    expect(res.body).not.toContain(account.password);
  });

  it('marks the cookie Secure when SECURE_COOKIES is on', async () => {
    const secure = await createTestApp({ env: { SECURE_COOKIES: 'true' } });
    try {
      const account = await registerAndLogin(secure.app).catch((e: Error) => e);
      expect(account).not.toBeInstanceOf(Error);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: (account as { email: string }).email, password: 'correct horse battery' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const account = await registerAndLogin(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'nope nope nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail('ghost'), password: 'nope nope nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ ResCode: 0, message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('throttles repeated attempts for one email before checking the password', async () => {
    const account = await registerAndLogin(t.app);
    const statuses: number[] = [];
    // Signing in once above spent one of the ten attempts.
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: `wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    // Even the right password is refused while throttled.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: account.password },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many attempts\. Please try again in/);
  });

  it('refuses a deactivated user', async () => {
    const account = await registerAndLogin(t.app);
    await t.database.db.execute(sql`update users set active = false where email = ${account.email}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.json().ResCode).toBe(0);
    const session = await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }));
    expect(session.statusCode).toBe(401);
  });
});

describe('session', () => {
  it('tells who is signed in, and logout ends the session', async () => {
    const account = await registerAndLogin(t.app);
    const me = await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      SUCode: account.suCode,
      EmailID: account.email,
      UserName: 'Asha Rao',
      UserType: 'Admin',
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const out = await t.app.inject(as(account, { method: 'DELETE', url: '/api/v1/session' }));
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/kaksha_session=;/);
    const after = await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('answers 401 without a cookie and with a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { cookie: 'kaksha_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends after the idle time-out', async () => {
    const account = await registerAndLogin(t.app);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '61 minutes' where user_id = ${account.userId}`,
    );
    expect((await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }))).statusCode).toBe(401);
  });

  it('ends at the absolute time-out however active', async () => {
    const account = await registerAndLogin(t.app);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${account.userId}`,
    );
    expect((await t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }))).statusCode).toBe(401);
  });

  it('records each sign-in in the audit log', async () => {
    const account = await registerAndLogin(t.app);
    const rows = await rowsOf(
      t.database,
      sql`select action, area from audit_log where user_id = ${account.userId} and action = 'sign-in'`,
    );
    expect(rows).toEqual([{ action: 'sign-in', area: 'account' }]);
  });

  it('keeps a second login as a second session', async () => {
    const account = await registerAndLogin(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: account.password },
    });
    const second = { cookie: sessionCookie(again.headers['set-cookie']) };
    await t.app.inject(as(account, { method: 'DELETE', url: '/api/v1/session' }));
    expect((await t.app.inject(as(second, { method: 'GET', url: '/api/v1/session' }))).statusCode).toBe(200);
  });
});
