import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  centre,
  centreAssignments,
  centreAssignmentsSave,
  centreInput,
  centreListQuery,
  centrePage,
  centreUpdate,
  idParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendJson } from '../../lib/serializer.ts';
import * as centres from './service.ts';

const errors = errorReplies.record;

/** The Center screen (centres of the organisation) and the CentreAsignment screen. */
export async function centreRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const view = { access: { menu: 'Center', level: 'view' as const } };
  const manage = { access: { menu: 'Center', level: 'manage' as const } };

  // Both screens list the same page of centres, each under its own menu.
  const centreLists = [
    {
      url: '/api/v1/centres',
      menu: 'Center',
      operationId: 'listCentres',
      summary: "List the organisation's centres",
    },
    {
      url: '/api/v1/centre-assignments',
      menu: 'CentreAsignment',
      operationId: 'listCentreAssignments',
      summary: 'Centres with how many teachers serve each',
    },
  ] as const;
  for (const { url, menu, operationId, summary } of centreLists) {
    app.get(
      url,
      {
        config: { access: { menu, level: 'view' } },
        schema: {
          operationId,
          summary,
          tags: ['centres'],
          querystring: centreListQuery,
          response: { 200: centrePage, ...errors },
        },
      },
      async (request, reply) =>
        sendJson(reply, await centres.listCentres(db, callerOf(request), request.query)),
    );
  }

  app.get(
    '/api/v1/centres/:id',
    {
      config: view,
      schema: {
        operationId: 'getCentre',
        summary: 'One centre',
        tags: ['centres'],
        params: idParams,
        response: { 200: centre, ...errors },
      },
    },
    async (request) => centres.getCentre(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/centres',
    {
      config: manage,
      schema: {
        operationId: 'createCentre',
        summary: 'Add a centre',
        tags: ['centres'],
        body: centreInput,
        response: { 201: centre, ...errors },
      },
    },
    async (request, reply) => {
      const created = await centres.createCentre(db, callerOf(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  // Deactivating is `{active: false}`: a centre keeps its history, and its code is never reused.
  app.patch(
    '/api/v1/centres/:id',
    {
      config: manage,
      schema: {
        operationId: 'updateCentre',
        summary: 'Change or deactivate a centre',
        tags: ['centres'],
        params: idParams,
        body: centreUpdate,
        response: { 200: centre, ...errors },
      },
    },
    async (request) =>
      centres.updateCentre(db, callerOf(request), request.params.id, request.body, request.ip),
  );

  // ---- CentreAsignment ----

  app.get(
    '/api/v1/centre-assignments/:id',
    {
      config: { access: { menu: 'CentreAsignment', level: 'view' } },
      schema: {
        operationId: 'getCentreAssignments',
        summary: 'The teachers who serve a centre',
        tags: ['centres'],
        params: idParams,
        response: { 200: centreAssignments, ...errors },
      },
    },
    async (request) => centres.centreAssignments(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/centre-assignments/:id',
    {
      config: { access: { menu: 'CentreAsignment', level: 'manage' } },
      schema: {
        operationId: 'saveCentreAssignments',
        summary: 'Set the teachers who serve a centre',
        tags: ['centres'],
        params: idParams,
        body: centreAssignmentsSave,
        response: { 200: centreAssignments, ...errors },
      },
    },
    async (request) =>
      centres.saveCentreAssignments(db, callerOf(request), request.params.id, request.body, request.ip),
  );
}
