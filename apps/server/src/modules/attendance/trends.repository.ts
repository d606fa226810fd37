import { sql } from 'drizzle-orm';
import type { DashboardTrend, TrendSpan } from '../../area.ts';
import { trendJson, weekOf, weekSeries } from '../../db/trend-series.ts';
import { attendanceCodes, attendanceMarks, batches } from '../../db/schema/index.ts';

const weight = sql.raw(`case c.counts when 'present' then 1 when 'half' then 0.5 else 0 end`);

/**
 * Attendance by week (decision 095): the twelve weeks' marks from `attendance_marks_day_idx`, weighed
 * as the reports weigh them (decision 080: present 1, half 0.5, absent 0), by the batch's centre.
 */
function attendanceTrend(span: TrendSpan) {
  const centre = span.centreId === undefined ? sql`` : sql` and b.centre_id = ${span.centreId}`;
  const counted = sql`select ${weekOf(sql`m.day`)} as week, count(*) as marks, sum(${weight}) as present
    from ${attendanceMarks} m
    join ${attendanceCodes} c on c.organisation_id = m.organisation_id and c.code = m.code
    ${span.centreId === undefined ? sql`` : sql`join ${batches} b on b.id = m.batch_id`}
    where m.organisation_id = ${span.organisationId} and m.day >= ${span.weeksFrom}::date
      and m.day <= ${span.today}::date${centre} group by 1`;
  return trendJson(weekSeries(span), 'week', counted, {
    marks: sql`coalesce(c.marks, 0)`,
    present: sql`coalesce(c.present, 0)`,
    percent: sql`case when c.marks > 0 then round(100.0 * c.present / c.marks, 1) end`,
  });
}

/** Attendance by week (Attendance). */
export const attendanceTrends: DashboardTrend[] = [
  {
    name: 'attendance',
    json: attendanceTrend,
    csv: {
      header: ['Week from', 'Marks', 'Present', 'Attendance %'],
      cells: (row) => [row.week, row.marks, row.present, row.percent],
    },
  },
];
