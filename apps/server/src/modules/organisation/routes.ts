import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, videoResponse } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { isOwnOrganisation } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { payrollVideo } from './service.ts';

export async function organisationRoutes(api: FastifyInstance, { db }: AppContext) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/api/video/:SUCode',
    {
      config: { access: { menu: 'Payroll', level: 'view' } },
      schema: {
        operationId: 'getPayrollVideo',
        summary: "The organisation's payroll video",
        tags: ['payroll'],
        params: z.object({ SUCode: z.string().max(20) }),
        response: { 200: videoResponse, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // Another organisation's code names nothing this caller can see.
      if (!isOwnOrganisation(caller, request.params.SUCode)) throw notFound('No video found!');
      return { videoURL: await payrollVideo(db, caller) };
    },
  );
}
