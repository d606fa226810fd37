import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError, auditExportQuery, auditFacets, auditList, auditQuery } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendJson } from '../../lib/serializer.ts';
import { csvFile } from '../../plugins/openapi.ts';
import { sendCsv } from '../../lib/csv.ts';
import * as audit from './service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const view = { menu: 'AuditLog', level: 'view' } as const;

export async function auditRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/audit',
    {
      config: { access: view },
      schema: {
        operationId: 'listAuditEntries',
        summary: 'Search the audit log',
        tags: ['audit'],
        querystring: auditQuery,
        response: { 200: auditList, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await audit.listAudit(db, callerOf(request), request.query)),
  );

  app.get(
    '/api/v1/audit/facets',
    {
      config: { access: view },
      schema: {
        operationId: 'getAuditFacets',
        summary: 'The users and areas the audit log can be filtered by',
        tags: ['audit'],
        response: { 200: auditFacets, ...errors },
      },
    },
    async (request) => audit.auditFacets(db, callerOf(request)),
  );

  // Without the zod type provider: the reply is a stream, not a typed body (the query is still validated).
  api.get<{ Querystring: z.output<typeof auditExportQuery> }>(
    '/api/v1/audit/export',
    {
      config: { access: view },
      schema: {
        operationId: 'exportAuditEntries',
        summary: 'The matching audit entries as CSV',
        tags: ['audit'],
        description: 'Every matching entry as CSV (streamed; formula-like cells are neutralised).',
        querystring: auditExportQuery,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(reply, `audit-log-${caller.suCode}`, audit.auditCsv(db, caller, request.query));
    },
  );
}
