import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { ensureBuiltInScales } from './scales.service.ts';

/**
 * The demo institute's held exam: "Unit Test 1" for each active batch, a paper of 50 marks (pass 17)
 * per subject of the batch on the weekdays of two weeks ago, graded on the CBSE scale, and a mark for
 * every seated student on every paper — marks from 10 to 50, a few absent and fewer exempt, fixed by a
 * hash of the student and the paper so that every seed is the same. Held, not published: the demo can
 * publish it, and its report cards say PROVISIONAL until then. Its sittings are not booked (the days
 * are past; the calendar keeps what was booked, decision 074). Two statements, whatever the size.
 */
export async function seedDemoExams(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone);
  await ensureBuiltInScales(tx, organisationId);
  const monday = addDays(today, -14 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  await tx.execute(sql`
    with plan as (
      select b.id as batch_id, b.room_id, nextval(pg_get_serial_sequence('exams', 'id'))::int as exam_id
      from batches b where b.organisation_id = ${organisationId} and b.status = 'active'
    ), made as (
      insert into exams (id, organisation_id, name, type, status, scale_id, created_by)
      select p.exam_id, ${organisationId}::int, 'Unit Test 1', 'unit_test', 'held',
             (select id from grading_scales where organisation_id = ${organisationId} and built_in = 'cbse'),
             (select min(u.id) from users u where u.organisation_id = ${organisationId})
      from plan p
      returning id
    ), seated as (
      insert into exam_batches (exam_id, batch_id) select exam_id, batch_id from plan
    )
    insert into exam_papers (organisation_id, exam_id, subject_id, date, start_time, end_time, room_id,
                             max_marks, passing_marks)
    select ${organisationId}::int, p.exam_id, bs.subject_id,
           ${monday}::date + (row_number() over (partition by p.exam_id order by bs.subject_id))::int - 1,
           '10:00', '11:00', p.room_id, 50, 17
    from plan p join batch_subjects bs on bs.batch_id = p.batch_id`);
  await tx.execute(sql`
    insert into exam_marks (paper_id, student_id, organisation_id, status, marks, entered_by)
    select ep.id, bs.student_id, ep.organisation_id, m.status,
           case when m.status = 'present' then 10 + h.n % 41 end, e.created_by
    from exams e
    join exam_papers ep on ep.exam_id = e.id
    join exam_batches eb on eb.exam_id = e.id
    join batch_students bs on bs.batch_id = eb.batch_id and bs.status = 'allotted' and bs.to_date is null
    cross join lateral (select abs(hashint4(bs.student_id * 7919 + ep.id)) as n) h
    cross join lateral (select case when h.n % 100 < 4 then 'absent' when h.n % 100 = 99 then 'exempt'
                                    else 'present' end as status) m
    where e.organisation_id = ${organisationId}`);
}
