import { DASHBOARD_TREND_MENUS, DASHBOARD_TREND_MONTHS, DASHBOARD_TREND_WEEKS } from '@kaksha/contracts';
import type { DashboardTrendName, DashboardTrends } from '@kaksha/contracts';
import type { DashboardTrend, TrendSpan } from '../../area.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { startOfDay } from '../../lib/zoned-time.ts';
import { instituteFacts } from '../institute/service.ts';
import { holds } from '../menus/service.ts';
import * as repo from './repository.ts';
import { CENTRE_NOT_FOUND, figureDay } from './service.ts';

/** The first of the month `back` months before `monthStart` ('YYYY-MM-01'). */
function monthsBefore(monthStart: string, back: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The twelve months to this one and the twelve weeks to this one, in the institute's zone. */
export function trendSpan(
  organisationId: number,
  centreId: number | undefined,
  now: Date,
  timeZone: string,
): TrendSpan {
  const day = figureDay(organisationId, centreId, now, timeZone);
  const monthsFrom = monthsBefore(day.monthStart, DASHBOARD_TREND_MONTHS - 1);
  return {
    ...day,
    timeZone,
    monthsFrom,
    monthsFromAt: startOfDay(monthsFrom, timeZone),
    weeksFrom: addDays(day.weekStart, -7 * (DASHBOARD_TREND_WEEKS - 1)),
  };
}

async function read(db: Db, caller: Caller, trends: DashboardTrend[], centreId: number | undefined) {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const span = trendSpan(caller.organisationId, centreId, new Date(), timeZone);
  const body = JSON.parse(await repo.trendsJson(db, span, trends)) as Record<string, unknown> & {
    centreFound: boolean;
  };
  if (!body.centreFound) throw notFound(CENTRE_NOT_FOUND);
  return { span, body };
}

/**
 * The caller's trends (decision 095): each whose list they may open, counted in one statement, for the
 * institute or one centre.
 */
export async function trends(
  db: Db,
  caller: Caller,
  all: DashboardTrend[],
  query: { centreId?: number },
): Promise<DashboardTrends> {
  const shown = all.filter((trend) => holds(caller, DASHBOARD_TREND_MENUS[trend.name], 'view'));
  const { span, body } = await read(db, caller, shown, query.centreId);
  const answer: DashboardTrends = { today: span.today, centreId: query.centreId ?? null };
  for (const trend of shown) Object.assign(answer, { [trend.name]: body[trend.name] });
  return answer;
}

/** One trend as a CSV's header and rows; refused to a caller who may not open its list. */
export async function trendTable(
  db: Db,
  caller: Caller,
  all: DashboardTrend[],
  query: { centreId?: number; trend: DashboardTrendName },
) {
  const trend = all.find((t) => t.name === query.trend);
  if (!trend || !holds(caller, DASHBOARD_TREND_MENUS[query.trend], 'view'))
    throw forbidden('You may not open the list this trend is counted from.');
  const { body } = await read(db, caller, [trend], query.centreId);
  const rows = body[trend.name] as Record<string, unknown>[];
  return {
    name: `${trend.name}-trend`,
    header: trend.csv.header,
    rows: rows.map((row) => trend.csv.cells(row)),
  };
}
