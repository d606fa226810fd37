import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAVE_MAX_DAYS, leaveMessages as say, type Leave, type LeavePage } from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';

const t = appPerFile();
const call = caller(t);
const LEAVES = '/api/v1/attendance/leaves';

const absenceMessages = (studentId: number) =>
  rowsOf<{ status: string }>(
    t.database,
    sql`select status from messages where subject_ref = ${`student:${studentId}`}
      and event = 'attendance.absent' and channel = 'email' order by id`,
  );

describe('leave asked for in advance', () => {
  it('a guardian’s request taken at the desk, approved by a manager, pre-fills the register as Leave (still changeable) and keeps the absence alert from the family', async () => {
    const inst = await institute(t, 3);
    const { owner, today, students } = inst;
    const [asha, bala, chandu] = students;
    const teacher = await makeStaff(t, owner, { Attendance: 'view' });

    // The teacher takes the guardian's message: it waits as requested (a teacher's "approve" does not
    // approve), and a teacher cannot decide it.
    const asked = await call(teacher, 'POST', LEAVES, {
      studentId: asha!.id,
      fromDate: addDays(today, -1),
      toDate: addDays(today, 2),
      reason: 'Family wedding in Nashik',
      source: 'guardian',
      approve: true,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const leave = asked.json() as Leave;
    expect(leave).toMatchObject({ status: 'requested', source: 'guardian', studentName: asha!.name });
    const byTeacher = await call(teacher, 'POST', `${LEAVES}/${leave.id}/decision`, { status: 'approved' });
    expect(byTeacher.statusCode).toBe(403);

    // Requested, not approved: the register is not touched yet.
    const sessionId = await inst.classOn(today);
    expect((await openRegister(t, owner, sessionId)).students.map((s) => s.code)).toEqual(['P', 'P', 'P']);

    const approved = await call(owner, 'POST', `${LEAVES}/${leave.id}/decision`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    // Deciding twice is refused in words.
    const again = await call(owner, 'POST', `${LEAVES}/${leave.id}/decision`, { status: 'refused' });
    expect([again.statusCode, again.json().message]).toEqual([409, say.decided('approved')]);

    // The desk approves Bala's at once.
    const desk = await call(owner, 'POST', LEAVES, {
      studentId: bala!.id,
      fromDate: today,
      toDate: today,
      reason: 'Dentist',
      approve: true,
    });
    expect(desk.json()).toMatchObject({ status: 'approved', source: 'desk' });

    const register = await openRegister(t, owner, sessionId);
    expect(register.students.map((s) => [s.name, s.code, s.leave])).toEqual([
      [asha!.name, 'V', 'Family wedding in Nashik'],
      [bala!.name, 'V', 'Dentist'],
      [chandu!.name, 'P', null],
    ]);

    // Bala came after all (changed to Present); Asha is marked Absent by hand, Chandu too: only Chandu's family is told.
    const marks = marksOf(register, { [asha!.id]: 'A', [bala!.id]: 'P', [chandu!.id]: 'A' });
    const saved = await call(owner, 'PUT', '/api/v1/attendance/register', { ...register, marks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().alerts).toEqual({ queued: 1, withdrawn: 0 });
    expect(saved.json().register.students.map((s: { code: string }) => s.code)).toEqual(['A', 'P', 'A']);
    expect(await absenceMessages(asha!.id)).toEqual([]);
    expect(await absenceMessages(chandu!.id)).toEqual([{ status: 'held' }]);

    // The list: by student, by status; the teacher (view) reads it.
    const mine = (await call(teacher, 'GET', `${LEAVES}?studentId=${asha!.id}`)).json() as LeavePage;
    expect(mine.data.map((l) => [l.id, l.status])).toEqual([[leave.id, 'approved']]);
    const all = (await call(teacher, 'GET', `${LEAVES}?status=approved`)).json() as LeavePage;
    expect([all.total, all.data.map((l) => l.studentName)]).toEqual([2, [bala!.name, asha!.name]]);

    // Withdrawn: yesterday's unsaved register is Present again.
    const yesterday = await inst.classOn(addDays(today, -1));
    expect((await openRegister(t, owner, yesterday)).students.map((s) => s.code)).toEqual(['V', 'P', 'P']);
    await call(owner, 'POST', `${LEAVES}/${leave.id}/decision`, { status: 'withdrawn', note: 'Trip off' });
    expect((await openRegister(t, owner, yesterday)).students.map((s) => s.code)).toEqual(['P', 'P', 'P']);
  });

  it('refuses, in words, a span that ends before it begins, one too long, no reason and an overlap; a refused request pre-fills nothing', async () => {
    const { owner, today, students } = await institute(t, 1);
    const [asha] = students;
    const ask = (body: Record<string, unknown>) =>
      call(owner, 'POST', LEAVES, {
        studentId: asha!.id,
        fromDate: today,
        toDate: today,
        reason: 'Ill',
        ...body,
      });
    const backwards = await ask({ toDate: addDays(today, -1) });
    expect([backwards.statusCode, backwards.json().fieldErrors?.toDate]).toEqual([400, say.endsBeforeStart]);
    const long = await ask({ toDate: addDays(today, LEAVE_MAX_DAYS) });
    expect([long.statusCode, long.json().message]).toEqual([400, say.tooLong]);
    const silent = await ask({ reason: '  ' });
    expect([silent.statusCode, silent.json().fieldErrors?.reason]).toEqual([400, say.reasonNeeded]);

    const first = await ask({ toDate: addDays(today, 3) });
    expect(first.statusCode).toBe(201);
    const overlap = await ask({ fromDate: addDays(today, 2), toDate: addDays(today, 5) });
    expect([overlap.statusCode, overlap.json().message]).toEqual([
      400,
      say.overlaps(asha!.name, today, addDays(today, 3)),
    ]);
    // Refused, the span is free again, and nothing is pre-filled.
    const id = (first.json() as Leave).id;
    expect((await call(owner, 'POST', `${LEAVES}/${id}/decision`, { status: 'refused' })).statusCode).toBe(
      200,
    );
    expect((await ask({ fromDate: addDays(today, 2), toDate: addDays(today, 5) })).statusCode).toBe(201);
    const withdrawAgain = await call(owner, 'POST', `${LEAVES}/${id}/decision`, { status: 'withdrawn' });
    expect([withdrawAgain.statusCode, withdrawAgain.json().message]).toEqual([
      409,
      say.notWithdrawable('refused'),
    ]);
  });

  it('another organisation sees none of it: its student, its leave and its finder are 404 or empty', async () => {
    const { owner, today, students } = await institute(t, 1);
    const [asha] = students;
    const mine = await call(owner, 'POST', LEAVES, {
      studentId: asha!.id,
      fromDate: today,
      toDate: today,
      reason: 'Ill',
    });
    const other = await registerAndLogin(t.app);
    const theirs = await call(other, 'POST', LEAVES, {
      studentId: asha!.id,
      fromDate: today,
      toDate: today,
      reason: 'Ill',
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, say.studentNotFound]);
    const decided = await call(other, 'POST', `${LEAVES}/${(mine.json() as Leave).id}/decision`, {
      status: 'approved',
    });
    expect([decided.statusCode, decided.json().message]).toEqual([404, say.notFound]);
    expect((await call(other, 'GET', LEAVES)).json()).toEqual({ data: [], total: 0, totalCapped: false });
    const found = await call(other, 'GET', `/api/v1/attendance/students?q=${encodeURIComponent(asha!.name)}`);
    expect(found.json()).toEqual({ data: [] });
    const ours = await call(owner, 'GET', `/api/v1/attendance/students?q=${encodeURIComponent(asha!.name)}`);
    expect(ours.json().data.map((s: { id: number }) => s.id)).toEqual([asha!.id]);
  });
});
