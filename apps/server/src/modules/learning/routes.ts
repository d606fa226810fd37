import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addChapterBody,
  addChapterResponse,
  addTopicBody,
  addTopicResponse,
  apiError,
  CHAPTER_IMAGE_MAX_BYTES,
  CHAPTER_IMAGE_TOO_LARGE,
  chapterDetailsBody,
  chapterDetailsResponse,
  chapterImageResponse,
  chapterKeyBody,
  contentButtonsResponse,
  contentUploadFields,
  idParams,
  curriculumOptions,
  deleteStudyContentBody,
  getMediaBody,
  insertContentBody,
  insertContentResponse,
  mediaResponse,
  messageOnlyResponse,
  reorderChaptersBody,
  reorderContentBody,
  reorderResponse,
  reorderTopicsBody,
  studyContentBody,
  studyContentResponse,
  successResponse,
  topicDetailsBody,
  topicDetailsResponse,
  topicKeyBody,
  updateChapterFields,
  updateStudyContentBody,
  updateTopicBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { detectImage } from '../../lib/files.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as curriculum from '../curriculum/service.ts';
import { contentDisposition, detectContentFile } from './files.ts';
import * as learning from './service.ts';
import type { LearningRules } from './service.ts';

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
};
const view = { access: { menu: 'ChapterDetails', level: 'view' as const } };
const manage = { access: { menu: 'ChapterDetails', level: 'manage' as const } };
const tags = ['learning'];
const CHAPTER_IMAGE_TYPE = 'Please choose a PNG, JPEG or WebP image.';

/** Sends an uploaded file: inline (PDF viewer, image) or as an attachment, never sniffed or scripted. */
export function sendContentFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; bytes: Buffer },
  download: boolean,
) {
  const inline = !download && detectContentFile(file.bytes)?.inline === true;
  return (
    reply
      .header('content-type', file.mimeType)
      .header('content-length', file.bytes.length)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Our own pages may frame it (the PDF viewer); nothing in it may run or load anything else.
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
      )
      .send(file.bytes)
  );
}

