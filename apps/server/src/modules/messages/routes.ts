import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  channelList,
  channelParams,
  channelSettingsInput,
  channelView,
  messageExportQuery,
  messageIdParams,
  messageListQuery,
  messagePage,
  messageRecord,
  messageTemplate,
  messageTemplateList,
  receiptBody,
  receiptParams,
  receiptVerifyQuery,
  recipientParams,
  recipientPreferences,
  templateInput,
  templateParams,
  testMessageBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { sendJson } from '../../lib/serializer.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile } from '../../plugins/openapi.ts';
import { sendCsv } from '../../lib/csv.ts';
import * as channels from './channels.service.ts';
import * as messages from './service.ts';
import * as templates from './templates.service.ts';

const listErrors = { 400: apiError, 401: apiError, 403: apiError };
const errors = { ...listErrors, 404: apiError };
const view = { access: { menu: 'Messages', level: 'view' as const } };
const manage = { access: { menu: 'Messages', level: 'manage' as const } };
const tags = ['messages'];

/** The Messages area: the delivery log, templates, channels and recipients' wishes. */
export async function messageRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, courier, vault, settings } = ctx;
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/messages',
    {
      config: view,
      schema: {
        operationId: 'listMessages',
        summary: 'The delivery log: every message, newest first',
        tags,
        querystring: messageListQuery,
        response: { 200: messagePage, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await messages.listMessages(db, callerOf(request), request.query)),
  );

  // Without the zod type provider: the reply is a stream, not a typed body (the query is still validated).
  api.get<{ Querystring: z.output<typeof messageExportQuery> }>(
    '/api/v1/messages/export.csv',
    {
      config: view,
      schema: {
        operationId: 'exportMessages',
        summary: 'The delivery log as CSV',
        tags,
        description: 'Every matching message (streamed; formula-like cells are neutralised).',
        querystring: messageExportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(reply, `messages-${caller.suCode}`, messages.messagesCsv(db, caller, request.query));
    },
  );

  app.post(
    '/api/v1/messages/:id/resend',
    {
      config: manage,
      schema: {
        operationId: 'resendMessage',
        summary: 'Send a message again, as a new message',
        tags,
        params: messageIdParams,
        response: { 201: messageRecord, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.resend(db, courier, callerOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/messages/test',
    {
      config: manage,
      schema: {
        operationId: 'sendTestMessage',
        summary: 'Send a test message on a channel and report what happened',
        tags,
        body: testMessageBody,
        response: { 201: messageRecord, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.sendTest(db, courier, callerOf(request), request.body)),
  );

  // ---- templates ----

  app.get(
    '/api/v1/messages/templates',
    {
      config: view,
      schema: {
        operationId: 'listMessageTemplates',
        summary: 'Every message’s wording, per channel and language',
        tags,
        response: { 200: messageTemplateList, ...errors },
      },
    },
    async (request) => ({ data: await templates.listTemplates(db, callerOf(request).organisationId) }),
  );

  const templatePath = '/api/v1/messages/templates/:event/:channel/:language';
  app.put(
    templatePath,
    {
      config: manage,
      schema: {
        operationId: 'saveMessageTemplate',
        summary: 'Write the institute’s own wording of a message',
        tags,
        params: templateParams,
        body: templateInput,
        response: { 200: messageTemplate, ...errors },
      },
    },
    async (request) => templates.saveTemplate(db, callerOf(request), request.params, request.body),
  );

  app.delete(
    templatePath,
    {
      config: manage,
      schema: {
        operationId: 'resetMessageTemplate',
        summary: 'Go back to Kaksha’s wording of a message',
        tags,
        params: templateParams,
        response: { 200: messageTemplate, ...errors },
      },
    },
    async (request) => templates.resetTemplate(db, callerOf(request), request.params),
  );

  // ---- channels ----

  app.get(
    '/api/v1/messages/channels',
    {
      config: view,
      schema: {
        operationId: 'listMessageChannels',
        summary: 'Email, SMS and WhatsApp: how each is set up (never a secret)',
        tags,
        response: { 200: channelList, ...errors },
      },
    },
    async (request) => ({
      data: await channels.listChannels(db, callerOf(request).organisationId, {
        mailReady: ctx.mailer.ready,
        origin: publicOrigin(settings),
      }),
    }),
  );

  app.put(
    '/api/v1/messages/channels/:channel',
    {
      config: manage,
      schema: {
        operationId: 'saveMessageChannel',
        summary: 'Set up the SMS or WhatsApp provider (secrets are sealed and never shown again)',
        tags,
        params: channelParams,
        body: channelSettingsInput,
        response: { 200: channelView, ...errors },
      },
    },
    async (request) =>
      channels.saveChannel(db, vault, callerOf(request), request.params.channel, request.body, {
        allowPrivate: settings.MESSAGE_ALLOW_PRIVATE_URLS,
        origin: publicOrigin(settings),
      }),
  );

  app.delete(
    '/api/v1/messages/channels/:channel',
    {
      config: manage,
      schema: {
        operationId: 'removeMessageChannel',
        summary: 'Remove the SMS or WhatsApp provider',
        tags,
        params: channelParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await channels.removeChannel(db, callerOf(request), request.params.channel);
      return reply.code(204).send(null);
    },
  );

  // ---- recipients ----

  app.get(
    '/api/v1/messages/recipients/:ref/preferences',
    {
      config: view,
      schema: {
        operationId: 'getRecipientPreferences',
        summary: 'A person’s channels, opt-outs and language',
        tags,
        params: recipientParams,
        response: { 200: recipientPreferences, ...errors },
      },
    },
    async (request) => messages.getPreferences(db, callerOf(request), request.params.ref),
  );

  app.put(
    '/api/v1/messages/recipients/:ref/preferences',
    {
      config: manage,
      schema: {
        operationId: 'setRecipientPreferences',
        summary: 'Record a person’s channels, opt-outs and language',
        tags,
        params: recipientParams,
        body: recipientPreferences,
        response: { 200: recipientPreferences, ...errors },
      },
    },
    async (request) => messages.setPreferences(db, callerOf(request), request.params.ref, request.body),
  );

  // ---- delivery reports from providers (public: the token in the URL is the key) ----

  const receiptLimit = { max: 600, timeWindow: '1 minute', hook: 'preHandler' as const };
  // Delivery reports keep the exact text received (WhatsApp signs those bytes), parsed as JSON besides.
  const rawBodies = new WeakMap<object, string>();
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('VALIDATION', 'The body is not JSON.'), undefined);
        }
      },
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/messages/receipts/:token',
      {
        config: { access: 'public', secretPath: true, rateLimit: receiptLimit },
        schema: {
          operationId: 'reportMessageDelivery',
          summary: 'A provider reports a message delivered or failed',
          description:
            'A WhatsApp channel takes only reports signed by Meta: X-Hub-Signature-256, HMAC-SHA256 of the raw body with the app secret saved beside its settings.',
          tags,
          params: receiptParams,
          body: receiptBody,
          response: { 200: z.object({ updated: z.number().int() }), ...errors },
        },
      },
      async (request) =>
        messages.recordReceipts(db, vault, request.params.token, request.body, {
          rawBody: rawBodies.get(request) ?? '',
          signature: request.headers['x-hub-signature-256'],
        }),
    );
  });

  app.get(
    '/api/v1/messages/receipts/:token',
    {
      config: { access: 'public', secretPath: true, rateLimit: receiptLimit },
      schema: {
        operationId: 'verifyMessageReceipts',
        summary: 'WhatsApp’s webhook check: answers the challenge for this channel’s token',
        tags,
        params: receiptParams,
        querystring: receiptVerifyQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const ok = await messages.verifyReceipts(db, request.params.token, request.query['hub.verify_token']);
      if (!ok) return reply.code(403).send({ code: 'FORBIDDEN', message: 'This verify token is not right.' });
      return reply.type('text/plain').send(request.query['hub.challenge'] ?? '');
    },
  );
}
