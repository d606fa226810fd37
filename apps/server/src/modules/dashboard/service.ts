import { DASHBOARD_FIGURE_MENUS } from '@kaksha/contracts';
import type { DashboardQuery, DashboardToday } from '@kaksha/contracts';
import type { z } from 'zod';
import type { dashboardQuery } from '@kaksha/contracts';
import type { DashboardFigure, FigureDay, FigureLink } from '../../area.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays, isoWeekday } from '../../lib/calendar-days.ts';
import { notFound } from '../../lib/errors.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import { instituteFacts } from '../institute/service.ts';
import { holds } from '../menus/service.ts';
import * as repo from './repository.ts';

export const CENTRE_NOT_FOUND = 'Centre not found.';

/** The days and moments a dashboard is counted for: the institute's today, its week (Monday on) and month. */
export function figureDay(
  organisationId: number,
  centreId: number | undefined,
  now: Date,
  timeZone: string,
): FigureDay {
  const today = dayIn(now, timeZone);
  const weekStart = addDays(today, 1 - isoWeekday(today));
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = addDays(monthStart, 32).slice(0, 8) + '01';
  return {
    organisationId,
    centreId,
    today,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    monthStart,
    monthEnd: addDays(nextMonth, -1),
    dayStartsAt: startOfDay(today, timeZone),
    dayEndsAt: startOfDay(today, timeZone, 1),
    weekStartsAt: startOfDay(weekStart, timeZone),
    monthStartsAt: startOfDay(monthStart, timeZone),
    now,
  };
}

/** A list's web route with its filter (`/adminhome?form=PendingFees&ageing=d31_60`), unset values left out. */
export function hrefOf(link: FigureLink): string {
  const query = new URLSearchParams({ form: link.form });
  for (const [key, value] of Object.entries(link.query ?? {}))
    if (value !== undefined) query.set(key, String(value));
  return `/adminhome?${query.toString()}`;
}

/**
 * Today's figures for the caller (decision 084): each figure whose screen they may open, counted in one
 * statement, each with the links to its lists that they may open.
 */
export async function today(
  db: Db,
  caller: Caller,
  figures: DashboardFigure[],
  query: z.output<typeof dashboardQuery>,
): Promise<DashboardToday> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const day = figureDay(caller.organisationId, query.centreId, new Date(), timeZone);
  const shown = figures.filter((f) => holds(caller, DASHBOARD_FIGURE_MENUS[f.name], 'view'));
  const body = JSON.parse(await repo.figuresJson(db, day, shown)) as Record<string, unknown> & {
    centres: DashboardToday['centres'];
    centreFound: boolean;
  };
  if (!body.centreFound) throw notFound(CENTRE_NOT_FOUND);
  const answer: DashboardToday = {
    today: day.today,
    centreId: query.centreId ?? null,
    centres: body.centres,
  };
  for (const figure of shown) {
    const links = Object.entries(figure.links(day)).filter(([, link]) => holds(caller, link.form, 'view'));
    Object.assign(answer, {
      [figure.name]: {
        ...(body[figure.name] as object),
        links: Object.fromEntries(links.map(([name, link]) => [name, hrefOf(link)])),
      },
    });
  }
  return answer;
}

export type { DashboardQuery };
