import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as contracts from '@kaksha/contracts';
import type { ApiTag } from '../area.ts';
import { SESSION_COOKIE } from './auth.ts';

/**
 * The API document at /api/docs (UI) and /api/docs/json: OpenAPI 3.0.3 that standard validators
 * and client generators accept (decision 017). Three rules keep it so:
 * - a schema used by several routes, or one that refers to itself (the menu tree), has a name
 *   below and becomes one `#/components/schemas/<Name>`; every other schema stays inline;
 * - every route declares `operationId`, `summary` and a tag its area declares (`tags` in its plugin;
 *   the document's test refuses a route without them);
 * - the session cookie is a security scheme, required by every route that is not public.
 */
export const documentedSchemas = z.registry<{ id: string }>();

// Named for their meaning to an integrator; the TypeScript name stays in the contract.
const named: Record<string, z.ZodType> = {
  ApiError: contracts.apiError,
  Menu: contracts.menu,
  SessionUser: contracts.sessionUser,
  MessageResponse: contracts.messageResponse,
  SuccessResponse: contracts.successResponse,
  Role: contracts.role,
  RoleList: contracts.roleList,
  StaffUser: contracts.staffUser,
  UserList: contracts.userList,
  MyAccess: contracts.myAccess,
  AuditEntry: contracts.auditEntry,
  AuditList: contracts.auditList,
  Centre: contracts.centre,
  CentrePage: contracts.centrePage,
  Teacher: contracts.teacher,
  TeacherPage: contracts.teacherPage,
  CurriculumItem: contracts.curriculumItem,
  CurriculumList: contracts.curriculumList,
  Chapter: contracts.chapter,
  Topic: contracts.topic,
  StudyContent: contracts.studyContent,
  InstituteSettings: contracts.instituteSettings,
  InstituteBrand: contracts.instituteBrand,
  LinkedGoogleAccount: contracts.linkedGoogleAccount,
  Message: contracts.messageRecord,
  MessagePage: contracts.messagePage,
  MessageTemplate: contracts.messageTemplate,
  MessageChannel: contracts.channelView,
  RecipientPreferences: contracts.recipientPreferences,
  Student: contracts.studentProfile,
  StudentRow: contracts.studentRow,
  StudentPage: contracts.studentPage,
  Guardian: contracts.guardian,
};
for (const [id, schema] of Object.entries(named)) documentedSchemas.add(schema, { id });

const { apiError } = contracts;
const readErrors = { 400: apiError, 401: apiError, 403: apiError };
const changeErrors = { ...readErrors, 404: apiError, 409: apiError };
/**
 * The error answers a route documents, by what it does: reads a list (bad query, no session, no
 * access), reads or changes a record (also not found, conflict), or takes an upload (also too large,
 * wrong type). A route spreads one into its `response`.
 */
export const errorReplies = {
  list: readErrors,
  record: changeErrors,
  upload: { ...changeErrors, 413: apiError, 415: apiError },
};

/** The 200 answer of a CSV export (every list has one): a file, streamed. */
export const csvFile = {
  description: 'A CSV file (UTF-8, with a header row), sent as an attachment.',
  content: { 'text/csv': { schema: z.string() } },
};

export const calendarFile = {
  description: 'An iCalendar file (RFC 5545), for calendar apps to subscribe to.',
  content: { 'text/calendar': { schema: z.string() } },
};

export const zipFile = {
  description: 'A ZIP archive, sent as an attachment.',
  content: { 'application/zip': { schema: z.string() } },
};

export const pdfFile = {
  description: 'A PDF document.',
  content: { 'application/pdf': { schema: z.string() } },
};

/** The node's own section (plugins/health.ts); every other is an area's (`tags` in its plugin). */
export const healthTag: ApiTag = { name: 'health', description: 'Liveness and readiness of a node' };

const sessionScheme = 'session';
const zodTransform = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });

// Routes that need a session say so; public ones say they need nothing.
const transform: SwaggerTransform = (input) => {
  const result = zodTransform(input);
  if (result.schema?.hide) return result;
  // Routes outside the API context (health) have no access rule: they are public.
  const access = input.route.config?.access ?? 'public';
  const security = access === 'public' ? [] : [{ [sessionScheme]: [] }];
  return { ...result, schema: { ...result.schema, security } };
};

const transformObject: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as OpenApiDocument;
  document.components = { ...document.components, schemas: referencedOnly(document) };
  return document;
};

type OpenApiDocument = ReturnType<SwaggerTransformObject> & {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
};

// The zod transform writes an input and an output copy of every named schema; keep the ones used.
function referencedOnly(document: OpenApiDocument): Record<string, unknown> {
  const all = document.components?.schemas ?? {};
  const kept: Record<string, unknown> = {};
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const id = match[1]!;
      if (id in kept || !(id in all)) continue;
      kept[id] = all[id];
      visit(all[id]);
    }
  };
  visit(document.paths);
  return kept;
}

/**
 * Registers the document and its UI; call before any route is added. `tags`: its sections, in order
 * (the areas', as each declares them, then the node's own).
 */
export async function openapiPlugin(app: FastifyInstance, info: { version: string; tags: ApiTag[] }) {
  const names = info.tags.map((tag) => tag.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`Two areas declare the API document's tag ${twice.join(', ')}`);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kaksha API',
        version: info.version,
        description:
          'The administrator portal of an institute. Calls the spec documents keep their paths and ' +
          'field names; everything else lives under /api/v1. Errors answer with ApiError.',
      },
      tags: info.tags,
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /login or POST /api/login; HttpOnly, so a browser sends it by itself.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
}

/** The UI under /api/docs, outside the API's access rules. */
export async function openapiUi(site: FastifyInstance) {
  await site.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own CSP allows framing by the same origin; no page of ours is framed.
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
