import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  onlineMessages,
  onlineSettings,
  onlineSettingsInput,
  paymentLink,
  paymentLinkInput,
  paymentLinkList,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as online from './online.service.ts';
import { razorpay } from './razorpay.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
const settingsView = { access: { menu: 'BatchFees', level: 'view' as const, also: ['PendingFees'] } };
const settingsManage = { access: { menu: 'BatchFees', level: 'manage' as const } };
const linksView = { access: { menu: 'PendingFees', level: 'view' as const, also: ['PaidFees'] } };
const linksManage = { access: { menu: 'PaidFees', level: 'manage' as const, also: ['PendingFees'] } };
const webhookParams = z.object({ token: z.string().min(10).max(64) });
const webhookLimit = { max: 600, timeWindow: '1 minute', hook: 'preHandler' as const };

/** Paying fees online (decision 031): the institute's gateway keys, payment links, the gateway's webhook. */
export async function onlinePaymentRoutes(
  api: FastifyInstance,
  { db, vault, settings, courier }: AppContext,
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const gateway = razorpay(settings.RAZORPAY_API_URL);
  const origin = publicOrigin(settings);

  app.get(
    '/api/v1/fees/online',
    {
      config: settingsView,
      schema: {
        operationId: 'getOnlinePayments',
        summary:
          'The institute’s payment gateway: on or off, its key id, which secrets are saved, the webhook URL',
        tags,
        response: { 200: onlineSettings, ...listErrors },
      },
    },
    async (request) => online.settingsOf(db, callerOf(request), origin),
  );

  app.put(
    '/api/v1/fees/online',
    {
      config: settingsManage,
      schema: {
        operationId: 'saveOnlinePayments',
        summary: 'Save the Razorpay keys (secrets left empty keep the saved ones; sealed, never shown again)',
        tags,
        body: onlineSettingsInput,
        response: { 200: onlineSettings, ...errors },
      },
    },
    async (request) => online.saveSettings(db, vault, callerOf(request), request.body, origin),
  );

  app.get(
    '/api/v1/students/:id/payment-links',
    {
      config: linksView,
      schema: {
        operationId: 'listPaymentLinks',
        summary: 'The payment links made for a student, newest first (the last 50)',
        tags,
        params: idParams,
        response: { 200: paymentLinkList, ...listErrors },
      },
    },
    async (request) => ({ data: await online.linksOf(db, callerOf(request), request.params.id) }),
  );

  app.post(
    '/api/v1/students/:id/payment-links',
    {
      config: linksManage,
      schema: {
        operationId: 'createPaymentLink',
        summary: 'A payment link for the dues chosen (or all owed), sent to the family if asked',
        tags,
        params: idParams,
        body: paymentLinkInput,
        response: { 201: paymentLink, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await online.createLink(db, vault, gateway, callerOf(request), request.params.id, request.body),
        ),
  );

  app.post(
    '/api/v1/payment-links/:id/cancel',
    {
      config: linksManage,
      schema: {
        operationId: 'cancelPaymentLink',
        summary: 'Cancel a payment link not yet paid (at the gateway too)',
        tags,
        params: idParams,
        response: { 200: paymentLink, ...errors },
      },
    },
    async (request) => online.cancelLink(db, vault, gateway, callerOf(request), request.params.id),
  );

  // The gateway's webhook reads its body as the exact text received: the signature is over those bytes.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/fees/online/webhook/:token',
      {
        config: { access: 'public', secretPath: true, rateLimit: webhookLimit },
        schema: {
          operationId: 'receivePaymentWebhook',
          summary:
            'Razorpay’s webhook (payment_link.paid, .cancelled, .expired), signed with the institute’s webhook secret',
          description:
            'Verified with HMAC-SHA256 of the raw body (X-Razorpay-Signature). A paid link becomes one receipt, however often the event is delivered.',
          tags,
          params: webhookParams,
          response: { 200: z.object({ outcome: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const outcome = await online.receiveWebhook(db, vault, gateway, courier, request.params.token, {
          rawBody: body,
          headers: request.headers,
          origin: origin,
        });
        if (outcome === 'unknown-institute')
          return reply
            .code(404)
            .send({ code: 'NOT_FOUND', message: 'No institute has this webhook address.' });
        if (outcome === 'bad-signature')
          return reply.code(400).send({ code: 'VALIDATION', message: onlineMessages.badSignature });
        return { outcome };
      },
    );
  });
}
