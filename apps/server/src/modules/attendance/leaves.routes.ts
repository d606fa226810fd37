import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceStudentQuery,
  attendanceStudents,
  idParams,
  leave,
  leaveBody,
  leaveDecision,
  leavePage,
  leaveQuery,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as leaves from './leaves.ts';

const errors = errorReplies.record;
const tags = ['attendance'];

/** Leave asked for in advance (decision 085): asked at the desk (view), decided by a manager. */
export async function attendanceLeaveRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const view = { access: { menu: 'Attendance', level: 'view' as const } };
  const manage = { access: { menu: 'Attendance', level: 'manage' as const } };

  app.get(
    '/api/v1/attendance/leaves',
    {
      config: view,
      schema: {
        operationId: 'listLeaves',
        summary: 'Leave asked for in advance, latest first: by student, status or from a day',
        tags,
        querystring: leaveQuery,
        response: { 200: leavePage, ...errors },
      },
    },
    async (request) => leaves.list(db, callerOf(request), request.query),
  );

  app.post(
    '/api/v1/attendance/leaves',
    {
      config: view,
      schema: {
        operationId: 'askLeave',
        summary: 'Ask for a student’s leave over a span of days (a manager may approve it at once)',
        tags,
        body: leaveBody,
        response: { 201: leave, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await leaves.ask(db, callerOf(request), request.body)),
  );

  app.post(
    '/api/v1/attendance/leaves/:id/decision',
    {
      config: manage,
      schema: {
        operationId: 'decideLeave',
        summary: 'Approve, refuse or withdraw a leave request',
        tags,
        params: idParams,
        body: leaveDecision,
        response: { 200: leave, ...errors },
      },
    },
    async (request) => leaves.decide(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/attendance/students',
    {
      config: view,
      schema: {
        operationId: 'findAttendanceStudents',
        summary: 'Students by name or admission number, for leave at the desk (at most 20)',
        tags,
        querystring: attendanceStudentQuery,
        response: { 200: attendanceStudents, ...errors },
      },
    },
    async (request) => leaves.findStudents(db, callerOf(request), request.query),
  );
}
