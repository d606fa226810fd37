import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import {
  attendanceCodes,
  attendanceMarks,
  attendanceRegisters,
  batches,
  classSessions,
} from '../../db/schema/index.ts';

// Attendance's figure on the dashboard (decision 084): today's marks by batch, weighed as the reports
// weigh them (decision 080: present 1, half 0.5, absent 0), from `attendance_marks_day_idx`; and
// today's classes that ended with no register, from the organisation's window of classes.

const weight = sql.raw(`case c.counts when 'present' then 1 when 'half' then 0.5 else 0 end`);

function attendanceJson(d: FigureDay) {
  const centre = d.centreId === undefined ? sql`` : sql` and b.centre_id = ${d.centreId}`;
  const marks = sql`from ${attendanceMarks} m
    join ${attendanceCodes} c on c.organisation_id = m.organisation_id and c.code = m.code
    join ${batches} b on b.id = m.batch_id
    where m.organisation_id = ${d.organisationId} and m.day = ${d.today}::date${centre}`;
  return sql`(select json_build_object(
      'batches', coalesce((select json_agg(json_build_object('batchId', batch_id, 'name', name,
          'marked', marked, 'percent', percent) order by name, batch_id)
        from (select m.batch_id, b.name, count(*) as marked, round(100.0 * sum(${weight}) / count(*), 1) as percent
          ${marks} group by m.batch_id, b.name) as t), '[]'),
      'absent', (select count(distinct m.student_id) ${marks} and c.counts = 'absent'),
      'unmarked', (select count(*) from ${classSessions} s join ${batches} b on b.id = s.batch_id
        where s.organisation_id = ${d.organisationId} and s.starts_at >= ${d.dayStartsAt.toISOString()}::timestamptz
          and s.starts_at < ${d.dayEndsAt.toISOString()}::timestamptz and s.kind = 'class'
          and s.status = 'scheduled' and s.ends_at <= ${d.now.toISOString()}::timestamptz${centre}
          and not exists (select 1 from ${attendanceRegisters} r where r.session_id = s.id)))::text)`;
}

/** Attendance today: % by batch, who is absent, registers not marked (Attendance). */
export const attendanceFigures: DashboardFigure[] = [
  {
    name: 'attendance',
    json: attendanceJson,
    links: (d) => ({
      today: { form: 'Attendance', query: { day: d.today } },
      unmarked: { form: 'Attendance', query: { day: d.today } },
    }),
  },
];
