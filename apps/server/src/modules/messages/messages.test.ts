import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGE_EVENT_KEYS, deliveryReportMessages, messagePage, type MessagePage } from '@kaksha/contracts';
import { as, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { startHttpSink } from '../../../test/http-sink.ts';
import type { HttpSink } from '../../../test/http-sink.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { keptJsonDisagreements } from '../../../test/helpers/kept-json.ts';
import { messageKeptJson } from './log.repository.ts';
import { hubSignature } from './service.ts';

let t: TestApp;
let hook: HttpSink;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  [hook, smtp] = await Promise.all([startHttpSink(), startSmtpSink()]);
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MESSAGE_ALLOW_PRIVATE_URLS: 'true', MESSAGE_RATE_PER_MINUTE: '5' },
    // Retries at once, and a provider that keeps quiet for 1 s has not answered.
    messagePolicy: { backoffMs: 0, maxBackoffMs: 0, maxAttempts: 3, timeoutMs: 1_000 },
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([hook?.close(), smtp?.close()]);
});

const call = (account: Account, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject(as(account, { method, url, payload: payload as object }));

async function smsViaWebhook(owner: Account, extra: Record<string, unknown> = {}) {
  const res = await call(owner, 'PUT', '/api/v1/messages/channels/sms', {
    provider: 'webhook',
    url: `${hook.url}/sms`,
    authHeaderName: 'Authorization',
    authHeaderValue: 'Bearer gateway-s3cret',
    signingSecret: 'signing-s3cret',
    senderId: 'KAKSHA',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const requestsTo = (path: string) => hook.received.filter((r) => r.url.startsWith(path));

describe('a test message through an SMS webhook', () => {
  it('reaches the gateway once, signed, with the number in E.164 and the institute’s words', async () => {
    const owner = await registerAndLogin(t.app);
    const channel = await smsViaWebhook(owner, { url: `${hook.url}/sms-test` });
    expect(channel).toMatchObject({
      provider: 'webhook',
      ready: true,
      secretsSaved: ['authHeaderValue', 'signingSecret'],
    });

    const res = await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '98765 43210' });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ channel: 'sms', address: '+919876543210', status: 'sent', attempts: 1 });

    const [request, ...more] = requestsTo('/sms-test');
    expect(more).toHaveLength(0);
    expect(request!.json).toEqual({
      to: '+919876543210',
      message: message.body,
      sender: 'KAKSHA',
      template_id: '',
      reference: String(message.id),
    });
    expect(message.body).toMatch(
      /^This is a test message from .+\. If you can read it, this channel works\. - /,
    );
    expect(request!.headers.authorization).toBe('Bearer gateway-s3cret');
    expect(request!.headers['idempotency-key']).toBe(`kaksha-message-${message.id}`);
    const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request!.headers['x-kaksha-signature']))!;
    expect(v1).toBe(createHmac('sha256', 'signing-s3cret').update(`${t0}.${request!.body}`).digest('hex'));
  });

  it('keeps the secrets sealed: never in a reply, not readable in the database', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner);
    const listed = await call(owner, 'GET', '/api/v1/messages/channels');
    expect(listed.body).not.toContain('s3cret');
    expect(listed.json().data.map((c: { channel: string; ready: boolean }) => [c.channel, c.ready])).toEqual([
      ['email', true],
      ['sms', true],
      ['whatsapp', false],
    ]);
    const stored = await rowsOf<{ secrets: string }>(
      t.database,
      sql`select encode(secrets, 'escape') as secrets from message_channels where organisation_id = (select organisation_id from users where id = ${owner.userId})`,
    );
    expect(stored[0]!.secrets).not.toContain('s3cret');

    // Saving again with the secret left empty keeps it.
    await smsViaWebhook(owner, { authHeaderValue: '', url: `${hook.url}/sms-kept` });
    await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' });
    expect(requestsTo('/sms-kept')[0]!.headers.authorization).toBe('Bearer gateway-s3cret');
    const audit = await rowsOf<{ summary: string }>(
      t.database,
      sql`select summary::text from audit_log where user_id = ${owner.userId} and area = 'messages'`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const line of audit) expect(line.summary).not.toContain('s3cret');
  });

  it('refuses a body template that is not JSON once filled, naming unknown variables', async () => {
    const owner = await registerAndLogin(t.app);
    const bad = await call(owner, 'PUT', '/api/v1/messages/channels/sms', {
      provider: 'webhook',
      url: `${hook.url}/x`,
      bodyTemplate: '{"to":"{{to}}","text":"{{text}}"}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.bodyTemplate).toBe(
      'Unknown variable {{text}}. The body can use {{to}}, {{toDigits}}, {{message}}, {{messageId}}, {{senderId}}, {{dltTemplateId}}.',
    );
    const notJson = await call(owner, 'PUT', '/api/v1/messages/channels/sms', {
      provider: 'webhook',
      url: `${hook.url}/x`,
      bodyTemplate: '{"to":{{to}}}',
    });
    expect(notJson.json().fieldErrors.bodyTemplate).toBe(
      'The body must be JSON once the variables are filled in.',
    );
  });
});

