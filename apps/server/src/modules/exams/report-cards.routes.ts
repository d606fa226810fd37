import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  examRemarkList,
  idParams,
  listQuery,
  remarkInput,
  remarkSaved,
  reportCardBatchInput,
  reportCardDeliveries,
  reportCardParams,
  reportCardRun,
  reportCardRunList,
  reportCardRunParams,
  reportCardsSent,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { errorReplies, zipFile } from '../../plugins/openapi.ts';
import * as remarks from './remarks.service.ts';
import { deliveries, sendReportCards } from './report-card-send.ts';
import * as runs from './report-card-runs.ts';

const { record: errors } = errorReplies;
const tags = ['exams'];
const view = { access: { menu: 'ExamManagementSystem', level: 'view' as const } };
const manage = { access: { menu: 'ExamManagementSystem', level: 'manage' as const } };

/**
 * Report cards beyond one student's PDF (issue 67): the teachers' remarks, a batch's cards made in
 * the background into one ZIP, and the cards emailed to guardians with what became of each email.
 */
export async function reportCardRoutes(api: FastifyInstance, { db, jobs, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/exams/:id/remarks',
    {
      config: view,
      schema: {
        operationId: 'listExamRemarks',
        summary:
          'Each student’s report-card remark: drafted from marks and attendance, and the teacher’s own',
        tags,
        params: idParams,
        response: { 200: examRemarkList, ...errors },
      },
    },
    async (request) => remarks.listRemarks(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/exams/:id/remarks/:studentId',
    {
      config: view,
      schema: {
        operationId: 'saveExamRemark',
        summary:
          'Keep a teacher’s remark for a student’s report card, printed instead of the drafted one (blank: the drafted one)',
        tags,
        params: reportCardParams,
        body: remarkInput,
        response: { 200: remarkSaved, ...errors },
      },
    },
    async (request) =>
      remarks.saveRemark(db, callerOf(request), request.params.id, request.params.studentId, request.body),
  );

  app.get(
    '/api/v1/exams/:id/report-card-runs',
    {
      config: view,
      schema: {
        operationId: 'listReportCardRuns',
        summary:
          'The exam’s batches of report cards being made or made (the newest five), with their progress',
        tags,
        params: idParams,
        response: { 200: reportCardRunList, ...errors },
      },
    },
    async (request) => runs.listRuns(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/exams/:id/report-card-runs',
    {
      config: view,
      schema: {
        operationId: 'startReportCardRun',
        summary: 'Make every report card of a batch (or of the exam) in the background, into one ZIP',
        tags,
        params: idParams,
        body: reportCardBatchInput,
        response: { 202: reportCardRun, ...errors },
      },
    },
    async (request, reply) => {
      const run = await runs.startRun(db, callerOf(request), request.params.id, request.body);
      jobs.wake();
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/api/v1/exams/:id/report-card-runs/:runId',
    {
      config: view,
      schema: {
        operationId: 'getReportCardRun',
        summary: 'How far a batch of report cards has got',
        tags,
        params: reportCardRunParams,
        response: { 200: reportCardRun, ...errors },
      },
    },
    async (request) => runs.getRun(db, callerOf(request), request.params.id, request.params.runId),
  );

  app.get(
    '/api/v1/exams/:id/report-card-runs/:runId/zip',
    {
      config: view,
      schema: {
        operationId: 'downloadReportCardRun',
        summary: 'A finished batch of report cards: one ZIP of a PDF per student',
        tags,
        params: reportCardRunParams,
        response: { 200: zipFile, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await runs.zipOf(
        db,
        callerOf(request),
        request.params.id,
        request.params.runId,
      );
      return sendStoredFile(reply, { bytes, type: 'application/zip', fileName }, 'attachment');
    },
  );

  app.post(
    '/api/v1/exams/:id/report-cards/send',
    {
      config: manage,
      schema: {
        operationId: 'sendReportCards',
        summary: 'Email each guardian their student’s report card (a batch’s, or the exam’s), once a day',
        tags,
        params: idParams,
        body: reportCardBatchInput,
        response: { 200: reportCardsSent, ...errors },
      },
    },
    async (request) => {
      const sent = await sendReportCards(db, callerOf(request), request.params.id, request.body);
      if (sent.queued) courier.wake();
      return sent;
    },
  );

  app.get(
    '/api/v1/exams/:id/report-cards/deliveries',
    {
      config: view,
      schema: {
        operationId: 'listReportCardDeliveries',
        summary:
          'What became of each report card emailed to a guardian, newest first, with a count per state',
        tags,
        params: idParams,
        querystring: listQuery,
        response: { 200: reportCardDeliveries, ...errors },
      },
    },
    async (request) => deliveries(db, callerOf(request), request.params.id, request.query),
  );
}
