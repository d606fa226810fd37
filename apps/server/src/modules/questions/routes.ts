import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QUESTION_IMPORT_MAX_BYTES,
  idParams,
  importMessages,
  importMode,
  question,
  questionChoices,
  questionImportResult,
  questionInput,
  questionListQuery,
  questionPage,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as importer from './import.service.ts';
import * as questions from './service.ts';

const { list: listErrors, record: errors, upload: fileErrors } = errorReplies;
export const tags = ['questions'];
export const view = { access: { menu: 'ExamManagementSystem', level: 'view' as const } };
export const manage = { access: { menu: 'ExamManagementSystem', level: 'manage' as const } };

/** The question bank, on the ExamManagementSystem screen (decision 076). */
export async function questionRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/questions',
    {
      config: view,
      schema: {
        operationId: 'listQuestions',
        summary:
          'A page of the question bank, newest first (by text, subject, chapter, level, type, difficulty)',
        tags,
        querystring: questionListQuery,
        response: { 200: questionPage, ...listErrors },
      },
    },
    async (request) => questions.listQuestions(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/questions/choices',
    {
      config: view,
      schema: {
        operationId: 'questionChoices',
        summary:
          'What the question form and the paper builder offer: chapters with topics, subjects, batches',
        tags,
        response: { 200: questionChoices, ...listErrors },
      },
    },
    async (request) => questions.choices(db, callerOf(request)),
  );

  app.get(
    '/api/v1/questions/import-template.csv',
    {
      config: view,
      schema: {
        operationId: 'questionImportTemplate',
        summary: 'The CSV template for importing questions, with an MCQ and a numerical example',
        tags,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="questions-import-template.csv"')
        .send(await importer.template()),
  );

  app.post(
    '/api/v1/questions/import',
    {
      config: manage,
      schema: {
        operationId: 'importQuestions',
        summary: 'Check a CSV or XLSX file of questions (mode=check), or add them all or none (mode=save)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: questionImportResult, ...fileErrors },
      },
    },
    async (request) => {
      const { data, file } = await readMultipart(request, {
        fields: importMode,
        fileField: 'file',
        maxBytes: QUESTION_IMPORT_MAX_BYTES,
        tooLargeMessage: importMessages.tooLarge,
      });
      if (!file) throw invalid(importMessages.fileType, { file: importMessages.fileType });
      return importer.importQuestions(db, callerOf(request), file.bytes, data.mode);
    },
  );

  app.post(
    '/api/v1/questions',
    {
      config: manage,
      schema: {
        operationId: 'createQuestion',
        summary: 'Add a question: its chapter (and topic), Bloom’s level, type, options and answer, marks',
        tags,
        body: questionInput,
        response: { 201: question, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await questions.createQuestion(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/questions/:id',
    {
      config: view,
      schema: {
        operationId: 'getQuestion',
        summary: 'One question',
        tags,
        params: idParams,
        response: { 200: question, ...errors },
      },
    },
    async (request) => questions.getQuestion(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/questions/:id',
    {
      config: manage,
      schema: {
        operationId: 'updateQuestion',
        summary: 'Change a question whole (papers already saved keep the question as they printed it)',
        tags,
        params: idParams,
        body: questionInput,
        response: { 200: question, ...errors },
      },
    },
    async (request) => questions.updateQuestion(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/questions/:id',
    {
      config: manage,
      schema: {
        operationId: 'deleteQuestion',
        summary: 'Remove a question from the bank (papers already saved keep their copy)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await questions.deleteQuestion(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
