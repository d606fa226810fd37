import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { centreClassBoardLists, demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import { dayIn } from '../../lib/zoned-time.ts';

/**
 * The demo institute's rooms (three per centre) and twenty batches across its centres and classes,
 * each with three subjects and their teachers, running this academic year; one planned for next
 * term, one closed. Students of each batch's class are seated in it (one batch full, with two
 * waiting). Set-based; needs the demo centres, curriculum, teachers and students.
 */
export const DEMO_BATCHES = 20;

export async function seedDemoBatches(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone);
  await tx.execute(sql`
    insert into rooms (organisation_id, centre_id, name, capacity)
    select ${organisationId}::int, c.id, r.name, r.capacity
    from centres c, (values ('Room 101', 40), ('Room 102', 30), ('Lab', 24)) as r(name, capacity)
    where c.organisation_id = ${organisationId}`);
  await tx.execute(sql`
    with ${centreClassBoardLists(organisationId)}, plan as (
      select g, centre_list.ids[1 + g % array_length(centre_list.ids, 1)] as centre_id,
             class_list.ids[1 + g % array_length(class_list.ids, 1)] as class_id, board.id as board_id
      from generate_series(1, ${DEMO_BATCHES}) g, centre_list, class_list, board
    )
    insert into batches (organisation_id, code, name, board_id, class_id, centre_id, room_id, capacity, starts_on,
                         ends_on, mode, meeting_link, status)
    select ${organisationId}::int, 'B' || lpad(g::text, 2, '0'),
           (select name from classes where id = p.class_id) || ' · '
             || (array['Morning','Evening','Weekend','Crash course'])[1 + g % 4],
           p.board_id, p.class_id, p.centre_id,
           (select r.id from rooms r where r.centre_id = p.centre_id order by r.id offset g % 3 limit 1),
           (array[40, 30, 24])[1 + g % 3],
           date_trunc('month', ${today}::date - interval '4 months')::date,
           date_trunc('month', ${today}::date + interval '5 months')::date - 1,
           case when g % 5 = 0 then 'hybrid' else 'classroom' end,
           case when g % 5 = 0 then 'https://meet.demo.kaksha.local/b' || g else '' end,
           case when g = ${DEMO_BATCHES} - 1 then 'planned' when g = ${DEMO_BATCHES} then 'closed' else 'active' end
    from plan p`);
  await tx.execute(sql`
    insert into batch_subjects (batch_id, subject_id)
    select b.id, s.id from batches b
    join lateral (select id from subjects where organisation_id = ${organisationId}
                  order by (id + b.id) % 7, id limit 3) s on true
    where b.organisation_id = ${organisationId}`);
  // Each subject's teacher from the batch's first day: the active teachers in turn.
  await tx.execute(sql`
    with teacher_list as (
      select array_agg(id order by id) as ids from teachers where organisation_id = ${organisationId} and active
    )
    insert into batch_teachers (organisation_id, batch_id, subject_id, teacher_id, from_date)
    select ${organisationId}::int, bs.batch_id, bs.subject_id,
           t.ids[1 + (row_number() over (order by bs.batch_id, bs.subject_id))::int % array_length(t.ids, 1)],
           b.starts_on
    from batch_subjects bs join batches b on b.id = bs.batch_id, teacher_list t
    where b.organisation_id = ${organisationId}`);
  // Students of the batch's class, a few seats left free; the second batch full with two waiting.
  await tx.execute(sql`
    insert into batch_students (organisation_id, batch_id, student_id, status, from_date, created_at)
    select ${organisationId}::int, b.id, s.id,
           case when s.n <= b.capacity then 'allotted' else 'waitlisted' end,
           greatest(b.starts_on, s.admission_date), now() + s.n * interval '1 second'
    from batches b
    join lateral (
      select st.id, st.admission_date, row_number() over (order by (st.id + b.id) % 5, st.id) as n
      from students st
      where st.organisation_id = ${organisationId} and st.status = 'active' and st.class_id = b.class_id
    ) s on s.n <= case when b.code = 'B02' then b.capacity + 2 else b.capacity - 4 end
    where b.organisation_id = ${organisationId} and b.status <> 'planned'`);
  // The closed batch's students left it when it closed, a week ago.
  await tx.execute(sql`
    update batch_students bs set to_date = greatest(bs.from_date, ${today}::date - 7), ending = 'closed'
    from batches b
    where b.id = bs.batch_id and b.organisation_id = ${organisationId} and b.status = 'closed'`);
}
