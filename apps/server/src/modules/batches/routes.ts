import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchChoices,
  batchDetail,
  batchExportQuery,
  batchInput,
  batchListQuery,
  batchPage,
  batchTeachers,
  teacherAllotmentInput,
  idParams,
  room,
  roomInput,
  roomList,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as batches from './service.ts';
import * as teachers from './teachers.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['batches'];
const access = (level: 'view' | 'manage') => ({ access: { menu: 'Batch', level } });
const BATCH_PICKERS = [
  'StudentAlotment',
  'TeacherAlotment',
  'TimeAllocation',
  'Holiday',
  'BatchCalender',
  'BatchContent',
  'UpcomingClasses',
  // The fee screens filter by batch, and a coupon names the batches it covers.
  'BatchFees',
  'PendingFees',
  'PaidFees',
  'SpecialCoupon',
];

/** Batches and the rooms of each centre (Batch). */
export async function batchRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/choices',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'batchChoices',
        summary: 'Centres, rooms, boards, classes and subjects for the batch form',
        tags,
        response: { 200: batchChoices, ...listErrors },
      },
    },
    async (request) => batches.choices(db, callerOf(request)),
  );

  app.get(
    '/api/v1/batches',
    {
      // The screens that pick a batch list them too.
      config: { access: { menu: 'Batch', level: 'view', also: BATCH_PICKERS } },
      schema: {
        operationId: 'listBatches',
        summary: 'Batches by name: search by name or code; filter by status, centre, class; pages',
        tags,
        querystring: batchListQuery,
        response: { 200: batchPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await batches.list(db, callerOf(request), request.query)),
  );

  api.get<{ Querystring: z.output<typeof batchExportQuery> }>(
    '/api/v1/batches/export.csv',
    {
      config: access('view'),
      schema: {
        operationId: 'exportBatches',
        summary: 'The matching batches as CSV',
        tags,
        querystring: batchExportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(reply, `batches-${caller.suCode}`, batches.csv(db, caller, request.query));
    },
  );

  app.post(
    '/api/v1/batches',
    {
      config: access('manage'),
      schema: {
        operationId: 'createBatch',
        summary: 'Add a batch',
        tags,
        body: batchInput,
        response: { 201: batchDetail, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await batches.create(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/batches/:id',
    {
      config: access('view'),
      schema: {
        operationId: 'getBatch',
        summary: 'One batch',
        tags,
        params: idParams,
        response: { 200: batchDetail, ...errors },
      },
    },
    async (request) => batches.detail(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/batches/:id',
    {
      config: access('manage'),
      schema: {
        operationId: 'updateBatch',
        summary: 'Change a batch (close it with status closed)',
        tags,
        params: idParams,
        body: batchInput,
        response: { 200: batchDetail, ...errors },
      },
    },
    async (request) => batches.update(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/batches/:id',
    {
      config: access('manage'),
      schema: {
        operationId: 'deleteBatch',
        summary: 'Delete a batch made by mistake',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await batches.remove(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/batches/:id/teachers',
    {
      config: { access: { menu: 'TeacherAlotment', level: 'view' } },
      schema: {
        operationId: 'batchTeachers',
        summary: 'Who teaches each subject of the batch now, and every change before',
        tags,
        params: idParams,
        response: { 200: batchTeachers, ...errors },
      },
    },
    async (request) => teachers.teachersOf(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/batches/:id/teachers',
    {
      config: { access: { menu: 'TeacherAlotment', level: 'manage' } },
      schema: {
        operationId: 'assignBatchTeacher',
        summary: 'Give a subject of the batch a teacher from a day (the previous one stops the day before)',
        tags,
        params: idParams,
        body: teacherAllotmentInput,
        response: { 200: batchTeachers, ...errors },
      },
    },
    async (request) => teachers.assign(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/rooms',
    {
      config: access('view'),
      schema: {
        operationId: 'listRooms',
        summary: 'Every room of every centre',
        tags,
        response: { 200: roomList, ...listErrors },
      },
    },
    async (request) => ({ data: await batches.rooms(db, callerOf(request)) }),
  );

  app.post(
    '/api/v1/rooms',
    {
      config: access('manage'),
      schema: {
        operationId: 'createRoom',
        summary: 'Add a room to a centre',
        tags,
        body: roomInput,
        response: { 201: room, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await batches.saveRoom(db, callerOf(request), null, request.body)),
  );

  app.put(
    '/api/v1/rooms/:id',
    {
      config: access('manage'),
      schema: {
        operationId: 'updateRoom',
        summary: 'Rename a room, change its seats, or take it out of use',
        tags,
        params: idParams,
        body: roomInput,
        response: { 200: room, ...errors },
      },
    },
    async (request) => batches.saveRoom(db, callerOf(request), request.params.id, request.body),
  );
}
