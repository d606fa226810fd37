import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentStructure,
  assessmentStructureInput,
  assessmentStructureList,
  componentMarkParams,
  componentMarksInput,
  componentMarksSheet,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as marks from './marks.service.ts';
import * as structures from './structures.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['exams'];
const view = { access: { menu: 'ExamManagementSystem', level: 'view' as const } };
const manage = { access: { menu: 'ExamManagementSystem', level: 'manage' as const } };

/** Assessment structures and the marks of a structured paper's components (decision 093). */
export async function structureRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/assessment-structures',
    {
      config: view,
      schema: {
        operationId: 'listAssessmentStructures',
        summary:
          'The organisation’s assessment structures with their weighted components (CBSE VI–VIII ready-made)',
        tags,
        response: { 200: assessmentStructureList, ...listErrors },
      },
    },
    async (request) => structures.listStructures(db, callerOf(request)),
  );

  app.post(
    '/api/v1/assessment-structures',
    {
      config: manage,
      schema: {
        operationId: 'createAssessmentStructure',
        summary:
          'Add an assessment structure: weighted components, best of N attempts, one of them the exam’s paper',
        tags,
        body: assessmentStructureInput,
        response: { 201: assessmentStructure, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await structures.createStructure(db, callerOf(request), request.body)),
  );

  const path = '/api/v1/exams/:id/papers/:paperId/components/:position/attempts/:attempt';
  app.get(
    path,
    {
      config: view,
      schema: {
        operationId: 'getComponentMarks',
        summary:
          'One attempt of a structured paper’s component: each student of the exam and what is recorded',
        tags,
        params: componentMarkParams,
        response: { 200: componentMarksSheet, ...errors },
      },
    },
    async (request) => {
      const { id, paperId, position, attempt } = request.params;
      return marks.componentSheet(db, callerOf(request), id, paperId, { position, attempt });
    },
  );

  app.put(
    path,
    {
      config: view,
      schema: {
        operationId: 'saveComponentMarks',
        summary:
          'Save one attempt of a structured paper’s component (absent and exempt allowed) in one transaction; any bad cell refuses all',
        tags,
        params: componentMarkParams,
        body: componentMarksInput,
        response: { 200: componentMarksSheet, ...errors },
      },
    },
    async (request) => {
      const { id, paperId, position, attempt } = request.params;
      const caller = callerOf(request);
      await marks.saveMarks(db, caller, id, paperId, request.body, { position, attempt });
      return marks.componentSheet(db, caller, id, paperId, { position, attempt });
    },
  );
}
