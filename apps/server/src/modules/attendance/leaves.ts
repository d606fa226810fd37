import { sql } from 'drizzle-orm';
import {
  LEAVE_MAX_DAYS,
  LIST_COUNT_CAP,
  leaveMessages as say,
  type AttendanceStudents,
  type Leave,
  type LeavePage,
  type LeaveStatus,
  type attendanceStudentQuery,
  type leaveBody,
  type leaveDecision,
  type leaveQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { cappedPage } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import { attendanceLeaves } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { holds } from '../menus/service.ts';

/*
 * Leave asked for in advance (issue 66, decision 085). Asked for at the Attendance screen's level
 * (view) — from the desk or as a guardian's message said — and decided by a manager of Attendance:
 * approved, refused, or withdrawn. The register reads approved leave (`leaveOn` in repository.ts).
 */

const leaveColumns = sql`l.id, l.student_id as "studentId", st.name as "studentName",
  st.admission_number as "admissionNumber", l.from_date::text as "fromDate", l.to_date::text as "toDate",
  l.reason, l.source, l.status, ru.user_name as "requestedBy", du.user_name as "decidedBy",
  l.decided_at as "decidedAt", l.note, l.created_at as "createdAt"`;
const leaveFrom = sql`${attendanceLeaves} l join students st on st.id = l.student_id
  left join users ru on ru.id = l.requested_by left join users du on du.id = l.decided_by`;

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const shaped = (row: Leave): Leave => ({
  ...row,
  decidedAt: iso(row.decidedAt),
  createdAt: new Date(row.createdAt).toISOString(),
});

async function leaveById(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<Leave>(
    db,
    sql`select ${leaveColumns} from ${leaveFrom} where l.id = ${id} and l.organisation_id = ${organisationId}`,
  );
  return row && shaped(row);
}

/** Leave requests, newest span first, a page at a time (one statement). */
export async function list(db: Db, caller: Caller, query: z.output<typeof leaveQuery>): Promise<LeavePage> {
  const where = sql.join(
    [
      sql`l.organisation_id = ${caller.organisationId}`,
      query.studentId ? sql`l.student_id = ${query.studentId}` : undefined,
      query.status ? sql`l.status = ${query.status}` : undefined,
      query.from ? sql`l.to_date >= ${query.from}` : undefined,
      query.q
        ? sql`(st.name ilike ${containsPattern(query.q)} or st.admission_number ilike ${containsPattern(query.q)})`
        : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const rows = await rowsOf<Leave & { total: number }>(
    db,
    sql`select ${leaveColumns},
      (select count(*) from (select 1 from ${leaveFrom} where ${where} limit ${LIST_COUNT_CAP + 1}) m)::int as total
    from ${leaveFrom} where ${where}
    order by l.from_date desc, l.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const page = cappedPage(rows);
  return { ...page, data: page.data.map(shaped) };
}

/**
 * Asks for leave — approved at once when a manager asks so (anyone else's waits as requested, as the
 * answer's status says); refuses an overlap with live leave.
 */
export async function ask(db: Db, caller: Caller, body: z.output<typeof leaveBody>): Promise<Leave> {
  const { organisationId, userId } = caller;
  const approve = body.approve && holds(caller, 'Attendance', 'manage');
  if (body.toDate > addDays(body.fromDate, LEAVE_MAX_DAYS - 1))
    throw invalid(say.tooLong, { toDate: say.tooLong });
  return db.transaction(async (tx) => {
    // The student's row is locked, so two desks asking at once cannot both pass the overlap check.
    const [student] = await rowsOf<{ name: string }>(
      tx,
      sql`select name from students where id = ${body.studentId} and organisation_id = ${organisationId} for update`,
    );
    if (!student) throw notFound(say.studentNotFound);
    const [overlap] = await rowsOf<{ fromDate: string; toDate: string }>(
      tx,
      sql`select from_date::text as "fromDate", to_date::text as "toDate" from ${attendanceLeaves}
      where student_id = ${body.studentId} and status in ('requested', 'approved')
        and from_date <= ${body.toDate} and to_date >= ${body.fromDate}
      order by from_date limit 1`,
    );
    if (overlap) throw invalid(say.overlaps(student.name, overlap.fromDate, overlap.toDate));
    const status: LeaveStatus = approve ? 'approved' : 'requested';
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${attendanceLeaves} (organisation_id, student_id, from_date, to_date, reason, source,
        status, requested_by, decided_by, decided_at)
      values (${organisationId}, ${body.studentId}, ${body.fromDate}, ${body.toDate}, ${body.reason},
        ${body.source}, ${status}, ${userId}, ${approve ? userId : null}, ${approve ? sql`now()` : null})
      returning id`,
    );
    await recordCallerAudit(tx, caller, {
      action: 'create',
      area: 'attendance',
      entityId: `leave:${row!.id}`,
      summary: { leave: { studentId: body.studentId, from: body.fromDate, to: body.toDate, status } },
    });
    return (await leaveById(tx, organisationId, row!.id))!;
  });
}

/** Approves, refuses or withdraws a request; an approved leave can only be withdrawn. */
export async function decide(
  db: Db,
  caller: Caller,
  id: number,
  body: z.output<typeof leaveDecision>,
): Promise<Leave> {
  const { organisationId, userId } = caller;
  return db.transaction(async (tx) => {
    const [current] = await rowsOf<{ status: LeaveStatus }>(
      tx,
      sql`select status from ${attendanceLeaves} where id = ${id} and organisation_id = ${organisationId} for update`,
    );
    if (!current) throw notFound(say.notFound);
    if (body.status === 'withdrawn') {
      if (current.status !== 'requested' && current.status !== 'approved')
        throw new AppError('CONFLICT', say.notWithdrawable(current.status));
    } else if (current.status !== 'requested') throw new AppError('CONFLICT', say.decided(current.status));
    await tx.execute(sql`update ${attendanceLeaves} set status = ${body.status}, note = ${body.note},
      decided_by = ${userId}, decided_at = now() where id = ${id}`);
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'attendance',
      entityId: `leave:${id}`,
      summary: { leave: { from: current.status, to: body.status, note: body.note } },
    });
    return (await leaveById(tx, organisationId, id))!;
  });
}

/** The desk's finder: the organisation's students by name or admission number (at most 20). */
export async function findStudents(
  db: Db,
  caller: Caller,
  query: z.output<typeof attendanceStudentQuery>,
): Promise<AttendanceStudents> {
  const like = containsPattern(query.q);
  const data = await rowsOf<AttendanceStudents['data'][number]>(
    db,
    sql`select id, name, admission_number as "admissionNumber" from students
    where organisation_id = ${caller.organisationId} and (name ilike ${like} or admission_number ilike ${like})
    order by name, id limit 20`,
  );
  return { data };
}
