import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, jobList, jobNameParams, jobRunList, jobSummary } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as jobs from './service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
// Background work is part of running the institute: the institute settings menu (decision 062).
const view = { access: { menu: 'InstituteSettings', level: 'view' as const } };
const manage = { access: { menu: 'InstituteSettings', level: 'manage' as const } };

/** The background jobs, their last runs and failures, and "run now" (decision 062). */
export async function jobRoutes(api: FastifyInstance, { db, jobs: runner }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/jobs',
    {
      config: view,
      schema: {
        operationId: 'listJobs',
        summary: 'Background jobs: each with its schedule, last run, last success, last failure and next run',
        tags: ['jobs'],
        response: { 200: jobList, ...errors },
      },
    },
    async (request) => jobs.listJobs(db, runner, callerOf(request)),
  );

  app.get(
    '/api/v1/jobs/:name/runs',
    {
      config: view,
      schema: {
        operationId: 'listJobRuns',
        summary: "A job's recent runs, newest first",
        tags: ['jobs'],
        params: jobNameParams,
        response: { 200: jobRunList, ...errors },
      },
    },
    async (request) => jobs.runsOfJob(runner, callerOf(request), request.params.name),
  );

  app.post(
    '/api/v1/jobs/:name/run',
    {
      config: manage,
      schema: {
        operationId: 'runJobNow',
        summary: "Run one of the institute's recurring jobs now",
        tags: ['jobs'],
        params: jobNameParams,
        response: { 202: jobSummary, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await jobs.runJobNow(db, runner, callerOf(request), request.params.name)),
  );
}
