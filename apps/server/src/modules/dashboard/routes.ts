import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, dashboardQuery, dashboardToday } from '@kaksha/contracts';
import type { DashboardFigure } from '../../area.ts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as dashboard from './service.ts';

// A centre not the institute's is not found.
const errors = { ...errorReplies.list, 404: apiError };

/** The dashboard's figures: any signed-in user, each figure gated by its screen's menu (decision 084). */
export async function dashboardRoutes(
  api: FastifyInstance,
  { db }: AppContext,
  figures: () => DashboardFigure[],
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  let all: DashboardFigure[] | undefined;

  app.get(
    '/api/v1/dashboard/today',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'dashboardToday',
        summary:
          "Today's figures (collections, overdue dues, enquiries, admissions, attendance, classes, exams, pay runs, low stock, failed messages) the caller's menus allow, each with links to its filtered lists; all centres or one",
        tags: ['dashboard'],
        querystring: dashboardQuery,
        response: { 200: dashboardToday, ...errors },
      },
    },
    async (request) => dashboard.today(db, callerOf(request), (all ??= figures()), request.query),
  );
}
