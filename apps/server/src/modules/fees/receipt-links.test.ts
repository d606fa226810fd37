import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMessages } from '@kaksha/contracts';
import type { Receipt, ReceiptLinkList } from '@kaksha/contracts';
import { caller, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { feeSetUp, pdfText, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import type { SinkMessage } from '../../../test/smtp-sink.ts';
import { redactSecretPath } from '../../lib/secret-urls.ts';
import { notify } from '../messages/notify.ts';

const PUBLIC_URL = 'https://fees.example.org';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
let families = 0;

/** An institute, a student whose mother has an email, and a receipt of ₹1,500 (cash, or a cheque). */
async function paidReceipt(mode: 'cash' | 'cheque' = 'cash') {
  const { owner, centre } = await feeSetUp(t);
  const email = `mother${++families}@family.example.org`;
  const student = await admitStudent(t, owner, {
    centreId: centre.id,
    name: 'Tara Sen',
    guardians: [
      {
        relation: 'mother',
        name: 'Rina Sen',
        mobile: `98${String(12_340_000 + families)}`,
        email,
        primary: true,
      },
    ],
  });
  const res = await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
    amount: 150_000,
    mode,
    receivedOn: today,
    ...(mode === 'cheque' && { chequeNumber: '123456', chequeBank: 'SBI' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, email, receipt: res.json() as Receipt };
}

/** Sends the receipt and returns the address its SMS carries, as a path on this server. */
async function send(owner: Account, receipt: Receipt) {
  const sent = await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  const [sms] = await rowsOf<{ body: string }>(
    t.database,
    sql`select body from messages where subject_ref = ${`receipt:${receipt.id}`} and channel = 'sms'
        order by id desc limit 1`,
  );
  const link = /https:\/\/\S+/.exec(sms!.body)?.[0] ?? '';
  expect(link.startsWith(`${PUBLIC_URL}/api/v1/receipt-links/`), sms!.body).toBe(true);
  return link.slice(PUBLIC_URL.length);
}

/** The PDF attached to a mail, decoded from its MIME part, with the name it is given. */
function attachmentOf(mail: SinkMessage) {
  const part = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n)?--/.exec(
    mail.raw,
  );
  const name = /filename="?([^";\r\n]+)/.exec(mail.raw)?.[1];
  return { name, bytes: part ? Buffer.from(part[1]!.replace(/\r\n/g, ''), 'base64') : Buffer.alloc(0) };
}

