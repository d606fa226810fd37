import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { batches, bookings, classSessions } from '../../db/schema/index.ts';

/**
 * Today's classes (decision 084), from the organisation's window (`class_sessions_organisation_idx`):
 * those booked and not cancelled, of them those that have ended (held), those cancelled, and those
 * whose teacher is away (their booking is to cover).
 */
function classesJson(d: FigureDay) {
  return sql`(select json_build_object(
      'scheduled', count(*) filter (where s.status = 'scheduled'),
      'held', count(*) filter (where s.status = 'scheduled' and s.ends_at <= ${d.now.toISOString()}::timestamptz),
      'cancelled', count(*) filter (where s.status = 'cancelled'),
      'toCover', count(*) filter (where s.status = 'scheduled'
        and exists (select 1 from ${bookings} o where o.session_id = s.id and o.active and o.to_cover)))::text
    from ${classSessions} s
    ${d.centreId === undefined ? sql`` : sql`join ${batches} b on b.id = s.batch_id and b.centre_id = ${d.centreId}`}
    where s.organisation_id = ${d.organisationId} and s.kind = 'class'
      and s.starts_at >= ${d.dayStartsAt.toISOString()}::timestamptz
      and s.starts_at < ${d.dayEndsAt.toISOString()}::timestamptz)`;
}

/** Classes today: held, cancelled, to cover (UpcomingClasses; the classes to cover in TimeAllocation). */
export const timetableFigures: DashboardFigure[] = [
  {
    name: 'classes',
    json: classesJson,
    links: () => ({
      today: { form: 'UpcomingClasses' },
      toCover: { form: 'TimeAllocation', query: { view: 'to-cover' } },
    }),
  },
];
