import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addExperienceBody,
  allCentresResponse,
  education,
  educationDetailsBody,
  educationFields,
  educationList,
  getExperienceBody,
  getExperienceResponse,
  insertTeacherSubjectBody,
  teacherAddressList,
  teacherAddressUpdateBody,
  teacherAddressUpdateResponse,
  teacherCard,
  teacherCentreAddBody,
  teacherCentreBody,
  teacherCentreResponse,
  teacherCurriculum,
  teacherRespCapsReply,
  teacherRespReply,
  teacherRowParam,
  teacherSubjectsBody,
  teacherSubjectsResponse,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as panels from './panels.service.ts';
import * as teaching from './teaching.service.ts';
import { teacherCard as cardOf } from './service.ts';

const errors = errorReplies.record;
const view = { access: { menu: 'Panels', level: 'view' as const } };
const manage = { access: { menu: 'Panels', level: 'manage' as const } };
const teacherParams = z.object({ teacherId: teacherRowParam });
const idParams = z.object({ id: teacherRowParam });
const entryParams = z.object({ id: teacherRowParam, entryId: teacherRowParam });
const tags = ['teachers'];

/**
 * The teacher detail screen (Panels): the spec's twelve teacher calls, exact in path, payload casing
 * and response fields (KYC's two are in kyc.routes.ts), plus the /api/v1 calls the spec does not show.
 */
