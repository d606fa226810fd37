import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Settings } from './config.ts';
import type { Database } from './db/client.ts';
import { stdSerializers } from 'pino';
import { redactSecretPath } from './lib/secret-urls.ts';
import { errorForLog } from './lib/errorForLog.ts';
import { FORM_LIMITS } from './lib/multipart.ts';
import { Mailer } from './lib/mailer.ts';
import { JobRunner } from './lib/jobs/runner.ts';
import type { RunnerOptions } from './lib/jobs/runner.ts';
import { allJobs } from './jobs.ts';
import { registerDocuments } from './documents.ts';
import { openVault } from './lib/vault.ts';
import { Courier } from './modules/messages/courier.ts';
import type { MessagePolicy } from './modules/messages/courier.ts';
import { memoizingSerializerCompiler } from './lib/serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { healthRoute } from './plugins/health.ts';
import { healthTag, openapiPlugin, openapiUi } from './plugins/openapi.ts';
import { openRedis, redisRateLimitStore } from './lib/redis.ts';
import type { SessionPolicy } from './lib/caller.ts';
import { defaultLimits } from './context.ts';
import { defaultWebDist } from './paths.ts';
import type { AppContext, Limits } from './context.ts';
import { SessionCache, shareSessionChanges } from './modules/account/session-cache.ts';
import { CHAPTER_MANAGER_MENUS, ChapterManagerLists } from './modules/learning/remembered.ts';
import { shareChanges } from './lib/organisation-memory.ts';
import type { OidcTestHooks } from './modules/account/google.service.ts';
import type { Area } from './area.ts';
import { account } from './modules/account/index.ts';
import { attendance } from './modules/attendance/index.ts';
import { admissions } from './modules/admissions/index.ts';
import { audit } from './modules/audit/index.ts';
import { batches } from './modules/batches/index.ts';
import { centres } from './modules/centres/index.ts';
import { curriculum } from './modules/curriculum/index.ts';
import { dashboardOf } from './modules/dashboard/index.ts';
import { enquiries } from './modules/enquiries/index.ts';
import { exams } from './modules/exams/index.ts';
import { fees } from './modules/fees/index.ts';
import { institute } from './modules/institute/index.ts';
import { inventory } from './modules/inventory/index.ts';
import { jobs } from './modules/jobs/index.ts';
import { learning } from './modules/learning/index.ts';
import { menus } from './modules/menus/index.ts';
import { messages } from './modules/messages/index.ts';
import { payroll } from './modules/payroll/index.ts';
import { questions } from './modules/questions/index.ts';
import { roles } from './modules/roles/index.ts';
import { search } from './modules/search/index.ts';
import { students } from './modules/students/index.ts';
import { teachers } from './modules/teachers/index.ts';
import { timetable } from './modules/timetable/index.ts';
import { users } from './modules/users/index.ts';

/** The areas of the API, each registered whole, in this order (decision 063). */
const areas: Area[] = [
  account,
  menus,
  payroll,
  institute,
  jobs,
  messages,
  enquiries,
  students,
  batches,
  timetable,
  attendance,
  fees,
  exams,
  questions,
  inventory,
  admissions,
  centres,
  teachers,
  roles,
  users,
  audit,
  search,
  curriculum,
  learning,
  // Its figures are the other areas' (their plugins' `figures`, decision 083).
  dashboardOf(() => areas),
];

export interface BuildOptions {
  settings: Settings;
  database: Database;
  limits?: Partial<Limits>;
  logger?: FastifyServerOptions['logger'];
  /** Tests of the ID token checks only: what the identity provider's answers pass through. */
  oidcTestHooks?: OidcTestHooks;
  /** Tests: how the message courier claims, waits and retries. */
  messagePolicy?: Partial<MessagePolicy>;
  /** Tests: the job runner's clock. */
  jobs?: Pick<RunnerOptions, 'clock'>;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
}

