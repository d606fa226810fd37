import type { Area } from '../../area.ts';
import { defineArea } from '../../area.ts';
import { allFigures, allTrends } from '../../figures.ts';
import { dashboardRoutes } from './routes.ts';

/**
 * The dashboard (issue 69, decision 084): today's figures, which the other areas supply (`figures` in
 * their plugins); given the areas app.ts plugs in, read when the first call comes.
 */
export const dashboardOf = (areas: () => readonly Area[]) =>
  defineArea({
    name: 'dashboard',
    tags: [
      {
        name: 'dashboard',
        description:
          "The owner's morning: today's figures, each linked to its list, and the trends behind them",
      },
    ],
    routes: (api, context) =>
      dashboardRoutes(api, context, () => ({ figures: allFigures(areas()), trends: allTrends(areas()) })),
  });
