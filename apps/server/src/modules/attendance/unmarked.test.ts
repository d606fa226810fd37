import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UnmarkedPage } from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { remindUnmarked } from './unmarked.ts';

const t = appPerFile();
const call = caller(t);

describe('registers not marked', () => {
  it('lists the classes that ended unmarked for the coordinator, and reminds each teacher once', async () => {
    const inst = await institute(t, 2);
    const { owner, today, batch } = inst;
    const yesterday = addDays(today, -1);
    // The later class first: classOn answers the day's first class of the batch.
    const forgotten = await inst.classOn(yesterday, '01:00', '01:05');
    const marked = await inst.classOn(yesterday);
    const todays = await inst.classOn(today);
    const register = await openRegister(t, owner, marked);
    const saved = await call(owner, 'PUT', '/api/v1/attendance/register', {
      ...register,
      marks: marksOf(register),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const list = (await call(owner, 'GET', '/api/v1/attendance/unmarked')).json() as UnmarkedPage;
    expect(list.data.map((r) => [r.sessionId, r.day, r.batchName, r.teacherName])).toEqual([
      [todays, today, batch.name, 'Ravi Iyer'],
      [forgotten, yesterday, batch.name, 'Ravi Iyer'],
    ]);
    expect(list.total).toBe(2);
    const paged = (await call(owner, 'GET', '/api/v1/attendance/unmarked?pageSize=1&page=2')).json();
    expect([paged.total, paged.data.map((r: { sessionId: number }) => r.sessionId)]).toEqual([
      2,
      [forgotten],
    ]);

    // The day's job: today's class only (yesterday's was its own day's), and once however often it runs.
    const [org] = await rowsOf<{ organisation_id: number }>(
      t.database,
      sql`select organisation_id from batches where id = ${batch.id}`,
    );
    const first = await remindUnmarked(t.database.db, org!.organisation_id);
    const again = await remindUnmarked(t.database.db, org!.organisation_id);
    expect(first.reminded).toBe(1);
    expect(first.messages).toBeGreaterThan(0);
    expect(again.messages).toBe(0);
    const sent = await rowsOf<{ recipient_ref: string; subject_ref: string; channel: string }>(
      t.database,
      sql`select recipient_ref, subject_ref, channel from messages where event = 'attendance.unmarked' order by channel`,
    );
    expect(sent.length).toBe(first.messages);
    expect(
      sent.every(
        (m) => m.subject_ref === `session:${todays}` && m.recipient_ref === `teacher:${inst.ravi.id}`,
      ),
    ).toBe(true);
    expect(sent.map((m) => m.channel)).toContain('email');

    // Marked now: off the list.
    const late = await openRegister(t, owner, todays);
    await call(owner, 'PUT', '/api/v1/attendance/register', { ...late, marks: marksOf(late) });
    const after = (await call(owner, 'GET', '/api/v1/attendance/unmarked')).json() as UnmarkedPage;
    expect(after.data.map((r) => r.sessionId)).toEqual([forgotten]);

    // Another organisation sees none of them.
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', '/api/v1/attendance/unmarked')).json()).toEqual({
      data: [],
      total: 0,
      totalCapped: false,
    });
  });
});
