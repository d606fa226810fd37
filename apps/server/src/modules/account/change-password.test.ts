import { describe, expect, it } from 'vitest';
import { appPerFile, as, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';

const t = appPerFile();

const change = (who: Pick<Account, 'cookie'>, payload: object) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/v1/me/password', payload }));
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });

describe('POST /api/v1/me/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const owner = await registerAndLogin(t.app);
    const elsewhere = (await signIn(owner.email, owner.password)).headers['set-cookie'];
    const otherCookie = String([elsewhere].flat()[0]).split(';')[0]!;
    const res = await change(owner, {
      currentPassword: owner.password,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Other devices have been signed out.',
    });
    expect((await session(owner.cookie)).statusCode).toBe(200);
    expect((await session(otherCookie)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('says what is wrong: the current password, a mismatch, a short password; and changes nothing', async () => {
    const owner = await registerAndLogin(t.app);
    const cases: [object, string, string][] = [
      [
        { currentPassword: 'not it', newPassword: 'long enough 1', confirmPassword: 'long enough 1' },
        'currentPassword',
        'Your current password is not correct.',
      ],
      [
        { currentPassword: owner.password, newPassword: 'long enough 1', confirmPassword: 'long enough 2' },
        'confirmPassword',
        'Passwords do not match.',
      ],
      [
        { currentPassword: owner.password, newPassword: 'short', confirmPassword: 'short' },
        'newPassword',
        'Password must be at least 8 characters.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await change(owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('needs a session, and slows guessing the current password', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/me/password', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const owner = await registerAndLogin(t.app);
    const wrong = {
      currentPassword: 'guess',
      newPassword: 'long enough 1',
      confirmPassword: 'long enough 1',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(owner, wrong)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
