import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiError,
  invitationAcceptBody,
  invitationAcceptResponse,
  invitationInfo,
  invitationLookupBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import * as invitations from './invitations.service.ts';

const invitationThrottle = (max: number) => ({
  max,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string; statusCode: number }) => ({
    statusCode: context.statusCode,
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please try again in ${context.after}.`,
  }),
});

/** The emailed link (tag `invitations`): public, single use, and throttled per address. */
export async function invitationRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = ctx;

  app.post(
    '/api/v1/invitations/lookup',
    {
      config: { access: 'public', rateLimit: invitationThrottle(ctx.limits.invitationsPerWindow) },
      schema: {
        operationId: 'lookUpInvitation',
        summary: 'What an invitation link is for',
        tags: ['invitations'],
        body: invitationLookupBody,
        response: { 200: invitationInfo, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request) => invitations.inspectInvitation(db, request.body.token),
  );

  app.post(
    '/api/v1/invitations/accept',
    {
      config: { access: 'public', rateLimit: invitationThrottle(ctx.limits.invitationsPerWindow) },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation and set a password',
        tags: ['invitations'],
        body: invitationAcceptBody,
        response: { 200: invitationAcceptResponse, 400: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const session = await invitations.acceptInvitation(db, token, password, ctx.sessionPolicy, request.ip);
      reply.setCookie(
        SESSION_COOKIE,
        session.token,
        sessionCookieOptions(settings.SECURE_COOKIES, ctx.sessionPolicy.absoluteMs / 1000),
      );
      return { ...session.user, message: 'Your password is set. Welcome!' };
    },
  );
}
