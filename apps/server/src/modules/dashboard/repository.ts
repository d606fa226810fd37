import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardFigure, DashboardTrend, FigureDay, TrendSpan } from '../../area.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { centres } from '../../db/schema/index.ts';

/**
 * Every figure given in one statement (decision 084): the institute's active centres for the chooser,
 * whether the chosen centre is one of them, and each figure's JSON, as one JSON text.
 */
export async function figuresJson(db: Executor, day: FigureDay, figures: DashboardFigure[]) {
  const org = day.organisationId;
  const parts = figures.map((f) => sql`, ${f.name}::text, (${f.json(day)})::json`);
  return oneJson(
    db,
    sql`'centres', coalesce((select json_agg(json_build_object('id', id, 'name', centre_name)
          order by centre_name, id) from ${centres} where organisation_id = ${org} and active), '[]'),
        'centreFound', ${centreFound(day)}${sql.join(parts, sql``)}`,
  );
}

/** Whether the chosen centre (if any) is the organisation's. */
const centreFound = (day: FigureDay) =>
  day.centreId === undefined
    ? sql`true`
    : sql`exists (select 1 from ${centres} where id = ${day.centreId} and organisation_id = ${day.organisationId})`;

async function oneJson(db: Executor, pairs: SQL) {
  const [row] = await rowsOf<{ body: string }>(db, sql`select json_build_object(${pairs})::text as body`);
  return row!.body;
}

/** Every trend given in one statement (decision 095): whether the chosen centre is the institute's, and each trend's rows. */
export async function trendsJson(db: Executor, span: TrendSpan, trends: DashboardTrend[]) {
  const parts = trends.map((f) => sql`, ${f.name}::text, (${f.json(span)})::json`);
  return oneJson(db, sql`'centreFound', ${centreFound(span)}${sql.join(parts, sql``)}`);
}
