import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { JWTPayload } from 'jose';
import { as, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { startTestProvider } from '../../../test/oidc-provider.ts';
import type { TestProvider } from '../../../test/oidc-provider.ts';
import { addStaff, createRole } from '../../../test/helpers/users.ts';

/**
 * Login with Google against a real OpenID Connect provider (oidc-provider on loopback): the whole
 * redirect dance, the provider's own sign-in page, its signed ID tokens. Token checks that the
 * provider would never fail on its own are tested by re-signing its answer with its own key.
 */

const PUBLIC_URL = 'http://kaksha.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/google/callback`;

let provider: TestProvider;
let t: TestApp;
/** When set, the ID token in the provider's token answer is replaced by these claims, signed with its key. */
let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;

const throughTamper: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (!tamper || !url.endsWith('/token') || !response.ok) return response;
  const body = (await response.json()) as { id_token: string };
  body.id_token = await provider.sign(tamper(decodeJwt(body.id_token)));
  return new Response(JSON.stringify(body), {
    status: response.status,
    headers: { 'content-type': 'application/json' },
  });
};

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
    oidcTestHooks: { fetch: throughTamper },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A browser's cookies at the provider, as a jar. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    },
  };
}

interface GoogleAccount {
  email: string;
  sub?: string;
  verified?: boolean;
}

/** `name=value` of a cookie a reply sets (not one it clears). */
function cookieNamed(header: string | string[] | undefined, name: string): string | undefined {
  const line = [header ?? []].flat().find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return line?.split(';')[0];
}

/** Starts a flow at Kaksha: the provider's address and the flow cookie the browser keeps. */
async function begin(app: TestApp) {
  const start = await app.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
  expect(start.statusCode).toBe(302);
  const location = start.headers.location as string;
  return { location, flowCookie: cookieNamed(start.headers['set-cookie'], 'kaksha_google_flow') };
}

/** Signs in at the provider's page as `account`; answers Kaksha's callback address (with code and state). */
async function atProvider(location: string, account: GoogleAccount): Promise<string> {
  const browser = jar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, provider.issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: browser.header() },
    });
    browser.take(response);
    return response;
  };
  let response = await go(location);
  const interaction = response.headers.get('location')!;
  expect(interaction, interaction).toMatch(/^\/interaction\//);
  expect(await (await go(interaction)).text()).toContain('Sign in to the test identity provider');
  response = await go(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: account.email,
      ...(account.sub && { sub: account.sub }),
      ...(account.verified !== false && { verified: 'true' }),
    }).toString(),
  });
  // The provider resumes the authorization, then sends the browser back to Kaksha.
  for (let hops = 0; hops < 5; hops++) {
    const next = response.headers.get('location')!;
    if (next.startsWith(CALLBACK)) return next;
    response = await go(next);
  }
  throw new Error('the provider never sent the browser back');
}

/** Kaksha's callback as the browser calls it: where it lands, and the session cookie if any. */
async function finish(app: TestApp, callback: string, flowCookie: string | undefined) {
  const res = await app.app.inject({
    method: 'GET',
    url: callback.slice(PUBLIC_URL.length),
    headers: flowCookie ? { cookie: flowCookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return {
    landed: res.headers.location as string,
    cookie: cookieNamed(res.headers['set-cookie'], 'kaksha_session'),
  };
}

async function signInWithGoogle(account: GoogleAccount, app = t) {
  const { location, flowCookie } = await begin(app);
  return finish(app, await atProvider(location, account), flowCookie);
}

const whoIs = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })).json();

const organisationCount = async () =>
  (await rowsOf<{ n: number }>(t.database, sql`select count(*)::int as n from organisations`))[0]!.n;

