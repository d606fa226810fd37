import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchFeePlans,
  feeHead,
  feeHeadInput,
  feeHeadList,
  feePlan,
  feePlanInput,
  feePlanListQuery,
  feePlanPage,
  idParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as plans from './plans.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
const batchFees = (level: 'view' | 'manage') => ({ access: { menu: 'BatchFees', level } });

/** Fee heads and plans (BatchFees), and the plans a batch offers. */
export async function planRoutes(api: FastifyInstance, { db }: AppContext) {
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
}
