import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allotStudentsInput,
  allotmentCandidateQuery,
  allotmentCandidates,
  allotmentParams,
  allotmentResult,
  batchStudentPage,
  batchStudentQuery,
  idParams,
  leaveBatchInput,
  studentBatches,
  transferInput,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as allotments from './allotments.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['batches'];
const access = (level: 'view' | 'manage') => ({ access: { menu: 'StudentAlotment', level } });

/** Students of a batch (StudentAlotment): seats, the waitlist, transfers, leavings; a student's batches. */
export async function allotmentRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/:id/students',
    {
      config: access('view'),
      schema: {
        operationId: 'listBatchStudents',
        summary: 'The batch’s students: seated (by name), waitlisted (in order) or past (latest first)',
        tags,
        params: idParams,
        querystring: batchStudentQuery,
        response: { 200: batchStudentPage, ...listErrors },
      },
    },
    async (request) => allotments.students(db, callerOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/batches/:id/candidates',
    {
      config: access('view'),
      schema: {
        operationId: 'batchCandidates',
        summary: 'Up to 20 active students not in the batch, its class first, by name or admission number',
        tags,
        params: idParams,
        querystring: allotmentCandidateQuery,
        response: { 200: allotmentCandidates, ...listErrors },
      },
    },
    async (request) => allotments.candidates(db, callerOf(request), request.params.id, request.query.q),
  );

  app.post(
    '/api/v1/batches/:id/students',
    {
      config: access('manage'),
      schema: {
        operationId: 'allotStudents',
        summary: 'Allot students from a day: seats while there are any, then the waitlist',
        tags,
        params: idParams,
        body: allotStudentsInput,
        response: { 200: allotmentResult, ...errors },
      },
    },
    async (request) => allotments.allot(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/batches/:id/students/:studentId/transfer',
    {
      config: access('manage'),
      schema: {
        operationId: 'transferStudent',
        summary: 'Move a seated student to another batch from a day (the history stays)',
        tags,
        params: allotmentParams,
        body: transferInput,
        response: { 200: allotmentResult, ...errors },
      },
    },
    async (request) =>
      allotments.transfer(db, callerOf(request), request.params.id, request.params.studentId, request.body),
  );

  app.post(
    '/api/v1/batches/:id/students/:studentId/leave',
    {
      config: access('manage'),
      schema: {
        operationId: 'removeStudentFromBatch',
        summary: 'A student leaves the batch after a day, or withdraws from its waitlist',
        tags,
        params: allotmentParams,
        body: leaveBatchInput,
        response: { 200: allotmentResult, ...errors },
      },
    },
    async (request) =>
      allotments.leave(db, callerOf(request), request.params.id, request.params.studentId, request.body),
  );

  app.get(
    '/api/v1/students/:id/batches',
    {
      config: { access: { menu: 'ManageStudents', level: 'view' } },
      schema: {
        operationId: 'studentBatches',
        summary: 'The batches a student is in, waits for, or was in',
        tags: ['students'],
        params: idParams,
        response: { 200: studentBatches, ...errors },
      },
    },
    async (request) => allotments.batchesOfStudent(db, callerOf(request), request.params.id),
  );
}
