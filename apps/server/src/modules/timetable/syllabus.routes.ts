import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchSyllabus,
  idParams,
  sessionCoverage,
  sessionTopicsInput,
  syllabusPlanInput,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as syllabus from './syllabus.service.ts';
import { menu, tags } from './route-options.ts';

const { record: errors } = errorReplies;

/** A batch's syllabus plan and the topics each class covered. */
export async function syllabusRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/:id/syllabus',
    {
      config: menu('BatchContent', 'view'),
      schema: {
        operationId: 'batchSyllabus',
        summary: 'The batch’s syllabus plan per subject, with coverage, and the chapters it can take',
        tags,
        params: idParams,
        response: { 200: batchSyllabus, ...errors },
      },
    },
    async (request) => syllabus.syllabusOf(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/batches/:id/syllabus',
    {
      config: menu('BatchContent', 'manage'),
      schema: {
        operationId: 'saveBatchSyllabus',
        summary: 'Set one subject’s plan: its topics in teaching order',
        tags,
        params: idParams,
        body: syllabusPlanInput,
        response: { 200: batchSyllabus, ...errors },
      },
    },
    async (request) => syllabus.savePlan(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/sessions/:id/topics',
    {
      config: menu('BatchContent', 'view'),
      schema: {
        operationId: 'sessionTopics',
        summary: 'What a session covered, and its subject’s plan to choose from',
        tags,
        params: idParams,
        response: { 200: sessionCoverage, ...errors },
      },
    },
    async (request) => syllabus.sessionCoverage(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/sessions/:id/topics',
    {
      config: menu('BatchContent', 'manage'),
      schema: {
        operationId: 'markSessionTopics',
        summary: 'Mark the topics a session covered (from the plan; once it has begun)',
        tags,
        params: idParams,
        body: sessionTopicsInput,
        response: { 200: sessionCoverage, ...errors },
      },
    },
    async (request) => syllabus.markCovered(db, callerOf(request), request.params.id, request.body),
  );
}
