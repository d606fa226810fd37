import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  KYC_FILE_MAX_BYTES,
  kycDetailsBody,
  kycDetailsResponse,
  kycRevealResponse,
  submitKycFields,
  submitKycResponse,
  teacherRowParam,
  teacherServerMessages as msg,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { invalid } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { Vault } from '../../lib/vault.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as kyc from './kyc.service.ts';
import { sendStoredFile } from '../../lib/send-file.ts';

const errors = errorReplies.upload;
const entryParams = z.object({ id: teacherRowParam, entryId: teacherRowParam });
const tags = ['teachers'];

/**
 * KYC: the spec's two calls, and the explicit, audited actions that show a whole number or hand out a
 * file. Revealing and downloading need the manage level of Panels: a viewer sees masked numbers only.
 */
export async function kycRoutes(api: FastifyInstance, { db }: AppContext, vault: Vault) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/getKYCDetails',
    {
      config: { access: { menu: 'Panels', level: 'view' } },
      schema: {
        operationId: 'getKycDetails',
        summary: "A teacher's KYC documents, numbers masked",
        tags,
        body: kycDetailsBody,
        response: { 200: kycDetailsResponse, ...errors },
      },
    },
    async (request) => kyc.kycDetails(db, vault, callerOf(request), request.body.TeacherID),
  );

  app.post(
    '/api/submitKYC',
    {
      config: { access: { menu: 'Panels', level: 'manage' } },
      schema: {
        operationId: 'submitKyc',
        summary: 'Add a KYC document with its file',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: submitKycResponse, ...errors },
      },
    },
    async (request) => {
      const { data, file } = await readMultipart(request, {
        fields: submitKycFields,
        fileField: 'attachment',
        maxBytes: KYC_FILE_MAX_BYTES,
        tooLargeMessage: msg.kycFileTooLarge,
      });
      if (!file) throw invalid(msg.kycFileRequired, { attachment: msg.kycFileRequired });
      return kyc.submitKyc(db, vault, callerOf(request), data, file.bytes, request.ip);
    },
  );

  app.post(
    '/api/v1/teachers/:id/kyc/:entryId/reveal',
    {
      config: { access: { menu: 'Panels', level: 'manage' } },
      schema: {
        operationId: 'revealKycNumber',
        summary: "Reveal a KYC document's number (audited)",
        tags,
        params: entryParams,
        response: { 200: kycRevealResponse, ...errors },
      },
    },
    async (request) =>
      kyc.revealKycNumber(db, vault, callerOf(request), request.params.id, request.params.entryId),
  );

  app.post(
    '/api/v1/teachers/:id/kyc/:entryId/download',
    {
      config: { access: { menu: 'Panels', level: 'manage' } },
      schema: {
        operationId: 'downloadKycFile',
        summary: "Download a KYC document's file (audited)",
        tags,
        params: entryParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await kyc.downloadKycFile(
        db,
        vault,
        callerOf(request),
        request.params.id,
        request.params.entryId,
      );
      return sendStoredFile(reply, file, 'attachment');
    },
  );

  app.delete(
    '/api/v1/teachers/:id/kyc/:entryId',
    {
      config: { access: { menu: 'Panels', level: 'manage' } },
      schema: {
        operationId: 'deleteKycDocument',
        summary: 'Remove a KYC document',
        tags,
        params: entryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await kyc.removeKyc(db, callerOf(request), request.params.id, request.params.entryId, request.ip);
      return reply.status(204).send(null);
    },
  );
}
