import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appPerFile, as, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { notify } from './notify.ts';
import type { Notification, Recipient } from './notify.ts';
import { quietUntil } from './quiet-hours.ts';

const t = appPerFile({ env: { MESSAGE_ALLOW_PRIVATE_URLS: 'true' } });

async function organisationOf(owner: Account): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    t.database,
    sql`select organisation_id as id from users where id = ${owner.userId}`,
  );
  return row!.id;
}

async function withSms(owner: Account) {
  const res = await t.app.inject(
    as(owner, {
      method: 'PUT',
      url: '/api/v1/messages/channels/sms',
      payload: { provider: 'webhook', url: 'http://127.0.0.1:9/sms' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

const send = (n: Notification) => t.database.db.transaction((tx) => notify(tx, n));
// 10:00 and 22:30 in India.
const DAYTIME = new Date('2026-11-24T04:30:00Z');
const NIGHT = new Date('2026-11-24T17:00:00Z');

function guardians(count: number, from = 1): Recipient[] {
  return Array.from({ length: count }, (_, i) => ({
    ref: `guardian:${from + i}`,
    name: `Guardian ${from + i}`,
    email: `g${from + i}@example.test`,
    phone: `98${String(10_000_000 + from + i).slice(-8)}`,
    data: { studentName: `Student ${from + i}`, amount: 150_000 + i, dueDate: '2026-12-10' },
  }));
}

async function rows(organisationId: number, where = sql`true`) {
  return rowsOf<{
    channel: string;
    status: string;
    body: string;
    address: string;
    language: string;
    next: string | null;
  }>(
    t.database,
    sql`select channel, status, body, address, language, next_attempt_at::text as next from messages
        where organisation_id = ${organisationId} and ${where} order by id`,
  );
}

describe('notify', () => {
  it('queues 5,000 reminders in one transaction with as many statements as 10 do', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    await withSms(owner);
    const few = await countQueries(t.database, () =>
      send({ organisationId, event: 'fee.reminder', recipients: guardians(10), now: DAYTIME }),
    );
    const many = await countQueries(t.database, () =>
      send({ organisationId, event: 'fee.reminder', recipients: guardians(5_000, 100), now: DAYTIME }),
    );
    // The institute, the audience (its wording, channels and preferences) and one insert, with
    // BEGIN and COMMIT on node-postgres.
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBe(t.database.kind === 'postgres' ? 5 : 3);
    // Email, SMS (set up) and WhatsApp (not set up) for each.
    expect(many.result.messages).toHaveLength(15_000);
    const counted = await rowsOf<{ channel: string; status: string; n: number }>(
      t.database,
      sql`select channel, status, count(*)::int as n from messages where organisation_id = ${organisationId}
          group by 1, 2 order by 1`,
    );
    expect(counted).toEqual([
      { channel: 'email', status: 'queued', n: 5_010 },
      { channel: 'sms', status: 'queued', n: 5_010 },
      { channel: 'whatsapp', status: 'not_sent', n: 5_010 },
    ]);
    const [first] = await rows(organisationId, sql`channel = 'sms'`);
    expect(first!.body).toMatch(
      /^A fee of Rs\. 1,500\.00 for Student 1 is due on 10 Dec 2026\. Please ignore if already paid\. - /,
    );
    expect(first!.address).toBe('+919810000001');
    // A caller that has read the institute's facts in its transaction passes them: one fewer.
    const institute = {
      name: 'Bright Future Academy',
      timeZone: 'Asia/Kolkata',
      messageLanguage: 'en',
    } as const;
    const told = await countQueries(t.database, () =>
      send({ organisationId, event: 'fee.reminder', recipients: guardians(10, 20), now: DAYTIME, institute }),
    );
    expect(told.queries).toBe(few.queries - 1);
  });

  it('holds SMS and WhatsApp in quiet hours until 08:00 in the institute’s zone; email goes', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    await withSms(owner);
    await send({ organisationId, event: 'attendance.absent', recipients: guardians(1), now: NIGHT });
    const written = await rows(organisationId);
    expect(written.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'queued'],
      ['sms', 'held'],
      ['whatsapp', 'not_sent'],
    ]);
    expect(new Date(written[1]!.next!).toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(quietUntil(new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-11-25T02:30:00.000Z',
    );
    expect(quietUntil(DAYTIME, 'Asia/Kolkata')).toBeNull();
    expect(quietUntil(new Date('2026-03-29T05:30:00Z'), 'Europe/London')?.toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('sends one absence alert per student, guardian and day however often attendance is saved', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    const alert = (now: Date) =>
      send({
        organisationId,
        event: 'attendance.absent',
        recipients: guardians(2),
        data: { batchName: 'JEE Morning', date: '2026-11-24' },
        subjectRef: 'student:7',
        once: 'day',
        now,
        channels: ['email'],
      });
    expect((await alert(DAYTIME)).messages).toHaveLength(2);
    expect((await alert(new Date(DAYTIME.getTime() + 3_600_000))).messages).toHaveLength(0);
    // The next day in India (00:30 IST on the 25th is still the 24th in UTC).
    expect((await alert(new Date('2026-11-24T19:00:00Z'))).messages).toHaveLength(2);
  });

  it('follows each person’s channels, opt-outs and language', async () => {
    const owner = await registerAndLogin(t.app);
    const organisationId = await organisationOf(owner);
    await withSms(owner);
    const put = (ref: string, payload: object) =>
      t.app.inject(
        as(owner, { method: 'PUT', url: `/api/v1/messages/recipients/${ref}/preferences`, payload }),
      );
    await put('guardian:1', { channels: ['sms'], language: 'hi' });
    await put('guardian:2', { optedOut: ['sms', 'email'] });
    const [one, two, three] = guardians(3);
    await send({
      organisationId,
      event: 'fee.receipt',
      recipients: [one!, two!, { ...three!, email: null, phone: null }],
      data: { receiptNumber: 'RCP/2026-27/00042', date: '2026-11-24', link: 'https://x.example/r/7Hq2' },
      now: DAYTIME,
    });
    const written = await rows(organisationId);
    expect(written.map((r) => [r.address, r.channel, r.status, r.language])).toEqual([
      ['+919810000001', 'sms', 'queued', 'hi'],
      ['+919810000002', 'whatsapp', 'not_sent', 'en'],
      ['', 'email', 'not_sent', 'en'],
    ]);
    // The day is written in the message's language (decision 096), whoever sends it.
    expect(written[0]!.body).toMatch(
      /^Student 1 के लिए 24 नव॰ 2026 को Rs\. 1,500\.00 प्राप्त हुए। रसीद संख्या RCP\/2026-27\/00042: https:\/\/x\.example\/r\/7Hq2 /,
    );
  });
});
