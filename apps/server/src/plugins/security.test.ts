import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerAndLogin } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A stand-in build of the web app, so the page fallback can be checked without building it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="kaksha-config" content="{}" /></head></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist, env: { BRAND: 'vidya' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('cross-site requests', () => {
  it('refuses a write from another site, by Sec-Fetch-Site or by Origin', async () => {
    const account = await registerAndLogin(t.app);
    const payload = { SUCode: account.suCode, EmailID: account.email };
    const bySite = await t.app.inject(
      as(account, {
        method: 'POST',
        url: '/api/menus',
        payload,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().message).toBe('Cross-site requests are not allowed.');
    const byOrigin = await t.app.inject(
      as(account, {
        method: 'POST',
        url: '/api/menus',
        payload,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(byOrigin.statusCode).toBe(403);
    const same = await t.app.inject(
      as(account, {
        method: 'POST',
        url: '/api/menus',
        payload,
        headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(same.statusCode).toBe(200);
  });

  it('refuses text/plain bodies, which a cross-site form could send', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
  });
});

describe('headers', () => {
  it('sends a CSP without inline scripts, nosniff and no framing on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/loginselect' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets only the public enquiry form sit in another site’s frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/enquire/abcdefghijklmnopqrstuvwx?embed=1' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('marks API answers no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ping' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the web app', () => {
  it('serves index.html with the runtime settings for any page route', async () => {
    for (const url of [
      '/',
      '/home',
      '/vidyaadmin',
      '/adminhome?form=Board',
      '/DEMO01/https%3A%2F%2Fx.test%2Fv',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('&#34;brand&#34;:&#34;vidya&#34;');
    }
  });

  it('serves hashed assets with a long cache and hides index.html itself', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with JSON 404, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    expect(res.headers['cache-control']).toBe('no-store');
    // A dotted segment the router normalises away lands here too.
    const dotted = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/./google-account' });
    expect(dotted.statusCode).toBe(404);
    expect(dotted.headers['cache-control']).toBe('no-store');
    // …and one whose body is refused before the router's answer is known.
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/./reschedule',
      headers: { 'content-type': 'application/json' },
      payload: '{"constructor":{"prototype":{"x":1}}}',
    });
    expect(unread.statusCode).toBe(400);
    expect(unread.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/register', '/api/login', '/api/menus', '/send-otp']),
    );
  });
});
