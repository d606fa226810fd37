import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
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
  const [row] = await rowsOf<{ body: string }>(
    db,
    sql`select json_build_object(
        'centres', coalesce((select json_agg(json_build_object('id', id, 'name', centre_name)
          order by centre_name, id) from ${centres} where organisation_id = ${org} and active), '[]'),
        'centreFound', ${
          day.centreId === undefined
            ? sql`true`
            : sql`exists (select 1 from ${centres} where id = ${day.centreId} and organisation_id = ${org})`
        }${sql.join(parts, sql``)})::text as body`,
  );
  return row!.body;
}
