import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import type { Caller, SessionPolicy } from '../modules/account/service.ts';
import { resolveSession } from '../modules/account/service.ts';
import { menuAccess } from '../modules/menus/service.ts';
import type { AccessLevel } from '../modules/menus/service.ts';
import { menuCatalogue } from '@kaksha/contracts';
import type { CatalogueMenu } from '@kaksha/contracts';

export const SESSION_COOKIE = 'kaksha_session';

/** What a route serves, declared on every route: the server, not the sidebar, is the gatekeeper. */
export type RouteAccess = 'public' | 'session' | { menu: string; level: AccessLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const menuCodeByFrmName = new Map<string, number>();
(function index(items: CatalogueMenu[]) {
  for (const item of items) {
    if (item.frmName) menuCodeByFrmName.set(item.frmName, item.code);
    index(item.children ?? []);
  }
})(menuCatalogue);

export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

export async function authPlugin(
  app: FastifyInstance,
  opts: { db: Db; policy: SessionPolicy; secure: boolean },
) {
  app.decorateRequest('caller', null);

  // Every route must say who may call it; a route that forgets does not start.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    if (typeof access === 'object' && !menuCodeByFrmName.has(access.menu)) {
      throw new Error(`Route ${route.method} ${route.url} names unknown menu ${access.menu}`);
    }
    if (access === 'public') return;
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const caller = token ? await resolveSession(opts.db, token, opts.policy) : null;
      if (!caller) {
        if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        throw unauthenticated('Your session has ended. Please log in again.');
      }
      request.caller = caller;
      if (typeof access === 'object') {
        const level = (await menuAccess(opts.db, caller)).get(menuCodeByFrmName.get(access.menu)!);
        if (!level || (access.level === 'manage' && level !== 'manage')) {
          request.log.warn(
            { userId: caller.userId, menu: access.menu, level: access.level },
            'access refused',
          );
          throw forbidden();
        }
      }
    };
    const existing = route.preHandler;
    // The guard runs first, before any rate limit keyed on the body or the handler itself.
    route.preHandler = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

/** The caller of a route that is not public; the guard has already refused anyone else. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
