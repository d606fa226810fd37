import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  booking,
  bookingInput,
  bookingList,
  bookingPageQuery,
  bookingQuery,
  idParams,
  toCoverList,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as bookings from './bookings.service.ts';
import { menu, tags } from './route-options.ts';

const { list: listErrors, record: errors } = errorReplies;

// The calendars read every kind of booking; Time Allocation books exams, events and leave.
const calendars = {
  access: { menu: 'TimeAllocation', level: 'view' as const, also: ['TeacherCalender', 'BatchCalender'] },
};

/** The one calendar: every booking of a window, and the exams, events and leave booked on it. */
export async function bookingRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/bookings',
    {
      config: calendars,
      schema: {
        operationId: 'listBookings',
        summary:
          'A page of every booking (class, demo class, exam, event, leave) from one day to another by start, how many more, and the holidays then: the organisation’s, or a teacher’s, batch’s, room’s or centre’s',
        tags,
        querystring: bookingPageQuery,
        response: { 200: bookingList, ...listErrors },
      },
    },
    async (request) => bookings.list(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/bookings/to-cover',
    {
      config: calendars,
      schema: {
        operationId: 'classesToCover',
        summary: 'Classes whose teacher is on leave, each with the free teachers of its subject',
        tags,
        querystring: bookingQuery,
        response: { 200: toCoverList, ...listErrors },
      },
    },
    async (request) => bookings.toCover(db, callerOf(request), request.query),
  );

  app.post(
    '/api/v1/bookings',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'createBooking',
        summary:
          'Book an exam sitting, an event or a teacher’s leave under the one clash rule (leave sends the teacher’s classes to cover)',
        tags,
        body: bookingInput,
        response: { 201: booking, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await bookings.book(db, callerOf(request), request.body)),
  );

  app.delete(
    '/api/v1/bookings/:id',
    {
      config: menu('TimeAllocation', 'manage'),
      schema: {
        operationId: 'cancelBooking',
        summary: 'Cancel an exam sitting, event or leave (leave taken back gives the teacher’s classes back)',
        tags,
        params: idParams,
        response: { 200: booking, ...errors },
      },
    },
    async (request) => bookings.cancel(db, callerOf(request), request.params.id),
  );
}
