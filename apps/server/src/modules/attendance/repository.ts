import { sql } from 'drizzle-orm';
import type { AttendanceCode, AttendanceSettingsBody, DayRegister } from '@kaksha/contracts';
import { DEFAULT_ATTENDANCE_CODES } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  attendanceCodes,
  attendanceMarks,
  attendanceRegisters,
  attendanceSaves,
  attendanceSettings,
} from '../../db/schema/index.ts';

// Every statement of attendance (issue 66). Other areas' tables are read, never written.

export interface SettingsRow {
  freezeDays: number;
  consecutiveAbsences: number;
  lowAttendancePercent: number;
  alertDelayMinutes: number;
  coordinatorUserId: number | null;
}
const DEFAULT_SETTINGS: SettingsRow = {
  freezeDays: 7,
  consecutiveAbsences: 3,
  lowAttendancePercent: 75,
  alertDelayMinutes: 10,
  coordinatorUserId: null,
};

export async function readSettings(db: Executor, organisationId: number): Promise<SettingsRow> {
  const [row] = await rowsOf<SettingsRow>(
    db,
    sql`select freeze_days as "freezeDays", consecutive_absences as "consecutiveAbsences",
      low_attendance_percent as "lowAttendancePercent", alert_delay_minutes as "alertDelayMinutes",
      coordinator_user_id as "coordinatorUserId"
    from ${attendanceSettings} where organisation_id = ${organisationId}`,
  );
  return row ?? DEFAULT_SETTINGS;
}

/** The organisation's codes in order; the defaults are written on first use (in the same statement). */
export async function readCodes(db: Executor, organisationId: number): Promise<AttendanceCode[]> {
  const rows = await rowsOf<AttendanceCode>(
    db,
    sql`select code, name, counts, minutes, alert, active from ${attendanceCodes}
    where organisation_id = ${organisationId} order by position, code`,
  );
  return rows.length ? rows : DEFAULT_ATTENDANCE_CODES;
}

/** An insert of `codes` in their order for the organisation. */
const insertCodes = (organisationId: number, codes: AttendanceCode[]) => sql`
  insert into ${attendanceCodes} (organisation_id, code, name, counts, minutes, alert, active, position)
  select ${organisationId}, x.code, x.name, x.counts, x.minutes, x.alert, x.active, x.position
  from json_to_recordset(${JSON.stringify(codes.map((c, position) => ({ ...c, position })))}::json)
    as x(code text, name text, counts text, minutes boolean, alert boolean, active boolean, position int)`;

/** Writes the defaults if the organisation has no codes yet (before a mark names one). */
export async function ensureCodes(tx: Executor, organisationId: number) {
  await tx.execute(sql`${insertCodes(organisationId, DEFAULT_ATTENDANCE_CODES)}
    where not exists (select 1 from ${attendanceCodes} where organisation_id = ${organisationId})
    on conflict do nothing`);
}

export async function saveSettings(
  tx: Executor,
  organisationId: number,
  body: Omit<AttendanceSettingsBody, 'codes'>,
) {
  await tx.execute(sql`
    insert into ${attendanceSettings} (organisation_id, freeze_days, consecutive_absences,
      low_attendance_percent, alert_delay_minutes, coordinator_user_id)
    values (${organisationId}, ${body.freezeDays}, ${body.consecutiveAbsences}, ${body.lowAttendancePercent},
      ${body.alertDelayMinutes}, ${body.coordinatorUserId ?? null})
    on conflict (organisation_id) do update set freeze_days = excluded.freeze_days,
      consecutive_absences = excluded.consecutive_absences,
      low_attendance_percent = excluded.low_attendance_percent,
      alert_delay_minutes = excluded.alert_delay_minutes,
      coordinator_user_id = excluded.coordinator_user_id, updated_at = now()`);
}

/** The codes of `codes` no longer listed that a mark uses (these cannot go). */
export async function usedCodesLeft(tx: Executor, organisationId: number, kept: string[]) {
  const rows = await rowsOf<{ code: string }>(
    tx,
    sql`select c.code from ${attendanceCodes} c where c.organisation_id = ${organisationId}
      and c.code <> all(${sql.param(kept)}::text[])
      and exists (select 1 from ${attendanceMarks} m where m.organisation_id = c.organisation_id and m.code = c.code)`,
  );
  return rows.map((r) => r.code);
}

