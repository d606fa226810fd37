import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { INSTITUTE_DEFAULTS } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { centreClassBoardLists, demoOrganisationId } from '../../db/demo-seed.ts';
import { formatNumber } from '@kaksha/contracts';
import { dayIn } from '../../lib/zoned-time.ts';

export const DEMO_STUDENTS = 300;

/**
 * The demo institute's students: 300 across its centres and classes 6–12, admitted over this academic
 * year with numbers ADM/<year>/0001…, each with a mother or father (some with both), one family in ten
 * with two children, and a few on hold, left or alumni — so a newcomer sees a living institute. A
 * fixed number of set-based statements; needs the demo curriculum and centres.
 */
export async function seedDemoStudents(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = dayIn(new Date(), INSTITUTE_DEFAULTS.timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const years = INSTITUTE_DEFAULTS;
  // The admission number's text without its running part: the sequence's scope (db/sequences.ts).
  const scope = formatNumber(
    years.admissionNumberFormat.replace(/\{SEQ(?::[1-9])?\}/, '#'),
    0,
    { year, month },
    years,
  );
  const first = month >= years.academicYearStartMonth ? year : year - 1;
  const yearStart = `${first}-${String(years.academicYearStartMonth).padStart(2, '0')}-01`;
  const prefix = scope.replace('#', '');

  await tx.execute(sql`
    with ${centreClassBoardLists(organisationId)}
    insert into students (organisation_id, admission_number, name, date_of_birth, gender, class_id, board_id,
                          school, address, centre_id, admission_date, status, status_reason, status_date)
    select ${organisationId}, ${prefix} || lpad(g::text, 4, '0'),
           (array['Aarav','Diya','Ishaan','Meera','Kabir','Anaya','Vihaan','Saanvi','Arjun','Kavya','Reyansh','Aadhya',
                  'Vivaan','Ira','Advait','Myra','Atharv','Anika','Krish','Riya'])[1 + g % 20]
             || ' ' || (array['Sharma','Iyer','Khan','Reddy','Das','Patel','Nair','Gupta','Singh','Rao','Joshi','Menon',
                  'Kulkarni','Bose','Shetty'])[1 + (g * 7) % 15],
           date '2009-01-01' + (g * 37) % 2900,
           case when g % 2 = 0 then 'female' else 'male' end,
           class_list.ids[1 + g % array_length(class_list.ids, 1)], board.id,
           (array['Kendriya Vidyalaya','DPS','St. Joseph''s','National Public School','Bishop Cotton'])[1 + g % 5],
           g || ', ' || (array['4th Cross, Jayanagar','MG Road','Indiranagar 100 ft Road','Koramangala 5th Block'])[1 + g % 4]
             || ', Bengaluru',
           centre_list.ids[1 + g % array_length(centre_list.ids, 1)],
           least(${yearStart}::date + (g * 211) % 240, ${today}::date),
           case when g % 41 = 0 then 'left' when g % 29 = 0 then 'on_hold' when g % 53 = 0 then 'alumni' else 'active' end,
           case when g % 41 = 0 then 'Moved to another city' when g % 29 = 0 then 'Board exams at school' else '' end,
           case when g % 41 = 0 or g % 29 = 0 or g % 53 = 0 then ${today}::date - (g % 20) end
    from generate_series(1, ${DEMO_STUDENTS}) g, centre_list, class_list, board`);

  // A guardian per family, whose mobile carries the family's number: one family in ten has two children
  // (student g = 2, 12, 22… is the younger sibling of g − 1); every fifth family has a father too.
  const guardianOf = (prefix: string, g: SQL) => sql`${prefix} || lpad((45000000 + ${g})::text, 8, '0')`;
  await tx.execute(sql`
    insert into guardians (organisation_id, name, mobile, whatsapp, email, occupation, preferred_channel)
    select ${organisationId}::int, f.first || ' ' || f.last, ${guardianOf('+9198', sql`g`)}, '',
           case when g % 4 = 0 then 'parent' || g || '@demo.kaksha.local' else '' end,
           (array['Engineer','Teacher','Business','Doctor','Accountant','Homemaker'])[1 + g % 6],
           (array['whatsapp','sms','email',null])[1 + g % 4]
    from generate_series(1, ${DEMO_STUDENTS}) g,
         lateral (select (array['Priya','Neha','Fatima','Lakshmi','Sunita','Pooja'])[1 + g % 6] as first,
                         (array['Sharma','Iyer','Khan','Reddy','Das','Patel','Nair','Gupta','Singh','Rao','Joshi','Menon',
                                'Kulkarni','Bose','Shetty'])[1 + (g * 7) % 15] as last) f
    where g % 10 <> 2
    union all
    select ${organisationId}::int, (array['Rohan','Vikram','Suresh','Imran','Anil','Rahul'])[1 + g % 6] || ' '
             || (array['Sharma','Iyer','Khan','Reddy','Das','Patel','Nair','Gupta','Singh','Rao','Joshi','Menon',
                       'Kulkarni','Bose','Shetty'])[1 + (g * 7) % 15],
           ${guardianOf('+9197', sql`g`)}, ${guardianOf('+9197', sql`g`)}, '', 'Business', 'whatsapp'
    from generate_series(5, ${DEMO_STUDENTS}, 5) g`);
  await tx.execute(sql`
    with numbered as (
      select id, right(admission_number, 4)::int as g from students where organisation_id = ${organisationId}
    )
    insert into student_guardians (student_id, guardian_id, relation, is_primary, position)
    select n.id, gd.id, case when gd.mobile like '+9197%' then 'father' else 'mother' end,
           gd.mobile like '+9198%', case when gd.mobile like '+9198%' then 0 else 1 end
    from numbered n join guardians gd on gd.organisation_id = ${organisationId}
      and gd.mobile in (${guardianOf('+9198', sql`case when n.g % 10 = 2 then n.g - 1 else n.g end`)},
                        ${guardianOf('+9197', sql`n.g`)})`);
  await tx.execute(sql`
    insert into number_sequences (organisation_id, scope, last) values (${organisationId}, ${scope}, ${DEMO_STUDENTS})`);
}
