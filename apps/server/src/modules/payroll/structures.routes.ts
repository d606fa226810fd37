import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  idParams,
  payStaffBody,
  payStaffMember,
  payStaffPage,
  payStaffPatch,
  payStaffQuery,
  payStructureBody,
  payStructureItem,
  payStructurePage,
  payStructureQuery,
  statutoryRateList,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as staff from './staff.service.ts';
import * as structures from './structures.service.ts';

const tags = ['payroll'];
const view = { access: { menu: 'Payroll', level: 'view' as const } };
const manage = { access: { menu: 'Payroll', level: 'manage' as const } };

/** Pay structures per teacher or staff member, staff who are not teachers, and the statutory rates. */
export async function structureRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/payroll/structures',
    {
      config: view,
      schema: {
        operationId: 'listPayStructures',
        summary: "The organisation's teachers and staff, each with their pay structure (or none yet)",
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
    async (request) =>
      structures.putStructure(db, callerOf(request), { teacherId: request.params.teacherId }, request.body),
  );

  app.put(
    '/api/v1/payroll/staff/:id/structure',
    {
      config: manage,
      schema: {
        operationId: 'setStaffPayStructure',
        summary: "Sets a staff member's pay structure (someone on the payroll who is not a teacher)",
        tags,
        params: idParams,
        body: payStructureBody,
        response: { 200: payStructureItem, ...errorReplies.record },
      },
    },
    async (request) =>
      structures.putStructure(db, callerOf(request), { staffId: request.params.id }, request.body),
  );

  app.get(
    '/api/v1/payroll/staff',
    {
      config: view,
      schema: {
        operationId: 'listPayStaff',
        summary: 'Staff on the payroll who are not teachers (office staff, accountant, peon…)',
        tags,
        querystring: payStaffQuery,
        response: { 200: payStaffPage, ...errorReplies.list },
      },
    },
    async (request) => staff.listStaff(db, callerOf(request), request.query),
  );

  app.post(
    '/api/v1/payroll/staff',
    {
      config: manage,
      schema: {
        operationId: 'addPayStaff',
        summary: 'Adds a staff member who is not a teacher, to be paid by the payroll',
        tags,
        body: payStaffBody,
        response: { 201: payStaffMember, ...errorReplies.record },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.addStaff(db, callerOf(request), request.body)),
  );

  app.patch(
    '/api/v1/payroll/staff/:id',
    {
      config: manage,
      schema: {
        operationId: 'changePayStaff',
        summary: "Changes a staff member's name, designation, contact, or makes them inactive",
        tags,
        params: idParams,
        body: payStaffPatch,
        response: { 200: payStaffMember, ...errorReplies.record },
      },
    },
    async (request) => staff.changeStaff(db, callerOf(request), request.params.id, request.body),
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
