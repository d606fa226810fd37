import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { attendanceCodes, attendanceMarks } from '../../db/schema/index.ts';

/** A student's attendance over a span: marked days by what they count as, the %, and the last 30 days' %. */
export interface AttendanceShare {
  studentId: number;
  /** Days marked (a half-day counts as a day marked). */
  marked: number;
  present: number;
  absent: number;
  half: number;
  /** Present plus half the half-days, of the days marked; null with nothing marked. */
  percent: number | null;
  /** The same over the span's last 30 days (its trend beside the whole). */
  recentPercent: number | null;
}

/**
 * Each student's attendance from `from` to `to` (inclusive) by the organisation's codes (present,
 * absent, half), for report cards and their remarks: one statement for any number of students.
 */
export function attendanceShares(
  db: Executor,
  organisationId: number,
  studentIds: number[],
  from: string,
  to: string,
) {
  const share = (filter: ReturnType<typeof sql>) => sql`round(100.0 *
      (count(*) filter (where c.counts = 'present' and ${filter})
        + 0.5 * count(*) filter (where c.counts = 'half' and ${filter}))
      / nullif(count(*) filter (where ${filter}), 0), 1)::float8`;
  const recent = sql`m.day > ${to}::date - 30`;
  return rowsOf<AttendanceShare>(
    db,
    sql`select m.student_id as "studentId", count(*)::int as marked,
          (count(*) filter (where c.counts = 'present'))::int as present,
          (count(*) filter (where c.counts = 'absent'))::int as absent,
          (count(*) filter (where c.counts = 'half'))::int as half,
          ${share(sql`true`)} as percent, ${share(recent)} as "recentPercent"
        from ${attendanceMarks} m
        join ${attendanceCodes} c on c.organisation_id = m.organisation_id and c.code = m.code
        where m.organisation_id = ${organisationId} and m.student_id = any(${sql.param(studentIds)}::int[])
          and m.day between ${from}::date and ${to}::date
        group by m.student_id`,
  );
}
