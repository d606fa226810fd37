import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billStudentInput,
  concessionInput,
  withdrawConcessionInput,
  feeStatement,
  idParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as duesService from './dues.service.ts';

const { record: errors } = errorReplies;
const tags = ['fees'];
const batchFees = (level: 'view' | 'manage') => ({ access: { menu: 'BatchFees', level } });

/** What a student owes: their statement, billing them on a plan, and concessions. */
export async function dueRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

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
}