export async function panelRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  /** DELETE /api/v1/teachers/:id/<panel>/:entryId: the same shape for every list panel. */
  const removableEntry = (
    panel: string,
    described: { operationId: string; summary: string },
    remove: (db: Db, caller: Caller, teacherId: number, id: number, ip?: string) => Promise<unknown>,
  ) =>
    app.delete(
      `/api/v1/teachers/:id/${panel}/:entryId`,
      {
        config: manage,
        schema: { ...described, tags, params: entryParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await remove(db, callerOf(request), request.params.id, request.params.entryId, request.ip);
        return reply.status(204).send(null);
      },
    );

  // ---- Address ----

  app.post(
    '/api/teacher/:teacherId/address',
    {
      config: view,
      schema: {
        operationId: 'getTeacherAddress',
        summary: "A teacher's address",
        tags,
        params: teacherParams,
        response: { 200: teacherAddressList, ...errors },
      },
    },
    async (request) => panels.teacherAddresses(db, callerOf(request), request.params.teacherId),
  );

  app.post(
    '/api/teacher/:teacherId/address/update',
    {
      config: manage,
      schema: {
        operationId: 'saveTeacherAddress',
        summary: "Add or change a teacher's address",
        tags,
        params: teacherParams,
        body: teacherAddressUpdateBody,
        response: { 200: teacherAddressUpdateResponse, ...errors },
      },
    },
    async (request) =>
      panels.saveTeacherAddress(db, callerOf(request), request.params.teacherId, request.body, request.ip),
  );

  // ---- Education ----

  app.post(
    '/getEducationDetails',
    {
      config: view,
      schema: {
        operationId: 'getEducationDetails',
        summary: "A teacher's education",
        tags,
        body: educationDetailsBody,
        response: { 200: educationList, ...errors },
      },
    },
    async (request) => panels.educationOf(db, callerOf(request), request.body.teacherID),
  );

  app.post(
    '/api/v1/teachers/:id/education',
    {
      config: manage,
      schema: {
        operationId: 'addEducation',
        summary: "Add a line of a teacher's education",
        tags,
        params: idParams,
        body: educationFields,
        response: { 201: education, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await panels.addEducation(
        db,
        callerOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/v1/teachers/:id/education/:entryId',
    {
      config: manage,
      schema: {
        operationId: 'updateEducation',
        summary: "Change a line of a teacher's education",
        tags,
        params: entryParams,
        body: educationFields,
        response: { 200: education, ...errors },
      },
    },
    async (request) =>
      panels.editEducation(
        db,
        callerOf(request),
        request.params.id,
        request.params.entryId,
        request.body,
        request.ip,
      ),
  );

  removableEntry(
    'education',
    { operationId: 'deleteEducation', summary: "Remove a line of a teacher's education" },
    panels.removeEducation,
  );

  // ---- Experience ----

  app.post(
    '/getExperience',
    {
      config: view,
      schema: {
        operationId: 'getExperience',
        summary: "A teacher's work experience",
        tags,
        body: getExperienceBody,
        response: { 200: getExperienceResponse, ...errors },
      },
    },
    async (request) => panels.experienceOf(db, callerOf(request), request.body.teacherID),
  );

  app.post(
    '/addExperience',
    {
      config: manage,
      schema: {
        operationId: 'addExperience',
        summary: "Add a line of a teacher's work experience",
        tags,
        body: addExperienceBody,
        response: { 200: teacherRespReply, ...errors },
      },
    },
    async (request) => panels.addExperience(db, callerOf(request), request.body, request.ip),
  );

  removableEntry(
    'experience',
    { operationId: 'deleteExperience', summary: "Remove a line of a teacher's work experience" },
    panels.removeExperience,
  );

  // ---- Subjects ----

  app.post(
    '/api/get-teacher-subjects',
    {
      config: view,
      schema: {
        operationId: 'getTeacherSubjects',
        summary: 'The subjects a teacher teaches',
        tags,
        body: teacherSubjectsBody,
        response: { 200: teacherSubjectsResponse, ...errors },
      },
    },
    async (request) => ({
      respCode: '0',
      subjectDetails: await teaching.subjectsOf(db, callerOf(request), request.body.teacherID),
    }),
  );

  app.post(
    '/api/insert-teacher-subject',
    {
      config: manage,
      schema: {
        operationId: 'addTeacherSubject',
        summary: 'Add a subject a teacher teaches',
        tags,
        body: insertTeacherSubjectBody,
        response: { 200: teacherRespCapsReply, ...errors },
      },
    },
    async (request) => teaching.addSubject(db, callerOf(request), request.body, request.ip),
  );

  removableEntry(
    'subjects',
    { operationId: 'deleteTeacherSubject', summary: 'Remove a subject a teacher teaches' },
    teaching.removeSubject,
  );

  app.get(
    '/api/v1/teacher-curriculum',
    {
      config: view,
      schema: {
        operationId: 'getTeacherCurriculum',
        summary: "Boards, classes and subjects to choose a teacher's subjects from",
        tags,
        response: { 200: teacherCurriculum, ...errors },
      },
    },
    async (request) => teaching.curriculumFor(db, callerOf(request)),
  );

  // ---- Centres ----

  app.post(
    '/api/teacher-centre',
    {
      config: view,
      schema: {
        operationId: 'getTeacherCentres',
        summary: 'The centres a teacher serves',
        tags,
        body: teacherCentreBody,
        response: { 200: teacherCentreResponse, ...errors },
      },
    },
    async (request) => teaching.centresOf(db, callerOf(request), request.body.teacherID),
  );

  app.post(
    '/api/get-all-centres',
    {
      config: view,
      schema: {
        operationId: 'getAllCentres',
        summary: "The organisation's centres to choose from",
        tags,
        response: { 200: allCentresResponse, ...errors },
      },
    },
    async (request) => teaching.allCentres(db, callerOf(request)),
  );

  app.post(
    '/api/teacher-centre-add',
    {
      config: manage,
      schema: {
        operationId: 'addTeacherCentre',
        summary: 'Add a centre a teacher serves',
        tags,
        body: teacherCentreAddBody,
        response: { 200: teacherRespCapsReply, ...errors },
      },
    },
    async (request) => teaching.addCentre(db, callerOf(request), request.body, request.ip),
  );

  app.delete(
    '/api/v1/teachers/:id/centres/:code',
    {
      config: manage,
      schema: {
        operationId: 'deleteTeacherCentre',
        summary: 'Remove a centre a teacher serves',
        tags,
        params: z.object({ id: teacherRowParam, code: z.string().trim().min(1).max(20) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teaching.removeCentre(db, callerOf(request), request.params.id, request.params.code, request.ip);
      return reply.status(204).send(null);
    },
  );

  // ---- the screen's header: who the stored TeacherID is ----

  app.get(
    '/api/v1/teacher-details/:id',
    {
      config: view,
      schema: {
        operationId: 'getTeacherCard',
        summary: "The heading card of a teacher's detail panels",
        tags,
        params: idParams,
        response: { 200: teacherCard, ...errors },
      },
    },
    async (request) => cardOf(db, callerOf(request), request.params.id),
  );
}
