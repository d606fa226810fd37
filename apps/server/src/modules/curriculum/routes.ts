import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  curriculumBody,
  idParams,
  curriculumItem,
  curriculumList,
  curriculumListQuery,
  curriculumUpdateBody,
} from '@kaksha/contracts';
import type { CurriculumKind } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as curriculum from './service.ts';

const errors = errorReplies.record;

/** The Board, Class and Subject screens: /api/v1/boards, /classes, /subjects in the house list style. */
const resources: { kind: CurriculumKind; path: string; menu: string; one: string; many: string }[] = [
  { kind: 'board', path: 'boards', menu: 'Board', one: 'Board', many: 'Boards' },
  { kind: 'class', path: 'classes', menu: 'Class', one: 'Class', many: 'Classes' },
  { kind: 'subject', path: 'subjects', menu: 'Subject', one: 'Subject', many: 'Subjects' },
];

export async function curriculumRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const { kind, path, menu, one, many } of resources) {
    const view = { access: { menu, level: 'view' as const } };
    const manage = { access: { menu, level: 'manage' as const } };
    const tags = ['curriculum'];

    app.get(
      `/api/v1/${path}`,
      {
        config: view,
        schema: {
          operationId: `list${many}`,
          summary: `List ${many.toLowerCase()}`,
          tags,
          querystring: curriculumListQuery,
          response: { 200: curriculumList, ...errors },
        },
      },
      async (request, reply) =>
        sendJson(reply, await curriculum.list(db, callerOf(request), kind, request.query)),
    );

    app.get(
      `/api/v1/${path}/:id`,
      {
        config: view,
        schema: {
          operationId: `get${one}`,
          summary: `One ${kind}`,
          tags,
          params: idParams,
          response: { 200: curriculumItem, ...errors },
        },
      },
      async (request) => curriculum.get(db, callerOf(request), kind, request.params.id),
    );

    app.post(
      `/api/v1/${path}`,
      {
        config: manage,
        schema: {
          operationId: `create${one}`,
          summary: `Add a ${kind}`,
          tags,
          body: curriculumBody,
          response: { 201: curriculumItem, ...errors },
        },
      },
      async (request, reply) => {
        const item = await curriculum.create(db, callerOf(request), kind, request.body, request.ip);
        return reply.status(201).send(item);
      },
    );

    app.patch(
      `/api/v1/${path}/:id`,
      {
        config: manage,
        schema: {
          operationId: `update${one}`,
          summary: `Change a ${kind}`,
          tags,
          params: idParams,
          body: curriculumUpdateBody,
          response: { 200: curriculumItem, ...errors },
        },
      },
      async (request) =>
        curriculum.update(db, callerOf(request), kind, request.params.id, request.body, request.ip),
    );

    app.delete(
      `/api/v1/${path}/:id`,
      {
        config: manage,
        schema: {
          operationId: `delete${one}`,
          summary: `Remove a ${kind} nothing uses`,
          tags,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await curriculum.remove(db, callerOf(request), kind, request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );
  }
}
