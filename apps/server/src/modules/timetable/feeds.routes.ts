import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError, calendarFeed, calendarFeedParams, idParams } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { calendarFile, errorReplies } from '../../plugins/openapi.ts';
import * as feeds from './feeds.service.ts';
import { menu, tags } from './route-options.ts';

const { record: errors } = errorReplies;

/** A teacher's timetable for calendar apps, at a secret address. */
export async function feedRoutes(api: FastifyInstance, { db, vault }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/teachers/:id/calendar-feed',
    {
      config: menu('TeacherCalender', 'view'),
      schema: {
        operationId: 'teacherCalendarFeed',
        summary: 'The secret iCalendar address of the teacher’s timetable (null while it is off)',
        tags,
        params: idParams,
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (request) => feeds.feedOf(db, vault, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/teachers/:id/calendar-feed',
    {
      config: menu('TeacherCalender', 'manage'),
      schema: {
        operationId: 'resetTeacherCalendarFeed',
        summary: 'Make the teacher’s calendar address, or a new one (the old one stops working)',
        tags,
        params: idParams,
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (request) => feeds.resetFeed(db, vault, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v1/teachers/:id/calendar-feed',
    {
      config: menu('TeacherCalender', 'manage'),
      schema: {
        operationId: 'stopTeacherCalendarFeed',
        summary: 'Turn the teacher’s calendar address off',
        tags,
        params: idParams,
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (request) => feeds.stopFeed(db, callerOf(request), request.params.id),
  );

  api.get<{ Params: z.output<typeof calendarFeedParams> }>(
    '/api/v1/calendar-feeds/:token',
    {
      // The address is the key: calendar apps cannot sign in. Limited per address like other public calls.
      config: {
        access: 'public',
        secretPath: true,
        rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' },
      },
      schema: {
        operationId: 'calendarFeed',
        summary: 'A teacher’s timetable as iCalendar, at its secret address (for calendar apps)',
        tags,
        params: calendarFeedParams,
        response: { 200: calendarFile, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await feeds.calendarText(db, request.params.token)),
  );
}
