import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceMessages as say, type RegisterSaved } from '@kaksha/contracts';
import {
  appPerFile,
  as,
  caller,
  countQueries,
  registerAndLogin,
  rowsOf,
  secondNode,
} from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';

/*
 * Saves made on a device that was offline (decision 092): each carries a client key, sent again on
 * every retry, and the register version its marks were made on.
 */

const t = appPerFile();
const call = caller(t);
const URL = '/api/v1/attendance/register';
const KEY = 'device-key-0000000000000001';

const countsOf = async (registerId: number) => {
  const [row] = await rowsOf<{ marks: number; audits: number; messages: number }>(
    t.database,
    sql`select (select count(*)::int from attendance_marks where register_id = ${registerId}) as marks,
      (select count(*)::int from audit_log where area = 'attendance' and entity_id = ${registerId}) as audits,
      (select count(*)::int from messages m join attendance_marks a on m.subject_ref = 'student:' || a.student_id
        where a.register_id = ${registerId} and m.event = 'attendance.absent' and m.channel = 'email') as messages`,
  );
  return row!;
};
const registerIdOf = async (sessionId: number) => {
  const [row] = await rowsOf<{ id: number }>(
    t.database,
    sql`select id from attendance_registers where session_id = ${sessionId}`,
  );
  return row!.id;
};