export async function replaceCodes(tx: Executor, organisationId: number, codes: AttendanceCode[]) {
  await tx.execute(sql`delete from ${attendanceCodes} where organisation_id = ${organisationId}`);
  await tx.execute(insertCodes(organisationId, codes));
}

/** Is `userId` a user of the organisation (the coordinator)? */
export async function isOwnUser(db: Executor, organisationId: number, userId: number) {
  const rows = await rowsOf(
    db,
    sql`select 1 from users where id = ${userId} and organisation_id = ${organisationId}`,
  );
  return rows.length > 0;
}

// ---- the day ----

const markedCounts = sql`(select json_build_object(
    'present', count(*) filter (where c.counts <> 'absent'), 'absent', count(*) filter (where c.counts = 'absent'))
  from ${attendanceMarks} m join ${attendanceCodes} c on c.organisation_id = m.organisation_id and c.code = m.code
  where m.register_id = r.id)`;

/** A holiday that closes `batch` (an alias with id and centre_id) on `day`: its name, or null. */
const holidayOn = (batch: string, day: unknown) => sql`(select h.name from holidays h
  where h.organisation_id = ${sql.raw(batch)}.organisation_id and ${day}::date between h.from_date and h.to_date
    and (h.batch_id = ${sql.raw(batch)}.id or h.centre_id = ${sql.raw(batch)}.centre_id
      or (h.batch_id is null and h.centre_id is null))
  order by h.id limit 1)`;

/**
 * The registers of `day`: every class of the day (scheduled or cancelled), then each current batch
 * without a timetable, with what was marked. One statement.
 */
export async function dayRegisters(
  db: Executor,
  organisationId: number,
  day: string,
): Promise<DayRegister[]> {
  return rowsOf<DayRegister>(
    db,
    sql`
    select * from (
      select s.id as "sessionId", s.batch_id as "batchId", s.day::text as day, s.batch_name as "batchName",
        s.batch_code as "batchCode", s.subject_name as "subjectName", s.teacher_name as "teacherName",
        s.starts_at as "startsAt", s.ends_at as "endsAt", s.status,
        (select ${markedCounts} from ${attendanceRegisters} r where r.session_id = s.id) as marked
      from class_sessions s
      where s.organisation_id = ${organisationId} and s.day = ${day} and s.kind = 'class'
      union all
      select null, b.id, ${day}::date::text, b.name, b.code, null, null, null, null,
        case when ${holidayOn('b', day)} is null then 'open' else 'cancelled' end,
        (select ${markedCounts} from ${attendanceRegisters} r
          where r.batch_id = b.id and r.day = ${day} and r.session_id is null)
      from batches b
      where b.organisation_id = ${organisationId} and b.status <> 'closed' and b.starts_on <= ${day}
        and (b.ends_on is null or b.ends_on >= ${day})
        and not exists (select 1 from time_slots t where t.batch_id = b.id)
        and not exists (select 1 from class_sessions s where s.batch_id = b.id and s.day = ${day})
    ) x order by "startsAt" nulls last, "batchName", "sessionId"`,
  ).then((rows) =>
    rows.map((r) => ({
      ...r,
      startsAt: r.startsAt && new Date(r.startsAt).toISOString(),
      endsAt: r.endsAt && new Date(r.endsAt).toISOString(),
    })),
  );
}

// ---- one register ----

export interface RegisterTarget {
  sessionId: number | null;
  batchId: number;
  day: string;
  batchName: string;
  subjectName: string | null;
  teacherName: string | null;
  teacherId: number | null;
  substitute: boolean;
  startsAt: string | null;
  status: string;
  cancelReason: string;
  /** The holiday that closes the day (or cancelled the class). */
  holiday: string | null;
  hasTimetable: boolean;
}

export async function sessionTarget(db: Executor, organisationId: number, sessionId: number) {
  const [row] = await rowsOf<RegisterTarget>(
    db,
    sql`select s.id as "sessionId", s.batch_id as "batchId", s.day::text as day, s.batch_name as "batchName",
      s.subject_name as "subjectName", s.teacher_name as "teacherName", s.teacher_id as "teacherId",
      s.regular_teacher_id is not null as substitute, s.starts_at as "startsAt", s.status,
      s.cancel_reason as "cancelReason", (select h.name from holidays h where h.id = s.holiday_id) as holiday,
      true as "hasTimetable"
    from class_sessions s where s.id = ${sessionId} and s.organisation_id = ${organisationId}`,
  );
  return row && { ...row, startsAt: new Date(row.startsAt!).toISOString() };
}

