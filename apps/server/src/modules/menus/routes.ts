import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, menusBody, menusResponse } from '@kaksha/contracts';
import type { AppContext } from '../../app.ts';
import { forbidden } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { menusFor } from './service.ts';

export async function menuRoutes(api: FastifyInstance, { db }: AppContext) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/api/menus',
    {
      config: { access: 'session' },
      schema: {
        tags: ['menus'],
        body: menusBody,
        response: { 200: menusResponse, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // The body names whose menus; it must be the caller's own (DESIGN §4).
      if (
        request.body.SUCode !== caller.suCode ||
        request.body.EmailID.trim().toLowerCase() !== caller.email
      ) {
        throw forbidden('These menus belong to another account.');
      }
      return menusFor(db, caller);
    },
  );
}
