import { expect } from 'vitest';
import type { AttendanceDay, BatchChoices, BatchDetail, Register } from '@kaksha/contracts';
import { addDays, isoWeekday } from '../../src/lib/calendar-days.ts';
import { dayIn } from '../../src/lib/zoned-time.ts';
import { caller, registerAndLogin } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { admitStudent } from './students.ts';
import { makeCentre, makeTeacher } from './teachers.ts';

/** Today in the institute's zone (the demo's: Asia/Kolkata). */
export const todayIs = () => dayIn(new Date(), 'Asia/Kolkata');

let serial = 0;

/**
 * An institute with a centre, a Physics teacher, and a batch of `size` students (each with a guardian
 * reachable by email) seated since a month ago. `classOn(day, from, to)` adds the batch's class that day.
 */
export async function institute(t: TestApp, size = 3) {
  const call = caller(t);
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  expect((await call(owner, 'POST', '/api/v1/subjects', { code: 'PHY', name: 'Physics' })).statusCode).toBe(
    201,
  );
  const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
  const physics = choices.subjects[0]!.id;
  const ravi = await makeTeacher(t, owner, { name: 'Ravi Iyer' });
  const sana = await makeTeacher(t, owner, { name: 'Sana Sheikh' });
  const today = todayIs();
  const batchOf = async (name: string) => {
    const res = await call(owner, 'POST', '/api/v1/batches', {
      code: `AT${++serial}`,
      name,
      centreId: centre.id,
      capacity: 80,
      startsOn: addDays(today, -60),
      subjectIds: [physics],
    });
    expect(res.statusCode).toBe(201);
    return res.json() as BatchDetail;
  };
  const batch = await batchOf(`Morning ${serial + 1}`);
  const students = [];
  for (let i = 0; i < size; i++) {
    students.push(
      await admitStudent(t, owner, {
        name: `Pupil ${String.fromCharCode(65 + i)} ${serial}`,
        centreId: centre.id,
        guardians: [
          {
            relation: 'mother',
            name: `Mother ${i} ${serial}`,
            mobile: `97${String(10_000_000 + serial * 100 + i).slice(-8)}`,
            email: `mother${i}.${serial}.${Date.now()}@family.test`,
            primary: true,
          },
        ],
      }),
    );
  }
  const allot = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
    studentIds: students.map((s) => s.id),
    fromDate: addDays(today, -30),
    feePlanId: null,
  });
  expect(allot.statusCode, allot.body).toBeLessThan(300);

  /** The batch's class on `day` (00:00–00:05 by default: begun by now on any day up to today). */
  const classOn = async (
    day: string,
    startTime = '00:00',
    endTime = '00:05',
    teacherId = ravi.id,
    of = batch,
  ) => {
    const res = await call(owner, 'POST', `/api/v1/batches/${of.id}/slots`, {
      weekday: isoWeekday(day),
      startTime,
      endTime,
      subjectId: physics,
      teacherId,
      fromDate: day,
      toDate: day,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call(owner, 'GET', `/api/v1/attendance/day?day=${day}`)).json() as AttendanceDay;
    return list.registers.find((r) => r.batchId === of.id && r.startsAt?.length && r.sessionId)!.sessionId!;
  };
  return { owner, centre, physics, ravi, sana, batch, batchOf, students, classOn, today };
}

export type Institute = Awaited<ReturnType<typeof institute>>;

/** The register's marks as a save sends them: everyone `P` but those named. */
export const marksOf = (
  register: Register,
  codes: Record<number, string> = {},
  minutes: Record<number, number> = {},
) =>
  register.students.map((s) => ({
    studentId: s.studentId,
    code: codes[s.studentId] ?? 'P',
    lateMinutes: minutes[s.studentId] ?? null,
  }));

export async function openRegister(t: TestApp, account: Account, sessionId: number) {
  const res = await caller(t)(account, 'GET', `/api/v1/attendance/register?sessionId=${sessionId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Register;
}
