import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiError,
  batchSyllabus,
  batchTimetable,
  calendarFeed,
  calendarFeedParams,
  cancelSessionInput,
  classSession,
  holidayInput,
  holidayList,
  holidayQuery,
  holidayRemoval,
  holidayResult,
  idParams,
  rescheduleInput,
  sessionCoverage,
  sessionList,
  sessionTopicsInput,
  sessionRangeQuery,
  slotInput,
  slotRemoval,
  slotResult,
  substituteInput,
  syllabusPlanInput,
  upcomingQuery,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { calendarFile, errorReplies } from '../../plugins/openapi.ts';
import * as feeds from './feeds.service.ts';
import * as holidays from './holidays.service.ts';
import * as sessions from './sessions.service.ts';
import * as slots from './slots.service.ts';
import * as syllabus from './syllabus.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['timetable'];
const menu = (name: string, level: 'view' | 'manage') => ({ access: { menu: name, level } });

/** The timetable: weekly slots (TimeAllocation), sessions, calendars, upcoming classes, holidays. */
export async function timetableRoutes(api: FastifyInstance, { db, vault, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/batches/:id/timetable',
    {
      config: menu('TimeAllocation', 'view'),
      schema: {
        operationId: 'batchTimetable',
        summary: 'A batch’s weekly slots, and the subjects, teachers and rooms a slot chooses from',
        tags,
        params: idParams,
        response: { 200: batchTimetable, ...errors },
      },
    },
    async (request) => slots.timetableOf(db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/batches/:id/slots',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'createSlot',
        summary: 'Add a weekly slot and make its sessions (a clash refuses it, naming what clashes)',
        tags,
        params: idParams,
        body: slotInput,
        response: { 201: slotResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await slots.createSlot(db, callerOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/v1/slots/:id',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'updateSlot',
        summary: 'Change a slot from today on (sessions that happened, or were changed by hand, stay)',
        tags,
        params: idParams,
        body: slotInput,
        response: { 200: slotResult, ...errors },
      },
    },
    async (request) => slots.updateSlot(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/slots/:id',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'deleteSlot',
        summary: 'End a slot today: its sessions to come are removed',
        tags,
        params: idParams,
        response: { 200: slotRemoval, ...errors },
      },
    },
    async (request) => slots.deleteSlot(db, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/batches/:id/sessions',
    {
      // Time Allocation and Batch Content list a batch's classes too.
      config: { access: { menu: 'BatchCalender', level: 'view', also: ['TimeAllocation', 'BatchContent'] } },
      schema: {
        operationId: 'batchSessions',
        summary: 'A batch’s sessions from one day to another (at most 62 days)',
        tags,
        params: idParams,
        querystring: sessionRangeQuery,
        response: { 200: sessionList, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await sessions.ofBatch(db, callerOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/teachers/:id/sessions',
    {
      config: menu('TeacherCalender', 'view'),
      schema: {
        operationId: 'teacherSessions',
        summary: 'A teacher’s sessions from one day to another (at most 62 days)',
        tags,
        params: idParams,
        querystring: sessionRangeQuery,
        response: { 200: sessionList, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(reply, await sessions.ofTeacher(db, callerOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/sessions/upcoming',
    {
      config: menu('UpcomingClasses', 'view'),
      schema: {
        operationId: 'upcomingSessions',
        summary: 'The next sessions from now: the institute’s, or a centre’s, teacher’s or batch’s',
        tags,
        querystring: upcomingQuery,
        response: { 200: sessionList, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await sessions.upcoming(db, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/sessions/:id/reschedule',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'rescheduleSession',
        summary: 'Move one session to another day, time or room (the clash rule applies)',
        tags,
        params: idParams,
        body: rescheduleInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.reschedule(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/cancel',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'cancelSession',
        summary: 'Cancel one session, saying why',
        tags,
        params: idParams,
        body: cancelSessionInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.cancel(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/substitute',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'substituteSession',
        summary: 'Another teacher takes one session (giving it back to the regular one clears it)',
        tags,
        params: idParams,
        body: substituteInput,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.substitute(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/sessions/:id/restore',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'restoreSession',
        summary: 'Bring a cancelled session back (if nothing clashes with it now)',
        tags,
        params: idParams,
        response: { 200: classSession, ...errors },
      },
    },
    async (request) => sessions.restore(db, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/holidays',
    {
      config: menu('Holiday', 'view'),
      schema: {
        operationId: 'listHolidays',
        summary: 'Holidays touching a year (or all), by first day, with how many sessions each cancelled',
        tags,
        querystring: holidayQuery,
        response: { 200: holidayList, ...listErrors },
      },
    },
    async (request) => ({ data: await holidays.list(db, callerOf(request), request.query.year) }),
  );

  app.post(
    '/api/v1/holidays',
    {
      config: menu('Holiday', 'manage'),
      schema: {
        operationId: 'createHoliday',
        summary:
          'Add a holiday (institute, centre or batch): its sessions are cancelled; families told if asked',
        tags,
        body: holidayInput,
        response: { 201: holidayResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await holidays.create(db, callerOf(request), request.body);
      if (result.notified) courier.wake();
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/v1/holidays/:id',
    {
      config: menu('Holiday', 'manage'),
      schema: {
        operationId: 'deleteHoliday',
        summary: 'Take a holiday away: its sessions come back where nothing clashes',
        tags,
        params: idParams,
        response: { 200: holidayRemoval, ...errors },
      },
    },
    async (request) => holidays.remove(db, callerOf(request), request.params.id),
  );

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
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' } },
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

  app.get(
    '/api/v1/batches/:id/syllabus',
    {
      config: menu('BatchContent', 'view'),
      schema: {
        operationId: 'batchSyllabus',
        summary: 'The batch’s syllabus plan per subject, with coverage, and the chapters it can take',
        tags,
        params: idParams,
        response: { 200: batchSyllabus, ...errors },
      },
    },
    async (request) => syllabus.syllabusOf(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/batches/:id/syllabus',
    {
      config: menu('BatchContent', 'manage'),
      schema: {
        operationId: 'saveBatchSyllabus',
        summary: 'Set one subject’s plan: its topics in teaching order',
        tags,
        params: idParams,
        body: syllabusPlanInput,
        response: { 200: batchSyllabus, ...errors },
      },
    },
    async (request) => syllabus.savePlan(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/sessions/:id/topics',
    {
      config: menu('BatchContent', 'view'),
      schema: {
        operationId: 'sessionTopics',
        summary: 'What a session covered, and its subject’s plan to choose from',
        tags,
        params: idParams,
        response: { 200: sessionCoverage, ...errors },
      },
    },
    async (request) => syllabus.sessionCoverage(db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v1/sessions/:id/topics',
    {
      config: menu('BatchContent', 'manage'),
      schema: {
        operationId: 'markSessionTopics',
        summary: 'Mark the topics a session covered (from the plan; once it has begun)',
        tags,
        params: idParams,
        body: sessionTopicsInput,
        response: { 200: sessionCoverage, ...errors },
      },
    },
    async (request) => syllabus.markCovered(db, callerOf(request), request.params.id, request.body),
  );
}