// Every logged error, wherever it is logged, loses the values bound to its query (lib/errorForLog.ts);
// a request's URL is logged without the password of the spec's auto-login path (lib/secret-urls.ts).
const serializers = {
  err: (err: unknown) => stdSerializers.err(errorForLog(err) as Error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecretPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const { settings, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: settings.LOG_LEVEL,
            ...(typeof options.logger === 'object' && options.logger),
            serializers,
          },
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Stack traces stay in the log, never in a reply.
    return503OnClosing: true,
    // Malformed URLs and over-long path parameters are answered like other errors (plugins/errors.ts).
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizingSerializerCompiler);

  const sessionPolicy: SessionPolicy = {
    idleMs: settings.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: settings.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
  const mailer = new Mailer(database.db, settings.SMTP_URL, settings.MAIL_FROM, app.log);
  const vault = openVault(settings, app.log);
  const courier = new Courier(database.db, {
    mailer,
    vault,
    log: app.log,
    ratePerMinute: settings.MESSAGE_RATE_PER_MINUTE,
    allowPrivate: settings.MESSAGE_ALLOW_PRIVATE_URLS,
    policy: options.messagePolicy,
  });
  registerDocuments(areas, { db: database.db }, courier.attachments);
  const context: AppContext = {
    settings,
    database,
    db: database.db,
    mailer,
    vault,
    courier,
    jobs: new JobRunner(database.db, allJobs(areas, { database, courier, mailer, log: app.log }), {
      log: app.log,
      ...options.jobs,
    }),
    limits: {
      ...defaultLimits,
      registerPerHour: settings.REGISTER_LIMIT_PER_HOUR,
      loginPerAddress: settings.LOGIN_LIMIT_PER_ADDRESS,
      ...options.limits,
    },
    sessionPolicy,
    sessions: new SessionCache(settings.SESSION_CACHE_MS, sessionPolicy),
    chapterManagerLists: new ChapterManagerLists(settings.CURRICULUM_CACHE_MS),
    oidcTestHooks: options.oidcTestHooks,
  };
  app.addHook('onClose', async () => {
    // A job's run, then a delivery pass, finish before the mailer and the database close under them.
    await context.jobs.stop();
    await context.courier.settled();
    context.mailer.close();
  });

  await errorsPlugin(app);
  await securityPlugin(app, { secure: settings.SECURE_COOKIES });
  await app.register(cookie);
  // Every form is read by readMultipart, with its route's file limit and FORM_LIMITS; these are the
  // bounds for any reader that forgets to give its own.
  await app.register(multipart, { limits: { ...FORM_LIMITS, fileSize: 10 * 1024 * 1024, files: 1 } });
  // REDIS_URL: counters shared by every API node; without Redis (or while it is away) the limits are
  // counted per node. A Redis failure lets the request through and logs a warning (lib/redis.ts).
  const shared = settings.REDIS_URL ? await openRedis(settings.REDIS_URL, app.log) : undefined;
  if (shared) app.addHook('onClose', async () => shared.close());
  // Several nodes: a change to an organisation's sessions or grants, or to its curriculum, reaches
  // every node's memory of them.
  if (shared) {
    shareSessionChanges(shared, context.sessions);
    shareChanges(shared, 'kaksha:curriculum-changes', context.chapterManagerLists);
  }
  await app.register(
    rateLimit,
    shared
      ? { global: false, store: redisRateLimitStore(shared, app.log), skipOnError: true }
      : { global: false },
  );
  await openapiPlugin(app, { version: '0.1.0', tags: [...areas.flatMap((area) => area.tags), healthTag] });

  // Public files and the API docs: outside the API's access rules.
  await app.register(async (site) => {
    await openapiUi(site);
    await healthRoute(site, { db: database.db, redis: shared });
    await spa(site, options.webDist ?? defaultWebDist, settings);
  });

  // The API: every route declares its access, and personal data is never cached — but for an answer
  // whose route says how it may be (a calendar app's feed, kept privately a few minutes).
  await app.register(async (api) => {
    await authPlugin(api, {
      db: database.db,
      policy: context.sessionPolicy,
      secure: settings.SECURE_COOKIES,
      sessions: context.sessions,
      forgetOnWrite: [{ menus: CHAPTER_MANAGER_MENUS, memory: context.chapterManagerLists }],
    });
    api.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    api.get(
      '/api/v1/ping',
      {
        config: { access: 'public' },
        logLevel: 'warn',
        // No response schema: the benchmarks' baseline stays the cheapest route there is.
        schema: { operationId: 'ping', summary: 'A trivial answer from this node', tags: ['health'] },
      },
      async () => ({ ok: true }),
    );
    for (const area of areas) await area.routes(api, context);
  });

  return { app, context };
}

/** The built web app: hashed assets cached for a year, every other GET gets index.html with the runtime config. */
async function spa(site: FastifyInstance, dist: string, settings: Settings) {
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const runtimeConfig = JSON.stringify({
    brand: settings.BRAND,
    educatorSiteUrl: settings.EDUCATOR_SITE_URL,
    studentSiteUrl: settings.STUDENT_SITE_URL,
    googleSignIn: Boolean(settings.OIDC_CLIENT_ID),
  }).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const indexHtml = built
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '<meta name="kaksha-config" content="{}"',
          `<meta name="kaksha-config" content="${runtimeConfig}"`,
        )
    : '<!doctype html><title>Kaksha</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

  if (built) {
    await site.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  site.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    // An unknown API address (or a dotted path the router normalised away) is an API answer: never cached.
    if (!wantsPage) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    if (request.url.startsWith('/enquire/')) {
      // The public enquiry form is made to sit in a frame on the institute's own website.
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
