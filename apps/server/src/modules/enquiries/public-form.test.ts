import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages, messageMessages } from '@kaksha/contracts';
import { caller, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { startHttpSink } from '../../../test/http-sink.ts';
import type { HttpSink } from '../../../test/http-sink.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';

/**
 * Issue 64, finding 3: the public enquiry form queued SMS, WhatsApp and email in the institute's name
 * to whatever was typed into it. Now texts wait for the desk, and an email goes only to the day's
 * first `websiteRepliesPerDay` website enquiries, once per address (decision 070).
 */

let t: TestApp;
let gateway: HttpSink;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  [gateway, smtp] = await Promise.all([startHttpSink(), startSmtpSink()]);
  t = await createTestApp({ env: { MESSAGE_ALLOW_PRIVATE_URLS: 'true', SMTP_URL: smtp.url } });
  call = caller(t);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([gateway?.close(), smtp?.close()]);
});

/** A text sent now, or held for the end of quiet hours (21:00–08:00 at the institute) — never refused. */
const GOING = ['sent', 'held'];

/** An institute with an SMS gateway and its public form open: the form's address. */
async function instituteWithForm(owner: Account) {
  const sms = await call(owner, 'PUT', '/api/v1/messages/channels/sms', {
    provider: 'webhook',
    url: `${gateway.url}/sms`,
    authHeaderValue: 'k',
  });
  expect(sms.statusCode, sms.body).toBe(200);
  const opened = await call(owner, 'POST', '/api/v1/enquiries/settings/form', { open: true });
  return `/api/v1/public/enquiry-forms/${opened.json().formPath.split('/').pop()}`;
}

const thankYous = (owner: Account) =>
  rowsOf<{ address: string; channel: string; status: string; reason: string | null; id: number }>(
    t.database,
    sql`select m.id, m.address, m.channel, m.status, m.reason from messages m
        join users u on u.organisation_id = m.organisation_id
        where u.id = ${owner.userId} and m.event = 'enquiry.received' order by m.id`,
  );

describe('the thank-you to a website enquiry', () => {
  it('texts wait for the desk; emails go to the day’s first few, once an address; the desk may send what waits', async () => {
    const owner = await registerAndLogin(t.app);
    const form = await instituteWithForm(owner);
    const saved = await call(owner, 'PUT', '/api/v1/enquiries/settings', {
      lostReasons: ['Fees'],
      websiteRepliesPerDay: 2,
    });
    expect(saved.json()).toMatchObject({ websiteRepliesPerDay: 2 });
    const send = (email: string, mobile: string) =>
      t.app.inject({ method: 'POST', url: form, payload: { studentName: 'Web Child', mobile, email } });
    expect((await send('asha@example.test', '9899988801')).statusCode).toBe(201);
    expect((await send('ASHA@example.test', '9899988802')).statusCode).toBe(201);
    expect((await send('ravi@example.test', '9899988803')).statusCode).toBe(201);
    await t.courier.deliverDue();

    const rows = await thankYous(owner);
    const emails = rows.filter((r) => r.channel === 'email').map((r) => [r.address, r.status, r.reason]);
    expect(emails).toEqual([
      ['asha@example.test', 'sent', null],
      ['asha@example.test', 'not_sent', enquiryMessages.heldRepeat],
      ['ravi@example.test', 'not_sent', enquiryMessages.heldOverDay(2)],
    ]);
    const texts = rows.filter((r) => r.channel === 'sms');
    expect(texts.map((r) => [r.status, r.reason])).toEqual(
      Array(3).fill(['not_sent', enquiryMessages.heldText]),
    );
    // WhatsApp is not set up here: said as before.
    expect(rows.filter((r) => r.channel === 'whatsapp').map((r) => r.reason)).toEqual(
      Array(3).fill(messageMessages.channelNotSetUp),
    );
    expect(gateway.received).toHaveLength(0);

    // The desk finds the first enquiry genuine and sends its text.
    const resent = await call(owner, 'POST', `/api/v1/messages/${texts[0]!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    await t.courier.deliverDue();
    const [again] = (await thankYous(owner)).filter((r) => r.id > rows.at(-1)!.id);
    expect([again!.channel, again!.address]).toEqual(['sms', '+919899988801']);
    expect(GOING).toContain(again!.status);
    if (again!.status === 'sent')
      expect(gateway.received.map((r) => (r.json as { to: string }).to)).toEqual(['+919899988801']);
  });

  it('the desk’s own enquiries are thanked at once on every channel, as before', async () => {
    const owner = await registerAndLogin(t.app);
    await instituteWithForm(owner);
    const before = gateway.received.length;
    const res = await call(owner, 'POST', '/api/v1/enquiries', {
      studentName: 'Desk Child',
      mobile: '9899988899',
      email: 'desk@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.courier.deliverDue();
    const rows = await thankYous(owner);
    expect(rows.find((r) => r.channel === 'email')?.status).toBe('sent');
    const text = rows.find((r) => r.channel === 'sms')!;
    expect(GOING).toContain(text.status);
    expect(gateway.received.length).toBe(before + (text.status === 'sent' ? 1 : 0));
  });

  it('0 sends no email at once; the allowance is the institute’s own, checked', async () => {
    const owner = await registerAndLogin(t.app);
    const form = await instituteWithForm(owner);
    const other = await registerAndLogin(t.app);
    expect(
      (
        await call(owner, 'PUT', '/api/v1/enquiries/settings', {
          lostReasons: ['Fees'],
          websiteRepliesPerDay: 501,
        })
      ).statusCode,
    ).toBe(400);
    await call(owner, 'PUT', '/api/v1/enquiries/settings', {
      lostReasons: ['Fees'],
      websiteRepliesPerDay: 0,
    });
    // Saving the reasons alone keeps the allowance.
    await call(owner, 'PUT', '/api/v1/enquiries/settings', { lostReasons: ['Fees', 'Distance'] });
    expect((await call(owner, 'GET', '/api/v1/enquiries/settings')).json().websiteRepliesPerDay).toBe(0);
    expect((await call(other, 'GET', '/api/v1/enquiries/settings')).json().websiteRepliesPerDay).toBe(20);
    await t.app.inject({
      method: 'POST',
      url: form,
      payload: { studentName: 'Web Child', mobile: '9899988811', email: 'first@example.test' },
    });
    const [email] = (await thankYous(owner)).filter((r) => r.channel === 'email');
    expect([email!.status, email!.reason]).toEqual(['not_sent', enquiryMessages.heldOverDay(0)]);
  });
});
