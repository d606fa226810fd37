import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/plugins/auth.ts';
import { carriesSecret } from '../../src/lib/secret-urls.ts';
import { createTestApp } from '../harness.ts';
import type { TestApp } from '../harness.ts';
import { logSink } from '../log-sink.ts';

/**
 * Tokens in the request log (issue 64, finding 7): an address that is a key in itself is logged
 * without its key, whatever the method, however it is spelt, and whether or not it is a real one.
 */

const TOKEN = 'Tok3n_sEcReT_aaaaaaaaaaaaaaaaaaaaaaaa';
let t: TestApp;
const log = logSink();

beforeAll(async () => {
  t = await createTestApp({ log: log.stream });
});
afterAll(() => t?.close());

/** A path parameter whose value is a key: every route with one declares its address secret. */
const KEY_PARAMS = /:(token|secret|key)\b/;
/** Published on purpose: the institute puts its enquiry form's address on its own website. */
const PUBLISHED = new Set(['/api/v1/public/enquiry-forms/:key']);

describe('addresses that carry a secret', () => {
  it('every route whose path holds a key declares it', () => {
    const routes = declaredRoutes(t.app).filter((r) => KEY_PARAMS.test(r.url) && !PUBLISHED.has(r.url));
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/fees/online/webhook/:token',
        '/api/v1/messages/receipts/:token',
        '/api/v1/receipt-links/:token',
        '/api/v1/calendar-feeds/:token',
      ]),
    );
    const undeclared = routes.filter((r) => !carriesSecret(r.url.replace(KEY_PARAMS, TOKEN)));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it.each([
    ['POST', `/api/v1/fees/online/webhook/${TOKEN}`, '/api/v1/fees/online/webhook/[redacted]'],
    ['POST', `/api/v1/messages/receipts/${TOKEN}`, '/api/v1/messages/receipts/[redacted]'],
    [
      'GET',
      `/api/v1/messages/receipts/${TOKEN}?hub.mode=subscribe&hub.verify_token=${TOKEN}&hub.challenge=1`,
      '/api/v1/messages/receipts/[redacted]',
    ],
    ['GET', `/api/v1/receipt-links/${TOKEN}`, '/api/v1/receipt-links/[redacted]'],
    ['GET', `/api/v1/calendar-feeds/${TOKEN}.ics`, '/api/v1/calendar-feeds/[redacted]'],
    [
      'GET',
      `/api/v1/auth/google/callback?code=${TOKEN}&state=${TOKEN}`,
      '/api/v1/auth/google/callback?[redacted]',
    ],
    // Another method, another spelling: no route answers, and still the key is not logged.
    ['PUT', `/api/v1/fees/online/webhook/${TOKEN}`, '/api/v1/fees/online/webhook/[redacted]'],
    ['GET', `//API/v1//messages/receipts/${TOKEN}`, '/api/v1/messages/receipts/[redacted]'],
  ])('%s %s is logged without its key', async (method, url, shown) => {
    const before = log.lines.length;
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' && { payload: {} }),
    });
    expect(res.statusCode).toBeLessThan(500);
    const logged = log.lines.slice(before).join('\n');
    expect(logged).toContain(shown);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(TOKEN.toLowerCase());
  });

  it('logs other addresses as they are', async () => {
    const before = log.lines.length;
    await t.app.inject({ method: 'GET', url: '/api/v1/fees/online/settings' });
    const logged = log.lines.slice(before).join('\n');
    expect(logged).toContain('/api/v1/fees/online/settings');
  });
});
