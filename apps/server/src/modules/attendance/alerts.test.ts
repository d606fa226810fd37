import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatCalendarDate } from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';
import { appPerFile, as, caller, rowsOf, secondNode } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';

const t = appPerFile();
const call = caller(t);
const URL = '/api/v1/attendance/register';

const messagesAbout = (studentId: number, event = 'attendance.absent') =>
  rowsOf<{ recipient_ref: string; status: string; channel: string; subject: string }>(
    t.database,
    sql`select recipient_ref, status, channel, subject from messages
      where subject_ref = ${`student:${studentId}`} and event = ${event} and channel = 'email' order by id`,
  );

describe('guardian alerts', () => {
  it('tells an absent student’s guardian once a day, however often the register is saved; a correction before it goes takes it back', async () => {
    const { owner, today, students, classOn } = await institute(t, 2);
    const [asha, bala] = students;
    const physics = await classOn(today);
    const register = await openRegister(t, owner, physics);
    const absent = { ...register, marks: marksOf(register, { [asha!.id]: 'A' }) };

    const first = await call(owner, 'PUT', URL, absent);
    expect(first.json().alerts).toEqual({ queued: 1, withdrawn: 0 });
    expect(await messagesAbout(asha!.id)).toEqual([
      {
        recipient_ref: expect.stringMatching(/^guardian:/),
        // It waits ten minutes (the setting) for a correction.
        status: 'held',
        channel: 'email',
        subject: `${asha!.name} was absent on ${formatCalendarDate(today)}`,
      },
    ]);
    // Saved again, and a second class the same day: still one message.
    expect((await call(owner, 'PUT', URL, absent)).json().alerts).toEqual({ queued: 0, withdrawn: 0 });
    const chemistry = await classOn(today, '00:20', '00:25');
    const second = await openRegister(t, owner, chemistry);
    await call(owner, 'PUT', URL, { ...second, marks: marksOf(second, { [asha!.id]: 'A' }) });
    expect(await messagesAbout(asha!.id)).toHaveLength(1);
    expect(await messagesAbout(bala!.id)).toEqual([]);

    // Marked present again before it went: taken back, and no message is left to go.
    const corrected = await call(owner, 'PUT', URL, { ...second, marks: marksOf(second) });
    expect(corrected.json().alerts).toEqual({ queued: 0, withdrawn: 1 });
    expect((await messagesAbout(asha!.id)).map((m) => m.status)).toEqual(['not_sent']);
    await t.courier.deliverDue();
    expect((await messagesAbout(asha!.id)).map((m) => m.status)).toEqual(['not_sent']);

    // Absent again later that day: told again (the correction freed the day's message).
    await call(owner, 'PUT', URL, absent);
    expect((await messagesAbout(asha!.id)).map((m) => m.status)).toEqual(['not_sent', 'held']);
  });

  it('a past day’s register corrects the record without waking a family', async () => {
    const { owner, today, students, classOn } = await institute(t, 1);
    const yesterday = await classOn(addDays(today, -1));
    const register = await openRegister(t, owner, yesterday);
    const res = await call(owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register, { [students[0]!.id]: 'A' }),
    });
    expect(res.json().alerts).toEqual({ queued: 0, withdrawn: 0 });
  });

  it('a run of absences reaching the setting tells the coordinator and the guardian once', async () => {
    const { owner, today, students, classOn } = await institute(t, 1);
    const [ravi] = students;
    const settings = (await call(owner, 'GET', '/api/v1/attendance/settings')).json();
    expect(
      (
        await call(owner, 'PUT', '/api/v1/attendance/settings', {
          ...settings,
          coordinatorUserId: owner.userId,
        })
      ).statusCode,
    ).toBe(200);
    for (const day of [addDays(today, -3), addDays(today, -2), addDays(today, -1)]) {
      const register = await openRegister(t, owner, await classOn(day));
      const code = day === addDays(today, -3) ? 'P' : 'A';
      expect(
        (await call(owner, 'PUT', URL, { ...register, marks: marksOf(register, { [ravi!.id]: code }) }))
          .statusCode,
      ).toBe(200);
    }
    // Two in a row: not yet.
    expect(await messagesAbout(ravi!.id, 'attendance.absent_run')).toEqual([]);
    const todays = await openRegister(t, owner, await classOn(today));
    const third = { ...todays, marks: marksOf(todays, { [ravi!.id]: 'A' }) };
    await call(owner, 'PUT', URL, third);
    await call(owner, 'PUT', URL, third);
    const run = await messagesAbout(ravi!.id, 'attendance.absent_run');
    expect(run.map((m) => [m.recipient_ref.split(':')[0], m.subject])).toEqual([
      ['guardian', `${ravi!.name} has been absent 3 times in a row`],
      ['user', `${ravi!.name} has been absent 3 times in a row`],
    ]);
    // A fourth absence is not a new run.
    const later = await openRegister(t, owner, await classOn(today, '00:30', '00:35'));
    await call(owner, 'PUT', URL, { ...later, marks: marksOf(later, { [ravi!.id]: 'A' }) });
    expect(await messagesAbout(ravi!.id, 'attendance.absent_run')).toHaveLength(2);
  });

  it('two API nodes saving the same register at once send one message', async () => {
    const { owner, today, students, classOn } = await institute(t, 3);
    const register = await openRegister(t, owner, await classOn(today));
    const body = {
      ...register,
      marks: marksOf(register, { [students[0]!.id]: 'A', [students[2]!.id]: 'A' }),
    };
    const other = await secondNode(t);
    try {
      const saves = await Promise.all(
        [t.app, other.app, t.app, other.app].map((app) =>
          app.inject(as(owner, { method: 'PUT', url: URL, payload: body })),
        ),
      );
      expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      await other.close();
    }
    expect(await messagesAbout(students[0]!.id)).toHaveLength(1);
    expect(await messagesAbout(students[2]!.id)).toHaveLength(1);
    const [registers] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from attendance_registers where session_id = ${register.sessionId}`,
    );
    expect(registers!.n).toBe(1);
  });
});
