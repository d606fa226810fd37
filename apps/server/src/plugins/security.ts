import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { forbidden } from '../lib/errors.ts';
import { carriesSecret, secretPathsOf } from '../lib/secret-urls.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Headers (a CSP without inline scripts, nosniff, no framing) and a refusal of cross-site writes:
 * browsers say where a request comes from (Sec-Fetch-Site, Origin), and only our own pages may change data.
 */
export async function securityPlugin(app: FastifyInstance, opts: { secure: boolean }) {
  // Built once: @fastify/helmet built these headers again on every request (a tenth of a cached
  // call's CPU, most of it parsing the policy below), docs/decisions/042-security-headers-built-once.md.
  // Set as the reply's headers, which Node checks once as it writes them, not one by one as set.
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The payroll video and learning content play from http(s) providers in a frame.
          frameSrc: ['https:', 'http:'],
          mediaSrc: ["'self'", 'https:', 'blob:'],
          // The gate's QR reader decodes in a worker it makes from a blob of its own code (decision 091).
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: opts.secure,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  // Routes that say their address is a secret (`config.secretPath`): redacted in the log, no referrer.
  secretPathsOf(app);

  // Fastify parses text/plain by default; a form or fetch from another site can send it without a preflight.
  app.removeContentTypeParser('text/plain');

  // One hook, called back rather than awaited: every request passes it (decision 042).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // An address that holds a secret (the auto-login page's password, a receipt link's key): its
    // assets and links must not send it on as a Referer.
    if (carriesSecret(request.url)) reply.header('referrer-policy', 'no-referrer');
    done(crossSiteWrite(request) ? forbidden('Cross-site requests are not allowed.') : undefined);
  });
}

/** Whether a request changes data from another site: browsers say where it comes from (Sec-Fetch-Site, Origin). */
function crossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return !!origin && !sameHost(origin, request.host);
}

/**
 * The headers a helmet middleware sets, recorded once from a response of its own: its options are
 * fixed (no nonces, nothing read from the request), so every answer gets the same.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Compares hosts as URLs do, so that an explicit default port (":80", ":443") still matches. */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
