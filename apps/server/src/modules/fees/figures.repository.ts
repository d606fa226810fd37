import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { OVERDUE_BANDS } from '@kaksha/contracts';
import type { OverdueBand } from '@kaksha/contracts';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { listTotalWhere } from '../../db/list-counts.ts';
import { dues, feeAccounts, feePayments, students } from '../../db/schema/index.ts';
import { bucketDays } from './ageing.ts';
import { owedByDueDay, receivedByDay } from './totals.repository.ts';

// The fee desk's figures on the dashboard (decision 084). For the whole institute they are read from
// the day totals the database keeps (decision 032); for one centre, from the day's rows by their index.

/** Valid receipts of the days [from, to] as rows (mode, amount, receipts). */
function receipts(d: FigureDay, from: string, to: string): SQL {
  if (d.centreId === undefined)
    return sql`select mode, amount, receipts from (${receivedByDay({
      organisationId: d.organisationId,
      from,
      to,
      status: 'valid',
    })}) as kept`;
  return sql`select p.mode, p.amount, 1 as receipts from ${feePayments} p
    join ${students} s on s.id = p.student_id
    where p.organisation_id = ${d.organisationId} and p.received_on >= ${from}::date
      and p.received_on <= ${to}::date and p.status = 'valid' and s.centre_id = ${d.centreId}`;
}

const collections = (d: FigureDay): SQL => sql`(select json_build_object(
    'today', coalesce((select sum(amount) from (${receipts(d, d.today, d.today)}) as r), 0),
    'receipts', coalesce((select sum(receipts) from (${receipts(d, d.today, d.today)}) as r), 0),
    'byMode', coalesce((select json_agg(json_build_object('mode', mode, 'amount', amount, 'receipts', receipts)
        order by amount desc, mode)
      from (select mode, sum(amount) as amount, sum(receipts) as receipts
        from (${receipts(d, d.today, d.today)}) as r group by mode) as m), '[]'),
    'monthCollected', coalesce((select sum(amount) from (${receipts(d, d.monthStart, d.today)}) as r), 0),
    'monthDue', coalesce((select sum(du.amount - du.concession + du.fine) from ${dues} du
      ${d.centreId === undefined ? sql`` : sql`join ${students} s on s.id = du.student_id and s.centre_id = ${d.centreId}`}
      where du.organisation_id = ${d.organisationId} and du.due_on >= ${d.monthStart}::date
        and du.due_on <= ${d.monthEnd}::date), 0))::text)`;

function overdue(d: FigureDay): SQL {
  // What is owed by due day, up to today: the kept day totals, or the centre's owing dues.
  const owed =
    d.centreId === undefined
      ? owedByDueDay(d.organisationId, undefined, d.today)
      : sql`select du.due_on, du.balance from ${dues} du join ${students} s on s.id = du.student_id
          where du.organisation_id = ${d.organisationId} and du.balance > 0 and du.due_on <= ${d.today}::date
            and s.centre_id = ${d.centreId}`;
  const band = (b: OverdueBand) => {
    const { from, to } = bucketDays(b, d.today);
    const since = from === undefined ? sql`` : sql` and due_on >= ${from}::date`;
    return sql`${b}::text, coalesce(sum(balance) filter (where due_on <= ${to!}::date${since}), 0)`;
  };
  // Students who owe something due by today: kept counts by their oldest owing day, or the centre's.
  const studentsOwing =
    d.centreId === undefined
      ? listTotalWhere('fee_accounts', d.organisationId, sql`part <> '' and part <= ${d.today}::text`)
      : sql`select count(*) from ${feeAccounts} a join ${students} s on s.id = a.student_id
          where a.organisation_id = ${d.organisationId} and a.balance > 0
            and a.oldest_due_on <= ${d.today}::date and s.centre_id = ${d.centreId}`;
  return sql`(select json_build_object(
      'total', coalesce(sum(balance), 0),
      'students', (${studentsOwing}),
      'bands', json_build_object(${sql.join(OVERDUE_BANDS.map(band), sql`, `)}))::text
    from (${owed}) as owed)`;
}

/** The fee desk's figures: today's and the month's collections (PaidFees), what is overdue (PendingFees). */
export const feeFigures: DashboardFigure[] = [
  {
    name: 'collections',
    json: collections,
    links: (d) => ({
      today: { form: 'PaidFees', query: { from: d.today, to: d.today, centre: d.centreId } },
      month: { form: 'PaidFees', query: { from: d.monthStart, to: d.today, centre: d.centreId } },
    }),
  },
  {
    name: 'overdue',
    json: overdue,
    links: (d) => ({
      all: { form: 'PendingFees', query: { dueBy: d.today, centreId: d.centreId } },
      ...Object.fromEntries(
        OVERDUE_BANDS.map((b) => [b, { form: 'PendingFees', query: { ageing: b, centreId: d.centreId } }]),
      ),
    }),
  },
];
