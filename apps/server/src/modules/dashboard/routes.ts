import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiError,
  dashboardQuery,
  dashboardToday,
  dashboardTrendCsvQuery,
  dashboardTrends,
  dashboardTrendsQuery,
} from '@kaksha/contracts';
import type { DashboardFigure, DashboardTrend } from '../../area.ts';
import type { AppContext } from '../../context.ts';
import { csvRow, sendCsv } from '../../lib/csv.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as dashboard from './service.ts';
import * as trends from './trends.service.ts';

// A centre not the institute's is not found.
const errors = { ...errorReplies.list, 404: apiError };

async function* csvOf(header: string[], rows: unknown[][]) {
  yield `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}

/** The dashboard's figures and trends: any signed-in user, each gated by its screen's menu (decisions 084, 095). */
export async function dashboardRoutes(
  api: FastifyInstance,
  { db }: AppContext,
  parts: () => { figures: DashboardFigure[]; trends: DashboardTrend[] },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  let all: { figures: DashboardFigure[]; trends: DashboardTrend[] } | undefined;
  const given = () => (all ??= parts());

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
    async (request) => dashboard.today(db, callerOf(request), given().figures, request.query),
  );

  app.get(
    '/api/v1/dashboard/trends',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'dashboardTrends',
        summary:
          'Trends the caller may see: the last twelve months of collections against dues, enquiries and admissions by month, attendance by week; all centres or one',
        tags: ['dashboard'],
        querystring: dashboardTrendsQuery,
        response: { 200: dashboardTrends, ...errors },
      },
    },
    async (request) => trends.trends(db, callerOf(request), given().trends, request.query),
  );

  app.get(
    '/api/v1/dashboard/trends/export.csv',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'dashboardTrendCsv',
        summary:
          'One trend of the dashboard as CSV (a row a month or week), for the caller who may open its list',
        tags: ['dashboard'],
        querystring: dashboardTrendCsvQuery,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const table = await trends.trendTable(db, callerOf(request), given().trends, request.query);
      return sendCsv(reply, table.name, csvOf(table.header, table.rows));
    },
  );
}
