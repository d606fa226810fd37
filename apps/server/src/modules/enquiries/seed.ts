import { sql } from 'drizzle-orm';
import { DEFAULT_LOST_REASONS } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { centreClassBoardLists, demoOrganisationId } from '../../db/demo-seed.ts';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';

export const DEMO_ENQUIRIES = 120;

/**
 * The demo institute's enquiries: 120 over the last 90 days from every source, in every stage (the
 * older ones further along, some lost with a reason, the admitted ones pointing at the first students),
 * follow-ups due today, overdue and ahead, and the public form open — so ManageEnquiry, its board and
 * the funnel show a living front desk. Set-based statements; needs the demo students, centres and staff.
 */
export async function seedDemoEnquiries(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone);

  // Stage by age and a little chance: g = 1 is the newest. Every twelfth old enquiry was admitted.
  await tx.execute(sql`
    with ${centreClassBoardLists(organisationId)}, staff as (
      select array_agg(id order by id) as ids from users where organisation_id = ${organisationId} and active
    ), admitted as (
      select array_agg(id order by admission_number) as ids from students where organisation_id = ${organisationId}
    ), raw as (
      select g,
             case when g <= 15 then 'new'
                  when g <= 35 then (array['new','contacted','contacted'])[1 + g % 3]
                  when g <= 60 then (array['contacted','demo_scheduled','demo_attended','lost'])[1 + g % 4]
                  when g % 4 = 0 then 'admitted'
                  else (array['lost','demo_attended','lost','contacted'])[1 + g % 4] end as stage
      from generate_series(1, ${DEMO_ENQUIRIES}) g
    )
    insert into enquiries (organisation_id, student_name, guardian_name, mobile, email, class_id, board_id, centre_id,
                           source, sub_source, notes, stage, reached, lost_reason, owner_id, student_id, admitted_at,
                           created_at, updated_at)
    select ${organisationId},
           (array['Aditya','Tara','Rudra','Siya','Aryan','Navya','Dhruv','Pari','Yash','Zara','Om','Kiara'])[1 + g % 12]
             || ' ' || (array['Verma','Pillai','Ansari','Naidu','Ghosh','Shah','Kurup','Agarwal','Sandhu','Rao'])[1 + (g * 3) % 10],
           (array['Smita','Rajesh','Ayesha','Venkat','Mousumi','Hitesh','Deepa','Manoj'])[1 + g % 8]
             || ' ' || (array['Verma','Pillai','Ansari','Naidu','Ghosh','Shah','Kurup','Agarwal','Sandhu','Rao'])[1 + (g * 3) % 10],
           '+9199' || lpad((30000000 + g)::text, 8, '0'),
           case when g % 3 = 0 then 'family' || g || '@demo.kaksha.local' else '' end,
           class_list.ids[1 + g % array_length(class_list.ids, 1)], board.id,
           centre_list.ids[1 + g % array_length(centre_list.ids, 1)],
           (array['walk_in','phone','website','referral','social_media','website','newspaper','school_event','walk_in','referral'])[1 + g % 10],
           case when g % 10 in (3, 9) then 'Parent of a current student' when g % 10 = 4 then 'Instagram' else '' end,
           case when g % 7 = 0 then 'Wants weekend batches' else '' end,
           raw.stage,
           case raw.stage when 'contacted' then 1 when 'demo_scheduled' then 2 when 'demo_attended' then 3
                          when 'admitted' then 4 when 'lost' then 1 + g % 3 else 0 end,
           case when raw.stage = 'lost'
                then (array['Fees too high','Joined another institute','Timings do not suit','Too far away'])[1 + g % 4]
                else '' end,
           staff.ids[1 + g % array_length(staff.ids, 1)],
           case when raw.stage = 'admitted' then admitted.ids[g / 4] end,
           case when raw.stage = 'admitted' then now() - (g % 90) * interval '1 day' + interval '6 days' end,
           now() - ((g * 90) / ${DEMO_ENQUIRIES}) * interval '1 day' - (g % 9) * interval '1 hour',
           now()
    from raw, centre_list, class_list, board, staff, admitted`);

  // Follow-ups: open enquiries call back from three days ago to a week ahead (so some are due today,
  // some overdue); older ones have a done call each.
  await tx.execute(sql`
    insert into enquiry_follow_ups (organisation_id, enquiry_id, due_on, note, done_at, outcome)
    select ${organisationId}::int, e.id, ${today}::date + (e.id % 11) - 3,
           (array['Call back about fees','Share the batch timings','Confirm the demo class','Ask about the decision'])[1 + e.id % 4],
           null::timestamptz, ''
    from enquiries e where e.organisation_id = ${organisationId} and e.stage in ('new','contacted','demo_scheduled','demo_attended')
      and e.id % 5 <> 0
    union all
    select ${organisationId}::int, e.id, (e.created_at at time zone ${INSTITUTE_DEFAULTS.timeZone})::date + 1, 'First call',
           e.created_at + interval '1 day', 'Spoke to the parent'
    from enquiries e where e.organisation_id = ${organisationId} and e.stage <> 'new'`);
  await tx.execute(sql`
    update enquiries e set next_follow_up = (select min(f.due_on) from enquiry_follow_ups f where f.enquiry_id = e.id and f.done_at is null)
    where e.organisation_id = ${organisationId}`);
  // Demo classes: three held last week, three coming up, each with a teacher of its own hour (never a
  // clash); the enquiries at Demo scheduled are invited to the coming ones, those at Demo attended came.
  await tx.execute(sql`
    with teacher_list as (
      select array_agg(id order by id) as ids from teachers where organisation_id = ${organisationId} and active
    ), subject_list as (
      select array_agg(id order by code) as ids from subjects where organisation_id = ${organisationId}
    ), centre_list as (
      select array_agg(id order by centre_code) as ids from centres where organisation_id = ${organisationId}
    )
    insert into demo_classes (organisation_id, subject_id, teacher_id, centre_id, starts_at, ends_at, capacity, teacher_remarks)
    select ${organisationId}::int, subject_list.ids[1 + d % array_length(subject_list.ids, 1)],
           teacher_list.ids[1 + d % array_length(teacher_list.ids, 1)],
           centre_list.ids[1 + d % array_length(centre_list.ids, 1)],
           ${startOfDay(today, INSTITUTE_DEFAULTS.timeZone)}::timestamptz + (d * 2 - 7) * interval '1 day' + interval '16 hours',
           ${startOfDay(today, INSTITUTE_DEFAULTS.timeZone)}::timestamptz + (d * 2 - 7) * interval '1 day' + interval '17 hours',
           15, case when d <= 3 then 'Most of them followed the lesson; two asked about weekend batches.' else '' end
    from generate_series(1, 6) d, teacher_list, subject_list, centre_list`);
  await tx.execute(sql`
    with classes as (
      select id, row_number() over (order by starts_at) as n, starts_at < now() as held
      from demo_classes where organisation_id = ${organisationId}
    ), invitees as (
      select e.id, e.stage, row_number() over (partition by e.stage order by e.id) as n
      from enquiries e where e.organisation_id = ${organisationId} and e.stage in ('demo_scheduled', 'demo_attended')
    )
    insert into demo_invitations (demo_class_id, enquiry_id, attendance, feedback)
    select c.id, i.id, case when i.stage = 'demo_attended' then 'attended' else 'invited' end,
           case when i.stage = 'demo_attended' and i.n % 2 = 0 then 'Liked the teacher' else '' end
    from invitees i join classes c
      on c.held = (i.stage = 'demo_attended') and c.n = case when c.held then 1 + i.n % 3 else 4 + i.n % 3 end`);

  // Each enquiry's timeline starts where a real one does: received, by its owner.
  await tx.execute(sql`
    insert into audit_log (organisation_id, user_id, action, area, entity_id, summary, created_at)
    select ${organisationId}::int, e.owner_id, 'create', 'enquiries', e.id::text,
           jsonb_build_object('studentName', e.student_name, 'source', e.source), e.created_at
    from enquiries e where e.organisation_id = ${organisationId}`);
  await tx.execute(sql`
    insert into enquiry_settings (organisation_id, lost_reasons, form_key)
    values (${organisationId}, ${JSON.stringify(DEFAULT_LOST_REASONS)}::jsonb, ${randomToken(18)})`);
}
