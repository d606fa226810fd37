import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  examComponentMarks,
  examMarks,
  examPapers,
  gradingBands,
  students,
  subjects,
} from '../../db/schema/index.ts';
import type { MarkStatus, MarksSheet, StudentResult } from '@kaksha/contracts';
import { examStudents } from './repository.ts';
import { cellSource } from './weighted.ts';

// Marks (exam_marks) and the results they make, each one statement whatever the number of students.

/** One attempt of one entered component of a structured paper (decision 093); null: the paper's own marks. */
export type Part = { position: number; attempt: number } | null;

/** The exam's students (by batch, then name) with what is recorded on the paper (or one part of it). */
export function marksOf(db: Executor, examId: number, paperId: number, part: Part = null) {
  const recorded = part
    ? sql`${examComponentMarks} m on m.paper_id = ${paperId} and m.student_id = st.student_id
          and m.position = ${part.position} and m.attempt = ${part.attempt}`
    : sql`${examMarks} m on m.paper_id = ${paperId} and m.student_id = st.student_id`;
  return rowsOf<MarksSheet['students'][number]>(
    db,
    sql`select st.student_id as "studentId", s.name, s.admission_number as "admissionNumber",
          st.batch_name as "batchName", m.status, m.marks::float8 as marks
        from (${examStudents(examId)}) st
        join ${students} s on s.id = st.student_id
        left join ${recorded}
        order by st.batch_name, s.name, s.id`,
  );
}

export interface MarkRow {
  studentId: number;
  status: MarkStatus;
  marks: number | null;
}

/** Records the marks (present with marks, absent, exempt) and clears the others: two statements. */
export async function saveMarks(
  tx: Executor,
  organisationId: number,
  paperId: number,
  rows: MarkRow[],
  userId: number | null,
  part: Part = null,
) {
  const kept = rows.filter((r) => r.status !== 'present' || r.marks !== null);
  const cleared = rows.filter((r) => r.status === 'present' && r.marks === null).map((r) => r.studentId);
  const table = part ? examComponentMarks : examMarks;
  if (cleared.length > 0)
    await tx.execute(sql`delete from ${table}
      where paper_id = ${paperId} and student_id = any(${sql.param(cleared)}::int[])
        ${part ? sql`and position = ${part.position} and attempt = ${part.attempt}` : sql``}`);
  const values = kept.map((r) => ({ paperId, organisationId, enteredBy: userId, ...r }));
  const set = {
    status: sql`excluded.status`,
    marks: sql`excluded.marks`,
    enteredBy: sql`excluded.entered_by`,
    updatedAt: sql`now()`,
  };
  const c = examComponentMarks;
  if (kept.length === 0) return { recorded: 0, cleared: cleared.length };
  if (part)
    await tx
      .insert(c)
      .values(values.map((v) => ({ ...v, ...part })))
      .onConflictDoUpdate({ target: [c.paperId, c.studentId, c.position, c.attempt], set });
  else
    await tx
      .insert(examMarks)
      .values(values)
      .onConflictDoUpdate({ target: [examMarks.paperId, examMarks.studentId], set });
  return { recorded: kept.length, cleared: cleared.length };
}

/**
 * The exam's results: per student the total, what it is out of (papers not exempt from), %, the
 * grade of the exam's scale at that % (the band with the highest start at or below it), and pass or
 * fail per paper (absent fails; exempt neither) and overall, and the rank within the batch by the
 * exact share of marks (ties share a rank: 1, 1, 3). One statement.
 */
export function resultsOf(db: Executor, examId: number, scaleId: number, structureId: number | null = null) {
  const band = (percent: ReturnType<typeof sql>) => sql`(select b.grade, b.grade_point, b.remark
      from ${gradingBands} b where b.scale_id = ${scaleId} and b.from_percent <= ${percent}
      order by b.from_percent desc limit 1)`;
  return rowsOf<StudentResult>(
    db,
    sql`with st as (${examStudents(examId)}),
        pp as (select p.id, p.max_marks, p.passing_marks, p.date, p.start_time, sub.name
               from ${examPapers} p join ${subjects} sub on sub.id = p.subject_id where p.exam_id = ${examId}),
        src as (${cellSource(structureId)}),
        cells as (
          select st.student_id, st.batch_name, pp.id as paper_id, pp.date, pp.start_time, pp.name,
            coalesce(m.out_of, pp.max_marks) as max_marks, m.status, m.marks, m.components,
            case m.status when 'present' then m.marks * pp.max_marks >= pp.passing_marks * m.out_of
                          when 'absent' then false end as passed,
            g.grade
          from st cross join pp
          left join src m on m.paper_id = pp.id and m.student_id = st.student_id
          left join lateral ${band(sql`100.0 * m.marks / nullif(m.out_of, 0)`)} g on m.status = 'present'
        ),
        per as (
          select student_id, batch_name, coalesce(sum(marks), 0) as total,
            coalesce(sum(max_marks) filter (where status is distinct from 'exempt'), 0) as out_of,
            coalesce(bool_and(coalesce(passed, false)) filter (where status is distinct from 'exempt'), true) as passed,
            json_agg(json_build_object('paperId', paper_id, 'status', status, 'marks', marks::float8,
                     'grade', grade, 'passed', passed, 'outOf', max_marks::float8, 'components', components)
                     order by date, start_time, name) as papers
          from cells group by student_id, batch_name
        )
        select per.student_id as "studentId", s.name, s.admission_number as "admissionNumber",
          per.batch_name as "batchName", per.total::float8 as total, per.out_of::float8 as "outOf",
          round(100.0 * per.total / nullif(per.out_of, 0), 2)::float8 as percent,
          g.grade, g.grade_point::float8 as "gradePoint", g.remark, per.passed,
          case when per.out_of > 0 then rank() over (partition by per.batch_name, per.out_of > 0
            order by per.total / nullif(per.out_of, 0) desc)::int end as rank,
          per.papers
        from per
        join ${students} s on s.id = per.student_id
        left join lateral ${band(sql`100.0 * per.total / nullif(per.out_of, 0)`)} g on true
        order by per.batch_name, s.name, s.id`,
  );
}
