import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { batchTimetable, idParams, slotInput, slotRemoval, slotResult } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as slots from './slots.service.ts';
import { menu, tags } from './route-options.ts';

const { record: errors } = errorReplies;

/** A batch's weekly slots (TimeAllocation). */
export async function slotRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/:id/timetable',
    {
      config: menu('TimeAllocation', 'view'),
      schema: {
        operationId: 'batchTimetable',
        summary: 'A batch’s weekly slots, and the subjects, teachers and rooms a slot chooses from',
        tags,
        params: idParams,
        response: { 200: batchTimetable, ...errors },
      },
    },
    async (request) => slots.timetableOf(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/batches/:id/slots',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'createSlot',
        summary: 'Add a weekly slot and make its sessions (a clash refuses it, naming what clashes)',
        tags,
        params: idParams,
        body: slotInput,
        response: { 201: slotResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await slots.createSlot(db, callerOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/v1/slots/:id',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'updateSlot',
        summary: 'Change a slot from today on (sessions that happened, or were changed by hand, stay)',
        tags,
        params: idParams,
        body: slotInput,
        response: { 200: slotResult, ...errors },
      },
    },
    async (request) => slots.updateSlot(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/slots/:id',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'deleteSlot',
        summary: 'End a slot today: its sessions to come are removed',
        tags,
        params: idParams,
        response: { 200: slotRemoval, ...errors },
      },
    },
    async (request) => slots.deleteSlot(db, callerOf(request), request.params.id),
  );
}
