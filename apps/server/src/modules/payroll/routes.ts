import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, payrollMessages, payrollVideo, payrollVideoBody, videoResponse } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { isOwnOrganisation } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import { callerOf } from '../../plugins/auth.ts';
import { payRunRoutes } from './runs.routes.ts';
import { structureRoutes } from './structures.routes.ts';
import * as video from './video.service.ts';

const tags = ['payroll'];

/** The Payroll and PayrollVideo screens: the video, then pay structures and runs. */
export async function payrollRoutes(api: FastifyInstance, context: AppContext) {
  const { db } = context;
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/video/:SUCode',
    {
      config: { access: { menu: 'Payroll', level: 'view', also: ['PayrollVideo'] } },
      schema: {
        operationId: 'getPayrollVideo',
        summary: "The organisation's payroll video",
        tags,
        params: z.object({ SUCode: z.string().max(20) }),
        response: { 200: videoResponse, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // Another organisation's code names nothing this caller can see.
      if (!isOwnOrganisation(caller, request.params.SUCode)) throw notFound(payrollMessages.noVideo);
      return { videoURL: await video.payrollVideo(db, caller) };
    },
  );

  app.get(
    '/api/v1/payroll/video',
    {
      config: { access: { menu: 'PayrollVideo', level: 'view', also: ['Payroll'] } },
      schema: {
        operationId: 'payrollVideo',
        summary: "The organisation's payroll help video, and whether the caller may set it (the owner)",
        tags,
        response: { 200: payrollVideo, ...errorReplies.list },
      },
    },
    async (request) => video.videoScreen(db, callerOf(request)),
  );

  app.put(
    '/api/v1/payroll/video',
    {
      config: { access: { menu: 'PayrollVideo', level: 'manage' } },
      schema: {
        operationId: 'setPayrollVideo',
        summary: "The owner sets (or clears, with null) the organisation's payroll help video",
        tags,
        body: payrollVideoBody,
        response: { 200: payrollVideo, ...errorReplies.record },
      },
    },
    async (request) => video.setVideo(db, callerOf(request), request.body),
  );

  await structureRoutes(api, context);
  await payRunRoutes(api, context);
}
