import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@kaksha/contracts';
import { AppError } from '../lib/errors.ts';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

// node-postgres and PGlite errors that mean "the database is away", not "the request is wrong".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
function databaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: string }).code;
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (
      /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(
        String((e as Error).message),
      )
    )
      return true;
  }
  return false;
}

/** One error shape for every route: `{code, message, fieldErrors?}`; never a stack trace. */
export async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fieldErrors[field] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(fieldErrors)[0] ?? 'Invalid request.';
      return reply.status(400).send({ code: 'VALIDATION', message: first, fieldErrors } satisfies ApiError);
    }
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .send({ code: err.code, message: err.message, fieldErrors: err.fieldErrors } satisfies ApiError);
    }
    if (databaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({
          code: 'UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        } satisfies ApiError);
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      } satisfies ApiError);
    }
    return reply.status(status).send({
      code: codeForStatus[status] ?? 'VALIDATION',
      message: publicMessage(err, status),
    } satisfies ApiError);
  });
}

function publicMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send this request as JSON or as a form upload.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
  }
  if (status === 429) return err.message;
  return status === 404 ? 'Not found.' : 'The request could not be processed.';
}
