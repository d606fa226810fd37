import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceInput,
  demoChoices,
  demoClassDetail,
  demoClassInput,
  demoClassListQuery,
  demoClassPage,
  demoClassUpdate,
  idParams,
  invitationInput,
  invitationParams,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as demos from './demo.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['enquiries'];
const access = (level: 'view' | 'manage') => ({ access: { menu: 'DemoClassManagementSystem', level } });

/** Demo classes (DemoClassManagementSystem): schedule, invite enquiries, mark who came. */
export async function demoClassRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/demo-classes/choices',
    {
      config: access('view'),
      schema: {
        operationId: 'demoClassChoices',
        summary: 'Subjects, active teachers and centres for scheduling a demo class',
        tags,
        response: { 200: demoChoices, ...listErrors },
      },
    },
    async (request) => demos.choices(db, callerOf(request)),
  );

  app.get(
    '/api/v1/demo-classes',
    {
      config: access('view'),
      schema: {
        operationId: 'listDemoClasses',
        summary: 'Demo classes: upcoming (soonest first) or past, by teacher; pages',
        tags,
        querystring: demoClassListQuery,
        response: { 200: demoClassPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await demos.list(db, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/demo-classes',
    {
      config: access('manage'),
      schema: {
        operationId: 'scheduleDemoClass',
        summary: 'Schedule a demo class (its teacher must be free then)',
        tags,
        body: demoClassInput,
        response: { 201: demoClassDetail, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await demos.schedule(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/demo-classes/:id',
    {
      config: access('view'),
      schema: {
        operationId: 'getDemoClass',
        summary: 'One demo class with its invitations',
        tags,
        params: idParams,
        response: { 200: demoClassDetail, ...errors },
      },
    },
    async (request) => demos.detail(db, callerOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/demo-classes/:id',
    {
      config: access('manage'),
      schema: {
        operationId: 'updateDemoClass',
        summary: 'The teacher’s remarks, or cancel the class',
        tags,
        params: idParams,
        body: demoClassUpdate,
        response: { 200: demoClassDetail, ...errors },
      },
    },
    async (request) => demos.update(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/demo-classes/:id/invitations',
    {
      config: access('manage'),
      schema: {
        operationId: 'inviteToDemoClass',
        summary: 'Invite open enquiries (they move to Demo scheduled and get the invitation)',
        tags,
        params: idParams,
        body: invitationInput,
        response: { 200: demoClassDetail, ...errors },
      },
    },
    async (request) =>
      demos.invite(db, courier, callerOf(request), request.params.id, request.body.enquiryIds),
  );

  app.post(
    '/api/v1/demo-classes/:id/invitations/:enquiryId',
    {
      config: access('manage'),
      schema: {
        operationId: 'markDemoAttendance',
        summary:
          'Mark an invitee attended (enquiry → Demo attended) or a no-show (→ Contacted), with feedback',
        tags,
        params: invitationParams,
        body: attendanceInput,
        response: { 200: demoClassDetail, ...errors },
      },
    },
    async (request) =>
      demos.markAttendance(db, callerOf(request), request.params.id, request.params.enquiryId, request.body),
  );
}
