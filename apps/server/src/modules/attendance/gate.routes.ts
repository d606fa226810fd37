import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrivalBody, arrivalPage, arrivalQuery, arrivalResult } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as gate from './gate.ts';

const errors = errorReplies.record;
const tags = ['attendance'];

/** The gate (decision 091): arrivals recorded by a scanned ID card or a typed admission number. */
export async function attendanceGateRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const view = { access: { menu: 'Attendance', level: 'view' as const } };

  app.get(
    '/api/v1/attendance/arrivals',
    {
      config: view,
      schema: {
        operationId: 'listArrivals',
        summary: 'A day’s arrivals at the gate (today unless asked), latest first',
        tags,
        querystring: arrivalQuery,
        response: { 200: arrivalPage, ...errors },
      },
    },
    async (request) => gate.arrivals(db, callerOf(request), request.query),
  );

  app.post(
    '/api/v1/attendance/arrivals',
    {
      config: view,
      schema: {
        operationId: 'recordArrival',
        summary:
          'Record a student’s arrival by their ID card’s QR text or admission number (a repeat within minutes is answered, not recorded)',
        tags,
        body: arrivalBody,
        response: { 200: arrivalResult, 201: arrivalResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await gate.recordArrival(db, callerOf(request), request.body);
      return reply.code(result.repeat ? 200 : 201).send(result);
    },
  );
}