describe('registers saved from a device that was offline', () => {
  it('a retried save with the same client key is saved once: the retry answers with the register as it stands', async () => {
    const inst = await institute(t, 3);
    const [asha] = inst.students;
    const sessionId = await inst.classOn(inst.today);
    const register = await openRegister(t, inst.owner, sessionId);
    expect(register.version).toBe(0);
    const body = {
      ...register,
      marks: marksOf(register, { [asha!.id]: 'A' }),
      clientKey: KEY,
      basedOnVersion: 0,
    };

    const first = await call(inst.owner, 'PUT', URL, body);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as RegisterSaved;
    expect([saved.replayed, saved.alerts.queued, saved.register.version]).toEqual([false, 1, 1]);

    // The reply was lost: the device sends the same save again, twice (two tabs), after the first.
    const [again, twice] = await Promise.all([
      call(inst.owner, 'PUT', URL, body),
      call(inst.owner, 'PUT', URL, body),
    ]);
    for (const res of [again, twice]) {
      expect(res.statusCode, res.body).toBe(200);
      const replay = res.json() as RegisterSaved;
      expect([replay.replayed, replay.alerts, replay.register.version]).toEqual([
        true,
        { queued: 0, withdrawn: 0 },
        1,
      ]);
      expect(replay.register.students.find((s) => s.studentId === asha!.id)!.code).toBe('A');
    }
    const id = await registerIdOf(sessionId);
    expect(await countsOf(id)).toEqual({ marks: 3, audits: 1, messages: 1 });
  });

  it('the same key sent at once to two API nodes is saved once', async () => {
    const inst = await institute(t, 2);
    const sessionId = await inst.classOn(inst.today);
    const register = await openRegister(t, inst.owner, sessionId);
    const body = { ...register, marks: marksOf(register), clientKey: `${KEY}-nodes`, basedOnVersion: 0 };
    const node = await secondNode(t);
    try {
      const replies = await Promise.all([
        t.app.inject(as(inst.owner, { method: 'PUT', url: URL, payload: body })),
        node.app.inject(as(inst.owner, { method: 'PUT', url: URL, payload: body })),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(replies.map((r) => (r.json() as RegisterSaved).replayed).sort()).toEqual([false, true]);
    } finally {
      await node.close();
    }
    expect(await countsOf(await registerIdOf(sessionId))).toMatchObject({ marks: 2, audits: 1 });
  });

  it('marks made on a version someone else has saved over are refused with a 409, the register untouched; marks made on the latest are saved', async () => {
    const inst = await institute(t, 2);
    const [asha, bala] = inst.students;
    const sessionId = await inst.classOn(inst.today);
    const teacher = await makeStaff(t, inst.owner, { Attendance: 'view' });
    // The teacher's phone opened the register, then lost its connection; the office marked it meanwhile.
    const onPhone = await openRegister(t, teacher, sessionId);
    const office = await call(inst.owner, 'PUT', URL, {
      ...onPhone,
      marks: marksOf(onPhone, { [bala!.id]: 'L' }, { [bala!.id]: 5 }),
      basedOnVersion: 0,
    });
    expect(office.statusCode, office.body).toBe(200);
    const officeName = (office.json() as RegisterSaved).register.savedBy!;

    const late = await call(teacher, 'PUT', URL, {
      ...onPhone,
      marks: marksOf(onPhone, { [asha!.id]: 'A' }),
      clientKey: `${KEY}-late`,
      basedOnVersion: onPhone.version,
    });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { code: 'CONFLICT', message: say.changedMeanwhile(officeName) },
    ]);
    const now = await openRegister(t, teacher, sessionId);
    expect([now.version, now.students.map((s) => s.code)]).toEqual([1, ['P', 'L']]);
    expect(await countsOf(await registerIdOf(sessionId))).toMatchObject({ audits: 1, messages: 0 });

    // The teacher compared the two and saves theirs over the office's: on the version now shown.
    const over = await call(teacher, 'PUT', URL, {
      ...now,
      marks: marksOf(now, { [asha!.id]: 'A' }),
      clientKey: `${KEY}-over`,
      basedOnVersion: now.version,
    });
    expect(over.statusCode, over.body).toBe(200);
    const saved = (over.json() as RegisterSaved).register;
    expect([saved.version, saved.savedBy === officeName]).toEqual([2, false]);
    // The refused key was not spent: it can still carry a save (here, a stale one: refused again).
    const retried = await call(teacher, 'PUT', URL, {
      ...now,
      marks: marksOf(now),
      clientKey: `${KEY}-late`,
      basedOnVersion: 1,
    });
    expect(retried.statusCode).toBe(409);
    // A save that names no version (an API client of before) still wins, as it did.
    const plain = await call(inst.owner, 'PUT', URL, { ...now, marks: marksOf(now) });
    expect([plain.statusCode, (plain.json() as RegisterSaved).register.version]).toEqual([200, 3]);
  });

  it('a refused save spends no key; a bad key is a 400', async () => {
    const inst = await institute(t, 2);
    const sessionId = await inst.classOn(inst.today);
    const register = await openRegister(t, inst.owner, sessionId);
    const key = `${KEY}-refused`;
    const missing = await call(inst.owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register).slice(1),
      clientKey: key,
    });
    expect(missing.statusCode).toBe(400);
    const whole = await call(inst.owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register),
      clientKey: key,
    });
    expect([whole.statusCode, (whole.json() as RegisterSaved).replayed]).toEqual([200, false]);

    for (const clientKey of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', 42]) {
      const bad = await call(inst.owner, 'PUT', URL, { ...register, marks: marksOf(register), clientKey });
      expect(bad.statusCode, String(clientKey)).toBe(400);
      expect(bad.json().fieldErrors).toHaveProperty('clientKey');
    }
    const badVersion = await call(inst.owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register),
      basedOnVersion: -1,
    });
    expect(badVersion.json().fieldErrors).toHaveProperty('basedOnVersion');
  });

  it('keys are the organisation’s: another’s key never replays here, and another organisation saves nothing of ours with ours', async () => {
    const inst = await institute(t, 1);
    const sessionId = await inst.classOn(inst.today);
    const register = await openRegister(t, inst.owner, sessionId);
    const key = `${KEY}-tenancy`;
    const ours = await call(inst.owner, 'PUT', URL, {
      ...register,
      marks: marksOf(register),
      clientKey: key,
    });
    expect(ours.statusCode).toBe(200);

    const stranger = await registerAndLogin(t.app);
    // Our register, our key: not found (no replay of our register leaks through the key).
    const theirs = await call(stranger, 'PUT', URL, {
      ...register,
      marks: marksOf(register),
      clientKey: key,
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, say.notFound]);
    // Their own register with the same key is theirs to save: a new save, not a replay of ours.
    const other = await institute(t, 1);
    const otherSession = await other.classOn(other.today);
    const otherRegister = await openRegister(t, other.owner, otherSession);
    const own = await call(other.owner, 'PUT', URL, {
      ...otherRegister,
      marks: marksOf(otherRegister),
      clientKey: key,
    });
    expect([own.statusCode, (own.json() as RegisterSaved).replayed]).toEqual([200, false]);
    expect(await countsOf(await registerIdOf(sessionId))).toMatchObject({ marks: 1, audits: 1 });
  });

  it('a save runs a fixed number of statements whatever the register’s size; a replay fewer', async () => {
    const statementsOf = async (size: number) => {
      const inst = await institute(t, size);
      const sessionId = await inst.classOn(inst.today);
      const register = await openRegister(t, inst.owner, sessionId);
      const body = {
        ...register,
        marks: marksOf(register, { [inst.students[0]!.id]: 'A' }),
        clientKey: `${KEY}-size-${size}`,
        basedOnVersion: 0,
      };
      // The session is read once first (then remembered), as under load.
      await call(inst.owner, 'GET', `/api/v1/attendance/day?day=${inst.today}`);
      const save = await countQueries(t.database, () => call(inst.owner, 'PUT', URL, body));
      expect(save.result.statusCode, save.result.body).toBe(200);
      const replay = await countQueries(t.database, () => call(inst.owner, 'PUT', URL, body));
      expect((replay.result.json() as RegisterSaved).replayed).toBe(true);
      return [save.queries, replay.queries];
    };
    const [small, big] = [await statementsOf(2), await statementsOf(12)];
    expect(big).toEqual(small);
    expect(small[1]!).toBeLessThan(small[0]!);
  });
});
