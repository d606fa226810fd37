import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardTrend, TrendSpan } from '../../area.ts';
import { monthOf, monthSeries, trendJson } from '../../db/trend-series.ts';
import { csvRupees } from '../../lib/csv.ts';
import { dues, feePayments, students } from '../../db/schema/index.ts';
import { receivedByDay } from './totals.repository.ts';

// The fee desk's trend on the dashboard (decision 095): twelve months of valid receipts against what
// fell due. Receipts for the institute come from the kept day totals (decision 032); for a centre, from
// the receipts' day index joined to the centre's students. What fell due is summed from the dues of the
// months, as the month's figure is (there is no kept total of amounts billed).

function received(span: TrendSpan): SQL {
  if (span.centreId === undefined)
    return sql`select received_on, amount from (${receivedByDay({
      organisationId: span.organisationId,
      from: span.monthsFrom,
      to: span.today,
      status: 'valid',
    })}) as kept`;
  return sql`select p.received_on, p.amount from ${feePayments} p
    join ${students} s on s.id = p.student_id
    where p.organisation_id = ${span.organisationId} and p.received_on >= ${span.monthsFrom}::date
      and p.received_on <= ${span.today}::date and p.status = 'valid' and s.centre_id = ${span.centreId}`;
}

function collectionsTrend(span: TrendSpan): SQL {
  const centre =
    span.centreId === undefined
      ? sql``
      : sql`join ${students} s on s.id = du.student_id and s.centre_id = ${span.centreId}`;
  const counted = sql`select coalesce(r.month, d.month) as month, coalesce(r.amount, 0) as collected,
      coalesce(d.amount, 0) as due
    from (select ${monthOf(sql`received_on`)} as month, sum(amount) as amount
      from (${received(span)}) as rows group by 1) as r
    full join (select ${monthOf(sql`du.due_on`)} as month, sum(du.amount - du.concession + du.fine) as amount
      from ${dues} du ${centre}
      where du.organisation_id = ${span.organisationId} and du.due_on >= ${span.monthsFrom}::date
        and du.due_on <= ${span.monthEnd}::date group by 1) as d on d.month = r.month`;
  return trendJson(monthSeries(span), 'month', counted, {
    collected: sql`coalesce(c.collected, 0)`,
    due: sql`coalesce(c.due, 0)`,
  });
}

/** Collections against dues by month (PaidFees). */
export const feeTrends: DashboardTrend[] = [
  {
    name: 'collections',
    json: collectionsTrend,
    csv: {
      header: ['Month', 'Collected (₹)', 'Fell due (₹)'],
      cells: (row) => [row.month, csvRupees(Number(row.collected)), csvRupees(Number(row.due))],
    },
  },
];
