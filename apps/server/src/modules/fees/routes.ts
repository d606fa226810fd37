import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchFeePlans,
  billStudentInput,
  concessionInput,
  withdrawConcessionInput,
  feeHead,
  feeHeadInput,
  feeHeadList,
  feePlan,
  feePlanInput,
  feePlanListQuery,
  feePlanPage,
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
import * as plans from './plans.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
const batchFees = (level: 'view' | 'manage') => ({ access: { menu: 'BatchFees', level } });
const pendingFees = { access: { menu: 'PendingFees', level: 'view' as const } };
const pendingExportQuery = pendingFeeQuery.omit({ page: true, pageSize: true });

/** Fee heads and plans (BatchFees), what a student owes, and the students who owe (PendingFees). */
export async function feeRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/fee-heads',
    {
      // A coupon names the heads it covers.
      config: { access: { menu: 'BatchFees', level: 'view', also: ['SpecialCoupon'] } },
      schema: {
        operationId: 'listFeeHeads',
        summary: 'Fee heads by name (tuition, admission, material…), with GST rate and SAC code',
        tags,
        response: { 200: feeHeadList, ...listErrors },
      },
    },
    async (request) => plans.heads(db, callerOf(request)),
  );

  app.post(
    '/api/v1/fee-heads',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'createFeeHead',
        summary: 'Add a fee head',
        tags,
        body: feeHeadInput,
        response: { 201: feeHead, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.saveHead(db, callerOf(request), null, request.body)),
  );

  app.put(
    '/api/v1/fee-heads/:id',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'updateFeeHead',
        summary: 'Change a fee head (what was billed keeps its GST rate)',
        tags,
        params: idParams,
        body: feeHeadInput,
        response: { 200: feeHead, ...errors },
      },
    },
    async (request) => plans.saveHead(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/fee-heads/:id',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'deleteFeeHead',
        summary: 'Delete a fee head no plan uses',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await plans.removeHead(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/fee-plans',
    {
      config: batchFees('view'),
      schema: {
        operationId: 'listFeePlans',
        summary: 'Fee plans by name, with heads, instalments and students billed; filters and pages',
        tags,
        querystring: feePlanListQuery,
        response: { 200: feePlanPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await plans.plans(db, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/fee-plans',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'createFeePlan',
        summary: 'Add a fee plan: heads and instalments that add up to them, a late-fine rule',
        tags,
        body: feePlanInput,
        response: { 201: feePlan, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.savePlan(db, callerOf(request), null, request.body)),
  );

  app.get(
    '/api/v1/fee-plans/:id',
    {
      config: batchFees('view'),
      schema: {
        operationId: 'getFeePlan',
        summary: 'One fee plan',
        tags,
        params: idParams,
        response: { 200: feePlan, ...errors },
      },
    },
    async (request) => plans.plan(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/fee-plans/:id',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'updateFeePlan',
        summary: 'Change a fee plan (students already billed keep what they were billed)',
        tags,
        params: idParams,
        body: feePlanInput,
        response: { 200: feePlan, ...errors },
      },
    },
    async (request) => plans.savePlan(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/fee-plans/:id',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'deleteFeePlan',
        summary: 'Delete a fee plan nobody was billed on',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await plans.removePlan(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/batches/:id/fee-plans',
    {
      // Student Allotment offers them when seating students.
      config: { access: { menu: 'BatchFees', level: 'view', also: ['StudentAlotment'] } },
      schema: {
        operationId: 'batchFeePlans',
        summary: 'The active plans a batch offers: its own, then its class’s; the first is the default',
        tags,
        params: idParams,
        response: { 200: batchFeePlans, ...errors },
      },
    },
    async (request) => plans.plansOfBatch(db, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/students/:id/fees',
    {
      config: { access: { menu: 'PendingFees', level: 'view', also: ['ManageStudents', 'BatchFees'] } },
      schema: {
        operationId: 'studentFeeStatement',
        summary: 'A student’s dues and totals: billed − concession + fine − paid = balance',
        tags,
        params: idParams,
        response: { 200: feeStatement, ...errors },
      },
    },
    async (request) => duesService.statement(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/students/:id/fees',
    {
      config: batchFees('manage'),
      schema: {
        operationId: 'billStudent',
        summary: 'Bill a student seated in a batch on one of its plans',
        tags,
        params: idParams,
        body: billStudentInput,
        response: { 201: feeStatement, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duesService.billStudent(db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/students/:id/concessions',
    {
      config: { access: { menu: 'PendingFees', level: 'manage' as const } },
      schema: {
        operationId: 'giveConcession',
        summary: 'Give a concession on what a student owes for a batch (percent or flat, with the reason)',
        tags,
        params: idParams,
        body: concessionInput,
        response: { 201: feeStatement, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duesService.giveConcession(db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/concessions/:id/withdraw',
    {
      config: { access: { menu: 'PendingFees', level: 'manage' as const } },
      schema: {
        operationId: 'withdrawConcession',
        summary: 'Withdraw a concession: the dues owe again exactly what it took off',
        tags,
        params: idParams,
        body: withdrawConcessionInput,
        response: { 200: feeStatement, ...errors },
      },
    },
    async (request) => duesService.withdrawConcession(db, callerOf(request), request.params.id, request.body),
  );

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
