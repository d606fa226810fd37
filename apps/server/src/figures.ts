import type { Area, DashboardFigure } from './area.ts';

/**
 * Every figure of the dashboard, as each area's plugin declares them (`figures` in
 * modules/<area>/index.ts, decision 084), for modules/dashboard. A figure is one area's: two areas
 * declaring one refuse the start.
 */
export function allFigures(areas: readonly Area[]): DashboardFigure[] {
  const owner = new Map<string, string>();
  for (const area of areas)
    for (const figure of area.figures ?? []) {
      const other = owner.get(figure.name);
      if (other)
        throw new Error(`The dashboard's figure ${figure.name} is declared by ${other} and ${area.name}`);
      owner.set(figure.name, area.name);
    }
  return areas.flatMap((area) => area.figures ?? []);
}
