import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  feeStatement,
  idParams,
  pendingFeePage,
  pendingFeeQuery,
  remindInput,
  sentResult,
  waiveFineInput,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as duesService from './dues.service.ts';
import * as fines from './fines.service.ts';
import * as reminders from './reminders.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
const pendingFees = { access: { menu: 'PendingFees', level: 'view' as const } };
const pendingExportQuery = pendingFeeQuery.omit({ page: true, pageSize: true });

/** The students who owe (PendingFees): the list, its export, fines waived and reminders. */
export async function pendingRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/fees/pending',
    {
      config: pendingFees,
      schema: {
        operationId: 'listPendingFees',
        summary: 'Students who owe, oldest due first, with what all matching owe by age; filters and pages',
        tags,
        querystring: pendingFeeQuery,
        response: { 200: pendingFeePage, ...listErrors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await duesService.pending(db, callerOf(request), request.query)),
  );

  api.get<{ Querystring: z.output<typeof pendingExportQuery> }>(
    '/api/v1/fees/pending/export.csv',
    {
      config: pendingFees,
      schema: {
        operationId: 'exportPendingFees',
        summary: 'The students who owe (same filters) as CSV',
        tags,
        querystring: pendingExportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(
        reply,
        `pending-fees-${caller.suCode}`,
        await duesService.pendingCsv(db, caller, request.query),
      );
    },
  );

  app.post(
    '/api/v1/dues/:id/waive-fine',
    {
      config: { access: { menu: 'PendingFees', level: 'manage' as const } },
      schema: {
        operationId: 'waiveFine',
        summary: 'Waive the late fine of a due’s instalment (what is unpaid of it), with the reason',
        tags,
        params: idParams,
        body: waiveFineInput,
        response: { 200: feeStatement, ...errors },
      },
    },
    async (request) => fines.waiveFine(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/fees/reminders',
    {
      config: { access: { menu: 'PendingFees', level: 'manage' as const } },
      schema: {
        operationId: 'remindFees',
        summary: 'Remind the families of these students of what they owe (at most once a day per due)',
        tags,
        body: remindInput,
        response: { 200: sentResult, ...errors },
      },
    },
    async (request) => reminders.remind(db, courier, callerOf(request), request.body),
  );
}
