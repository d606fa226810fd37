import { LEAVE_CODE, PRESENT_CODE, attendanceMessages as say } from '@kaksha/contracts';
import type { AttendanceDay, Register, RegisterSaved, registerQuery, registerSave } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { todayOf as today } from '../institute/service.ts';
import { holds } from '../menus/service.ts';
import { alertGuardians } from './alerts.ts';
import * as repo from './repository.ts';
import type { RegisterTarget } from './repository.ts';
import { settingsOf } from './settings.service.ts';

/*
 * Registers (issue 66, decision 071). Marking needs the Attendance screen (a teacher holds it at view);
 * a register older than the freeze is changed only by a user who manages Attendance, with a reason that
 * goes into the audit line. The whole register is saved in one request and one transaction.
 */

/** The classes (and batches without a timetable) of a day, with what is marked. */
export async function dayOf(db: Db, caller: Caller, day?: string): Promise<AttendanceDay> {
  const now = await today(db, caller.organisationId);
  const wanted = day ?? now;
  return { day: wanted, today: now, registers: await repo.dayRegisters(db, caller.organisationId, wanted) };
}

async function targetOf(
  db: Executor,
  caller: Caller,
  ref: { sessionId?: number | null; batchId?: number; day?: string },
): Promise<RegisterTarget> {
  const target = ref.sessionId
    ? await repo.sessionTarget(db, caller.organisationId, ref.sessionId)
    : ref.batchId && ref.day
      ? await repo.batchDayTarget(db, caller.organisationId, ref.batchId, ref.day)
      : undefined;
  if (!target) throw notFound(say.notFound);
  // A session named with another batch or day is not that register.
  if (
    ref.sessionId &&
    ((ref.batchId && ref.batchId !== target.batchId) || (ref.day && ref.day !== target.day))
  )
    throw notFound(say.notFound);
  return target;
}

/** Why the register cannot be marked at all, or null. */
function refusalOf(target: RegisterTarget, todayIs: string, now: Date): string | null {
  if (target.sessionId) {
    if (target.status === 'cancelled')
      return target.holiday ? say.holiday(target.holiday) : say.cancelled(target.cancelReason);
    if (new Date(target.startsAt!) > now) return say.future;
    return null;
  }
  if (target.hasTimetable) return say.hasTimetable;
  if (target.day > todayIs) return say.futureDay;
  if (target.holiday) return say.holiday(target.holiday);
  return null;
}

const frozenBy = (day: string, todayIs: string, freezeDays: number) => day < addDays(todayIs, -freezeDays);

async function registerView(
  db: Executor,
  caller: Caller,
  target: RegisterTarget,
  now = new Date(),
): Promise<Register> {
  const { organisationId } = caller;
  const [settings, todayIs, saved] = await Promise.all([
    settingsOf(db, organisationId),
    today(db, organisationId, now),
    repo.findRegister(db, organisationId, target),
  ]);
  const students = await repo.studentsOn(db, target.batchId, target.day, saved?.id ?? null);
  // An approved leave pre-fills Leave (while the code is in use); a saved mark stands.
  const leaveCode = settings.codes.some((c) => c.code === LEAVE_CODE && c.active) ? LEAVE_CODE : PRESENT_CODE;
  return {
    sessionId: target.sessionId,
    batchId: target.batchId,
    day: target.day,
    batchName: target.batchName,
    subjectName: target.subjectName,
    teacherName: target.teacherName,
    startsAt: target.startsAt,
    saved: Boolean(saved),
    savedAt: saved?.savedAt ?? null,
    savedBy: saved?.savedBy ?? null,
    version: saved?.version ?? 0,
    frozen: frozenBy(target.day, todayIs, settings.freezeDays),
    mayOverride: holds(caller, 'Attendance', 'manage'),
    refusal: refusalOf(target, todayIs, now),
    codes: settings.codes,
    students: students.map((s) => ({
      studentId: s.studentId,
      name: s.name,
      admissionNumber: s.admissionNumber,
      photoUrl: s.hasPhoto
        ? `/api/v1/attendance/students/${s.studentId}/photo?v=${new Date(s.updatedAt).getTime()}`
        : null,
      code: s.code ?? (s.leave === null ? PRESENT_CODE : leaveCode),
      lateMinutes: s.lateMinutes,
      leave: s.leave,
    })),
  };
}

/** A register: the batch's students that day, everyone Present until saved, or what was saved. */
export async function open(db: Db, caller: Caller, query: z.output<typeof registerQuery>): Promise<Register> {
  return registerView(db, caller, await targetOf(db, caller, query));
}

