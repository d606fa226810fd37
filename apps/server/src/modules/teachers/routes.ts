import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEACHER_PHOTO_MAX_BYTES,
  teacher,
  teacherFilters,
  teacherInput,
  teacherListQuery,
  teacherNameQuery,
  teacherNames,
  teacherPage,
  teacherRowParam,
  teacherServerMessages as msg,
  teacherUpdate,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { SettingsError } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { detectImage } from '../../lib/files.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf } from '../../plugins/auth.ts';
import { kycSealedWithAnotherKey } from './kyc.service.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { sendJson } from '../../lib/serializer.ts';
import * as teachers from './service.ts';

const errors = errorReplies.upload;
const idParams = z.object({ id: teacherRowParam });

/** The teacher directory (Manageteacher); a node with the wrong KYC key does not start. */
export async function teacherRoutes(api: FastifyInstance, ctx: AppContext) {
  const { vault } = ctx;
  if (await kycSealedWithAnotherKey(ctx.db, vault.keyId)) {
    throw new SettingsError(
      'Invalid setting:\n  KYC_KEY: the KYC documents in this database were sealed with another key. Give this node the KYC_KEY of the nodes that stored them (or the DATA_DIR/kyc.key they were made with).',
    );
  }

  await directoryRoutes(api, ctx);
}

async function directoryRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const view = { access: { menu: 'Manageteacher', level: 'view' as const } };
  const manage = { access: { menu: 'Manageteacher', level: 'manage' as const } };

  app.get(
    '/api/v1/teachers',
    {
      config: view,
      schema: {
        operationId: 'listTeachers',
        summary: 'List the teacher directory',
        tags: ['teachers'],
        querystring: teacherListQuery,
        response: { 200: teacherPage, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await teachers.listTeachers(db, callerOf(request), request.query)),
  );

  app.get(
    '/api/v1/teachers/filters',
    {
      config: view,
      schema: {
        operationId: 'getTeacherFilters',
        summary: 'The values the teacher directory can be filtered by',
        tags: ['teachers'],
        response: { 200: teacherFilters, ...errors },
      },
    },
    async (request) => teachers.teacherFilters(db, callerOf(request)),
  );

  app.get(
    '/api/v1/teachers/names',
    {
      // The screens that pick a teacher see names, not the directory's contact details.
      config: { access: { ...view.access, also: ['TeacherCalender', 'UpcomingClasses', 'TimeAllocation'] } },
      schema: {
        operationId: 'listTeacherNames',
        summary: 'Active teachers’ names for a picker (search by name), and one asked for by id',
        tags: ['teachers'],
        querystring: teacherNameQuery,
        response: { 200: teacherNames, ...errors },
      },
    },
    async (request) => teachers.teacherNames(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/teachers/:id',
    {
      config: view,
      schema: {
        operationId: 'getTeacher',
        summary: 'One teacher',
        tags: ['teachers'],
        params: idParams,
        response: { 200: teacher, ...errors },
      },
    },
    async (request) => teachers.getTeacher(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/teachers',
    {
      config: manage,
      schema: {
        operationId: 'createTeacher',
        summary: 'Add a teacher',
        tags: ['teachers'],
        body: teacherInput,
        response: { 201: teacher, ...errors },
      },
    },
    async (request, reply) => {
      const created = await teachers.createTeacher(db, callerOf(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  // Deactivating is `{active: false}`: the teacher's history stays.
  app.patch(
    '/api/v1/teachers/:id',
    {
      config: manage,
      schema: {
        operationId: 'updateTeacher',
        summary: 'Change or deactivate a teacher',
        tags: ['teachers'],
        params: idParams,
        body: teacherUpdate,
        response: { 200: teacher, ...errors },
      },
    },
    async (request) =>
      teachers.updateTeacher(db, callerOf(request), request.params.id, request.body, request.ip),
  );

  app.get(
    '/api/v1/teachers/:id/photo',
    {
      config: view,
      schema: {
        operationId: 'getTeacherPhoto',
        summary: "A teacher's photo",
        tags: ['teachers'],
        params: idParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await teachers.teacherPhoto(db, callerOf(request), request.params.id);
      return sendStoredFile(reply, photo, 'inline');
    },
  );

  app.put(
    '/api/v1/teachers/:id/photo',
    {
      config: manage,
      schema: {
        operationId: 'putTeacherPhoto',
        summary: "Replace a teacher's photo",
        tags: ['teachers'],
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: teacher, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { file } = await readMultipart(request, {
        fields: z.object({}),
        fileField: 'photo',
        maxBytes: TEACHER_PHOTO_MAX_BYTES,
        tooLargeMessage: msg.photoTooLarge,
      });
      const type = file ? detectImage(file.bytes) : null;
      if (!file || !type) throw new AppError('UNSUPPORTED_MEDIA', msg.photoType, { photo: msg.photoType });
      return teachers.setTeacherPhoto(db, caller, request.params.id, { bytes: file.bytes, type }, request.ip);
    },
  );

  app.delete(
    '/api/v1/teachers/:id/photo',
    {
      config: manage,
      schema: {
        operationId: 'deleteTeacherPhoto',
        summary: "Remove a teacher's photo",
        tags: ['teachers'],
        params: idParams,
        response: { 200: teacher, ...errors },
      },
    },
    async (request) => teachers.setTeacherPhoto(db, callerOf(request), request.params.id, null, request.ip),
  );
}
