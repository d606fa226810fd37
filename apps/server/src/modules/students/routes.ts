import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  STUDENT_IMPORT_MAX_BYTES,
  importMessages,
  importMode,
  importResult,
  STUDENT_DOCUMENT_MAX_BYTES,
  STUDENT_PHOTO_MAX_BYTES,
  admissionInput,
  documentParams,
  guardianLookupQuery,
  guardianMatches,
  guardiansInput,
  idParams,
  statusChange,
  bulkStatusChange,
  bulkStatusResult,
  studentDocument,
  studentChoices,
  studentExportQuery,
  studentListQuery,
  studentMessages,
  studentPage,
  studentProfile,
  studentUpdate,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendJson } from '../../lib/serializer.ts';
import * as bulkActions from './bulk.service.ts';
import * as documents from './documents.service.ts';
import * as importer from './import.service.ts';
import * as students from './service.ts';

const { list: listErrors, record: errors, upload: fileErrors } = errorReplies;
const tags = ['students'];
const access = (
  menu: 'NewStudentEnrollment' | 'ManageStudents' | 'StudentProfile',
  level: 'view' | 'manage',
) => ({
  access: { menu, level },
});

/** Admissions (NewStudentEnrollment), the student list (ManageStudents) and one student (StudentProfile). */
export async function studentRoutes(api: FastifyInstance, { db, courier }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/students/choices',
    {
      // Centre, class and board names for the admission form and the list's filters: any member.
      config: { access: 'session' },
      schema: {
        operationId: 'studentChoices',
        summary: 'The centres, classes and boards a student can be admitted to',
        tags,
        response: { 200: studentChoices, ...listErrors },
      },
    },
    async (request) => students.choices(db, callerOf(request)),
  );

  app.post(
    '/api/v1/students',
    {
      config: access('NewStudentEnrollment', 'manage'),
      schema: {
        operationId: 'admitStudent',
        summary: 'Admit a student, with an admission number and guardians',
        tags,
        body: admissionInput,
        response: { 201: studentProfile, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await students.admit(db, courier, callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/guardians',
    {
      config: access('NewStudentEnrollment', 'view'),
      schema: {
        operationId: 'findGuardians',
        summary: 'Guardians with this mobile number (a sibling’s parent, to link)',
        tags,
        querystring: guardianLookupQuery,
        response: { 200: guardianMatches, ...listErrors },
      },
    },
    async (request) => ({
      data: await students.lookupGuardians(db, callerOf(request), request.query.mobile),
    }),
  );

  app.get(
    '/api/v1/students',
    {
      // The inventory's sale form finds the student it sells to with this search.
      config: { access: { menu: 'ManageStudents', level: 'view' as const, also: ['Inventory'] } },
      schema: {
        operationId: 'listStudents',
        summary: 'Students: search by name, admission number or guardian’s mobile; filter; pages',
        tags,
        querystring: studentListQuery,
        response: { 200: studentPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await students.list(db, callerOf(request), request.query)),
  );

  // Without the zod type provider: the reply is a stream, not a typed body (the query is still validated).
  api.get<{ Querystring: z.output<typeof studentExportQuery> }>(
    '/api/v1/students/export.csv',
    {
      config: access('ManageStudents', 'view'),
      schema: {
        operationId: 'exportStudents',
        summary: 'The matching students as CSV',
        tags,
        querystring: studentExportQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendCsv(reply, `students-${caller.suCode}`, students.csv(db, caller, request.query));
    },
  );

  app.get(
    '/api/v1/students/import-template.csv',
    {
      config: access('NewStudentEnrollment', 'view'),
      schema: {
        operationId: 'studentImportTemplate',
        summary: 'The CSV template for a bulk import, with an example row',
        tags,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="students-import-template.csv"')
        .send(await importer.template()),
  );

  app.post(
    '/api/v1/students/import',
    {
      config: access('NewStudentEnrollment', 'manage'),
      schema: {
        operationId: 'importStudents',
        summary: 'Check a CSV or XLSX file of students (mode=check), or admit them all or none (mode=save)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: importResult, ...fileErrors },
      },
    },
    async (request) => {
      const { data, file } = await readMultipart(request, {
        fields: importMode,
        fileField: 'file',
        maxBytes: STUDENT_IMPORT_MAX_BYTES,
        tooLargeMessage: importMessages.tooLarge,
      });
      if (!file) throw invalid(importMessages.fileType, { file: importMessages.fileType });
      return importer.importStudents(db, callerOf(request), file.bytes, data.mode);
    },
  );

  app.post(
    '/api/v1/students/status',
    {
      config: access('ManageStudents', 'manage'),
      schema: {
        operationId: 'changeStudentStatuses',
        summary: 'Change the status of many students together (the list’s bulk action)',
        description: 'One transaction: those who may move are moved; each who may not is named with why.',
        tags,
        body: bulkStatusChange,
        response: { 200: bulkStatusResult, ...errors },
      },
    },
    async (request) => bulkActions.changeStatuses(db, callerOf(request), request.body),
  );

  app.post(
    '/api/v1/students/:id/status',
    {
      config: access('ManageStudents', 'manage'),
      schema: {
        operationId: 'changeStudentStatus',
        summary: 'Put a student on hold, mark them left or alumni, or back to active',
        tags,
        params: idParams,
        body: statusChange,
        response: { 200: studentProfile, ...errors },
      },
    },
    async (request) => students.changeStatus(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/students/:id',
    {
      config: access('StudentProfile', 'view'),
      schema: {
        operationId: 'getStudent',
        summary: 'Everything about a student: details, guardians, documents, timeline',
        tags,
        params: idParams,
        response: { 200: studentProfile, ...errors },
      },
    },
    async (request) => students.profile(db, callerOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/students/:id',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'updateStudent',
        summary: 'Change a student’s details (never the admission number)',
        tags,
        params: idParams,
        body: studentUpdate,
        response: { 200: studentProfile, ...errors },
      },
    },
    async (request) => students.update(db, callerOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/students/:id/guardians',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'setStudentGuardians',
        summary: 'Set a student’s guardians and main contact',
        tags,
        params: idParams,
        body: guardiansInput,
        response: { 200: studentProfile, ...errors },
      },
    },
    async (request) =>
      students.setGuardians(db, callerOf(request), request.params.id, request.body.guardians),
  );

  // ---- photo and documents ----

  app.put(
    '/api/v1/students/:id/photo',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'setStudentPhoto',
        summary: 'Upload a student’s photo (JPEG, PNG or WebP, at most 1 MB)',
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: studentProfile, ...fileErrors },
      },
    },
    async (request) => {
      const { file } = await readMultipart(request, {
        fields: z.object({}),
        fileField: 'photo',
        maxBytes: STUDENT_PHOTO_MAX_BYTES,
        tooLargeMessage: studentMessages.photoType,
      });
      if (!file) throw invalid(studentMessages.photoType, { photo: studentMessages.photoType });
      return documents.setPhoto(db, callerOf(request), request.params.id, file.bytes);
    },
  );

  app.delete(
    '/api/v1/students/:id/photo',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'deleteStudentPhoto',
        summary: 'Remove a student’s photo',
        tags,
        params: idParams,
        response: { 200: studentProfile, ...errors },
      },
    },
    async (request) => documents.setPhoto(db, callerOf(request), request.params.id, null),
  );

  app.get(
    '/api/v1/students/:id/photo',
    {
      config: access('StudentProfile', 'view'),
      schema: {
        operationId: 'getStudentPhoto',
        summary: 'A student’s photo',
        tags,
        params: idParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await documents.photoOf(db, callerOf(request), request.params.id), 'inline'),
  );

  app.post(
    '/api/v1/students/:id/documents',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'addStudentDocument',
        summary: 'Add a document (PDF or image, at most 5 MB)',
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: studentDocument, ...fileErrors },
      },
    },
    async (request, reply) => {
      const { data, file } = await readMultipart(request, {
        fields: z.object({ kind: z.enum(DOCUMENT_KINDS, 'Choose what the document is.') }),
        fileField: 'file',
        maxBytes: STUDENT_DOCUMENT_MAX_BYTES,
        tooLargeMessage: studentMessages.documentTooLarge,
      });
      if (!file) throw invalid(studentMessages.documentType, { file: studentMessages.documentType });
      const saved = await documents.addDocument(db, callerOf(request), request.params.id, {
        kind: data.kind,
        fileName: file.filename,
        bytes: file.bytes,
      });
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/v1/students/:id/documents/:documentId',
    {
      config: access('StudentProfile', 'view'),
      schema: {
        operationId: 'downloadStudentDocument',
        summary: 'Download a student’s document',
        tags,
        params: documentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      return sendStoredFile(
        reply,
        await documents.documentFile(db, callerOf(request), id, documentId),
        'attachment',
      );
    },
  );

  app.delete(
    '/api/v1/students/:id/documents/:documentId',
    {
      config: access('StudentProfile', 'manage'),
      schema: {
        operationId: 'deleteStudentDocument',
        summary: 'Remove a student’s document',
        tags,
        params: documentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documents.removeDocument(db, callerOf(request), request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
}
