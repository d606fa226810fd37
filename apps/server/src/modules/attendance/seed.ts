import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { ensureCodes } from './repository.ts';

/**
 * The demo institute's term of attendance: every class held in the last 90 days has its register,
 * saved by the owner when it ended and delivered by whoever taught it, with a mark for each student
 * seated that day — mostly Present, some Absent, Late (5–20 minutes), on Leave or Excused, fixed by a
 * hash of the student and the register so that every seed is the same. Three statements, whatever
 * the size. Needs the demo timetable.
 */
export async function seedDemoAttendance(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone);
  await ensureCodes(tx, organisationId);
  await tx.execute(sql`
    insert into attendance_registers (organisation_id, session_id, batch_id, day, held_by_teacher_id, held_as,
                                      saved_by, created_at, updated_at)
    select s.organisation_id, s.id, s.batch_id, s.day, s.teacher_id,
           case when s.regular_teacher_id is null then 'teacher' else 'substitute' end,
           (select min(u.id) from users u where u.organisation_id = s.organisation_id), s.ends_at, s.ends_at
    from class_sessions s
    where s.organisation_id = ${organisationId} and s.kind = 'class' and s.status = 'scheduled'
      and s.ends_at < now() and s.day >= ${addDays(today, -90)}`);
  await tx.execute(sql`
    insert into attendance_marks (register_id, student_id, organisation_id, batch_id, day, code, late_minutes)
    select r.id, bs.student_id, r.organisation_id, r.batch_id, r.day, m.code,
           case when m.code = 'L' then 5 + h.n % 16 end
    from attendance_registers r
    join batch_students bs on bs.batch_id = r.batch_id and bs.status = 'allotted' and bs.from_date <= r.day
      and (bs.to_date is null or bs.to_date >= r.day)
    cross join lateral (select abs(hashint4(bs.student_id * 7919 + r.id)) % 100 as n) h
    cross join lateral (select case when h.n < 86 then 'P' when h.n < 91 then 'A' when h.n < 95 then 'L'
                                    when h.n < 98 then 'V' else 'E' end as code) m
    where r.organisation_id = ${organisationId}`);
}
