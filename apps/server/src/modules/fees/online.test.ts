import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMessages as say,
  type FeeStatement,
  type OnlineSettings,
  type PaymentLink,
  type Receipt,
} from '@kaksha/contracts';
import { caller, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { billedStudent, feeSetUp, pdfText, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { razorpaySignature } from './razorpay.ts';

/** Razorpay's Payment Links API as a loopback double: records what it was asked, answers as Razorpay does. */
interface Asked {
  path: string;
  auth: string;
  body: Record<string, unknown>;
}
const asked: Asked[] = [];
let refuseNext: string | null = null;
let breakNext = false;
let links = 0;
const fake = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    asked.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', body });
    response.setHeader('content-type', 'application/json');
    if (breakNext) {
      breakNext = false;
      response.statusCode = 502;
      return response.end('<html>Bad gateway</html>');
    }
    if (refuseNext) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: refuseNext } }));
      refuseNext = null;
      return;
    }
    const cancel = /^\/v1\/payment_links\/(plink_\w+)\/cancel$/.exec(request.url ?? '');
    if (cancel) return response.end(JSON.stringify({ id: cancel[1], status: 'cancelled' }));
    links += 1;
    response.end(
      JSON.stringify({
        id: `plink_Test${links}`,
        short_url: `https://rzp.io/rzp/test${links}`,
        status: 'created',
      }),
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({ env: { RAZORPAY_API_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  fake.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const keys = {
  enabled: true,
  keyId: 'rzp_test_Abc123Def456',
  keySecret: 'key-secret-1',
  webhookSecret: 'hook-secret-1',
};

/** An institute with Razorpay keys saved and a student owing ₹25,000 (fallen due) and ₹20,000 (not yet). */
async function onlineInstitute() {
  const set = await billedStudent(t, { name: 'Meera Nair', dueDays: [-10, 50], seatedDaysAgo: 20 });
  const saved = await call(set.owner, 'PUT', '/api/v1/fees/online', keys);
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...set, settings: saved.json() as OnlineSettings };
}

const statementOf = async (owner: Account, studentId: number) =>
  (await call(owner, 'GET', `/api/v1/students/${studentId}/fees`)).json() as FeeStatement;

/** Razorpay's payment_link.paid event for `link`, as its webhook posts it, signed with `secret`. */
function paidEvent(
  link: PaymentLink,
  ref: string,
  paymentId: string,
  amount = link.amount,
  createdAt = Math.floor(Date.now() / 1000),
  currency = 'INR',
) {
  return JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: ref, amount: link.amount, amount_paid: amount, status: 'paid' } },
      payment: {
        entity: {
          id: paymentId,
          amount,
          currency,
          method: 'upi',
          created_at: createdAt,
        },
      },
    },
  });
}

function deliver(settings: OnlineSettings, body: string, secret = keys.webhookSecret) {
  return t.app.inject({
    method: 'POST',
    url: new URL(settings.webhookUrl!).pathname,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpaySignature(secret, body) },
    payload: body,
  });
}