export async function batchDayTarget(db: Executor, organisationId: number, batchId: number, day: string) {
  const [row] = await rowsOf<RegisterTarget>(
    db,
    sql`select null as "sessionId", b.id as "batchId", ${day}::date::text as day, b.name as "batchName",
      null as "subjectName", null as "teacherName", null as "teacherId", false as substitute, null as "startsAt",
      'open' as status, '' as "cancelReason", ${holidayOn('b', day)} as holiday,
      (exists (select 1 from time_slots t where t.batch_id = b.id)
        or exists (select 1 from class_sessions s where s.batch_id = b.id and s.day = ${day})) as "hasTimetable"
    from batches b where b.id = ${batchId} and b.organisation_id = ${organisationId}`,
  );
  return row;
}

export interface SavedRegister {
  id: number;
  savedAt: string;
  savedBy: string | null;
  version: number;
}

/** The register saved for a session or a batch's day, if any. */
export async function findRegister(db: Executor, organisationId: number, target: RegisterTarget) {
  const [row] = await rowsOf<SavedRegister>(
    db,
    sql`select r.id, r.updated_at as "savedAt", u.user_name as "savedBy", r.version
    from ${attendanceRegisters} r left join users u on u.id = r.saved_by
    where r.organisation_id = ${organisationId} and ${registerOf(target)}`,
  );
  return row && { ...row, savedAt: new Date(row.savedAt).toISOString() };
}

const registerOf = (target: Pick<RegisterTarget, 'sessionId' | 'batchId' | 'day'>) =>
  target.sessionId
    ? sql`r.session_id = ${target.sessionId}`
    : sql`r.session_id is null and r.batch_id = ${target.batchId} and r.day = ${target.day}`;

export interface StudentRow {
  studentId: number;
  name: string;
  admissionNumber: string;
  hasPhoto: boolean;
  updatedAt: string;
  code: string | null;
  lateMinutes: number | null;
  /** The reason of the student's approved leave that day (decision 085), or null. */
  leave: string | null;
}

/** The reason of the approved leave of the student `st` on `day`, or null. */
const leaveOn = (day: string) => sql`(select l.reason from attendance_leaves l
  where l.student_id = st.id and l.status = 'approved' and ${day}::date between l.from_date and l.to_date
  order by l.from_date limit 1)`;

/** The batch's students on `day` (seated then), by name, with their marks in `registerId` and leave. */
export async function studentsOn(db: Executor, batchId: number, day: string, registerId: number | null) {
  return rowsOf<StudentRow>(
    db,
    sql`select st.id as "studentId", st.name, st.admission_number as "admissionNumber",
      st.photo is not null as "hasPhoto", st.updated_at as "updatedAt", m.code, m.late_minutes as "lateMinutes",
      ${leaveOn(day)} as leave
    from batch_students bs join students st on st.id = bs.student_id
    left join ${attendanceMarks} m on m.register_id = ${registerId} and m.student_id = st.id
    where bs.batch_id = ${batchId} and bs.status = 'allotted' and bs.from_date <= ${day}
      and (bs.to_date is null or bs.to_date >= ${day})
    order by st.name, st.id`,
  );
}

