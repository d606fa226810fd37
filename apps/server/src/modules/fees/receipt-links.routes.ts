import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, receiptLinkParams } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { pdfFile } from '../../plugins/openapi.ts';
import { RECEIPT_LINK_PATH, receiptByLink } from './receipt-links.service.ts';

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
        summary: 'A receipt’s PDF at the secret address sent to the family, while the receipt stands',
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
}
