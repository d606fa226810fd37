import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  bounceChequeInput,
  cancelReceiptInput,
  cashierList,
  collectInput,
  collectionMonths,
  collectionMonthsQuery,
  collectionPage,
  collectionQuery,
  feeStudentList,
  feeStudentQuery,
  idParams,
  receipt,
  sentResult,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies, pdfFile } from '../../plugins/openapi.ts';
import * as collections from './collections.service.ts';
import { sendJson } from '../../lib/serializer.ts';
import * as payments from './payments.service.ts';
import { receiptPdf } from './receipt-pdf.ts';
import * as reminders from './reminders.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
// The cashier collects from the day book or from a student's dues; the receipt opens from both.
const collecting = { access: { menu: 'PaidFees', level: 'manage' as const, also: ['PendingFees'] } };
const receiptView = {
  access: { menu: 'ReceiptPopup', level: 'view' as const, also: ['PaidFees', 'PendingFees'] },
};
const dayBook = { access: { menu: 'PaidFees', level: 'view' as const } };
const exportQuery = collectionQuery.omit({ page: true, pageSize: true });

/** Collecting fees, receipts (ReceiptPopup) and the day book (PaidFees). */
export async function paymentRoutes(api: FastifyInstance, { db, courier, settings }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/fees/students',
    {
      config: collecting,
      schema: {
        operationId: 'findFeeStudents',
        summary:
          'Students to collect from, by name, admission number or guardian’s mobile, with what each owes',
        tags,
        querystring: feeStudentQuery,
        response: { 200: feeStudentList, ...listErrors },
      },
    },
    async (request) => collections.feeStudents(db, callerOf(request), request.query.q),
  );

  app.post(
    '/api/v1/students/:id/payments',
    {
      config: collecting,
      schema: {
        operationId: 'collectFee',
        summary:
          'Collect a payment: to the dues chosen (or the oldest first), the rest held as credit; a gapless receipt number',
        tags,
        params: idParams,
        body: collectInput,
        response: { 201: receipt, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payments.collect(db, callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/receipts/:id',
    {
      config: receiptView,
      schema: {
        operationId: 'getReceipt',
        summary: 'One receipt with what it paid on each due',
        tags,
        params: idParams,
        response: { 200: receipt, ...errors },
      },
    },
    async (request) => payments.receiptOf(db, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/receipts/:id/pdf',
    {
      config: receiptView,
      schema: {
        operationId: 'getReceiptPdf',
        summary:
          'The receipt as a PDF: institute, student, items with tax, total in words, balance and a UPI QR',
        tags,
        params: idParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receiptPdf(db, callerOf(request), request.params.id);
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );

  app.post(
    '/api/v1/receipts/:id/send',
    {
      config: collecting,
      schema: {
        operationId: 'sendReceipt',
        summary:
          'Send the receipt to the student’s primary guardian (at most once a day): the PDF attached to the email, a link to it in SMS and WhatsApp',
        tags,
        params: idParams,
        response: { 200: sentResult, ...errors },
      },
    },
    async (request) =>
      reminders.sendReceipt(db, courier, callerOf(request), request.params.id, publicOrigin(settings)),
  );

  app.post(
    '/api/v1/receipts/:id/cancel',
    {
      config: { access: { menu: 'PaidFees', level: 'manage' as const } },
      schema: {
        operationId: 'cancelReceipt',
        summary: 'Cancel a receipt (it is never edited or deleted): the dues it paid owe again',
        tags,
        params: idParams,
        body: cancelReceiptInput,
        response: { 200: receipt, ...errors },
      },
    },
    async (request) => payments.cancelReceipt(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/receipts/:id/bounce',
    {
      config: { access: { menu: 'PaidFees', level: 'manage' as const } },
      schema: {
        operationId: 'bounceCheque',
        summary:
          'Record a bounced cheque: the dues it paid owe again, with the plan’s bounce charge unless waived',
        tags,
        params: idParams,
        body: bounceChequeInput,
        response: { 200: receipt, ...errors },
      },
    },
    async (request) => payments.bounceCheque(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/fees/collections',
    {
      config: dayBook,
      schema: {
        operationId: 'listCollections',
        summary: 'The day book: receipts in a day range with what all matching brought in, by mode; pages',
        tags,
        querystring: collectionQuery,
        response: { 200: collectionPage, ...listErrors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await collections.collections(db, callerOf(request), request.query)),
  );

  api.get<{ Querystring: z.output<typeof exportQuery> }>(
    '/api/v1/fees/collections/export.csv',
    {
      config: dayBook,
      schema: {
        operationId: 'exportCollections',
        summary: 'The day book (same filters) as CSV',
        tags,
        querystring: exportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(
        reply,
        `collections-${caller.suCode}`,
        await collections.collectionsCsv(db, caller, request.query),
      );
    },
  );

  app.get(
    '/api/v1/fees/collections/months',
    {
      config: dayBook,
      schema: {
        operationId: 'collectionMonths',
        summary: 'What valid receipts brought in, month by month (this month and those before)',
        tags,
        querystring: collectionMonthsQuery,
        response: { 200: collectionMonths, ...listErrors },
      },
    },
    async (request) => collections.collectionMonths(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/fees/cashiers',
    {
      config: dayBook,
      schema: {
        operationId: 'listCashiers',
        summary: 'Everyone who has collected fees (the day book’s filter)',
        tags,
        response: { 200: cashierList, ...listErrors },
      },
    },
    async (request) => collections.cashiers(db, callerOf(request)),
  );
}