const namesOf = async (db: Executor, caller: Caller, ids: number[]) => {
  const known = await repo.studentNames(db, caller.organisationId, ids);
  const named = new Map(known.map((s) => [Number(s.id), s.name]));
  return ids.map((id) => named.get(id) ?? `student #${id}`).join(', ');
};

/**
 * Saves the whole register in one transaction: refusals, the marks, delivery, alerts, audit. A client
 * key seen before is answered with the register as it stands; marks made on a version saved over since
 * are refused with a 409, the register untouched (decision 092).
 */
export async function save(
  db: Db,
  caller: Caller,
  input: z.output<typeof registerSave>,
  now = new Date(),
): Promise<RegisterSaved> {
  const { organisationId, userId } = caller;
  return db.transaction(async (tx) => {
    const fresh = !input.clientKey || (await repo.claimClientKey(tx, organisationId, input.clientKey));
    const target = await targetOf(tx, caller, input);
    if (!fresh)
      return {
        register: await registerView(tx, caller, target, now),
        replayed: true,
        alerts: { queued: 0, withdrawn: 0 },
      };
    const todayIs = await today(tx, organisationId, now);
    const refusal = refusalOf(target, todayIs, now);
    if (refusal) throw invalid(refusal);
    const settings = await settingsOf(tx, organisationId);
    const frozen = frozenBy(target.day, todayIs, settings.freezeDays);
    if (frozen) {
      if (!holds(caller, 'Attendance', 'manage')) throw invalid(say.frozen(target.day, settings.freezeDays));
      if (!input.reason) throw new AppError('VALIDATION', say.reasonNeeded, { reason: say.reasonNeeded });
    }

    const seated = await repo.studentsOn(tx, target.batchId, target.day, null);
    const seatedIds = new Set(seated.map((s) => s.studentId));
    const markedIds = input.marks.map((m) => m.studentId);
    const strangers = [...new Set(markedIds.filter((id) => !seatedIds.has(id)))];
    if (strangers.length) throw invalid(say.notInBatch(await namesOf(tx, caller, strangers)));
    const missing = seated.filter((s) => !markedIds.includes(s.studentId));
    if (missing.length) throw invalid(say.missing(missing.map((s) => s.name).join(', ')));
    const codes = new Map(settings.codes.filter((c) => c.active).map((c) => [c.code, c]));
    for (const mark of input.marks) {
      const code = codes.get(mark.code);
      if (!code) throw invalid(say.unknownCode(mark.code));
      if (mark.lateMinutes !== null && !code.minutes) throw invalid(say.minutesOnly(mark.code));
    }

    await repo.ensureCodes(tx, organisationId);
    const register = await repo.upsertRegister(tx, organisationId, target, userId, input.basedOnVersion);
    if (!register) {
      const other = await repo.findRegister(tx, organisationId, target);
      throw new AppError('CONFLICT', say.changedMeanwhile(other?.savedBy ?? ''));
    }
    const before = await repo.replaceMarks(tx, organisationId, { ...target, id: register.id }, input.marks);
    // A student on approved leave is not an absence to tell the family of (decision 085).
    const onLeave = new Set(seated.filter((s) => s.leave !== null).map((s) => s.studentId));
    const alerting = (m: { studentId: number; code: string }) =>
      Boolean(codes.get(m.code)?.alert) && !onLeave.has(m.studentId);
    const absent = input.marks.filter(alerting).map((m) => m.studentId);
    const notAbsent = input.marks.filter((m) => !alerting(m)).map((m) => m.studentId);
    const alerts = await alertGuardians(tx, {
      organisationId,
      userId,
      batchId: target.batchId,
      batchName: target.batchName,
      day: target.day,
      today: todayIs,
      absent,
      notAbsent,
      settings,
    });

    const was = new Map(before.map((m) => [Number(m.studentId), m.code]));
    const changed = register.created
      ? undefined
      : input.marks
          .filter((m) => was.get(m.studentId) !== m.code)
          .map((m) => ({ studentId: m.studentId, from: was.get(m.studentId) ?? null, to: m.code }));
    await recordCallerAudit(tx, caller, {
      action: register.created ? 'create' : 'update',
      area: 'attendance',
      entityId: register.id,
      summary: {
        sessionId: target.sessionId,
        batchId: target.batchId,
        day: target.day,
        heldByTeacherId: target.teacherId,
        absent: absent.length,
        ...(changed && { changed }),
        ...(frozen && { frozen: { freezeDays: settings.freezeDays, reason: input.reason } }),
        ...(input.clientKey && { clientKey: input.clientKey }),
      },
    });
    return { register: await registerView(tx, caller, target, now), replayed: false, alerts };
  });
}
