import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AttendanceTally } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/*
 * The statements of attendance's reports (decision 080). A mark weighs what its code counts: present 1,
 * half 0.5, absent 0; a figure is the weights summed over the marks, and its percentage to one decimal.
 * Each report is a fixed number of statements, whatever the size of the batch or the record.
 */

/** A mark's weight: its code's `counts` (the organisation's codes, joined as `c`). */
const weight = sql.raw(`case c.counts when 'present' then 1 when 'half' then 0.5 else 0 end`);
/** Marks `m` joined to their codes `c`. */
const marksWithCodes = sql.raw(
  `attendance_marks m join attendance_codes c on c.organisation_id = m.organisation_id and c.code = m.code`,
);
/** The tally of the group's marks as JSON. */
const tallyJson = sql`json_build_object('present', coalesce(sum(${weight}), 0)::float8, 'marks', count(*)::int,
  'percent', round(100.0 * sum(${weight}) / nullif(count(*), 0), 1)::float8)`;
const noMarks: AttendanceTally = { present: 0, marks: 0, percent: null };

export interface Span {
  from: string;
  to: string;
}

export async function studentOf(db: Executor, organisationId: number, studentId: number) {
  const [row] = await rowsOf<{ id: number; name: string; admissionNumber: string }>(
    db,
    sql`select id, name, admission_number as "admissionNumber" from students
    where id = ${studentId} and organisation_id = ${organisationId}`,
  );
  return row;
}

export async function batchOf(db: Executor, organisationId: number, batchId: number) {
  const [row] = await rowsOf<{ id: number; name: string; code: string }>(
    db,
    sql`select id, name, code from batches where id = ${batchId} and organisation_id = ${organisationId}`,
  );
  return row;
}

/** The batches a report can be asked of: those not closed, by name. */
export async function reportBatches(db: Executor, organisationId: number) {
  return rowsOf<{ id: number; name: string; code: string }>(
    db,
    sql`select id, name, code from batches where organisation_id = ${organisationId} and status <> 'closed'
    order by name, id`,
  );
}

/** A student's tally over the span, overall (subject undefined) and by subject, in one statement. */
export async function studentTallies(db: Executor, organisationId: number, studentId: number, span: Span) {
  const rows = await rowsOf<{ overall: boolean; subject: string | null; tally: AttendanceTally }>(
    db,
    sql`select grouping(s.subject_name) = 1 as overall, s.subject_name as subject, ${tallyJson} as tally
    from ${marksWithCodes} join attendance_registers r on r.id = m.register_id
    left join class_sessions s on s.id = r.session_id
    where m.student_id = ${studentId} and m.organisation_id = ${organisationId}
      and m.day between ${span.from} and ${span.to}
    group by grouping sets ((), (s.subject_name))
    order by overall desc, s.subject_name nulls last`,
  );
  const overall = rows.find((r) => r.overall)?.tally ?? noMarks;
  const bySubject = rows.filter((r) => !r.overall).map((r) => ({ subject: r.subject, ...r.tally }));
  return { overall, bySubject };
}

/** The order of a day's registers: its classes by start, then a batch's day. */
const classOrder = sql.raw(`s.starts_at nulls last, r.id`);

/** A student's codes on each day of the span that has a mark, in class order. */
export async function studentCalendar(db: Executor, organisationId: number, studentId: number, span: Span) {
  return rowsOf<{ day: string; codes: string[] }>(
    db,
    sql`select m.day::text as day, array_agg(m.code order by ${classOrder}) as codes
    from attendance_marks m join attendance_registers r on r.id = m.register_id
    left join class_sessions s on s.id = r.session_id
    where m.student_id = ${studentId} and m.organisation_id = ${organisationId}
      and m.day between ${span.from} and ${span.to}
    group by m.day order by m.day`,
  );
}

export interface StudentMark {
  day: string;
  batchName: string;
  subject: string | null;
  code: string;
  codeName: string;
  counts: string;
  lateMinutes: number | null;
}

/** Every mark of a student over the span (the CSV), in day and class order. */
export async function studentMarks(db: Executor, organisationId: number, studentId: number, span: Span) {
  return rowsOf<StudentMark>(
    db,
    sql`select m.day::text as day, b.name as "batchName", s.subject_name as subject, m.code, c.name as "codeName",
      c.counts, m.late_minutes as "lateMinutes"
    from ${marksWithCodes} join attendance_registers r on r.id = m.register_id
    join batches b on b.id = m.batch_id left join class_sessions s on s.id = r.session_id
    where m.student_id = ${studentId} and m.organisation_id = ${organisationId}
      and m.day between ${span.from} and ${span.to}
    order by m.day, ${classOrder}`,
  );
}

