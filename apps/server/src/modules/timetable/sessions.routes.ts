import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelSessionInput,
  classSession,
  idParams,
  rescheduleInput,
  sessionList,
  sessionRangeQuery,
  substituteInput,
  upcomingQuery,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as sessions from './sessions.service.ts';
import { menu, tags } from './route-options.ts';

const { list: listErrors, record: errors } = errorReplies;

/** The classes the slots make: a batch's or a teacher's, the next ones, and changes to one. */
export async function sessionRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/:id/sessions',
    {
      // Time Allocation and Batch Content list a batch's classes too.
      config: { access: { menu: 'BatchCalender', level: 'view', also: ['TimeAllocation', 'BatchContent'] } },
      schema: {
        operationId: 'batchSessions',
        summary: 'A batch’s sessions from one day to another (at most 62 days)',
        tags,
        params: idParams,
        querystring: sessionRangeQuery,
        response: { 200: sessionList, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await sessions.ofBatch(db, callerOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/teachers/:id/sessions',
    {
      config: menu('TeacherCalender', 'view'),
      schema: {
        operationId: 'teacherSessions',
        summary: 'A teacher’s sessions from one day to another (at most 62 days)',
        tags,
        params: idParams,
        querystring: sessionRangeQuery,
        response: { 200: sessionList, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await sessions.ofTeacher(db, callerOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/sessions/upcoming',
    {
      config: menu('UpcomingClasses', 'view'),
      schema: {
        operationId: 'upcomingSessions',
        summary: 'The next sessions from now: the institute’s, or a centre’s, teacher’s or batch’s',
        tags,
        querystring: upcomingQuery,
        response: { 200: sessionList, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await sessions.upcoming(db, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/sessions/:id/reschedule',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'rescheduleSession',
        summary: 'Move one session to another day, time or room (the clash rule applies)',
        tags,
        params: idParams,
        body: rescheduleInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.reschedule(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/cancel',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'cancelSession',
        summary: 'Cancel one session, saying why',
        tags,
        params: idParams,
        body: cancelSessionInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.cancel(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/substitute',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'substituteSession',
        summary: 'Another teacher takes one session (giving it back to the regular one clears it)',
        tags,
        params: idParams,
        body: substituteInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.substitute(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/restore',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'restoreSession',
        summary: 'Bring a cancelled session back (if nothing clashes with it now)',
        tags,
        params: idParams,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.restore(db, callerOf(request), request.params.id),
  );
}
