import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  payLineBody,
  payLineParams,
  payRunCreate,
  payRunDetail,
  payRunPage,
  payRunPaidBody,
  payRunQuery,
  payRunReverseBody,
  payslipsSent,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { csvFile, errorReplies, pdfFile } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import { bankFile, payslipPdf, sendPayslips } from './payslips.ts';
import * as runs from './runs.service.ts';

const tags = ['payroll'];
const errors = errorReplies.record;
const view = { access: { menu: 'Payroll', level: 'view' as const } };
const manage = { access: { menu: 'Payroll', level: 'manage' as const } };

/** Monthly pay runs: Draft → Approved → Paid, reversed by a new run. */
export async function payRunRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/payroll/runs',
    {
      config: view,
      schema: {
        operationId: 'listPayRuns',
        summary: 'Pay runs, the latest month first',
        tags,
        querystring: payRunQuery,
        response: { 200: payRunPage, ...errorReplies.list },
      },
    },
    async (request) => runs.listRuns(db, callerOf(request), request.query),
  );

  app.post(
    '/api/v1/payroll/runs',
    {
      config: manage,
      schema: {
        operationId: 'createPayRun',
        summary: "A month's pay run as a draft, computed from the structures and the classes held",
        tags,
        body: payRunCreate,
        response: { 201: payRunDetail, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await runs.createRun(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/payroll/runs/:id',
    {
      config: view,
      schema: {
        operationId: 'payRun',
        summary: 'A pay run with every line, flagged against last month',
        tags,
        params: idParams,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) => runs.runDetail(db, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v1/payroll/runs/:id',
    {
      config: manage,
      schema: {
        operationId: 'discardPayRun',
        summary: 'A draft thrown away (an approved run is reversed instead)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await runs.discard(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/payroll/runs/:id/recompute',
    {
      config: manage,
      schema: {
        operationId: 'recomputePayRun',
        summary: 'A draft computed again from the classes held and the structures now',
        tags,
        params: idParams,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) => runs.recompute(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/payroll/runs/:id/lines/:lineId',
    {
      config: manage,
      schema: {
        operationId: 'setPayRunLine',
        summary: "A draft line's leave without pay and adjustments (each with a reason)",
        tags,
        params: payLineParams,
        body: payLineBody,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) =>
      runs.setLine(db, callerOf(request), request.params.id, request.params.lineId, request.body),
  );

  app.post(
    '/api/v1/payroll/runs/:id/approve',
    {
      config: manage,
      schema: {
        operationId: 'approvePayRun',
        summary: 'Draft → Approved: the run is locked',
        tags,
        params: idParams,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) => runs.approve(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/payroll/runs/:id/paid',
    {
      config: manage,
      schema: {
        operationId: 'markPayRunPaid',
        summary: "Approved → Paid, with the bank's reference",
        tags,
        params: idParams,
        body: payRunPaidBody,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) => runs.markPaid(db, callerOf(request), request.params.id, request.body.reference),
  );

  app.post(
    '/api/v1/payroll/runs/:id/reverse',
    {
      config: manage,
      schema: {
        operationId: 'reversePayRun',
        summary: 'A new run that takes back an approved run; the month may then be run again',
        tags,
        params: idParams,
        body: payRunReverseBody,
        response: { 200: payRunDetail, ...errors },
      },
    },
    async (request) => runs.reverse(db, callerOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/v1/payroll/runs/:id/payslips/:lineId/pdf',
    {
      config: view,
      schema: {
        operationId: 'payslipPdf',
        summary:
          "A line's payslip (a teacher's or staff member's) as a PDF: earnings, lectures, deductions, net",
        tags,
        params: payLineParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { params } = request;
      const { fileName, pdf } = await payslipPdf(db, callerOf(request).organisationId, params.id, {
        lineId: params.lineId,
      });
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );

  app.post(
    '/api/v1/payroll/runs/:id/payslips/send',
    {
      config: manage,
      schema: {
        operationId: 'sendPayslips',
        summary: 'Every payslip of an approved run by email, each with its PDF (once a day)',
        tags,
        params: idParams,
        response: { 200: payslipsSent, ...errors },
      },
    },
    async (request) => {
      const sent = await sendPayslips(db, callerOf(request), request.params.id);
      if (sent.queued) courier.wake();
      return sent;
    },
  );

  app.get(
    '/api/v1/payroll/runs/:id/bank.csv',
    {
      config: manage,
      schema: {
        operationId: 'payRunBankFile',
        summary: "An approved run's bank transfer file: beneficiary, account, IFSC, amount",
        tags,
        params: idParams,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const file = await bankFile(db, callerOf(request), request.params.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}-${day}.csv"`)
        .send(file.body);
    },
  );
}
