import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { enquiries } from '../../db/schema/index.ts';

// The front desk's figures on the dashboard (decision 084): each a range of an index the enquiry
// lists already read — the follow-up day (`enquiries_follow_up_idx`), the day received
// (`enquiries_created_idx`).

function enquiryJson(d: FigureDay) {
  const centre = d.centreId === undefined ? sql`` : sql` and centre_id = ${d.centreId}`;
  const followUps = (when: 'today' | 'before') =>
    sql`(select count(*) from ${enquiries} where organisation_id = ${d.organisationId}
      and next_follow_up ${when === 'today' ? sql`=` : sql`<`} ${d.today}::date${centre})`;
  const received = (since: Date) =>
    sql`select stage from ${enquiries} where organisation_id = ${d.organisationId}
      and created_at >= ${since.toISOString()}::timestamptz${centre}`;
  return sql`(select json_build_object(
      'dueToday', ${followUps('today')},
      'overdue', ${followUps('before')},
      'newThisWeek', (select count(*) from (${received(d.weekStartsAt)}) as e),
      'monthReceived', count(*),
      'monthAdmitted', count(*) filter (where stage = 'admitted'),
      'conversion', case when count(*) = 0 then null
        else round(100.0 * count(*) filter (where stage = 'admitted') / count(*), 1) end)::text
    from (${received(d.monthStartsAt)}) as month)`;
}

/** The front desk's figure: follow-ups today and overdue, new this week, the month's conversion (ManageEnquiry). */
export const enquiryFigures: DashboardFigure[] = [
  {
    name: 'enquiries',
    json: enquiryJson,
    links: (d) => {
      const list = (query: Record<string, string>) => ({
        form: 'ManageEnquiry',
        query: { ...query, centreId: d.centreId },
      });
      return {
        dueToday: list({ followUp: 'due_today' }),
        overdue: list({ followUp: 'overdue' }),
        newThisWeek: list({ from: d.weekStart, to: d.today }),
        month: list({ from: d.monthStart, to: d.today }),
      };
    },
  },
];
