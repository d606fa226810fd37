import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  admissionDraft,
  apiError,
  duplicateMatches,
  duplicateQuery,
  enquiryBoard,
  enquiryBoardQuery,
  enquiryChoices,
  enquiryDetail,
  enquiryExportQuery,
  enquiryFormChange,
  enquiryFormParams,
  enquiryFunnel,
  enquiryInput,
  enquiryListQuery,
  enquiryPage,
  enquirySettings,
  enquirySettingsInput,
  enquirySummary,
  enquiryUpdate,
  followUpDone,
  followUpInput,
  followUpParams,
  funnelQuery,
  idParams,
  publicEnquiryForm,
  publicEnquiryInput,
  stageMove,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as enquiries from './service.ts';
import * as funnelReport from './funnel.service.ts';
import * as lists from './lists.service.ts';
import * as publicForm from './public-form.service.ts';
import * as settingsService from './settings.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['enquiries'];
const access = (menu: 'NewEnquiry' | 'ManageEnquiry' | 'NewStudentEnrollment', level: 'view' | 'manage') => ({
  access: { menu, level },
});

/** The front desk's enquiries (NewEnquiry, ManageEnquiry) and the institute's public enquiry form. */
export async function enquiryRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/enquiries/choices',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'enquiryChoices',
        summary: 'Centres, classes, boards, subjects, staff and lost reasons for the enquiry forms',
        tags,
        response: { 200: enquiryChoices, ...listErrors },
      },
    },
    async (request) => enquiries.choices(db, callerOf(request)),
  );

  app.post(
    '/api/v1/enquiries',
    {
      config: access('NewEnquiry', 'manage'),
      schema: {
        operationId: 'createEnquiry',
        summary: 'Record an enquiry (and its first follow-up)',
        tags,
        body: enquiryInput,
        response: { 201: enquiryDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await enquiries.create(db, courier, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/enquiries/duplicates',
    {
      config: access('NewEnquiry', 'view'),
      schema: {
        operationId: 'findDuplicateEnquiries',
        summary: 'Open enquiries with this mobile number or email',
        tags,
        querystring: duplicateQuery,
        response: { 200: duplicateMatches, ...listErrors },
      },
    },
    async (request) => enquiries.duplicates(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/enquiries',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'listEnquiries',
        summary:
          'Enquiries: search by name, mobile or email; filter by stage, source, owner, centre, dates, follow-ups',
        tags,
        querystring: enquiryListQuery,
        response: { 200: enquiryPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await lists.list(db, callerOf(request), request.query)),
  );

  // Without the zod type provider: the reply is a stream (the query is still validated).
  api.get<{ Querystring: z.output<typeof enquiryExportQuery> }>(
    '/api/v1/enquiries/export.csv',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'exportEnquiries',
        summary: 'The matching enquiries as CSV',
        tags,
        querystring: enquiryExportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(reply, `enquiries-${caller.suCode}`, await lists.csv(db, caller, request.query));
    },
  );

  app.get(
    '/api/v1/enquiries/board',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'enquiryBoard',
        summary: 'The newest enquiries of each stage, and how many each stage holds',
        tags,
        querystring: enquiryBoardQuery,
        response: { 200: enquiryBoard, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await lists.board(db, callerOf(request), request.query)),
  );

  app.get(
    '/api/v1/enquiries/summary',
    {
      // The dashboard shows these counts to whoever may see enquiries.
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'enquirySummary',
        summary: 'Open enquiries, follow-ups due today and overdue, new this week',
        tags,
        response: { 200: enquirySummary, ...listErrors },
      },
    },
    async (request) => lists.summary(db, callerOf(request)),
  );

  app.get(
    '/api/v1/enquiries/funnel',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'enquiryFunnel',
        summary: 'Enquiries of a period by source: how far they got, conversion, days to admit',
        tags,
        querystring: funnelQuery,
        response: { 200: enquiryFunnel, ...listErrors },
      },
    },
    async (request) => funnelReport.funnel(db, callerOf(request), request.query),
  );

  api.get<{ Querystring: z.output<typeof funnelQuery> }>(
    '/api/v1/enquiries/funnel.csv',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'exportEnquiryFunnel',
        summary: 'The funnel report as CSV',
        tags,
        querystring: funnelQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Computed before the reply starts, so a bad period is a clear 400 rather than a broken file.
      await funnelReport.funnel(db, caller, request.query);
      return sendCsv(
        reply,
        `enquiry-funnel-${caller.suCode}`,
        funnelReport.funnelCsv(db, caller, request.query),
      );
    },
  );

  app.get(
    '/api/v1/enquiries/settings',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'enquirySettings',
        summary: 'Lost reasons and the public form’s address',
        tags,
        response: { 200: enquirySettings, ...listErrors },
      },
    },
    async (request) => settingsService.settings(db, callerOf(request)),
  );

  app.put(
    '/api/v1/enquiries/settings',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'saveEnquirySettings',
        summary: 'Set the reasons an enquiry can be lost for',
        tags,
        body: enquirySettingsInput,
        response: { 200: enquirySettings, ...errors },
      },
    },
    async (request) => settingsService.saveSettings(db, callerOf(request), request.body),
  );

  app.post(
    '/api/v1/enquiries/settings/form',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'setEnquiryForm',
        summary: 'Open the public enquiry form at a new address, or close it',
        tags,
        body: enquiryFormChange,
        response: { 200: enquirySettings, ...errors },
      },
    },
    async (request) => settingsService.setForm(db, callerOf(request), request.body.open),
  );

  app.get(
    '/api/v1/enquiries/:id',
    {
      config: access('ManageEnquiry', 'view'),
      schema: {
        operationId: 'getEnquiry',
        summary: 'One enquiry with its follow-ups and timeline',
        tags,
        params: idParams,
        response: { 200: enquiryDetail, ...errors },
      },
    },
    async (request) => enquiries.detail(db, callerOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/enquiries/:id',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'updateEnquiry',
        summary: 'Change an enquiry’s details or owner',
        tags,
        params: idParams,
        body: enquiryUpdate,
        response: { 200: enquiryDetail, ...errors },
      },
    },
    async (request) => enquiries.update(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/enquiries/:id/stage',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'moveEnquiry',
        summary: 'Move an enquiry to another stage (lost with a reason)',
        tags,
        params: idParams,
        body: stageMove,
        response: { 200: enquiryDetail, ...errors },
      },
    },
    async (request) => enquiries.move(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/enquiries/:id/follow-ups',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'addEnquiryFollowUp',
        summary: 'Plan a follow-up call',
        tags,
        params: idParams,
        body: followUpInput,
        response: { 200: enquiryDetail, ...errors },
      },
    },
    async (request) => enquiries.addFollowUp(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/enquiries/:id/follow-ups/:followUpId/done',
    {
      config: access('ManageEnquiry', 'manage'),
      schema: {
        operationId: 'completeEnquiryFollowUp',
        summary: 'Mark a follow-up done, with what came of it',
        tags,
        params: followUpParams,
        body: followUpDone,
        response: { 200: enquiryDetail, ...errors },
      },
    },
    async (request) =>
      enquiries.completeFollowUp(
        db,
        callerOf(request),
        request.params.id,
        request.params.followUpId,
        request.body.outcome,
      ),
  );

  app.get(
    '/api/v1/enquiries/:id/admission-draft',
    {
      config: access('NewStudentEnrollment', 'manage'),
      schema: {
        operationId: 'enquiryAdmissionDraft',
        summary: 'The admission form filled from an enquiry',
        tags,
        params: idParams,
        response: { 200: admissionDraft, ...errors },
      },
    },
    async (request) => enquiries.admissionDraft(db, callerOf(request), request.params.id),
  );

  // ---- the public form (no sign-in: the key in the address names the institute) ----

  const publicLimit = (max: number) => ({ max, timeWindow: '1 hour', hook: 'preHandler' as const });
  app.get(
    '/api/v1/public/enquiry-forms/:key',
    {
      config: { access: 'public', rateLimit: publicLimit(600) },
      schema: {
        operationId: 'publicEnquiryForm',
        summary: 'The institute’s public enquiry form: its name, centres and classes',
        tags,
        params: enquiryFormParams,
        response: { 200: publicEnquiryForm, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request) => publicForm.publicForm(db, request.params.key),
  );

  app.post(
    '/api/v1/public/enquiry-forms/:key',
    {
      config: { access: 'public', rateLimit: publicLimit(20) },
      schema: {
        operationId: 'submitPublicEnquiry',
        summary: 'Send an enquiry from the institute’s website',
        tags,
        params: enquiryFormParams,
        body: publicEnquiryInput,
        response: {
          201: z.object({ message: z.string() }),
          400: apiError,
          404: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await publicForm.receivePublic(db, courier, request.params.key, request.body, request.ip)),
  );
}
