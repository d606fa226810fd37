import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS, holidays } from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { cancelForHoliday } from './holidays.repository.ts';

/**
 * The demo institute's timetable: each subject of each running batch meets once a week with its
 * teacher in the batch's room, over the batch's dates (a term of sessions behind and ahead). Every
 * (batch, subject) has its own weekday and hour, so nothing clashes. An institute-wide festival
 * ahead and a centre's closure behind cancel their sessions; one class is cancelled by hand and one
 * taught by a substitute. Each subject's plan is its chapters' topics in order, and every class held
 * so far covered the next topic. Set-based; needs the demo batches and curriculum.
 */
export async function seedDemoTimetable(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const timeZone = INSTITUTE_DEFAULTS.timeZone;
  const today = dayIn(new Date(), timeZone);
  await tx.execute(sql`
    insert into time_slots (organisation_id, batch_id, weekday, start_time, end_time, subject_id, teacher_id,
                            room_id, from_date, to_date)
    select ${organisationId}::int, b.id, 1 + p.i % 6, make_time(7 + p.i / 6, 0, 0), make_time(8 + p.i / 6, 0, 0),
           bt.subject_id, bt.teacher_id, b.room_id, b.starts_on, b.ends_on
    from batches b
    join batch_teachers bt on bt.batch_id = b.id and bt.to_date is null
    join lateral (
      select (row_number() over (order by bt2.batch_id, bt2.subject_id))::int - 1 as i, bt2.batch_id, bt2.subject_id
      from batch_teachers bt2 join batches b2 on b2.id = bt2.batch_id
      where b2.organisation_id = ${organisationId} and b2.status = 'active' and bt2.to_date is null
    ) p on p.batch_id = bt.batch_id and p.subject_id = bt.subject_id
    where b.organisation_id = ${organisationId} and b.status = 'active'`);
  await tx.execute(sql`
    insert into class_sessions (organisation_id, batch_id, slot_id, day, starts_at, ends_at, subject_id,
                                teacher_id, room_id)
    select s.organisation_id, s.batch_id, s.id, d::date,
           (d::date + s.start_time) at time zone ${timeZone}, (d::date + s.end_time) at time zone ${timeZone},
           s.subject_id, s.teacher_id, s.room_id
    from time_slots s, generate_series(s.from_date, s.to_date, interval '1 day') d
    where s.organisation_id = ${organisationId} and extract(isodow from d) = s.weekday`);

  const [festival, closure] = await tx
    .insert(holidays)
    .values([
      { organisationId, name: 'Diwali', fromDate: addDays(today, 12), toDate: addDays(today, 13) },
      {
        organisationId,
        name: 'Centre repairs',
        fromDate: addDays(today, -20),
        toDate: addDays(today, -19),
        centreId: sql`(select min(id) from centres where organisation_id = ${organisationId})`,
      },
    ])
    .returning({ id: holidays.id });
  await cancelForHoliday(tx, festival!.id);
  await cancelForHoliday(tx, closure!.id);

  // The next class of the first batch is cancelled; the one after is taught by a free teacher.
  await tx.execute(sql`
    update class_sessions set status = 'cancelled', cancel_reason = 'Teacher on leave'
    where id = (select cs.id from class_sessions cs join batches b on b.id = cs.batch_id
                where b.organisation_id = ${organisationId} and b.code = 'B01' and cs.status = 'scheduled'
                  and cs.day > ${today} order by cs.starts_at limit 1)`);
  await tx.execute(sql`
    update class_sessions cs set regular_teacher_id = cs.teacher_id, teacher_id = sub.id
    from (select cs2.id as session_id,
                 (select t.id from teachers t where t.organisation_id = ${organisationId} and t.active
                    and t.id <> cs2.teacher_id
                    and not exists (select 1 from bookings o where o.teacher_id = t.id and o.active and not o.to_cover
                      and tstzrange(o.starts_at, o.ends_at) && tstzrange(cs2.starts_at, cs2.ends_at))
                  order by t.id limit 1) as id
          from class_sessions cs2 join batches b on b.id = cs2.batch_id
          where b.organisation_id = ${organisationId} and b.code = 'B02' and cs2.status = 'scheduled'
            and cs2.day > ${today} order by cs2.starts_at limit 1) sub
    where cs.id = sub.session_id and sub.id is not null`);

  await tx.execute(sql`
    insert into batch_syllabus (batch_id, topic_id, subject_id, position)
    select b.id, t.id, c.subject_id,
           row_number() over (partition by b.id, c.subject_id order by c.sl_no, c.id, t.sl_no, t.id) - 1
    from batches b
    join batch_subjects bs on bs.batch_id = b.id
    join chapters c on c.subject_id = bs.subject_id and c.board_id = b.board_id and c.class_id = b.class_id
    join topics t on t.chapter_id = c.id
    where b.organisation_id = ${organisationId}`);
  await tx.execute(sql`
    insert into session_topics (session_id, topic_id, batch_id)
    select held.id, plan.topic_id, held.batch_id
    from (
      select cs.id, cs.batch_id, cs.subject_id,
             row_number() over (partition by cs.batch_id, cs.subject_id order by cs.starts_at) - 1 as n
      from class_sessions cs
      where cs.organisation_id = ${organisationId} and cs.status = 'scheduled' and cs.day < ${today}
    ) held
    join batch_syllabus plan on plan.batch_id = held.batch_id and plan.subject_id = held.subject_id
      and plan.position = held.n`);
}
