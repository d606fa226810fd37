import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  attendanceMessages as say,
  type AttendanceDay,
  type Register,
  type RegisterSaved,
} from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';

const t = appPerFile();
const call = caller(t);
const URL = '/api/v1/attendance/register';

const refusedWith = (res: { statusCode: number; json(): { message: string } }, message: string) => {
  expect([res.statusCode, res.json().message]).toEqual([400, message]);
};

describe('attendance registers', () => {
  it('lists the day’s classes and batches without a timetable, opens a register with everyone Present and saves it whole: the class is delivered by its teacher', async () => {
    const inst = await institute(t, 3);
    const { owner, batch, students, today } = inst;
    const sessionId = await inst.classOn(today);
    const loose = await inst.batchOf('No timetable');

    const day = (await call(owner, 'GET', '/api/v1/attendance/day')).json() as AttendanceDay;
    expect(day.day).toBe(today);
    expect(day.registers.map((r) => [r.batchName, r.sessionId === null, r.status, r.marked])).toEqual([
      [batch.name, false, 'scheduled', null],
      ['No timetable', true, 'open', null],
    ]);

    const register = await openRegister(t, owner, sessionId);
    expect(register).toMatchObject({ saved: false, frozen: false, refusal: null, teacherName: 'Ravi Iyer' });
    expect(register.students.map((s) => [s.name, s.code])).toEqual(students.map((s) => [s.name, 'P']));
    expect(register.codes.map((c) => c.code)).toEqual(['P', 'A', 'L', 'V', 'E', 'H']);

    const [a, b] = students;
    const res = await call(owner, 'PUT', URL, {
      sessionId,
      batchId: batch.id,
      day: today,
      marks: marksOf(register, { [a!.id]: 'A', [b!.id]: 'L' }, { [b!.id]: 12 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as RegisterSaved).register;
    expect(saved.saved).toBe(true);
    expect(saved.students.map((s) => [s.code, s.lateMinutes])).toEqual([
      ['A', null],
      ['L', 12],
      ['P', null],
    ]);
    const [delivered] = await rowsOf<{ held_by_teacher_id: number; held_as: string }>(
      t.database,
      sql`select held_by_teacher_id, held_as from attendance_registers where session_id = ${sessionId}`,
    );
    expect(delivered).toEqual({ held_by_teacher_id: inst.ravi.id, held_as: 'teacher' });
    const after = (await call(owner, 'GET', `/api/v1/attendance/day?day=${today}`)).json() as AttendanceDay;
    expect(after.registers[0]!.marked).toEqual({ present: 2, absent: 1 });

    // A batch without a timetable is marked per day.
    const looseRegister = await call(owner, 'GET', `${URL}?batchId=${loose.id}&day=${today}`);
    expect(looseRegister.json()).toMatchObject({ sessionId: null, students: [], refusal: null });
    const looseSave = await call(owner, 'PUT', URL, { batchId: loose.id, day: today, marks: [] });
    expect(looseSave.statusCode, looseSave.body).toBe(200);
  });

  it('a class a substitute held is delivered by the substitute', async () => {
    const inst = await institute(t, 1);
    const sessionId = await inst.classOn(inst.today, '00:10', '00:15');
    // The timetable takes a substitute before the class only; this one was arranged then (as its API writes it).
    await t.database.db.execute(
      sql`update class_sessions set teacher_id = ${inst.sana.id}, regular_teacher_id = ${inst.ravi.id} where id = ${sessionId}`,
    );
    const register = await openRegister(t, inst.owner, sessionId);
    const res = await call(inst.owner, 'PUT', URL, { ...register, marks: marksOf(register) });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf(
      t.database,
      sql`select held_by_teacher_id, held_as from attendance_registers where session_id = ${sessionId}`,
    );
    expect(row).toEqual({ held_by_teacher_id: inst.sana.id, held_as: 'substitute' });
  });

  it('refuses, in words, a future class, a cancelled class, a holiday, a student not in the batch, a missing student and a wrong code', async () => {
    const inst = await institute(t, 2);
    const { owner, batch, today, students } = inst;
    const tomorrow = addDays(today, 1);
    const future = await inst.classOn(tomorrow);
    const futureRegister = await openRegister(t, owner, future);
    expect(futureRegister.refusal).toBe(say.future);
    refusedWith(
      await call(owner, 'PUT', URL, {
        sessionId: future,
        batchId: batch.id,
        day: tomorrow,
        marks: marksOf(futureRegister),
      }),
      say.future,
    );

    // A class is cancelled before it happens (the day after tomorrow).
    const cancelled = await inst.classOn(addDays(today, 2));
    const cancel = await call(owner, 'POST', `/api/v1/sessions/${cancelled}/cancel`, {
      reason: 'Teacher unwell',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const register = await openRegister(t, owner, cancelled);
    expect(register.refusal).toBe(say.cancelled('Teacher unwell'));
    refusedWith(
      await call(owner, 'PUT', URL, { ...register, marks: marksOf(register) }),
      say.cancelled('Teacher unwell'),
    );

    const holidayDay = addDays(today, -2);
    const onHoliday = await inst.classOn(holidayDay);
    const holiday = await call(owner, 'POST', '/api/v1/holidays', {
      name: 'Founders Day',
      fromDate: holidayDay,
      toDate: holidayDay,
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const closed = await openRegister(t, owner, onHoliday);
    refusedWith(
      await call(owner, 'PUT', URL, { ...closed, marks: marksOf(closed) }),
      say.holiday('Founders Day'),
    );

    const sessionId = await inst.classOn(today);
    const open = await openRegister(t, owner, sessionId);
    const ref = { sessionId, batchId: batch.id, day: today };
    const outsider = await inst.batchOf('Evening');
    const stranger = (await institute(t, 1)).students[0]!;
    const other = await call(owner, 'POST', '/api/v1/students', {
      name: 'Zoya Outside',
      centreId: inst.centre.id,
      guardians: [{ relation: 'father', name: 'Z Father', mobile: '9811122233', primary: true }],
    });
    expect(outsider.id).toBeGreaterThan(0);
    const zoya = other.json() as { id: number };
    refusedWith(
      await call(owner, 'PUT', URL, { ...ref, marks: [...marksOf(open), { studentId: zoya.id, code: 'P' }] }),
      say.notInBatch('Zoya Outside'),
    );
    // Another organisation's student is not named.
    refusedWith(
      await call(owner, 'PUT', URL, {
        ...ref,
        marks: [...marksOf(open), { studentId: stranger.id, code: 'P' }],
      }),
      say.notInBatch(`student #${stranger.id}`),
    );
    refusedWith(
      await call(owner, 'PUT', URL, { ...ref, marks: marksOf(open).slice(1) }),
      say.missing(students[0]!.name),
    );
    refusedWith(
      await call(owner, 'PUT', URL, { ...ref, marks: marksOf(open, { [students[0]!.id]: 'X' }) }),
      say.unknownCode('X'),
    );
    refusedWith(
      await call(owner, 'PUT', URL, { ...ref, marks: marksOf(open, {}, { [students[0]!.id]: 5 }) }),
      say.minutesOnly('P'),
    );
    // A batch with a timetable is marked by its classes, not by the day.
    refusedWith(
      await call(owner, 'PUT', URL, { batchId: batch.id, day: today, marks: marksOf(open) }),
      say.hasTimetable,
    );
    const loose = await inst.batchOf('Loose');
    refusedWith(
      await call(owner, 'PUT', URL, { batchId: loose.id, day: addDays(today, 1), marks: [] }),
      say.futureDay,
    );
    // Nothing was written by any refusal.
    const [count] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from attendance_registers where batch_id = ${batch.id}`,
    );
    expect(count!.n).toBe(0);
  });

  it('codes are the organisation’s: added, switched off, never removed once used', async () => {
    const { owner, today, students, classOn } = await institute(t, 1);
    const settings = (await call(owner, 'GET', '/api/v1/attendance/settings')).json();
    expect(settings).toMatchObject({ freezeDays: 7, consecutiveAbsences: 3, lowAttendancePercent: 75 });
    const codes = [
      ...settings.codes,
      { code: 'ML', name: 'Medical leave', counts: 'absent', minutes: false, alert: false, active: true },
    ];
    const saved = await call(owner, 'PUT', '/api/v1/attendance/settings', { ...settings, codes });
    expect(saved.statusCode, saved.body).toBe(200);
    const sessionId = await classOn(today);
    const register = await openRegister(t, owner, sessionId);
    const res = await call(owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register, { [students[0]!.id]: 'ML' }),
    });
    expect(res.statusCode, res.body).toBe(200);

    const removed = await call(owner, 'PUT', '/api/v1/attendance/settings', {
      ...settings,
      codes: settings.codes,
    });
    refusedWith(removed, say.codeInUse('ML'));
    const off = codes.map((c) => (c.code === 'ML' ? { ...c, active: false } : c));
    expect(
      (await call(owner, 'PUT', '/api/v1/attendance/settings', { ...settings, codes: off })).statusCode,
    ).toBe(200);
    refusedWith(
      await call(owner, 'PUT', URL, { ...register, marks: marksOf(register, { [students[0]!.id]: 'ML' }) }),
      say.unknownCode('ML'),
    );
    const noPresent = codes.map((c) => (c.code === 'P' ? { ...c, active: false } : c));
    expect(
      (await call(owner, 'PUT', '/api/v1/attendance/settings', { ...settings, codes: noPresent })).json()
        .fieldErrors,
    ).toEqual({
      codes: say.presentNeeded,
    });
  });

  it('after the freeze only a manager changes a register, with a reason, and the change is audited', async () => {
    const { owner, today, students, classOn } = await institute(t, 2);
    const old = addDays(today, -10);
    const sessionId = await classOn(old);
    const teacher = await makeStaff(t, owner, { Attendance: 'view' });
    const register = await openRegister(t, teacher, sessionId);
    expect([register.frozen, register.mayOverride]).toEqual([true, false]);
    const body = { ...register, marks: marksOf(register, { [students[1]!.id]: 'A' }) };
    refusedWith(await call(teacher, 'PUT', URL, body), say.frozen(old, 7));

    const noReason = await call(owner, 'PUT', URL, body);
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([400, { reason: say.reasonNeeded }]);
    const done = await call(owner, 'PUT', URL, { ...body, reason: 'Register found in the staff room' });
    expect(done.statusCode, done.body).toBe(200);
    const audit = await rowsOf<{ summary: { frozen: unknown; day: string } }>(
      t.database,
      sql`select summary from audit_log where area = 'attendance' and entity_id = (
        select id::text from attendance_registers where session_id = ${sessionId})`,
    );
    expect(audit.map((a) => [a.summary.day, a.summary.frozen])).toEqual([
      [old, { freezeDays: 7, reason: 'Register found in the staff room' }],
    ]);
    // Within the freeze, the teacher marks.
    const recent = await classOn(addDays(today, -6));
    const mine = await openRegister(t, teacher, recent);
    expect((await call(teacher, 'PUT', URL, { ...mine, marks: marksOf(mine) })).statusCode).toBe(200);
    // Settings are the manager's.
    expect((await call(teacher, 'PUT', '/api/v1/attendance/settings', {})).statusCode).toBe(403);
  });

  it('another organisation sees and changes nothing', async () => {
    const inst = await institute(t, 1);
    const sessionId = await inst.classOn(inst.today);
    const register = await openRegister(t, inst.owner, sessionId);
    const stranger = await registerAndLogin(t.app);
    const day = (
      await call(stranger, 'GET', `/api/v1/attendance/day?day=${inst.today}`)
    ).json() as AttendanceDay;
    expect(day.registers).toEqual([]);
    expect((await call(stranger, 'GET', `${URL}?sessionId=${sessionId}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'GET', `${URL}?batchId=${inst.batch.id}&day=${inst.today}`)).statusCode,
    ).toBe(404);
    const put = await call(stranger, 'PUT', URL, { ...register, marks: marksOf(register) });
    expect([put.statusCode, put.json().message]).toEqual([404, say.notFound]);
    expect(
      (await call(stranger, 'GET', `/api/v1/attendance/students/${inst.students[0]!.id}/photo`)).statusCode,
    ).toBe(404);
    const settings = (await call(stranger, 'GET', '/api/v1/attendance/settings')).json();
    const coordinator = await call(stranger, 'PUT', '/api/v1/attendance/settings', {
      ...settings,
      coordinatorUserId: inst.owner.userId,
    });
    expect(coordinator.json().fieldErrors).toEqual({ coordinatorUserId: 'Please choose one of your users.' });
    const [count] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from attendance_registers where session_id = ${sessionId}`,
    );
    expect(count!.n).toBe(0);
    expect((register satisfies Register).students).toHaveLength(1);
  });
});
