import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages, type FeePlan, type Receipt, type SentResult } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { feeSetUp, makePlan, planBody, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { runDailyFees } from './fines.service.ts';

const t = appPerFile();

const call = caller(t);
/** Noon in India, `days` from today. */
const noon = (days: number) => new Date(`${addDays(today, days)}T06:30:00Z`);
const sentAbout = (subjectRef: string) =>
  rowsOf<{ event: string; channel: string; body: string }>(
    t.database,
    sql`select event, channel, body from messages where subject_ref = ${subjectRef} order by channel`,
  );

describe('telling families', () => {
  it('reminds each family of what has fallen due, once a day per due, and skips those who owe nothing', async () => {
    const set = await feeSetUp(t, 3);
    const { owner, centre, batch } = set;
    const plan = await makePlan(t, set, [-10, 20]);
    const late = await admitStudent(t, owner, { centreId: centre.id, name: 'Ira Late' });
    const early = await admitStudent(t, owner, { centreId: centre.id, name: 'Om Early' });
    const paid = await admitStudent(t, owner, { centreId: centre.id, name: 'Pia Paid' });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [late.id, paid.id],
      fromDate: addDays(today, -20),
      feePlanId: plan.id,
    });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [early.id],
      fromDate: today,
      feePlanId: plan.id,
    });
    await call(owner, 'POST', `/api/v1/students/${paid.id}/payments`, {
      amount: 4_500_000,
      mode: 'cash',
      receivedOn: today,
    });
    // Om joined today: his first instalment falls due today, so he owes it now.
    const body = { studentIds: [late.id, early.id, paid.id] };
    const first = (await call(owner, 'POST', '/api/v1/fees/reminders', body)).json() as SentResult;
    // SMS and WhatsApp to each (the guardians gave no email).
    expect(first).toMatchObject({ told: 2, messages: 4, skipped: 1 });
    const lateStatement = (await call(owner, 'GET', `/api/v1/students/${late.id}/fees`)).json();
    const firstDue = lateStatement.dues[0].id;
    const sms = (await sentAbout(`due:${firstDue}`)).find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ event: 'fee.reminder' });
    // Money in an SMS as "Rs.": ₹ would make it Unicode, two parts or three (issue 65).
    expect(sms.body).toContain('Rs. 25,000.00');
    expect(sms.body).toContain('Ira Late');

    // Pressed again the same day: nothing more is written.
    const again = (await call(owner, 'POST', '/api/v1/fees/reminders', body)).json() as SentResult;
    expect(again.messages).toBe(0);
    expect(await sentAbout(`due:${firstDue}`)).toHaveLength(2);

    const stranger = await registerAndLogin(t.app);
    const theirs = (await call(stranger, 'POST', '/api/v1/fees/reminders', body)).json() as SentResult;
    expect(theirs).toMatchObject({ told: 0, messages: 0, skipped: 3, reached: [] });
  });

  it('reminds on the days the plan schedules, once, and not for what is paid', async () => {
    const { owner, centre, batch, admission, tuition } = await feeSetUp(t, 3);
    // Three days before each instalment, and a week after.
    const saved = await call(owner, 'POST', '/api/v1/fee-plans', {
      ...planBody(batch.id, admission.id, tuition.id, [addDays(today, 3), addDays(today, 33)]),
      reminderDays: [7, -3, 7],
    });
    expect(saved.json().reminderDays).toEqual([-3, 7]);
    const plan = saved.json() as FeePlan;
    const [owing, settled] = await Promise.all(
      ['Uma Owing', 'Vik Settled'].map((name) => admitStudent(t, owner, { centreId: centre.id, name })),
    );
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [owing!.id, settled!.id],
      fromDate: today,
      feePlanId: plan.id,
    });
    await call(owner, 'POST', `/api/v1/students/${settled!.id}/payments`, {
      amount: 2_500_000,
      mode: 'cash',
      receivedOn: today,
    });
    const firstDue = async (studentId: number) =>
      (await call(owner, 'GET', `/api/v1/students/${studentId}/fees`)).json().dues[0].id as number;

    // Today is three days before the first instalment: Uma's family is told, Vik's has paid it.
    await Promise.all([runDailyFees(t.database.db, noon(0)), runDailyFees(t.database.db, noon(0))]);
    const told = await sentAbout(`due:${await firstDue(owing!.id)}`);
    expect(told.map((m) => m.channel)).toEqual(['sms', 'whatsapp']);
    expect(told[0]!.body).toContain('Rs. 25,000.00');
    expect(await sentAbout(`due:${await firstDue(settled!.id)}`)).toEqual([]);
    // Tomorrow is no reminder day; a week after the due date is.
    await runDailyFees(t.database.db, noon(1));
    expect(await sentAbout(`due:${await firstDue(owing!.id)}`)).toHaveLength(2);
    await runDailyFees(t.database.db, noon(10));
    expect(await sentAbout(`due:${await firstDue(owing!.id)}`)).toHaveLength(4);
  });

  it('sends a receipt to the family, and not one that no longer stands', async () => {
    const { owner, centre } = await feeSetUp(t);
    const student = await admitStudent(t, owner, { centreId: centre.id, name: 'Tara Sen' });
    const pay = async () =>
      (
        await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
          amount: 150_000,
          mode: 'cash',
          receivedOn: today,
        })
      ).json() as Receipt;
    const receipt = await pay();
    const sent = await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/send`);
    // No SMS or WhatsApp channel is set up and the guardian gave no email: nothing left, and the
    // answer says so as the delivery log does (issue 65), with a chat from the desk's own WhatsApp.
    const notSetUp = 'not sent: channel not set up';
    expect(sent.json()).toMatchObject({
      told: 1,
      messages: 2,
      skipped: 0,
      reached: [],
      notSent: [
        { channel: 'sms', reason: notSetUp },
        { channel: 'whatsapp', reason: notSetUp },
      ],
    });
    const chat = new URL((sent.json() as SentResult).chatLink!);
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.pathname).toMatch(/^\/91\d{10}$/);
    expect(chat.searchParams.get('text')).toContain(receipt.number);
    const [sms] = await sentAbout(`receipt:${receipt.id}`);
    expect(sms!.body).toContain(receipt.number);
    expect(sms!.body).toContain('Rs. 1,500.00');

    const cancelled = await pay();
    await call(owner, 'POST', `/api/v1/receipts/${cancelled.id}/cancel`, { reason: 'Twice' });
    const refused = await call(owner, 'POST', `/api/v1/receipts/${cancelled.id}/send`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, paymentMessages.notValid]);
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'POST', `/api/v1/receipts/${receipt.id}/send`)).statusCode).toBe(404);
  });
});
