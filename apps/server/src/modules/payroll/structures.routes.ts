import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  payStructureBody,
  payStructureItem,
  payStructurePage,
  payStructureQuery,
  statutoryRateList,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as structures from './structures.service.ts';

const tags = ['payroll'];
const view = { access: { menu: 'Payroll', level: 'view' as const } };
const manage = { access: { menu: 'Payroll', level: 'manage' as const } };

/** Pay structures per teacher, and the statutory rates a month's run reads. */
export async function structureRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/payroll/structures',
    {
      config: view,
      schema: {
        operationId: 'listPayStructures',
        summary: "The organisation's teachers, each with their pay structure (or none yet)",
        tags,
        querystring: payStructureQuery,
        response: { 200: payStructurePage, ...errorReplies.list },
      },
    },
    async (request) => structures.listStructures(db, callerOf(request), request.query),
  );

  app.put(
    '/api/v1/payroll/structures/:teacherId',
    {
      config: manage,
      schema: {
        operationId: 'setPayStructure',
        summary: "Sets a teacher's pay structure: a monthly salary, per-lecture rates, or both",
        tags,
        params: z.object({ teacherId: idParam }),
        body: payStructureBody,
        response: { 200: payStructureItem, ...errorReplies.record },
      },
    },
    async (request) => structures.putStructure(db, callerOf(request), request.params.teacherId, request.body),
  );

  app.get(
    '/api/v1/payroll/rates',
    {
      config: view,
      schema: {
        operationId: 'listStatutoryRates',
        summary: 'The statutory rates (EPF, ESI, professional tax, TDS), each kind a dated row from its day',
        tags,
        response: { 200: statutoryRateList, ...errorReplies.list },
      },
    },
    async () => structures.listRates(db),
  );
}
