import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  holidayInput,
  holidayList,
  holidayQuery,
  holidayRemoval,
  holidayResult,
  idParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as holidays from './holidays.service.ts';
import { menu, tags } from './route-options.ts';

const { list: listErrors, record: errors } = errorReplies;

/** Holidays, which cancel the classes on their days (and tell who was to come). */
export async function holidayRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/holidays',
    {
      config: menu('Holiday', 'view'),
      schema: {
        operationId: 'listHolidays',
        summary: 'Holidays touching a year (or all), by first day, with how many sessions each cancelled',
        tags,
        querystring: holidayQuery,
        response: { 200: holidayList, ...listErrors },
      },
    },
    async (request) => ({ data: await holidays.list(db, callerOf(request), request.query.year) }),
  );

  app.post(
    '/api/v1/holidays',
    {
      config: menu('Holiday', 'manage'),
      schema: {
        operationId: 'createHoliday',
        summary:
          'Add a holiday (institute, centre or batch): its sessions are cancelled; families told if asked',
        tags,
        body: holidayInput,
        response: { 201: holidayResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await holidays.create(db, callerOf(request), request.body);
      if (result.notified) courier.wake();
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/v1/holidays/:id',
    {
      config: menu('Holiday', 'manage'),
      schema: {
        operationId: 'deleteHoliday',
        summary: 'Take a holiday away: its sessions come back where nothing clashes',
        tags,
        params: idParams,
        response: { 200: holidayRemoval, ...errors },
      },
    },
    async (request) => holidays.remove(db, callerOf(request), request.params.id),
  );
}
