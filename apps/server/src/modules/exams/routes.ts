import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  examChoices,
  examDetail,
  examInput,
  examListQuery,
  examMove,
  examPage,
  examResults,
  gradingScale,
  gradingScaleInput,
  gradingScaleList,
  idParams,
  marksInput,
  marksSheet,
  paperMarkParams,
  reportCardParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { csvFile, errorReplies, pdfFile } from '../../plugins/openapi.ts';
import * as marks from './marks.service.ts';
import { hallTicketsPdf } from './hall-ticket.ts';
import { reportCardPdf } from './report-card.ts';
import { resultsCsv } from './results-csv.ts';
import * as scales from './scales.service.ts';
import * as exams from './service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['exams'];
const view = { access: { menu: 'ExamManagementSystem', level: 'view' as const } };
const manage = { access: { menu: 'ExamManagementSystem', level: 'manage' as const } };

/** The ExamManagementSystem screen: grading scales, exams and their stages, marks and results. */
export async function examRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/grading-scales',
    {
      config: view,
      schema: {
        operationId: 'listGradingScales',
        summary: 'The organisation’s grading scales with their bands (CBSE and co-scholastic ready-made)',
        tags,
        response: { 200: gradingScaleList, ...listErrors },
      },
    },
    async (request) => scales.listScales(db, callerOf(request)),
  );

  app.post(
    '/api/v1/grading-scales',
    {
      config: manage,
      schema: {
        operationId: 'createGradingScale',
        summary: 'Add a grading scale: bands by percentage to a grade, grade point and remark',
        tags,
        body: gradingScaleInput,
        response: { 201: gradingScale, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scales.createScale(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/exams',
    {
      config: view,
      schema: {
        operationId: 'listExams',
        summary: 'A page of exams, newest first (by name, stage, type)',
        tags,
        querystring: examListQuery,
        response: { 200: examPage, ...listErrors },
      },
    },
    async (request) => exams.listExams(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/exams/choices',
    {
      config: view,
      schema: {
        operationId: 'examChoices',
        summary:
          'What an exam’s form offers: current batches, subjects, rooms, active teachers, grading scales',
        tags,
        response: { 200: examChoices, ...listErrors },
      },
    },
    async (request) => exams.choices(db, callerOf(request)),
  );

  app.post(
    '/api/v1/exams',
    {
      config: manage,
      schema: {
        operationId: 'createExam',
        summary: 'Add a draft exam: its batches, grading scale and a paper per subject',
        tags,
        body: examInput,
        response: { 201: examDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await exams.createExam(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/exams/:id',
    {
      config: view,
      schema: {
        operationId: 'getExam',
        summary: 'One exam',
        tags,
        params: idParams,
        response: { 200: examDetail, ...errors },
      },
    },
    async (request) => exams.getExam(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/exams/:id',
    {
      config: manage,
      schema: {
        operationId: 'updateExam',
        summary: 'Change a draft exam whole',
        tags,
        params: idParams,
        body: examInput,
        response: { 200: examDetail, ...errors },
      },
    },
    async (request) => exams.updateExam(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/exams/:id/status',
    {
      config: manage,
      schema: {
        operationId: 'moveExam',
        summary:
          'Move an exam: schedule (books its sittings under the one clash rule), back to draft, held, publish results',
        tags,
        params: idParams,
        body: examMove,
        response: { 200: examDetail, ...errors },
      },
    },
    async (request) => exams.move(db, callerOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/v1/exams/:id/papers/:paperId/marks',
    {
      config: view,
      schema: {
        operationId: 'getPaperMarks',
        summary: 'A paper’s marks sheet: each student of the exam’s batches and what is recorded',
        tags,
        params: paperMarkParams,
        response: { 200: marksSheet, ...errors },
      },
    },
    async (request) => marks.marksSheet(db, callerOf(request), request.params.id, request.params.paperId),
  );

  app.put(
    '/api/v1/exams/:id/papers/:paperId/marks',
    {
      config: view,
      schema: {
        operationId: 'savePaperMarks',
        summary:
          'Save a paper’s marks (absent and exempt allowed) in one transaction; any bad cell refuses all. Once published: a manager, with a reason',
        tags,
        params: paperMarkParams,
        body: marksInput,
        response: { 200: marksSheet, ...errors },
      },
    },
    async (request) =>
      marks.saveMarks(db, callerOf(request), request.params.id, request.params.paperId, request.body),
  );

  app.get(
    '/api/v1/exams/:id/results',
    {
      config: view,
      schema: {
        operationId: 'getExamResults',
        summary: 'Results per student: total, %, grade by the exam’s scale, pass or fail per paper',
        tags,
        params: idParams,
        response: { 200: examResults, ...errors },
      },
    },
    async (request) => marks.results(db, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/exams/:id/results.csv',
    {
      config: view,
      schema: {
        operationId: 'exportExamResults',
        summary: 'The results as CSV: a row per student, marks (AB, EX) and grade per paper, total, %, rank',
        tags,
        params: idParams,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const results = await marks.results(db, callerOf(request), request.params.id);
      const name = results.exam.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exam';
      return sendCsv(reply, `results-${name}`, resultsCsv(results));
    },
  );

  app.get(
    '/api/v1/exams/:id/report-cards/:studentId',
    {
      config: view,
      schema: {
        operationId: 'getReportCard',
        summary:
          'A student’s report card as a PDF: marks and grades per subject, total, %, rank in the batch, the term’s attendance, a remark',
        tags,
        params: reportCardParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { fileName, pdf } = await reportCardPdf(db, callerOf(request).organisationId, id, studentId);
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );

  app.get(
    '/api/v1/exams/:id/hall-tickets',
    {
      config: view,
      schema: {
        operationId: 'getHallTickets',
        summary: 'Every student’s hall ticket of a scheduled or held exam as one PDF, a page each',
        tags,
        params: idParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await hallTicketsPdf(db, callerOf(request).organisationId, request.params.id);
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );

  app.get(
    '/api/v1/exams/:id/hall-tickets/:studentId',
    {
      config: view,
      schema: {
        operationId: 'getHallTicket',
        summary: 'A student’s hall ticket as a PDF: each paper’s day, time and room',
        tags,
        params: reportCardParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { fileName, pdf } = await hallTicketsPdf(db, callerOf(request).organisationId, id, studentId);
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );
}
