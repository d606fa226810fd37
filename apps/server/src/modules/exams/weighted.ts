import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { assessmentComponents, examComponentMarks, examMarks } from '../../db/schema/index.ts';

// What each student has on each paper, as the results read it (decision 093): the paper's own mark
// without a structure, or the structure's components computed — every statement of it set-based, so
// the results stay one statement whatever the number of students.

/**
 * Rows (student_id, paper_id, status, marks, out_of, components) over the CTEs `st` (the exam's
 * students) and `pp` (its papers: id, max_marks). Without a structure only what is recorded; with
 * one, every student × paper:
 * - an attempt is the paper's own mark (the `from_paper` component, out of the paper's maximum) or
 *   an entered one (out of the component's `out_of`);
 * - the attempts that count are those present, and those absent when the component says absent
 *   counts (as no marks); the best `best` of them by share, averaged over as many as there are (at
 *   most `best`), scaled to the weight and rounded to one decimal;
 * - a component all of whose attempts are exempt is exempt, and one whose attempts are absent where
 *   absent does not count is absent with no marks: both are left out of what the subject is out of;
 *   one with nothing recorded is not entered yet (counted in the out of, at no marks, as an unmarked
 *   paper is);
 * - the subject's marks are the sum of the printed component marks; it is exempt when every
 *   component is, absent when every recorded one is absent, and unmarked when nothing is recorded.
 */
export function cellSource(structureId: number | null): SQL {
  if (structureId === null)
    return sql`select m.student_id, m.paper_id, m.status, m.marks, pp.max_marks::numeric as out_of,
                 null::json as components
               from ${examMarks} m join pp on pp.id = m.paper_id`;
  return sql`select student_id, paper_id,
      case when bool_and(coalesce(status = 'exempt', false)) then 'exempt'
           when bool_and(status is null) then null
           when bool_and(status is distinct from 'present') and bool_or(status = 'absent') then 'absent'
           else 'present' end as status,
      case when bool_and(coalesce(status = 'exempt', false)) or bool_and(status is null) then null
           else coalesce(sum(marks), 0) end as marks,
      coalesce(sum(weight) filter (where status is distinct from 'exempt'
                                     and (status is distinct from 'absent' or marks is not null)), 0) as out_of,
      json_agg(json_build_object('name', name, 'weight', weight::float8, 'status', status,
               'marks', marks::float8, 'attempts', attempts) order by position) as components
    from (
      select a.student_id, a.paper_id, a.position, c.name, c.weight,
        case when count(*) filter (where a.counts) > 0 then
               case when bool_or(a.status = 'present' and a.counts) then 'present' else 'absent' end
             when count(a.status) = count(*) and bool_or(a.status = 'absent') then 'absent'
             when count(a.status) = count(*) then 'exempt'
             end as status,
        round(c.weight * sum(a.share) filter (where a.counts and a.pick <= c.best)
              / nullif(least(c.best, count(*) filter (where a.counts)), 0), 1) as marks,
        json_agg(json_build_object('status', a.status, 'marks', a.marks::float8) order by a.attempt) as attempts
      from (
        select r.*, row_number() over (partition by r.student_id, r.paper_id, r.position
                                       order by r.counts desc, r.share desc nulls last, r.attempt) as pick
        from (
          select st.student_id, pp.id as paper_id, c.position, n.attempt, x.status, x.marks,
            case x.status when 'present' then x.marks / coalesce(c.out_of, pp.max_marks) when 'absent' then 0 end
              as share,
            coalesce(x.status = 'present' or (x.status = 'absent' and c.absent_counts), false) as counts
          from st cross join pp
          join ${assessmentComponents} c on c.structure_id = ${structureId}
          cross join lateral generate_series(1, c.attempts) n(attempt)
          left join lateral (
            select m.status, m.marks from ${examMarks} m
            where c.from_paper and m.paper_id = pp.id and m.student_id = st.student_id
            union all
            select cm.status, cm.marks from ${examComponentMarks} cm
            where not c.from_paper and cm.paper_id = pp.id and cm.student_id = st.student_id
              and cm.position = c.position and cm.attempt = n.attempt
          ) x on true
        ) r
      ) a
      join ${assessmentComponents} c on c.structure_id = ${structureId} and c.position = a.position
      group by a.student_id, a.paper_id, a.position, c.name, c.weight, c.best
    ) comp
    group by student_id, paper_id`;
}