describe('without a provider', () => {
  it('logs SMS as not sent and still sends email, from the institute’s name', async () => {
    const owner = await registerAndLogin(t.app);
    const sms = await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' });
    expect(sms.json()).toMatchObject({ status: 'not_sent', reason: 'not sent: channel not set up' });

    const address = `parent.${owner.userId}@example.test`;
    const email = await call(owner, 'POST', '/api/v1/messages/test', { channel: 'email', to: address });
    expect(email.json()).toMatchObject({ status: 'sent', channel: 'email', address });
    const mail = await smtp.nextTo(address);
    const brand = (await call(owner, 'GET', '/api/v1/institute/brand')).json();
    const from = /^From: (.*)$/m.exec(mail.raw)![1]!;
    expect(from).toBe(`"${brand.name}" <no-reply@kaksha.local>`);
    expect(mail.raw).toContain(`Subject: Test message from ${brand.name}`);
  });
});

describe('delivery', () => {
  it('retries a gateway’s 500 and records the attempts', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/retry` });
    hook.answerNext({ status: 500, body: 'busy' }, { status: 503, body: 'busier' });
    const res = await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' });
    expect(res.json()).toMatchObject({ status: 'queued', attempts: 1 });
    expect(res.json().reason).toBe('the provider answered HTTP 500: busy');
    await t.courier.deliverDue();
    const after = (await call(owner, 'GET', '/api/v1/messages?channel=sms')).json().data[0];
    expect(after).toMatchObject({ status: 'sent', attempts: 3, reason: null });
    expect(requestsTo('/retry')).toHaveLength(3);
    // Every attempt carried the same idempotency key.
    expect(new Set(requestsTo('/retry').map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('does not retry a refusal (4xx), and gives up after the last attempt', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/refuse` });
    hook.answerNext({ status: 400, body: '{"error":"bad number"}' });
    const refused = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    expect(refused).toMatchObject({
      status: 'failed',
      reason: 'the provider answered HTTP 400: {"error":"bad number"}',
    });

    hook.answerNext({ status: 500 }, { status: 500 }, { status: 500 });
    await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543211' });
    await t.courier.deliverDue();
    const last = (await call(owner, 'GET', '/api/v1/messages?status=failed')).json().data[0];
    expect(last.reason).toBe('gave up after 3 attempts: the provider answered HTTP 500: {}');
    expect(requestsTo('/refuse')).toHaveLength(4);
  });

  it('never sends twice a message whose provider did not answer', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/silent` });
    hook.answerNext('hang');
    const res = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    expect(res.status).toBe('failed');
    expect(res.reason).toMatch(/^no answer from the provider: it may have been delivered/);
    await t.courier.deliverDue();
    expect(requestsTo('/silent')).toHaveLength(1);
  });

  it('marks failed, not sent again, a message whose node died while sending it', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/died` });
    const queued = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    await rowsOf(
      t.database,
      sql`update messages set status = 'sending', claimed_until = now() - interval '1 second' where id = ${queued.id}`,
    );
    const before = requestsTo('/died').length;
    await t.courier.deliverDue();
    const row = (await call(owner, 'GET', '/api/v1/messages?status=failed')).json().data[0];
    expect(row.id).toBe(queued.id);
    expect(row.reason).toMatch(/^no answer from the provider/);
    expect(requestsTo('/died')).toHaveLength(before);
  });

  it('sends at most MESSAGE_RATE_PER_MINUTE messages a minute for one organisation', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/rate` });
    for (let i = 0; i < 7; i++)
      await call(owner, 'POST', '/api/v1/messages/test', {
        channel: 'email',
        to: `rate${i}.${owner.userId}@example.test`,
      });
    const log = await call(owner, 'GET', '/api/v1/messages?pageSize=20');
    const entries = (log.json() as MessagePage).data;
    expect(entries.filter((m) => m.status === 'sent')).toHaveLength(5);
    expect(entries.filter((m) => m.status === 'queued')).toHaveLength(2);
    // Written by the database: a queued message says when it goes next, a sent one has no next
    // attempt, and the body is exactly what the contract's serializer writes.
    for (const m of entries) expect(m.nextAttemptAt === null, m.status).toBe(m.status === 'sent');
    expect(log.body).toBe(JSON.stringify(messagePage.encode(log.json())));
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends an approved template with its parameters in order, with the access token', async () => {
    const owner = await registerAndLogin(t.app);
    const saved = await call(owner, 'PUT', '/api/v1/messages/channels/whatsapp', {
      provider: 'whatsapp_cloud',
      phoneNumberId: '1098765432',
      accessToken: 'EAAG-token',
      appSecret: 'meta-app-secret',
      apiBase: `${hook.url}/graph/v21.0`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().secretsSaved).toEqual(['accessToken', 'appSecret']);
    expect(saved.body).not.toContain('meta-app-secret');
    hook.answerNext({ status: 200, body: '{"messages":[{"id":"wamid.HBgM"}]}' });
    const sent = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'whatsapp', to: '+91 98765 43210' })
    ).json();
    expect(sent.status).toBe('sent');
    const [request] = requestsTo('/graph/v21.0/1098765432/messages');
    expect(request!.headers.authorization).toBe('Bearer EAAG-token');
    expect(request!.json).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });

    // Meta reports delivery to the channel's receipt URL, signed with the app secret.
    const receiptUrl = new URL(saved.json().receiptUrl).pathname;
    const statusReport = (status: string) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.HBgM', status }] } }] }],
      });
    const report = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: receiptUrl,
        headers: {
          'content-type': 'application/json',
          ...(signature && { 'x-hub-signature-256': signature }),
        },
        payload: body,
      });
    // Knowing the URL is not enough: unsigned, signed with another secret, or altered after signing.
    const failed = statusReport('failed');
    for (const [body, signature] of [
      [failed, undefined],
      [failed, hubSignature('another-secret', failed)],
      [failed.replace('failed', 'read'), hubSignature('meta-app-secret', failed)],
    ] as const) {
      const refused = await report(body, signature);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        deliveryReportMessages.badSignature,
      ]);
    }
    expect((await call(owner, 'GET', '/api/v1/messages')).json().data[0].status).toBe('sent');
    const delivered = statusReport('delivered');
    expect((await report(delivered, hubSignature('meta-app-secret', delivered))).json()).toEqual({
      updated: 1,
    });
    const logged = (await call(owner, 'GET', '/api/v1/messages')).json().data[0];
    expect(logged.status).toBe('delivered');
    expect(logged.deliveredAt).not.toBeNull();

    const challenge = await t.app.inject({
      method: 'GET',
      url: `${receiptUrl}?hub.mode=subscribe&hub.verify_token=${receiptUrl.split('/').pop()}&hub.challenge=42`,
    });
    expect(challenge.body).toBe('42');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${receiptUrl}?hub.verify_token=nope&hub.challenge=42`,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('takes no WhatsApp delivery report until the app secret is saved', async () => {
    const owner = await registerAndLogin(t.app);
    const saved = await call(owner, 'PUT', '/api/v1/messages/channels/whatsapp', {
      provider: 'whatsapp_cloud',
      phoneNumberId: '1098765432',
      accessToken: 'EAAG-token',
      apiBase: `${hook.url}/graph/v21.0`,
    });
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const refused = await t.app.inject({
      method: 'POST',
      url: new URL(saved.json().receiptUrl).pathname,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature('', body) },
      payload: body,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, deliveryReportMessages.noAppSecret]);
  });

  it('refuses a report at an unknown receipt address, and another organisation’s message', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await smsViaWebhook(a, { url: `${hook.url}/a` });
    const bChannel = await smsViaWebhook(b, { url: `${hook.url}/b` });
    const aMessage = (
      await call(a, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    const bUrl = new URL(bChannel.receiptUrl).pathname;
    const crossed = await t.app.inject({
      method: 'POST',
      url: bUrl,
      payload: { messageId: aMessage.id, status: 'failed' },
    });
    expect(crossed.json()).toEqual({ updated: 0 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/receipts/nottherighttokenatall1234',
      payload: { messageId: aMessage.id, status: 'delivered' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/v1/messages')).json().data[0].status).toBe('sent');
  });
});

describe('templates', () => {
  it('refuses an unknown variable by name, and uses the institute’s own words once saved', async () => {
    const owner = await registerAndLogin(t.app);
    const url = '/api/v1/messages/templates/test/email/en';
    const bad = await call(owner, 'PUT', url, {
      subject: 'Hello {{name}}',
      body: 'Hi {{recipientName}} {{studnt}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      body: 'Unknown variable {{studnt}}. A “Test message” message can use {{instituteName}}, {{recipientName}}.',
      subject:
        'Unknown variable {{name}}. A “Test message” message can use {{instituteName}}, {{recipientName}}.',
    });
    const good = await call(owner, 'PUT', url, {
      subject: 'Ping from {{instituteName}}',
      body: 'Namaste {{recipientName}}!',
    });
    expect(good.json()).toMatchObject({ custom: true, subject: 'Ping from {{instituteName}}' });
    const to = `words.${owner.userId}@example.test`;
    const sent = (await call(owner, 'POST', '/api/v1/messages/test', { channel: 'email', to })).json();
    expect(sent.body).toMatch(/^Namaste .+!$/);

    const hindi = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'email', to, language: 'hi' })
    ).json();
    expect(hindi.subject).toMatch(/से परीक्षण संदेश$/);

    const reset = await call(owner, 'DELETE', url);
    expect(reset.json()).toMatchObject({ custom: false, subject: 'Test message from {{instituteName}}' });
    const all = (await call(owner, 'GET', '/api/v1/messages/templates')).json().data;
    expect(all).toHaveLength(MESSAGE_EVENT_KEYS.length * 3 * 2);
  });
});

