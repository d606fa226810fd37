import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceDay,
  attendanceDayQuery,
  attendanceSettings,
  attendanceSettingsBody,
  idParams,
  register,
  registerQuery,
  registerSave,
  registerSaved,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { photoOf } from '../students/documents.service.ts';
import * as registers from './service.ts';
import * as settings from './settings.service.ts';

const errors = errorReplies.record;
const tags = ['attendance'];

/** The Attendance screen: the day's registers, one register, saving it, the codes and settings. */
export async function attendanceRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const view = { access: { menu: 'Attendance', level: 'view' as const } };
  const manage = { access: { menu: 'Attendance', level: 'manage' as const } };

  app.get(
    '/api/v1/attendance/day',
    {
      config: view,
      schema: {
        operationId: 'attendanceDay',
        summary:
          'The classes of a day (today unless named) and batches without a timetable, with what is marked',
        tags,
        querystring: attendanceDayQuery,
        response: { 200: attendanceDay, ...errors },
      },
    },
    async (request) => registers.dayOf(db, callerOf(request), request.query.day),
  );

  app.get(
    '/api/v1/attendance/register',
    {
      config: view,
      schema: {
        operationId: 'openRegister',
        summary:
          'A register: a class (sessionId) or a batch’s day (batchId and day), everyone Present until saved',
        tags,
        querystring: registerQuery,
        response: { 200: register, ...errors },
      },
    },
    async (request) => registers.open(db, callerOf(request), request.query),
  );

  // Marking is the screen's use (view); a register past the freeze needs manage and a reason.
  app.put(
    '/api/v1/attendance/register',
    {
      config: view,
      schema: {
        operationId: 'saveRegister',
        summary: 'Save a whole register in one transaction; guardians of absent students are told once a day',
        tags,
        body: registerSave,
        response: { 200: registerSaved, ...errors },
      },
    },
    async (request) => {
      const saved = await registers.save(db, callerOf(request), request.body);
      if (saved.alerts.queued) courier.wake();
      return saved;
    },
  );

  app.get(
    '/api/v1/attendance/students/:id/photo',
    {
      config: view,
      schema: {
        operationId: 'registerPhoto',
        summary: 'A student’s photo on the register',
        tags,
        params: idParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await photoOf(db, callerOf(request), request.params.id), 'inline'),
  );

  app.get(
    '/api/v1/attendance/settings',
    {
      config: view,
      schema: {
        operationId: 'attendanceSettings',
        summary: 'The attendance codes, the freeze, the run of absences that alerts, the low-attendance line',
        tags,
        response: { 200: attendanceSettings, ...errors },
      },
    },
    async (request) => settings.getSettings(db, callerOf(request)),
  );

  app.put(
    '/api/v1/attendance/settings',
    {
      config: manage,
      schema: {
        operationId: 'saveAttendanceSettings',
        summary: 'Change the attendance codes and settings',
        tags,
        body: attendanceSettingsBody,
        response: { 200: attendanceSettings, ...errors },
      },
    },
    async (request) => settings.saveSettings(db, callerOf(request), request.body),
  );
}