describe('Login with Google', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await registerAndLogin(t.app);
  });

  it('signs an existing user in with the same session as the password login, and links the account', async () => {
    const { location } = await begin(t);
    const authorize = new URL(location);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(key)).toBeTruthy();

    const { landed, cookie } = await signInWithGoogle({
      email: owner.email.toUpperCase(),
      sub: `g-${owner.userId}`,
    });
    expect(landed).toBe('/adminhome');
    expect(await whoIs(cookie!)).toMatchObject({
      EmailID: owner.email,
      SUCode: owner.suCode,
      UserType: 'Admin',
    });
    const audit = await rowsOf<{ action: string; summary: unknown }>(
      t.database,
      sql`select action, summary from audit_log where user_id = ${owner.userId} order by id desc limit 2`,
    );
    expect(audit).toEqual([
      { action: 'sign-in', summary: { with: 'Google' } },
      { action: 'link-google', summary: { email: owner.email } },
    ]);
  });

  it('later sign-ins match the linked account, even after its Google address changed', async () => {
    const { cookie } = await signInWithGoogle({ email: 'renamed@gmail.test', sub: `g-${owner.userId}` });
    expect(await whoIs(cookie!)).toMatchObject({ EmailID: owner.email });
  });

  it('owners see the link in User Manager and can remove it; another organisation cannot', async () => {
    const read = () =>
      t.app.inject(as(owner, { method: 'GET', url: `/api/v1/users/${owner.userId}/google-account` }));
    expect((await read()).json()).toMatchObject({ linked: true, email: owner.email });
    const stranger = await registerAndLogin(t.app);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject(
        as(stranger, { method, url: `/api/v1/users/${owner.userId}/google-account` }),
      );
      expect(res.statusCode).toBe(404);
    }
    const viewer = await addStaff(t, owner, { grants: [{ menu: 'UserManager', level: 'view' }] });
    const refused = await t.app.inject(
      as(viewer, { method: 'DELETE', url: `/api/v1/users/${owner.userId}/google-account` }),
    );
    expect(refused.statusCode).toBe(403);

    const removed = await t.app.inject(
      as(owner, { method: 'DELETE', url: `/api/v1/users/${owner.userId}/google-account` }),
    );
    expect(removed.statusCode).toBe(204);
    expect((await read()).json()).toEqual({ linked: false, email: null, linkedAt: null });
    // Unlinked, the old subject with another address is a stranger; the owner's own address links again.
    expect((await signInWithGoogle({ email: 'renamed@gmail.test', sub: `g-${owner.userId}` })).landed).toBe(
      '/login?google=denied',
    );
    expect((await signInWithGoogle({ email: owner.email, sub: `g2-${owner.userId}` })).cookie).toBeDefined();
  });

  it('an unknown email gets the wrong-password answer, and nothing is created', async () => {
    const before = await organisationCount();
    const outcome = await signInWithGoogle({ email: 'nobody.here@gmail.test' });
    expect(outcome).toEqual({ landed: '/login?google=denied', cookie: undefined });
    expect(await organisationCount()).toBe(before);
    expect(await rowsOf(t.database, sql`select 1 from users where email = 'nobody.here@gmail.test'`)).toEqual(
      [],
    );
  });

  it('refuses a deactivated user and an unverified email', async () => {
    const role = await createRole(t, owner, [{ menu: 'Board', level: 'view' }]);
    const staff = await addStaff(t, owner, { roleIds: [role.id] });
    expect((await signInWithGoogle({ email: staff.email, verified: false })).landed).toBe(
      '/login?google=denied',
    );
    await t.app.inject(as(owner, { method: 'POST', url: `/api/v1/users/${staff.id}/deactivate` }));
    expect((await signInWithGoogle({ email: staff.email })).landed).toBe('/login?google=denied');
  });

  it('refuses a callback without the browser’s state, a code from another flow, and a replay', async () => {
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Board', level: 'view' }] });
    const first = await begin(t);
    const callback = await atProvider(first.location, { email: staff.email });
    expect((await finish(t, callback, undefined)).landed).toBe('/login?google=failed');

    // Another browser's flow cookie with this code: the state does not match.
    const other = await begin(t);
    const again = await begin(t);
    const callbackOfAgain = await atProvider(again.location, { email: staff.email });
    expect((await finish(t, callbackOfAgain, other.flowCookie)).landed).toBe('/login?google=failed');
    // The code of one flow under the state of another (a swapped `state`): PKCE and nonce refuse it.
    const swapped = new URL(callbackOfAgain);
    swapped.searchParams.set(
      'state',
      new URL(await atProvider(other.location, { email: staff.email })).searchParams.get('state')!,
    );
    expect((await finish(t, swapped.href, other.flowCookie)).landed).toBe('/login?google=failed');

    const fresh = await begin(t);
    const good = await atProvider(fresh.location, { email: staff.email });
    expect((await finish(t, good, fresh.flowCookie)).cookie).toBeDefined();
    expect((await finish(t, good, fresh.flowCookie)).landed).toBe('/login?google=failed');
  });

  it('checks the ID token: audience, expiry, nonce and signature', async () => {
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Board', level: 'view' }] });
    const now = Math.floor(Date.now() / 1000);
    try {
      // Re-signed as it was: the provider's key is trusted, so the tampering itself refuses nothing.
      tamper = (claims) => claims;
      expect((await signInWithGoogle({ email: staff.email })).landed).toBe('/adminhome');
      for (const change of [
        (c: JWTPayload) => ({ ...c, aud: 'someone-else' }),
        (c: JWTPayload) => ({ ...c, exp: now - 3600, iat: now - 7200 }),
        (c: JWTPayload) => ({ ...c, nonce: 'not-the-one-sent' }),
        (c: JWTPayload) => ({ ...c, iss: 'https://accounts.example.test' }),
      ]) {
        tamper = change;
        expect((await signInWithGoogle({ email: staff.email })).landed).toBe('/login?google=failed');
      }
    } finally {
      tamper = null;
    }
    // A token signed by any other key is refused too.
    const forged = await startTestProvider({ redirectUris: [CALLBACK] });
    try {
      tamper = (claims) => claims;
      const realSign = provider.sign;
      provider.sign = forged.sign;
      try {
        expect((await signInWithGoogle({ email: staff.email })).landed).toBe('/login?google=failed');
      } finally {
        provider.sign = realSign;
      }
    } finally {
      tamper = null;
      await forged.close();
    }
  });
});

describe('without OIDC settings', () => {
  it('the button leads back to the login page, which says Google sign-in is not set up', async () => {
    const plain = await createTestApp();
    try {
      const start = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?google=off');
      const page = await plain.app.inject({ method: 'GET', url: '/login' });
      expect(page.body).not.toMatch(/googleSignIn&#34;:true/);
    } finally {
      await plain.close();
    }
  });
});
