import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcement,
  announcementChoices,
  announcementInput,
  announcementListQuery,
  announcementPage,
  apiError,
  idParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as announcements from './announcements.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const view = { access: { menu: 'Messages', level: 'view' as const } };
const manage = { access: { menu: 'Messages', level: 'manage' as const } };
const tags = ['messages'];

/** Announcements (issue 65): a message to a batch, class, centre, everyone or chosen students, and its report. */
export async function announcementRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/announcements',
    {
      config: view,
      schema: {
        operationId: 'listAnnouncements',
        summary: 'Announcements sent, newest first, each with its delivery counts',
        tags,
        querystring: announcementListQuery,
        response: { 200: announcementPage, ...errors },
      },
    },
    async (request) => announcements.listAnnouncements(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/announcements/choices',
    {
      config: view,
      schema: {
        operationId: 'getAnnouncementChoices',
        summary: 'The batches, classes and centres an announcement may be for',
        tags,
        response: { 200: announcementChoices, ...errors },
      },
    },
    async (request) => announcements.choices(db, callerOf(request)),
  );

  app.post(
    '/api/v1/announcements',
    {
      config: manage,
      schema: {
        operationId: 'sendAnnouncement',
        summary:
          'Send an announcement to guardians and teachers of a batch, class, centre, everyone or chosen students',
        description:
          'One transaction: the announcement and a message per person and channel through the notification service; the answer counts them.',
        tags,
        body: announcementInput,
        response: { 201: announcement, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await announcements.announce(db, courier, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/announcements/:id',
    {
      config: view,
      schema: {
        operationId: 'getAnnouncement',
        summary: 'An announcement and its delivery counts now',
        tags,
        params: idParams,
        response: { 200: announcement, ...errors },
      },
    },
    async (request) => announcements.announcementOf(db, callerOf(request), request.params.id),
  );
}
