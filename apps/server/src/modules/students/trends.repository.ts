import { sql } from 'drizzle-orm';
import type { DashboardTrend, TrendSpan } from '../../area.ts';
import { monthOf, monthSeries, trendJson } from '../../db/trend-series.ts';
import { students } from '../../db/schema/index.ts';

/** Students admitted by the month of their admission day, of the centre if one is chosen (decision 095). */
function admissionsTrend(span: TrendSpan) {
  const counted = sql`select ${monthOf(sql`admission_date`)} as month, count(*) as admitted
    from ${students} where organisation_id = ${span.organisationId}
      and admission_date >= ${span.monthsFrom}::date and admission_date <= ${span.today}::date
      ${span.centreId === undefined ? sql`` : sql`and centre_id = ${span.centreId}`} group by 1`;
  return trendJson(monthSeries(span), 'month', counted, { admitted: sql`coalesce(c.admitted, 0)` });
}

/** Admissions by month (ManageStudents). */
export const studentTrends: DashboardTrend[] = [
  {
    name: 'admissions',
    json: admissionsTrend,
    csv: { header: ['Month', 'Students admitted'], cells: (row) => [row.month, row.admitted] },
  },
];