export async function learningRoutes(api: FastifyInstance, { db, settings }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const rules: LearningRules = { simulationBlocklist: settings.SIMULATION_URL_BLOCKLIST };
  const uploadMaxBytes = settings.CONTENT_UPLOAD_MAX_MB * 1024 * 1024;

  app.get(
    '/api/v1/chapter-details/options',
    {
      config: view,
      schema: {
        operationId: 'getChapterOptions',
        summary: 'Boards, classes and subjects for the chapter manager',
        tags,
        response: { 200: curriculumOptions, ...errors },
      },
    },
    async (request) => curriculum.options(db, callerOf(request)),
  );

  app.post(
    '/api/chapter-details',
    {
      config: view,
      schema: {
        operationId: 'getChapterDetails',
        summary: 'The chapters of a board, class and subject',
        tags,
        body: chapterDetailsBody,
        response: { 200: chapterDetailsResponse, ...errors },
      },
    },
    async (request) => learning.chapterDetails(db, callerOf(request), request.body),
  );

  app.post(
    '/api/topic-details',
    {
      config: view,
      schema: {
        operationId: 'getTopicDetails',
        summary: 'The topics of a chapter',
        tags,
        body: topicDetailsBody,
        response: { 200: topicDetailsResponse, ...errors },
      },
    },
    async (request) => learning.topicDetails(db, callerOf(request), request.body),
  );

  app.post(
    '/api/add-chapter',
    {
      config: manage,
      schema: {
        operationId: 'addChapter',
        summary: 'Add a chapter (with its image)',
        tags,
        body: addChapterBody,
        response: { 200: addChapterResponse, ...errors },
      },
    },
    async (request) => {
      const added = await learning.addChapter(db, callerOf(request), request.body, request.ip);
      return { message: 'Chapter added successfully', ...added };
    },
  );

  app.post(
    '/api/get-chapterImage',
    {
      config: view,
      schema: {
        operationId: 'getChapterImage',
        summary: "A chapter's image",
        tags,
        body: chapterKeyBody,
        response: { 200: chapterImageResponse, ...errors },
      },
    },
    async (request) => learning.chapterImage(db, callerOf(request), request.body),
  );

  app.post(
    '/api/update-chapter',
    {
      config: manage,
      schema: {
        operationId: 'updateChapter',
        summary: 'Change a chapter',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { data, file } = await readMultipart(request, {
        fields: updateChapterFields,
        fileField: 'chapterImage',
        // "Less than 5MB": a file of exactly 5242880 bytes is refused too.
        maxBytes: CHAPTER_IMAGE_MAX_BYTES - 1,
        tooLargeMessage: CHAPTER_IMAGE_TOO_LARGE,
      });
      const type = file ? detectImage(file.bytes) : null;
      if (file && !type)
        throw new AppError('UNSUPPORTED_MEDIA', CHAPTER_IMAGE_TYPE, { chapterImage: CHAPTER_IMAGE_TYPE });
      await learning.updateChapter(
        db,
        caller,
        data,
        file && type ? { bytes: file.bytes, type } : undefined,
        request.ip,
      );
      return { success: true, message: 'Chapter updated successfully' };
    },
  );

  app.post(
    '/api/delete-chapter',
    {
      config: manage,
      schema: {
        operationId: 'deleteChapter',
        summary: 'Remove a chapter',
        tags,
        body: chapterKeyBody,
        response: { 200: messageOnlyResponse, ...errors },
      },
    },
    async (request) => {
      await learning.deleteChapter(db, callerOf(request), request.body, request.ip);
      return { message: 'Chapter deleted successfully' };
    },
  );

  app.post(
    '/api/add-topic',
    {
      config: manage,
      schema: {
        operationId: 'addTopic',
        summary: 'Add a topic to a chapter',
        tags,
        body: addTopicBody,
        response: { 200: addTopicResponse, ...errors },
      },
    },
    async (request) => {
      const added = await learning.addTopic(db, callerOf(request), request.body, request.ip);
      return { message: 'Topic added successfully', ...added };
    },
  );

  app.post(
    '/api/update-topic',
    {
      config: manage,
      schema: {
        operationId: 'updateTopic',
        summary: 'Change a topic',
        tags,
        body: updateTopicBody,
        response: { 200: messageOnlyResponse, ...errors },
      },
    },
    async (request) => {
      await learning.updateTopic(db, callerOf(request), request.body, request.ip);
      return { message: 'Topic updated successfully!' };
    },
  );

  app.post(
    '/api/delete-topic',
    {
      config: manage,
      schema: {
        operationId: 'deleteTopic',
        summary: 'Remove a topic',
        tags,
        body: topicKeyBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await learning.deleteTopic(db, callerOf(request), request.body, request.ip);
      return { success: true, message: 'Topic deleted successfully' };
    },
  );

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
    async (request) => learning.studyContent(db, callerOf(request), request.body),
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
    async (request) => learning.contentButtons(db, callerOf(request), request.body),
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
    async (request) => learning.media(db, callerOf(request), request.body),
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
    async (request) => learning.insertContent(db, callerOf(request), rules, request.body, request.ip),
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
      await learning.updateContent(db, callerOf(request), rules, request.body, request.ip);
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
      await learning.deleteContent(db, callerOf(request), request.body, request.ip);
      return { success: true, message: 'Content deleted successfully' };
    },
  );

  // ---- beyond the spec: uploads, files, reordering ----

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
      return learning.uploadContent(db, caller, rules, data, file, request.ip);
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
      const file = await learning.contentFile(db, callerOf(request), request.params.id);
      return sendContentFile(reply, file, request.query.download === '1');
    },
  );

  app.post(
    '/api/v1/chapters/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderChapters',
        summary: "Put a subject's chapters in a new order",
        tags,
        body: reorderChaptersBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await learning.reorderChapters(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );

  app.post(
    '/api/v1/topics/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderTopics',
        summary: "Put a chapter's topics in a new order",
        tags,
        body: reorderTopicsBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await learning.reorderTopics(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );

  app.post(
    '/api/v1/contents/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderContents',
        summary: "Put a topic's content in a new order",
        tags,
        body: reorderContentBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await learning.reorderContent(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );
}
