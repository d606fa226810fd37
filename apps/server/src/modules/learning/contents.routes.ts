import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  contentButtonsResponse,
  contentUploadFields,
  deleteStudyContentBody,
  getMediaBody,
  idParams,
  insertContentBody,
  insertContentResponse,
  mediaResponse,
  studyContentBody,
  studyContentResponse,
  successResponse,
  topicKeyBody,
  updateStudyContentBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errors, manage, tags, view } from './route-options.ts';
import { sendContentFile } from './send-file.ts';
import * as contents from './contents.service.ts';
import type { LearningRules } from './scope.ts';

/** Study content: the spec's content calls (§7), uploads and the organisation-only file address. */
export async function contentRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = ctx;
  const rules: LearningRules = { simulationBlocklist: settings.SIMULATION_URL_BLOCKLIST };
  const uploadMaxBytes = settings.CONTENT_UPLOAD_MAX_MB * 1024 * 1024;

  app.post(
    '/api/studycontent',
    {
      config: view,
      schema: {
        operationId: 'getStudyContent',
        summary: 'The study content of a topic',
        tags,
        body: studyContentBody,
        response: { 200: studyContentResponse, ...errors },
      },
    },
    async (request) => contents.studyContent(db, callerOf(request), request.body),
  );

  app.post(
    '/api/get-content-buttons',
    {
      config: view,
      schema: {
        operationId: 'getContentButtons',
        summary: "The content types a topic's buttons offer",
        tags,
        body: topicKeyBody,
        response: { 200: contentButtonsResponse, ...errors },
      },
    },
    async (request) => contents.contentButtons(db, callerOf(request), request.body),
  );

  app.post(
    '/api/get-media',
    {
      config: view,
      schema: {
        operationId: 'getMedia',
        summary: 'The media of one content item',
        tags,
        body: getMediaBody,
        response: { 200: mediaResponse, ...errors },
      },
    },
    async (request) => contents.media(db, callerOf(request), request.body),
  );

  app.post(
    '/api/insert-content',
    {
      config: manage,
      schema: {
        operationId: 'insertContent',
        summary: 'Add study content to a topic',
        tags,
        body: insertContentBody,
        response: { 200: insertContentResponse, ...errors },
      },
    },
    async (request) => contents.insertContent(db, callerOf(request), rules, request.body, request.ip),
  );

  app.post(
    '/api/update-studycontent',
    {
      config: manage,
      schema: {
        operationId: 'updateStudyContent',
        summary: 'Change study content',
        tags,
        body: updateStudyContentBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await contents.updateContent(db, callerOf(request), rules, request.body, request.ip);
      return { success: true, message: 'Content updated successfully!' };
    },
  );

  app.post(
    '/api/delete-studycontent',
    {
      config: manage,
      schema: {
        operationId: 'deleteStudyContent',
        summary: 'Remove study content',
        tags,
        body: deleteStudyContentBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await contents.deleteContent(db, callerOf(request), request.body, request.ip);
      return { success: true, message: 'Content deleted successfully' };
    },
  );

  app.post(
    '/api/v1/content-uploads',
    {
      config: manage,
      schema: {
        operationId: 'uploadContentFile',
        summary: 'Upload a file for study content',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: insertContentResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const tooLarge = `The file must be ${settings.CONTENT_UPLOAD_MAX_MB} MB or smaller.`;
      const { data, file } = await readMultipart(request, {
        fields: contentUploadFields,
        fileField: 'file',
        maxBytes: uploadMaxBytes,
        tooLargeMessage: tooLarge,
      });
      return contents.uploadContent(db, caller, rules, data, file, request.ip);
    },
  );

  app.get(
    '/api/v1/content-files/:id',
    {
      config: view,
      schema: {
        operationId: 'getContentFile',
        summary: 'A study content file',
        tags,
        params: idParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: { 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const file = await contents.contentFile(db, callerOf(request), request.params.id);
      return sendContentFile(reply, file, request.query.download === '1');
    },
  );
}