/** Names of students of the organisation by id (a refusal names them). */
export async function studentNames(db: Executor, organisationId: number, ids: number[]) {
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from students where organisation_id = ${organisationId}
      and id = any(${sql.param(ids)}::int[]) order by name`,
  );
}

/**
 * Claims a save's client key (decision 092) as the first write of its transaction: true when it is new.
 * A second request with the key waits here for the first one's transaction; false once that committed.
 */
export async function claimClientKey(tx: Executor, organisationId: number, clientKey: string) {
  const rows = await rowsOf(
    tx,
    sql`insert into ${attendanceSaves} (organisation_id, client_key) values (${organisationId}, ${clientKey})
    on conflict do nothing returning 1 as claimed`,
  );
  return rows.length > 0;
}

/**
 * Writes the register (one row per session or batch's day, whoever saves first) and locks it, one
 * version up. With `basedOn` (the version the marks were made on; 0 for none saved) a register saved
 * since is left as it is and undefined comes back: the check and the write are one statement.
 */
export async function upsertRegister(
  tx: Executor,
  organisationId: number,
  target: RegisterTarget,
  userId: number,
  basedOn?: number,
): Promise<{ id: number; created: boolean } | undefined> {
  const heldAs = target.sessionId ? (target.substitute ? 'substitute' : 'teacher') : null;
  const conflict = target.sessionId
    ? sql`(session_id) where session_id is not null`
    : sql`(batch_id, day) where session_id is null`;
  const unchanged = basedOn === undefined ? sql`` : sql`where ${attendanceRegisters}.version = ${basedOn}`;
  const [row] = await rowsOf<{ id: number; created: boolean }>(
    tx,
    sql`insert into ${attendanceRegisters} (organisation_id, session_id, batch_id, day, held_by_teacher_id,
      held_as, saved_by)
    values (${organisationId}, ${target.sessionId}, ${target.batchId}, ${target.day}, ${target.teacherId},
      ${heldAs}, ${userId})
    on conflict ${conflict} do update set held_by_teacher_id = excluded.held_by_teacher_id,
      held_as = excluded.held_as, saved_by = excluded.saved_by, updated_at = now(),
      version = ${attendanceRegisters}.version + 1
      ${unchanged}
    returning id, (xmax = 0) as created`,
  );
  return row;
}

export interface Mark {
  studentId: number;
  code: string;
  lateMinutes: number | null;
}

/** Replaces the register's marks; returns the marks it had before. Two statements, any size. */
export async function replaceMarks(
  tx: Executor,
  organisationId: number,
  register: { id: number; batchId: number; day: string },
  marks: Mark[],
): Promise<Mark[]> {
  const before = await rowsOf<Mark>(
    tx,
    sql`delete from ${attendanceMarks} where register_id = ${register.id}
    returning student_id as "studentId", code, late_minutes as "lateMinutes"`,
  );
  await tx.execute(sql`
    insert into ${attendanceMarks} (register_id, student_id, organisation_id, batch_id, day, code, late_minutes)
    select ${register.id}, x."studentId", ${organisationId}, ${register.batchId}, ${register.day}, x.code,
      x."lateMinutes"
    from json_to_recordset(${JSON.stringify(marks)}::json) as x("studentId" int, code text, "lateMinutes" int)`);
  return before;
}

/** The guardians of `studentIds`, as fees' reminders read them (`guardianOf`). */
export async function guardiansOf(db: Executor, studentIds: number[]) {
  return rowsOf<{
    student_id: number;
    student_name: string;
    guardian_id: number;
    guardian_name: string;
    email: string;
    mobile: string;
    whatsapp: string;
    preferred_channel: string | null;
  }>(
    db,
    sql`select sg.student_id, st.name as student_name, g.id as guardian_id, g.name as guardian_name, g.email,
      g.mobile, g.whatsapp, g.preferred_channel
    from student_guardians sg join guardians g on g.id = sg.guardian_id join students st on st.id = sg.student_id
    where sg.student_id = any(${sql.param(studentIds)}::int[]) order by sg.student_id, sg.position`,
  );
}

/**
 * Of `studentIds`, those whose last `n` marks in the batch are all alerting codes (absent) and whose
 * mark before those is not: a run of absences that has just reached `n`. One statement.
 */
export async function runsReaching(
  db: Executor,
  organisationId: number,
  batchId: number,
  studentIds: number[],
  n: number,
) {
  const rows = await rowsOf<{ student_id: number }>(
    db,
    sql`select m.student_id from (
        select m.student_id, c.alert, row_number() over (partition by m.student_id
          order by m.day desc, m.register_id desc) as rn
        from ${attendanceMarks} m join ${attendanceCodes} c on c.organisation_id = m.organisation_id and c.code = m.code
        where m.batch_id = ${batchId} and m.organisation_id = ${organisationId}
          and m.student_id = any(${sql.param(studentIds)}::int[])
      ) m where m.rn <= ${n + 1}
      group by m.student_id
      having count(*) filter (where m.rn <= ${n} and m.alert) = ${n}
        and not coalesce(bool_or(m.alert) filter (where m.rn = ${n + 1}), false)`,
  );
  return rows.map((r) => Number(r.student_id));
}

/** The coordinator as `notify` takes a user. */
export async function userContact(db: Executor, organisationId: number, userId: number) {
  const [row] = await rowsOf<{ id: number; name: string; email: string; mobile: string | null }>(
    db,
    sql`select id, user_name as name, email, mobile from users
    where id = ${userId} and organisation_id = ${organisationId}`,
  );
  return row;
}
