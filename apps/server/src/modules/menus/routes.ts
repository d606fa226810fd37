import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, menusBody, menusResponse, myAccess } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import { forbidden } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { frmNameOf, menusFor } from './service.ts';

const OTHER_ACCOUNT = 'These menus belong to another account.';

export async function menuRoutes(api: FastifyInstance, _context: AppContext) {
  // The same grants as the sidebar and the guard, with levels: screens hide what the caller may not change.
  api.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/me/access',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getMyAccess',
        summary: 'The menus the caller may view or manage',
        tags: ['menus'],
        response: { 200: myAccess, 401: apiError },
      },
    },
    async (request) => {
      const access = callerOf(request).access;
      const menus: Record<string, 'view' | 'manage'> = {};
      for (const [code, level] of access.menus) {
        const frmName = frmNameOf(code);
        if (frmName) menus[frmName] = level;
      }
      return { owner: access.owner, menus };
    },
  );

  api.withTypeProvider<ZodTypeProvider>().post(
    '/api/menus',
    {
      config: { access: 'session', readOnly: true },
      schema: {
        operationId: 'getMenus',
        summary: "The caller's menu tree for the sidebar",
        tags: ['menus'],
        body: menusBody,
        response: { 200: menusResponse, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // The body names whose menus; it must be the caller's own (DESIGN §4).
      assertOwnOrganisation(caller, request.body.SUCode, OTHER_ACCOUNT);
      if (request.body.EmailID.trim().toLowerCase() !== caller.email) throw forbidden(OTHER_ACCOUNT);
      return menusFor(callerOf(request).access);
    },
  );
}
