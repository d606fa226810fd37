import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, idParams, receiptLinkList, receiptLinkParams, revokedLinks } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies, pdfFile } from '../../plugins/openapi.ts';
import {
  RECEIPT_LINK_PATH,
  receiptByLink,
  receiptLinksOf,
  revokeReceiptLinks,
} from './receipt-links.service.ts';

const { list: listErrors, record: errors } = errorReplies;
// As the receipt itself: seen from the receipt, stopped by those who collect.
const linksView = {
  access: { menu: 'ReceiptPopup', level: 'view' as const, also: ['PaidFees', 'PendingFees'] },
};
const linksManage = { access: { menu: 'PaidFees', level: 'manage' as const, also: ['PendingFees'] } };

/**
 * A receipt sent to a family at a link that needs no sign-in (its PDF attached to the email is the
 * area's document maker: `documents` in fees/index.ts).
 */
export async function receiptLinkRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${RECEIPT_LINK_PATH}:token`,
    {
      // The address is the key: a parent opens it from SMS or WhatsApp, signed in nowhere.
      config: {
        access: 'public',
        secretPath: true,
        rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' },
      },
      schema: {
        operationId: 'receiptByLink',
        summary:
          'A receipt’s PDF at the secret address sent to the family, while the receipt stands and the link is open',
        tags: ['fees'],
        params: receiptLinkParams,
        response: { 200: pdfFile, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receiptByLink(db, request.params.token);
      reply.header('x-robots-tag', 'noindex');
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );

  app.get(
    '/api/v1/receipts/:id/links',
    {
      config: linksView,
      schema: {
        operationId: 'listReceiptLinks',
        summary: 'The links sent to the family for a receipt: open, expired or revoked',
        tags: ['fees'],
        params: idParams,
        response: { 200: receiptLinkList, ...listErrors },
      },
    },
    async (request) => receiptLinksOf(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/receipts/:id/links/revoke',
    {
      config: linksManage,
      schema: {
        operationId: 'revokeReceiptLinks',
        summary: 'Stop every open link of the receipt (the receipt itself stands)',
        tags: ['fees'],
        params: idParams,
        response: { 200: revokedLinks, ...errors },
      },
    },
    async (request) => revokeReceiptLinks(db, callerOf(request), request.params.id),
  );
}
