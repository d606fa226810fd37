import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../db/client.ts';
import { sha256 } from '../lib/crypto.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import type { AccessLevel, Caller, SessionPolicy } from '../lib/caller.ts';
import { resolveSession } from '../modules/account/service.ts';
import type { SessionExtras } from '../modules/account/service.ts';
import type { KnownSession, SessionCache } from '../modules/account/session-cache.ts';
import type { OrganisationMemory } from '../lib/organisation-memory.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { accessFromGrantTuples, covers, grantsColumn, menuCodeOf } from '../modules/menus/service.ts';

export const SESSION_COOKIE = 'kaksha_session';

/** What a route serves, declared on every route: the server, not the sidebar, is the gatekeeper. */
/**
 * Who may call a route. A menu route may also serve other screens that need the same data (a batch
 * picker on the calendar): `also` names them, each at the same level.
 */
export type RouteAccess = 'public' | 'session' | { menu: string; level: AccessLevel; also?: string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A POST that only reads (the spec reads some things by POST): it does not forget remembered sessions. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** One route as declared, for tests that walk the whole route table. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema: FastifySchema | undefined;
}

// Keyed by the HTTP server, which every encapsulated instance of one app shares.
const routeTables = new WeakMap<object, DeclaredRoute[]>();

/** Every route the API declared, with its access and schema, in registration order. */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return [...(routeTables.get(app.server) ?? [])];
}

export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The menus whose writes change who may do what: users (status, roles, exceptions) and roles' grants. */
export const ACCESS_AREAS = new Set(['UserManager', 'RoleManager']);

export async function authPlugin(
  app: FastifyInstance,
  opts: {
    db: Db;
    policy: SessionPolicy;
    secure: boolean;
    sessions: SessionCache;
    /** Other memories a member's write to one of `menus` forgets for their organisation. */
    forgetOnWrite: { menus: ReadonlySet<string>; memory: Pick<OrganisationMemory<never>, 'changed'> }[];
  },
) {
  const { sessions } = opts;

  // Most guarded requests are answered from memory; one read per session per SESSION_CACHE_MS goes to the database.
  const readSession = (token: string): Promise<KnownSession | null> =>
    sessions.remembered(sha256(token), async () => {
      // The session, its user and their grants in one query.
      const resolved = await resolveSession(opts.db, token, opts.policy, sessionWithGrants);
      if (!resolved) return null;
      return {
        caller: resolved.caller,
        access: accessFromGrantTuples(resolved.extras.grants as Parameters<typeof accessFromGrantTuples>[0]),
        expiresAt: resolved.expiresAt,
        lastSeenAt: resolved.lastSeenAt,
      };
    });

  // A write that may have changed sessions, users or grants (a sign-out, a profile, a deactivation,
  // a role's grants) forgets the organisation's remembered sessions, on every node, before the reply
  // leaves. Only the session's own routes and the access areas can change them (decision 013); a
  // write elsewhere (a receipt) leaves them, so that it does not make every member's next call read
  // its session again. A write to the menus of a memory in `forgetOnWrite` forgets that memory's
  // answers for the organisation the same way (the chapter manager's lists, decision 041). Reads
  // are GETs, 'view' routes and POSTs that declare `readOnly`.
  // Called back, not awaited: a read (nearly every call) passes without a promise of its own.
  const forgetAfterWrite = async (organisationId: number, access: RouteAccess | undefined) => {
    if (typeof access !== 'object' || ACCESS_AREAS.has(access.menu)) await sessions.changed(organisationId);
    if (typeof access !== 'object') return;
    for (const { menus, memory } of opts.forgetOnWrite)
      if (menus.has(access.menu)) await memory.changed(organisationId);
  };
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.caller || READS.has(request.method)) return done(null, payload);
    const { access, readOnly } = request.routeOptions.config;
    if (readOnly || (typeof access === 'object' && access.level === 'view')) return done(null, payload);
    forgetAfterWrite(request.caller.organisationId, access).then(() => done(null, payload), done);
  });

  app.decorateRequest('caller', null);
  let table = routeTables.get(app.server);
  if (!table) routeTables.set(app.server, (table = []));
  const routes = table;

  // Every route must say who may call it; a route that forgets does not start.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const menu of typeof access === 'object' ? [access.menu, ...(access.also ?? [])] : []) {
      if (menuCodeOf(menu) === undefined)
        throw new Error(`Route ${route.method} ${route.url} names unknown menu ${menu}`);
    }
    if (typeof access === 'object' && access.level !== 'view' && access.level !== 'manage') {
      throw new Error(`Route ${route.method} ${route.url} names unknown level ${String(access.level)}`);
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, access, schema: route.schema });
    }
    if (access === 'public') return;
    const menuCodes =
      typeof access === 'object' ? [access.menu, ...(access.also ?? [])].map((m) => menuCodeOf(m)!) : [];

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const known = token ? await readSession(token) : null;
      if (!known) {
        if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        throw unauthenticated('Your session has ended. Please log in again.');
      }
      const { caller, access: held } = known;
      request.caller = { ...caller, access: held, ip: request.ip };
      if (typeof access !== 'object') return;
      if (menuCodes.some((code) => covers(held.menus.get(code), access.level))) return;
      const refusal = {
        method: request.method,
        route: request.routeOptions.url,
        menu: access.menu,
        level: access.level,
      };
      request.log.warn({ userId: caller.userId, ...refusal }, 'access refused');
      // The owners see refusals in the audit log; a failure to record one must not let the call through.
      await recordAudit(opts.db, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'refused',
        area: 'access',
        entityId: access.menu,
        summary: refusal,
        ip: request.ip,
      }).catch((err: unknown) => request.log.error({ err }, 'could not record a refusal'));
      throw forbidden();
    };
    // The guard runs first, on the request line and cookie alone: before the body is read or
    // validated, before any rate limit keyed on the body, and before the handler. A refusal
    // therefore never depends on what the body holds.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

const sessionWithGrants: SessionExtras = {
  name: 'grants',
  columns: (user) => ({ grants: grantsColumn(user.id, user.organisationId) }),
};

/**
 * The caller of a route that is not public: who they are, what they hold and where they call from
 * (lib/caller.ts). The guard has already refused anyone else.
 */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
