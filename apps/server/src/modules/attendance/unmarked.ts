import { sql } from 'drizzle-orm';
import {
  UNMARKED_DAYS,
  formatCalendarDate,
  formatClock,
  type UnmarkedPage,
  type unmarkedQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { todayOf, zoneOf } from '../institute/service.ts';
import { notify } from '../messages/notify.ts';

/*
 * Registers not marked (issue 66, decision 080): a class that has ended with no register saved is
 * listed for the coordinator (the last UNMARKED_DAYS days), and its teacher is reminded once, by the
 * day's job (`attendance.unmarked`, once a day per class: a class is reminded on its own day only).
 */

interface UnmarkedRow {
  sessionId: number;
  batchId: number;
  day: string;
  batchName: string;
  subjectName: string | null;
  teacherName: string | null;
  teacherId: number | null;
  teacherEmail: string | null;
  teacherMobile: string | null;
  startsAt: string;
  endsAt: string;
  total: number;
}

/** Classes from `from` to `to` that ended before `now` with no register, latest first; one statement. */
async function unmarkedRows(
  db: Executor,
  organisationId: number,
  span: { from: string; to: string; now: Date },
  page: { limit: number; offset: number },
) {
  const rows = await rowsOf<UnmarkedRow>(
    db,
    sql`select s.id as "sessionId", s.batch_id as "batchId", s.day::text as day, s.batch_name as "batchName",
      s.subject_name as "subjectName", s.teacher_name as "teacherName", s.teacher_id as "teacherId",
      t.email as "teacherEmail", t.mobile as "teacherMobile", s.starts_at as "startsAt", s.ends_at as "endsAt",
      (count(*) over ())::int as total
    from class_sessions s left join teachers t on t.id = s.teacher_id
    where s.organisation_id = ${organisationId} and s.kind = 'class' and s.status = 'scheduled'
      and s.day between ${span.from} and ${span.to} and s.ends_at <= ${span.now.toISOString()}
      and not exists (select 1 from attendance_registers r where r.session_id = s.id)
    order by s.starts_at desc, s.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt).toISOString(),
    endsAt: new Date(r.endsAt).toISOString(),
  }));
}

/** The coordinator's list: classes of the last UNMARKED_DAYS days that ended unmarked. */
export async function unmarked(
  db: Db,
  caller: Caller,
  query: z.output<typeof unmarkedQuery>,
  now = new Date(),
): Promise<UnmarkedPage> {
  const today = await todayOf(db, caller.organisationId, now);
  const rows = await unmarkedRows(
    db,
    caller.organisationId,
    { from: addDays(today, 1 - UNMARKED_DAYS), to: today, now },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    data: rows.map(({ total: _t, teacherId: _i, teacherEmail: _e, teacherMobile: _m, ...row }) => row),
    total: rows[0]?.total ?? 0,
    totalCapped: false,
  };
}

/** Today's classes that ended unmarked: each teacher told once a class (the job, at the day's end). */
export async function remindUnmarked(db: Db, organisationId: number, now = new Date()) {
  const zone = await zoneOf(db, organisationId);
  const today = dayIn(now, zone);
  const rows = await unmarkedRows(
    db,
    organisationId,
    { from: today, to: today, now },
    { limit: 500, offset: 0 },
  );
  const taught = rows.filter((r) => r.teacherId !== null);
  if (!taught.length) return { reminded: 0, messages: 0 };
  // One notify for the day's classes: each class a recipient with its own values, once a day each.
  const { messages } = await notify(db, {
    organisationId,
    event: 'attendance.unmarked',
    recipients: taught.map((r) => ({
      ref: `teacher:${r.teacherId}`,
      name: r.teacherName ?? '',
      email: r.teacherEmail || null,
      phone: r.teacherMobile || null,
      subjectRef: `session:${r.sessionId}`,
      data: {
        batchName: r.batchName,
        subjectName: r.subjectName ?? '',
        date: formatCalendarDate(r.day),
        time: `${formatClock(r.startsAt, zone)}–${formatClock(r.endsAt, zone)}`,
      },
    })),
    once: 'day',
    now,
  });
  return { reminded: taught.length, messages: messages.length };
}