describe('online payments (Razorpay payment links)', () => {
  it('is off until keys are saved, keeps secrets write-only and sealed, and says which are saved', async () => {
    const { owner, student } = await feeSetUp(t).then(async (set) => ({
      ...set,
      student: await admitStudent(t, set.owner, { centreId: set.centre.id }),
    }));
    const off = (await call(owner, 'GET', '/api/v1/fees/online')).json() as OnlineSettings;
    expect(off).toMatchObject({ provider: null, enabled: false, ready: false, webhookUrl: null });
    const refused = await call(owner, 'POST', `/api/v1/students/${student.id}/payment-links`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(say.off);

    const missing = await call(owner, 'PUT', '/api/v1/fees/online', { ...keys, webhookSecret: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ webhookSecret: say.secretMissing });
    const badKey = await call(owner, 'PUT', '/api/v1/fees/online', { ...keys, keyId: 'abc' });
    expect(badKey.json().fieldErrors.keyId).toBe(say.keyIdFormat);

    const saved = await call(owner, 'PUT', '/api/v1/fees/online', keys);
    const view = saved.json() as OnlineSettings;
    expect(view).toMatchObject({ provider: 'razorpay', ready: true, keyId: keys.keyId });
    expect(view.secretsSaved.sort()).toEqual(['keySecret', 'webhookSecret']);
    expect(view.webhookUrl).toMatch(/\/api\/v1\/fees\/online\/webhook\/[\w-]{20,}$/);
    expect(saved.body).not.toContain(keys.keySecret);
    expect(saved.body).not.toContain(keys.webhookSecret);
    // Sealed in the database; the audit line names the secrets replaced, never their values.
    const stored = await rowsOf<{ secrets: Buffer }>(t.database, sql`select secrets from payment_gateways`);
    expect(stored.every((r) => !Buffer.from(r.secrets).toString('latin1').includes(keys.keySecret))).toBe(
      true,
    );
    const audit = await call(owner, 'GET', '/api/v1/audit?page=1&pageSize=5');
    expect(audit.body).not.toContain(keys.keySecret);
    expect(audit.body).toContain('secretsReplaced');

    // Saving again with the secrets left empty keeps them; switching off makes it not ready.
    const kept = (
      await call(owner, 'PUT', '/api/v1/fees/online', {
        ...keys,
        keySecret: '',
        webhookSecret: '',
        enabled: false,
      })
    ).json() as OnlineSettings;
    expect(kept).toMatchObject({ ready: false, webhookUrl: view.webhookUrl });
    expect(kept.secretsSaved.sort()).toEqual(['keySecret', 'webhookSecret']);
  });

  it('makes a link for what is owed, tells the family, and a paid webhook makes one receipt however often it comes', async () => {
    const { owner, student, settings } = await onlineInstitute();
    const before = await statementOf(owner, student.id);
    const fallen = before.dues.filter((d) => d.dueOn <= today).map((d) => d.id);
    asked.length = 0;
    const made = await call(owner, 'POST', `/api/v1/students/${student.id}/payment-links`, {
      dueIds: fallen,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json() as PaymentLink;
    expect(link).toMatchObject({ amount: 2_500_000, status: 'created', receiptId: null });
    expect(link.sent).toBeGreaterThan(0);
    expect(link.url).toMatch(/^https:\/\/rzp\.io\//);
    // What Razorpay was asked: the amount in paise, our reference, no Razorpay SMS (Kaksha tells the family).
    expect(asked[0]!.path).toBe('/v1/payment_links');
    expect(asked[0]!.auth).toBe(`Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`);
    expect(asked[0]!.body).toMatchObject({
      amount: 2_500_000,
      currency: 'INR',
      notify: { sms: false, email: false },
    });
    const told = await rowsOf<{ body: string }>(
      t.database,
      sql`select body from messages where subject_ref = ${`payment-link:${link.id}`}`,
    );
    expect(told).toHaveLength(link.sent);
    expect(told.every((m) => m.body.includes(link.url) && /₹25,000|Rs\. 25,000/.test(m.body))).toBe(true);

    const ref = `plink_Test${links}`;
    const body = paidEvent(link, ref, `pay_${link.id}A`);
    const first = await deliver(settings, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: 'recorded' });
    // Razorpay retries; two nodes may get the same event at once: still one receipt.
    const again = await Promise.all([deliver(settings, body), deliver(settings, body)]);
    expect(again.map((r) => r.json().outcome)).toEqual(['already', 'already']);

    const [listed] = (
      (await call(owner, 'GET', `/api/v1/students/${student.id}/payment-links`)).json() as {
        data: PaymentLink[];
      }
    ).data;
    expect(listed).toMatchObject({ id: link.id, status: 'paid' });
    const receipt = (await call(owner, 'GET', `/api/v1/receipts/${listed!.receiptId}`)).json() as Receipt;
    expect(receipt).toMatchObject({
      mode: 'online',
      amount: 2_500_000,
      applied: 2_500_000,
      reference: `pay_${link.id}A`,
      note: 'Razorpay · upi',
      cashier: null,
      status: 'valid',
      receivedOn: today,
    });
    expect(receipt.number).toBe(listed!.receiptNumber);
    const printed = await pdfText(
      (await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).rawPayload,
    );
    expect(printed).toContain('Paid online by the family');
    expect(printed).not.toContain('Received by');
    // The family paid from their phone: the receipt is on its way to them, once.
    const sent = await rowsOf<{ event: string }>(
      t.database,
      sql`select event from messages where subject_ref = ${`receipt:${receipt.id}`}`,
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.event === 'fee.receipt')).toBe(true);
    const after = await statementOf(owner, student.id);
    expect(after.totals.paid - before.totals.paid).toBe(2_500_000);
    expect(after.dues.filter((d) => fallen.includes(d.id)).every((d) => d.balance === 0)).toBe(true);
    // The day book counts it as money in the bank, under "online".
    const day = (await call(owner, 'GET', `/api/v1/fees/collections?from=${today}&to=${today}`)).json();
    expect(day.totals.byMode.online).toBe(2_500_000);
    expect(day.totals.bank).toBe(2_500_000);
  });

  it('refuses a webhook not signed with the institute’s secret, or for an address no institute has', async () => {
    const { owner, student, settings } = await onlineInstitute();
    const link = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payment-links`, {})
    ).json() as PaymentLink;
    expect(link.amount).toBe(4_500_000);
    const body = paidEvent(link, `plink_Test${links}`, `pay_forged${link.id}`);
    const forged = await deliver(settings, body, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(say.badSignature);
    // One byte changed after signing: refused too.
    const tampered = await t.app.inject({
      method: 'POST',
      url: new URL(settings.webhookUrl!).pathname,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(keys.webhookSecret, body),
      },
      payload: body.replace('"amount":4500000', '"amount":4500001'),
    });
    expect(tampered.statusCode).toBe(400);
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fees/online/webhook/no-such-institute-token',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: body,
    });
    expect(nowhere.statusCode).toBe(404);
    expect((await statementOf(owner, student.id)).totals.paid).toBe(0);
  });

  it('trusts a signed event for neither the amount nor the date, and answers a reused payment id as a duplicate', async () => {
    const { owner, student, settings } = await onlineInstitute();
    const url = `/api/v1/students/${student.id}/payment-links`;
    const linkList = async () => ((await call(owner, 'GET', url)).json() as { data: PaymentLink[] }).data;
    const short = (await call(owner, 'POST', url, { send: false })).json() as PaymentLink;
    const shortRef = `plink_Test${links}`;
    // One paisa for ₹45,000: kept on the link for the desk, never a receipt, the link never "paid".
    const paisa = await deliver(settings, paidEvent(short, shortRef, `pay_paisa${short.id}`, 1));
    expect([paisa.statusCode, paisa.json()]).toEqual([200, { outcome: 'mismatch' }]);
    expect((await linkList())[0]).toMatchObject({
      id: short.id,
      status: 'mismatch',
      received: 1,
      receiptId: null,
    });
    expect((await statementOf(owner, student.id)).totals.paid).toBe(0);
    // Delivered again: nothing more.
    const twice = await deliver(settings, paidEvent(short, shortRef, `pay_paisa${short.id}`, 1));
    expect(twice.json()).toEqual({ outcome: 'already' });

    // The link's number of paise in another currency: not the link's amount either.
    const dollars = (await call(owner, 'POST', url, { send: false })).json() as PaymentLink;
    const dollarsRef = `plink_Test${links}`;
    const usd = paidEvent(dollars, dollarsRef, `pay_usd${dollars.id}`, dollars.amount, undefined, 'USD');
    expect((await deliver(settings, usd)).json()).toEqual({ outcome: 'mismatch' });
    expect((await linkList()).find((l) => l.id === dollars.id)).toMatchObject({
      status: 'mismatch',
      receiptId: null,
    });
    expect((await statementOf(owner, student.id)).totals.paid).toBe(0);

    // A payment "made" in 2000 is dated by our clock: today, in this year's numbering.
    const link = (await call(owner, 'POST', url, { send: false })).json() as PaymentLink;
    const ref = `plink_Test${links}`;
    const third = (await call(owner, 'POST', url, { send: false })).json() as PaymentLink;
    const thirdRef = `plink_Test${links}`;
    const old = paidEvent(link, ref, `pay_y2k${link.id}`, link.amount, Date.UTC(2000, 0, 1) / 1000);
    expect((await deliver(settings, old)).json()).toEqual({ outcome: 'recorded' });
    const paid = (await linkList()).find((l) => l.id === link.id)!;
    const receipt = (await call(owner, 'GET', `/api/v1/receipts/${paid.receiptId}`)).json() as Receipt;
    expect(receipt.receivedOn).toBe(today);
    expect(receipt.number).not.toContain('1999');

    // Another link's event carrying that payment's id: a duplicate (2xx, so the gateway stops), nothing changed.
    const reused = await deliver(settings, paidEvent(third, thirdRef, `pay_y2k${link.id}`));
    expect([reused.statusCode, reused.json()]).toEqual([200, { outcome: 'duplicate' }]);
    expect((await linkList()).find((l) => l.id === third.id)).toMatchObject({
      status: 'created',
      receiptId: null,
    });
    expect((await statementOf(owner, student.id)).totals.paid).toBe(link.amount);
  });

  it('pays what is still owed when the desk took some meanwhile, and holds the rest as credit', async () => {
    const { owner, student, settings } = await onlineInstitute();
    const link = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payment-links`, {})
    ).json() as PaymentLink;
    const ref = `plink_Test${links}`;
    // The family also paid ₹30,000 in cash before paying the link's ₹45,000.
    const desk = await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
      amount: 3_000_000,
      mode: 'cash',
      receivedOn: today,
    });
    expect(desk.statusCode).toBe(201);
    expect((await deliver(settings, paidEvent(link, ref, `pay_late${link.id}`))).json().outcome).toBe(
      'recorded',
    );
    const statement = await statementOf(owner, student.id);
    expect(statement.totals.balance).toBe(0);
    expect(statement.totals.credit).toBe(3_000_000);
  });

  it('cancels a link at Razorpay and here; a gateway refusal or failure saves nothing; another institute cannot touch it', async () => {
    const { owner, student } = await onlineInstitute();
    const url = `/api/v1/students/${student.id}/payment-links`;
    refuseNext = 'Authentication failed';
    const refused = await call(owner, 'POST', url, { send: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${say.gatewayRefused}Authentication failed`);
    breakNext = true;
    const down = await call(owner, 'POST', url, { send: false });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(say.gatewayDown);
    expect(((await call(owner, 'GET', url)).json() as { data: unknown[] }).data).toHaveLength(0);

    const link = (await call(owner, 'POST', url, { send: false })).json() as PaymentLink;
    expect(link.sent).toBe(0);
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', url, {})).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/v1/payment-links/${link.id}/cancel`)).statusCode).toBe(404);

    asked.length = 0;
    const cancelled = await call(owner, 'POST', `/api/v1/payment-links/${link.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(asked[0]!.path).toBe(`/v1/payment_links/plink_Test${links}/cancel`);
    const twice = await call(owner, 'POST', `/api/v1/payment-links/${link.id}/cancel`);
    expect(twice.json().message).toBe(say.notOpen);
  });
});