describe('recipients and the log', () => {
  it('honours an opt-out: no message on that channel, and no resend to it', async () => {
    const owner = await registerAndLogin(t.app);
    await smsViaWebhook(owner, { url: `${hook.url}/optout` });
    const sent = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    const ref = sent.recipientRef;
    const saved = await call(owner, 'PUT', `/api/v1/messages/recipients/${ref}/preferences`, {
      optedOut: ['sms'],
    });
    expect(saved.json()).toEqual({ channels: [], optedOut: ['sms'], language: null });
    const resend = await call(owner, 'POST', `/api/v1/messages/${sent.id}/resend`);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('The recipient has opted out of SMS.');
    const again = (
      await call(owner, 'POST', '/api/v1/messages/test', { channel: 'sms', to: '9876543210' })
    ).json();
    expect(again).toMatchObject({ status: 'not_sent', channel: 'email', address: '' });
  });

  it('resends as a new message and exports the log as CSV in Indian formats', async () => {
    const owner = await registerAndLogin(t.app);
    const to = `csv.${owner.userId}@example.test`;
    const first = (await call(owner, 'POST', '/api/v1/messages/test', { channel: 'email', to })).json();
    const again = await call(owner, 'POST', `/api/v1/messages/${first.id}/resend`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ resendOf: first.id, body: first.body, address: to });
    await t.courier.deliverDue();

    // Days are the institute's (India's) calendar days.
    const today = dayIn(new Date(), 'Asia/Kolkata');
    const tomorrow = dayIn(Date.now() + 86_400_000, 'Asia/Kolkata');
    expect((await call(owner, 'GET', `/api/v1/messages?from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await call(owner, 'GET', `/api/v1/messages?from=${tomorrow}`)).json().total).toBe(0);

    const csv = await call(owner, 'GET', `/api/v1/messages/export.csv?q=${encodeURIComponent(to)}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Created","Event","Recipient","Address","Channel","Status","Reason","Attempts","Sent","Delivered","Subject","Message"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m","Test message",".*","csv\..*","email","sent"/,
    );
  });

  it('shows an organisation only its own messages', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const mine = (
      await call(a, 'POST', '/api/v1/messages/test', { channel: 'email', to: `iso.${a.userId}@example.test` })
    ).json();
    expect((await call(b, 'GET', '/api/v1/messages')).json()).toMatchObject({ data: [], total: 0 });
    expect((await call(b, 'POST', `/api/v1/messages/${mine.id}/resend`)).statusCode).toBe(404);
    const csv = await call(b, 'GET', '/api/v1/messages/export.csv');
    expect(csv.body).not.toContain(`iso.${a.userId}`);
  });

  it('keeps each message’s log row as the log writes it, through every attempt, receipt and resend above', async () => {
    const [made] = await rowsOf<{ n: number; statuses: number }>(
      t.database,
      sql`select count(*)::int as n, count(distinct status)::int as statuses from messages`,
    );
    // The tests above left messages sent, delivered, failed, retried, not sent and resent.
    expect(made!.statuses).toBeGreaterThanOrEqual(4);
    expect(await keptJsonDisagreements(t.database, messageKeptJson)).toEqual([]);
  });
});