/** A batch's tally on each day of the span with a register, and over the span, in one statement. */
export async function batchDays(db: Executor, organisationId: number, batchId: number, span: Span) {
  const rows = await rowsOf<{ day: string | null; registers: number; tally: AttendanceTally }>(
    db,
    sql`select m.day::text as day, count(distinct m.register_id)::int as registers, ${tallyJson} as tally
    from ${marksWithCodes}
    where m.batch_id = ${batchId} and m.organisation_id = ${organisationId}
      and m.day between ${span.from} and ${span.to}
    group by grouping sets ((), (m.day))
    order by m.day nulls first`,
  );
  const overall = rows.find((r) => r.day === null)?.tally ?? noMarks;
  const days = rows
    .filter((r) => r.day !== null)
    .map((r) => ({ day: r.day!, registers: r.registers, ...r.tally }));
  return { overall, days };
}

/** The days of the span on which the batch has a saved register. */
export async function registerDays(db: Executor, organisationId: number, batchId: number, span: Span) {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select distinct day::text as day from attendance_registers
    where batch_id = ${batchId} and organisation_id = ${organisationId} and day between ${span.from} and ${span.to}`,
  );
  return new Set(rows.map((r) => r.day));
}

export interface GridRow {
  studentId: number;
  name: string;
  admissionNumber: string;
  /** Day → its codes joined by '/'. */
  cells: Record<string, string> | null;
  tally: AttendanceTally | null;
  total: number;
}

/**
 * The batch's students seated at any time in the span (by name), a page of them (`limit` null: all),
 * each with their codes by day and their tally over the span. One statement; `total` on every row.
 */
export async function gridRows(
  db: Executor,
  organisationId: number,
  batchId: number,
  span: Span,
  page: { limit: number | null; offset: number },
) {
  const marksOf = (select: SQL, groupBy: SQL) => sql`(select ${select} from ${marksWithCodes}
      join attendance_registers r on r.id = m.register_id left join class_sessions s on s.id = r.session_id
      where m.student_id = roster.id and m.batch_id = ${batchId} and m.day between ${span.from} and ${span.to}
      ${groupBy})`;
  return rowsOf<GridRow>(
    db,
    sql`with roster as (
      select distinct st.id, st.name, st.admission_number from batch_students bs join students st on st.id = bs.student_id
      where bs.batch_id = ${batchId} and st.organisation_id = ${organisationId} and bs.status = 'allotted'
        and bs.from_date <= ${span.to} and (bs.to_date is null or bs.to_date >= ${span.from})
    ), listed as (
      select roster.*, count(*) over () as total from roster order by name, id
      ${page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`}
    )
    select roster.id as "studentId", roster.name, roster.admission_number as "admissionNumber",
      roster.total::int as total,
      (select json_object_agg(d.day, d.codes) from ${marksOf(
        sql`m.day::text as day, string_agg(m.code, '/' order by ${classOrder}) as codes`,
        sql`group by m.day`,
      )} d) as cells,
      ${marksOf(tallyJson, sql``)} as tally
    from listed roster order by roster.name, roster.id`,
  );
}

export interface BelowRow extends AttendanceTally {
  studentId: number;
  name: string;
  admissionNumber: string;
  batchId: number;
  batchName: string;
  total: number;
}

/**
 * Students whose tally in a batch over the span is below `threshold` percent (the lowest first), a
 * page of them (`limit` null: all), in one statement; `total` on every row.
 */
export async function belowRows(
  db: Executor,
  organisationId: number,
  filter: Span & { batchId?: number; threshold: number },
  page: { limit: number | null; offset: number },
) {
  const rows = await rowsOf<BelowRow & { present: string | number }>(
    db,
    sql`with tallies as (
      select m.student_id, m.batch_id, sum(${weight}) as present, count(*)::int as marks
      from ${marksWithCodes}
      where m.organisation_id = ${organisationId} and m.day between ${filter.from} and ${filter.to}
        ${filter.batchId ? sql`and m.batch_id = ${filter.batchId}` : sql``}
      group by m.student_id, m.batch_id
      having sum(${weight}) * 100 < ${filter.threshold} * count(*)
    )
    select t.student_id as "studentId", st.name, st.admission_number as "admissionNumber",
      t.batch_id as "batchId", b.name as "batchName", t.present::float8 as present, t.marks,
      round(100.0 * t.present / t.marks, 1)::float8 as percent, (count(*) over ())::int as total
    from tallies t join students st on st.id = t.student_id join batches b on b.id = t.batch_id
    order by t.present / t.marks, st.name, st.id, b.name, b.id
    ${page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`}`,
  );
  return rows.map((r) => ({ ...r, present: Number(r.present) }));
}
