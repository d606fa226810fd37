import type { Area, DashboardFigure, DashboardTrend } from './area.ts';

/** Each area's `figures` or `trends`, refusing a name two areas declare. */
function gathered<T extends { name: string }>(
  areas: readonly Area[],
  kind: string,
  of: (area: Area) => T[] | undefined,
): T[] {
  const owner = new Map<string, string>();
  for (const area of areas)
    for (const item of of(area) ?? []) {
      const other = owner.get(item.name);
      if (other)
        throw new Error(`The dashboard's ${kind} ${item.name} is declared by ${other} and ${area.name}`);
      owner.set(item.name, area.name);
    }
  return areas.flatMap((area) => of(area) ?? []);
}

/**
 * Every figure of the dashboard, as each area's plugin declares them (`figures` in
 * modules/<area>/index.ts, decision 084), for modules/dashboard. A figure is one area's: two areas
 * declaring one refuse the start.
 */
export const allFigures = (areas: readonly Area[]): DashboardFigure[] =>
  gathered(areas, 'figure', (a) => a.figures);

/** Every trend of the dashboard, as each area's plugin declares them (decision 095), likewise. */
export const allTrends = (areas: readonly Area[]): DashboardTrend[] =>
  gathered(areas, 'trend', (a) => a.trends);
