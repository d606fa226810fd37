import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addChapterBody,
  addChapterResponse,
  CHAPTER_IMAGE_MAX_BYTES,
  CHAPTER_IMAGE_TOO_LARGE,
  chapterDetailsBody,
  chapterDetailsResponse,
  chapterImageResponse,
  chapterKeyBody,
  curriculumOptions,
  messageOnlyResponse,
  successResponse,
  updateChapterFields,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { detectImage } from '../../lib/files.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as curriculum from '../curriculum/service.ts';
import { errors, manage, tags, view } from './route-options.ts';
import * as chapters from './chapters.service.ts';

const CHAPTER_IMAGE_TYPE = 'Please choose a PNG, JPEG or WebP image.';

/** The chapter manager's chapter calls (spec §7) and the boards, classes and subjects it picks from. */
export async function chapterRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

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
    async (request, reply) =>
      sendJson(
        reply,
        await chapters.chapterDetails(db, ctx.chapterManagerLists, callerOf(request), request.body),
      ),
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
      const added = await chapters.addChapter(db, callerOf(request), request.body, request.ip);
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
    async (request) => chapters.chapterImage(db, callerOf(request), request.body),
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
      await chapters.updateChapter(
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
      await chapters.deleteChapter(db, callerOf(request), request.body, request.ip);
      return { message: 'Chapter deleted successfully' };
    },
  );
}
