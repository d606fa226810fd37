import { sql } from 'drizzle-orm';
import type { DashboardTrend, TrendSpan } from '../../area.ts';
import { monthSeries, trendJson } from '../../db/trend-series.ts';
import { enquiries } from '../../db/schema/index.ts';

/**
 * Enquiries by the month they were received in the institute's zone, and of them those admitted since
 * (decision 095), from `enquiries_created_idx`.
 */
function enquiriesTrend(span: TrendSpan) {
  const centre = span.centreId === undefined ? sql`` : sql` and centre_id = ${span.centreId}`;
  const counted = sql`select to_char(created_at at time zone ${span.timeZone}, 'YYYY-MM') as month,
      count(*) as received, count(*) filter (where stage = 'admitted') as admitted
    from ${enquiries} where organisation_id = ${span.organisationId}
      and created_at >= ${span.monthsFromAt.toISOString()}::timestamptz${centre} group by 1`;
  return trendJson(monthSeries(span), 'month', counted, {
    received: sql`coalesce(c.received, 0)`,
    admitted: sql`coalesce(c.admitted, 0)`,
  });
}

/** Enquiries received and admitted by month (ManageEnquiry). */
export const enquiryTrends: DashboardTrend[] = [
  {
    name: 'enquiries',
    json: enquiriesTrend,
    csv: {
      header: ['Month', 'Enquiries received', 'Of them admitted'],
      cells: (row) => [row.month, row.received, row.admitted],
    },
  },
];
