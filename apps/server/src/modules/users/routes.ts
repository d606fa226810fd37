import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  linkedGoogleAccount,
  centreOptions,
  roleOptions,
  staffUser,
  staffUserBody,
  staffUserUpdateBody,
  userList,
  userListQuery,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as users from './service.ts';
import * as googleAccount from './google-account.service.ts';

const errors = errorReplies.record;
const view = { menu: 'UserManager', level: 'view' } as const;
const manage = { menu: 'UserManager', level: 'manage' } as const;

export async function userRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, settings } = ctx;
  // Mail goes out after the transaction that wrote it has committed; delivery never throws.
  const deliver = (mailId: number) => setImmediate(() => void mailer.deliver(mailId));

  app.get(
    '/api/v1/users',
    {
      config: { access: view },
      schema: {
        operationId: 'listUsers',
        summary: "List the organisation's staff accounts",
        tags: ['users'],
        querystring: userListQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (request, reply) => sendJson(reply, await users.listUsers(db, callerOf(request), request.query)),
  );

  app.get(
    '/api/v1/users/centres',
    {
      config: { access: view },
      schema: {
        operationId: 'listUserCentreOptions',
        summary: 'Centres a staff account can be limited to',
        tags: ['users'],
        response: { 200: centreOptions, ...errors },
      },
    },
    async (request) => users.listCentres(db, callerOf(request)),
  );

  app.get(
    '/api/v1/users/role-options',
    {
      config: { access: view },
      schema: {
        operationId: 'listUserRoleOptions',
        summary: 'Roles a staff account can hold',
        tags: ['users'],
        response: { 200: roleOptions, ...errors },
      },
    },
    async (request) => users.roleOptions(db, callerOf(request)),
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: view },
      schema: {
        operationId: 'getUser',
        summary: 'One staff account',
        tags: ['users'],
        params: idParams,
        response: { 200: staffUser, ...errors },
      },
    },
    async (request) => users.getUser(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/users',
    {
      config: { access: manage },
      schema: {
        operationId: 'inviteUser',
        summary: 'Add a staff account and email its invitation',
        tags: ['users'],
        body: staffUserBody,
        response: { 201: staffUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, mailId } = await users.createUser(
        db,
        mailer,
        callerOf(request),
        request.body,
        publicOrigin(settings),
      );
      deliver(mailId);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/v1/users/:id',
    {
      config: { access: manage },
      schema: {
        operationId: 'updateUser',
        summary: "Change a staff account's details, roles, centres or exceptions",
        tags: ['users'],
        params: idParams,
        body: staffUserUpdateBody,
        response: { 200: staffUser, ...errors },
      },
    },
    async (request) => users.updateUser(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/users/:id/google-account',
    {
      config: { access: view },
      schema: {
        operationId: 'getLinkedGoogleAccount',
        summary: 'The Google account a staff user signs in with, if linked',
        tags: ['users'],
        params: idParams,
        response: { 200: linkedGoogleAccount, ...errors },
      },
    },
    async (request) => googleAccount.linkedGoogleAccount(db, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v1/users/:id/google-account',
    {
      config: { access: manage },
      schema: {
        operationId: 'unlinkGoogleAccount',
        summary: "Remove the link to a staff user's Google account",
        tags: ['users'],
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await googleAccount.unlinkGoogleAccount(db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/users/:id/deactivate',
    {
      config: { access: manage },
      schema: {
        operationId: 'deactivateUser',
        summary: 'Deactivate a staff account and end its sessions',
        tags: ['users'],
        params: idParams,
        response: { 200: staffUser, ...errors },
      },
    },
    async (request) => users.deactivateUser(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/users/:id/reactivate',
    {
      config: { access: manage },
      schema: {
        operationId: 'reactivateUser',
        summary: 'Reactivate a staff account',
        tags: ['users'],
        params: idParams,
        response: { 200: staffUser, ...errors },
      },
    },
    async (request) => users.reactivateUser(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/users/:id/invitation',
    {
      config: { access: manage },
      schema: {
        operationId: 'resendInvitation',
        summary: 'Send a new invitation link',
        tags: ['users'],
        params: idParams,
        response: { 200: staffUser, ...errors },
      },
    },
    async (request) => {
      const { user, mailId } = await users.resendInvitation(
        db,
        mailer,
        callerOf(request),
        request.params.id,
        publicOrigin(settings),
      );
      deliver(mailId);
      return user;
    },
  );
}
