import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import { FLOW_LIFETIME_MS, GoogleSignIn } from './google.service.ts';
import type { OidcTestHooks } from './google.service.ts';

const START = '/api/v1/auth/google';
const CALLBACK = '/api/v1/auth/google/callback';
/** Holds the flow's state between the two legs; sent only to the callback, and only for the flow's life. */
const FLOW_COOKIE = 'kaksha_google_flow';

/** Where the browser goes when there is no session: the login page says why (LoginPage reads `google`). */
const toLogin = (why: 'denied' | 'failed' | 'off') => `/login?google=${why}`;

const redirect = {
  302: z.null().describe('A redirect: to the provider, to /adminhome signed in, or to /login?google=…'),
};

/**
 * Login with Google (decision 020): GET /api/v1/auth/google sends the browser to the provider, which
 * sends it back to the callback; the callback signs the user in with the same session cookie as
 * POST /login and lands on /adminhome, where the shell reads the session. Off (the login page says
 * so) until OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 */
export async function googleSignInRoutes(api: FastifyInstance, ctx: AppContext, hooks?: OidcTestHooks) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { settings } = ctx;
  const google =
    settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET
      ? new GoogleSignIn(
          ctx.db,
          {
            issuer: settings.OIDC_ISSUER,
            clientId: settings.OIDC_CLIENT_ID,
            clientSecret: settings.OIDC_CLIENT_SECRET,
          },
          ctx.sessionPolicy,
          api.log,
          hooks,
        )
      : null;
  const flowCookie = (maxAgeSeconds: number) => ({
    ...sessionCookieOptions(settings.SECURE_COOKIES, maxAgeSeconds),
    path: CALLBACK,
  });

  app.get(
    START,
    {
      config: { access: 'public' },
      schema: {
        operationId: 'startGoogleSignIn',
        summary: "Go to the identity provider's sign-in (a browser navigation)",
        tags: ['account'],
        response: redirect,
      },
    },
    async (request, reply) => {
      if (!google) return reply.redirect(toLogin('off'));
      const flow = await google.start(`${publicOrigin(settings)}${CALLBACK}`);
      if (!flow) return reply.redirect(toLogin('failed'));
      reply.setCookie(FLOW_COOKIE, flow.state, flowCookie(FLOW_LIFETIME_MS / 1000));
      return reply.redirect(flow.url);
    },
  );

  app.get(
    CALLBACK,
    {
      // The query carries the provider's code and the flow's state.
      config: { access: 'public', secretPath: true },
      schema: {
        operationId: 'finishGoogleSignIn',
        summary: 'Where the identity provider sends the browser back (a browser navigation)',
        tags: ['account'],
        response: redirect,
      },
    },
    async (request, reply) => {
      if (!google) return reply.redirect(toLogin('off'));
      const query = request.url.slice(request.url.indexOf('?'));
      const callbackUrl = new URL(`${publicOrigin(settings)}${CALLBACK}${query}`);
      const outcome = await google.finish(callbackUrl, request.cookies[FLOW_COOKIE], request.ip);
      reply.clearCookie(FLOW_COOKIE, flowCookie(0));
      if ('refused' in outcome) return reply.redirect(toLogin(outcome.refused));
      reply.setCookie(
        SESSION_COOKIE,
        outcome.token,
        sessionCookieOptions(settings.SECURE_COOKIES, ctx.sessionPolicy.absoluteMs / 1000),
      );
      return reply.redirect('/adminhome');
    },
  );
}