/** Opened as a parent would: no session cookie. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('a receipt sent to the family', () => {
  it('emails the receipt PDF, made when the email leaves, and texts a link that opens it without signing in', async () => {
    const { owner, email, receipt } = await paidReceipt();
    const before = smtp.messages.length;
    const link = await send(owner, receipt);
    await t.courier.deliverDue();

    const mail = await smtp.nextTo(email, before);
    expect(mail.raw).toContain(`Subject: Fee receipt ${receipt.number}`);
    const attached = attachmentOf(mail);
    expect(attached.name).toBe(`receipt-${receipt.number.replace(/\//g, '_')}.pdf`);
    expect(attached.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const mailed = await pdfText(attached.bytes);
    expect(mailed).toContain(receipt.number);
    // The guardian paid (the main contact, by default), for the student.
    expect(mailed).toContain('Received from Rina Sen');
    expect(mailed).toContain('For Tara Sen');
    const [row] = await rowsOf<{ status: string; attachment: string; payload: object }>(
      t.database,
      sql`select status, attachment, payload from messages
          where subject_ref = ${`receipt:${receipt.id}`} and channel = 'email'`,
    );
    // The queue holds what to attach, never the bytes.
    expect(row).toMatchObject({ status: 'sent', attachment: `receipt:${receipt.id}` });
    expect(JSON.stringify(row!.payload)).not.toContain('JVBER');

    const opened = await open(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(await pdfText(opened.rawPayload)).toContain(receipt.number);
    // The log never shows the key.
    expect(redactSecretPath(link)).toBe('/api/v1/receipt-links/[redacted]');
  });

  it('opens only its own receipt, and nothing for a wrong or altered token', async () => {
    const first = await paidReceipt();
    const second = await paidReceipt();
    const [one, two] = [await send(first.owner, first.receipt), await send(second.owner, second.receipt)];
    expect(one).not.toBe(two);
    expect(await pdfText((await open(two)).rawPayload)).toContain(second.receipt.number);
    expect(await pdfText((await open(one)).rawPayload)).toContain(first.receipt.number);

    const token = one.split('/').pop()!;
    const altered = `${one.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      altered,
      '/api/v1/receipt-links/not-a-token',
      `/api/v1/receipt-links/${first.receipt.id}`,
    ]) {
      const res = await open(url);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Receipt not found.']);
    }
  });

  it('stops opening once the receipt is cancelled or its cheque bounces', async () => {
    const cash = await paidReceipt();
    const cashLink = await send(cash.owner, cash.receipt);
    expect((await open(cashLink)).statusCode).toBe(200);
    await call(cash.owner, 'POST', `/api/v1/receipts/${cash.receipt.id}/cancel`, { reason: 'Entered twice' });
    expect((await open(cashLink)).statusCode).toBe(404);

    const cheque = await paidReceipt('cheque');
    const chequeLink = await send(cheque.owner, cheque.receipt);
    const bounced = await call(cheque.owner, 'POST', `/api/v1/receipts/${cheque.receipt.id}/bounce`, {
      reason: 'Insufficient funds',
      charge: false,
    });
    expect(bounced.statusCode, bounced.body).toBe(200);
    expect((await open(chequeLink)).statusCode).toBe(404);
  });

  it('does not email a receipt cancelled after it was queued, and says why', async () => {
    const { owner, email, receipt } = await paidReceipt();
    await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/cancel`, { reason: 'Wrong student' });
    // Queued as the send route queues it, then found cancelled when the courier makes the file.
    const [{ organisation_id: organisationId }] = (await rowsOf<{ organisation_id: number }>(
      t.database,
      sql`select organisation_id from fee_payments where id = ${receipt.id}`,
    )) as [{ organisation_id: number }];
    await notify(t.database.db, {
      organisationId,
      event: 'fee.receipt',
      recipients: [{ ref: 'guardian:0', name: 'Rina Sen', email }],
      subjectRef: `receipt:${receipt.id}`,
      attachment: `receipt:${receipt.id}`,
    });
    await t.courier.deliverDue();
    const [row] = await rowsOf<{ status: string; reason: string }>(
      t.database,
      sql`select status, reason from messages where subject_ref = ${`receipt:${receipt.id}`} and channel = 'email'`,
    );
    expect(row).toEqual({ status: 'not_sent', reason: messageMessages.attachmentGone });
    // (The admission's welcome reached her; no receipt did.)
    expect(smtp.messages.some((m) => m.to.includes(email) && m.raw.includes(receipt.number))).toBe(false);
    // Nor would another organisation's message carry it.
    const stranger = await paidReceipt();
    const [{ organisation_id: other }] = (await rowsOf<{ organisation_id: number }>(
      t.database,
      sql`select organisation_id from fee_payments where id = ${stranger.receipt.id}`,
    )) as [{ organisation_id: number }];
    expect(await t.courier.attachments.make(other, `receipt:${receipt.id}`)).toBeNull();
  });

  it('opens for the institute’s link days, can be revoked from the receipt, and a new sending retires the old link', async () => {
    const { owner, receipt } = await paidReceipt();
    const saved = await call(owner, 'PUT', '/api/v1/institute/books', {
      closedUpTo: null,
      backdateDays: 7,
      receiptLinkDays: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const linksUrl = `/api/v1/receipts/${receipt.id}/links`;
    const linksOf = async () => ((await call(owner, 'GET', linksUrl)).json() as ReceiptLinkList).data;
    const first = await send(owner, receipt);
    const [made] = await linksOf();
    expect(made).toMatchObject({ state: 'open', revokedAt: null });
    const days = (Date.parse(made!.expiresAt) - Date.parse(made!.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);

    // Sent again on another day (today's sending is once a day): the old link stops, the new one opens.
    await t.database.db.execute(
      sql`update messages set once_key = null where subject_ref = ${`receipt:${receipt.id}`}`,
    );
    const second = await send(owner, receipt);
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    expect((await linksOf()).map((l) => l.state)).toEqual(['open', 'revoked']);

    // Sent to the wrong number: the desk revokes it; only staff who collect may.
    const viewer = await makeStaff(t, owner, { ReceiptPopup: 'view' });
    expect((await call(viewer, 'GET', linksUrl)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', `${linksUrl}/revoke`)).statusCode).toBe(403);
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', linksUrl)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `${linksUrl}/revoke`)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    const revoked = await call(owner, 'POST', `${linksUrl}/revoke`);
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { revoked: 1 }]);
    expect((await open(second)).statusCode).toBe(404);
    expect((await linksOf())[0]).toMatchObject({ state: 'revoked', revokedBy: expect.any(String) });
    // The receipt itself stands.
    expect((await call(owner, 'GET', `/api/v1/receipts/${receipt.id}`)).json().status).toBe('valid');

    // A link past its days is not found, like any other.
    await t.database.db.execute(
      sql`update messages set once_key = null where subject_ref = ${`receipt:${receipt.id}`}`,
    );
    const third = await send(owner, receipt);
    await t.database.db.execute(
      sql`update receipt_links set expires_at = now() - interval '1 second' where receipt_id = ${receipt.id}`,
    );
    expect((await open(third)).statusCode).toBe(404);
    expect((await linksOf())[0]!.state).toBe('expired');
  });

  it('another organisation can neither send the receipt nor read it', async () => {
    const { receipt } = await paidReceipt();
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'POST', `/api/v1/receipts/${receipt.id}/send`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).statusCode).toBe(404);
    const sent = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from receipt_links where receipt_id = ${receipt.id}`,
    );
    expect(sent[0]!.n).toBe(0);
  });
});
