import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  role,
  roleBody,
  roleCopyBody,
  roleList,
  roleListQuery,
  roleUpdateBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as roles from './service.ts';

const errors = errorReplies.record;
const view = { menu: 'RoleManager', level: 'view' } as const;
const manage = { menu: 'RoleManager', level: 'manage' } as const;

export async function roleRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/roles',
    {
      config: { access: view },
      schema: {
        operationId: 'listRoles',
        summary: "List the organisation's roles",
        tags: ['roles'],
        querystring: roleListQuery,
        response: { 200: roleList, ...errors },
      },
    },
    async (request) => roles.listRoles(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/roles/:id',
    {
      config: { access: view },
      schema: {
        operationId: 'getRole',
        summary: 'One role with its grants',
        tags: ['roles'],
        params: idParams,
        response: { 200: role, ...errors },
      },
    },
    async (request) => roles.getRole(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/roles',
    {
      config: { access: manage },
      schema: {
        operationId: 'createRole',
        summary: 'Add a role with its menu grants',
        tags: ['roles'],
        body: roleBody,
        response: { 201: role, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await roles.createRole(db, callerOf(request), request.body)),
  );

  app.post(
    '/api/v1/roles/:id/copy',
    {
      config: { access: manage },
      schema: {
        operationId: 'copyRole',
        summary: 'Copy a role under a new name',
        tags: ['roles'],
        params: idParams,
        body: roleCopyBody,
        response: { 201: role, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await roles.copyRole(db, callerOf(request), request.params.id, request.body.name)),
  );

  app.patch(
    '/api/v1/roles/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'updateRole',
        summary: 'Change a role or its grants',
        tags: ['roles'],
        params: idParams,
        body: roleUpdateBody,
        response: { 200: role, ...errors },
      },
    },
    async (request) => roles.updateRole(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/roles/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'deleteRole',
        summary: 'Remove a role that nobody holds',
        tags: ['roles'],
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await roles.deleteRole(db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
