import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@kaksha/contracts';
import { pgCode, isRolledBackForAnother } from '../lib/db-errors.ts';
import { AppError, invalid } from '../lib/errors.ts';

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

// Errors that mean "the database is away" (restarting, failing over, unreachable, out of connection
// slots), not "the request is wrong": answered 503 with Retry-After, and the client may try again.
const UNAVAILABLE_CODES = new Set([
  // sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up / shutting down)
  '57P01',
  '57P02',
  '57P03',
  // PostgreSQL: connection exceptions, too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/;

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(String((e as { message?: unknown }).message))) return true;
  }
  return false;
}

function rootCause(err: unknown): { code?: unknown; message?: unknown } {
  let e = err as { cause?: unknown; code?: unknown; message?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as typeof e;
  return { code: e.code, message: e.message };
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const BUSY_MESSAGE =
  'Another change to the same records was being saved at that moment. Please try again.';

// A form upload cut short or without its boundary: the client's fault, not ours.
const MALFORMED_FORM =
  /Unexpected end of multipart data|terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required/;

// Text PostgreSQL cannot store: NUL, and UTF-16 surrogates without their pair (JSON can carry both).
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = 'This text contains characters that are not allowed.';
// SQLSTATE 22021 (invalid byte sequence for the encoding) and 22P05 (untranslatable character): the
// same text, reaching the database by a path the check below does not see (a form upload's fields).
const UNSTORABLE_SQLSTATES = new Set(['22021', '22P05']);

/** The path (`name`, `items.0.title`) of the first string in `value` that the database cannot store. */
function unstorableText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return path || 'body';
    const found = unstorableText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** One error shape for every route: `{code, message, fieldErrors?}`; never a stack trace. */
export async function errorsPlugin(app: FastifyInstance) {
  // Refused before validation, with the field named, rather than failing in the database (a 500).
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      unstorableText(request.params, '') ??
      unstorableText(request.query, '') ??
      unstorableText(request.body, '');
    done(field ? invalid(UNSTORABLE_MESSAGE, { [field]: UNSTORABLE_MESSAGE }) : undefined);
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A route may have chosen another type (a CSV export, a file) before it failed: the error is JSON.
    reply.type('application/json; charset=utf-8');
    reply.removeHeader('content-disposition');
    // No error is kept by a cache — also one answered outside the API's hooks (an unknown path
    // whose body could not be read).
    reply.header('cache-control', 'no-store');
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
    if (isDatabaseUnavailable(err)) {
      // One line, no stack and no query (its parameters may be personal data): during an outage every
      // request lands here.
      const cause = rootCause(err);
      request.log.warn({ code: cause.code, reason: cause.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    if (isRolledBackForAnother(err)) {
      // Rolled back for another write on every attempt (db/rolled-back-again.ts): nothing was
      // kept, and the same request a moment later goes through.
      request.log.warn(
        { code: pgCode(err), route: request.routeOptions.url },
        'rolled back for another write',
      );
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: 'UNAVAILABLE', message: BUSY_MESSAGE } satisfies ApiError);
    }
    const state = pgCode(err);
    if (state && UNSTORABLE_SQLSTATES.has(state)) {
      return reply.status(400).send({ code: 'VALIDATION', message: UNSTORABLE_MESSAGE } satisfies ApiError);
    }
    if (!err.statusCode && MALFORMED_FORM.test(String(err.message))) {
      return reply.status(400).send({
        code: 'VALIDATION',
        message: 'The form could not be read. Please try again.',
      } satisfies ApiError);
    }
    const status = err.statusCode ?? 500;
    if (status === 503) {
      // Fastify while closing (return503OnClosing), or a plugin that says "not now".
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    if (status >= 500) {
      // The logger's err serializer drops the query's values (lib/errorForLog.ts). The route is its pattern.
      request.log.error({ err, method: request.method, route: request.routeOptions.url }, 'request failed');
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
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
  }
  if (status === 429) return err.message;
  return status === 404 ? 'Not found.' : 'The request could not be processed.';
}

/**
 * Fastify's own refusals before a route is chosen (a malformed URL, a path parameter longer than the
 * router allows) skip every hook, so they would go out without the security headers and with
 * Fastify's error codes. This answers them like any other error. Pass it as Fastify's `frameworkErrors`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // An over-long id or code names nothing that exists.
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiError = tooLong
    ? { code: 'NOT_FOUND', message: 'Not found.' }
    : { code: 'VALIDATION', message: 'The address is not valid.' };
  return reply
    .status(tooLong ? 404 : 400)
    .headers({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .send(JSON.stringify(body));
}
