import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blueprint,
  builtPaper,
  idParams,
  questionPaperInput,
  paperListQuery,
  paperQuestion,
  questionPaper,
  questionPaperPage,
  swapInput,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies, pdfFile } from '../../plugins/openapi.ts';
import { answerKeyPdf, questionPaperPdf } from './paper-pdf.ts';
import * as papers from './papers.service.ts';
import { manage, tags, view } from './routes.ts';

const { list: listErrors, record: errors } = errorReplies;

/** Question papers built from a blueprint, swapped, saved and printed (decision 076). */
export async function paperRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/question-papers/build',
    {
      config: manage,
      schema: {
        operationId: 'buildQuestionPaper',
        summary:
          'Pick questions for a blueprint (chapter × Bloom’s level × marks, how many each), none from the batch’s recent papers; nothing is saved',
        tags,
        body: blueprint,
        response: { 200: builtPaper, ...errors },
      },
    },
    async (request) => papers.buildPaper(db, callerOf(request), request.body),
  );

  app.post(
    '/api/v1/question-papers/swap',
    {
      config: manage,
      schema: {
        operationId: 'swapPaperQuestion',
        summary: 'Another question for one place on a paper being built',
        tags,
        body: swapInput,
        response: { 200: paperQuestion, ...errors },
      },
    },
    async (request) => papers.swapQuestion(db, callerOf(request), request.body),
  );

  app.post(
    '/api/v1/question-papers',
    {
      config: manage,
      schema: {
        operationId: 'createQuestionPaper',
        summary: 'Save a paper as built: its blueprint and a copy of each question',
        tags,
        body: questionPaperInput,
        response: { 201: questionPaper, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await papers.savePaper(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/question-papers',
    {
      config: view,
      schema: {
        operationId: 'listQuestionPapers',
        summary: 'A page of saved question papers, newest first (by name, batch)',
        tags,
        querystring: paperListQuery,
        response: { 200: questionPaperPage, ...listErrors },
      },
    },
    async (request) => papers.listPapers(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/question-papers/:id',
    {
      config: view,
      schema: {
        operationId: 'getQuestionPaper',
        summary: 'One saved paper: its blueprint and its questions as printed',
        tags,
        params: idParams,
        response: { 200: questionPaper, ...errors },
      },
    },
    async (request) => papers.getPaper(db, callerOf(request), request.params.id),
  );

  for (const [path, operationId, summary, make] of [
    ['paper.pdf', 'getQuestionPaperPdf', 'The paper as a PDF for the students', questionPaperPdf],
    ['answer-key.pdf', 'getAnswerKeyPdf', 'The paper’s answer key as a PDF for the staff', answerKeyPdf],
  ] as const)
    app.get(
      `/api/v1/question-papers/:id/${path}`,
      {
        config: view,
        schema: { operationId, summary, tags, params: idParams, response: { 200: pdfFile, ...errors } },
      },
      async (request, reply) => {
        const { pdf, fileName } = await make(db, callerOf(request), request.params.id);
        return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
      },
    );
}
