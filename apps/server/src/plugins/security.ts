import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { forbidden } from '../lib/errors.ts';
import { carriesSecret } from '../lib/secret-urls.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Headers (a CSP without inline scripts, nosniff, no framing) and a refusal of cross-site writes:
 * browsers say where a request comes from (Sec-Fetch-Site, Origin), and only our own pages may change data.
 */
export async function securityPlugin(app: FastifyInstance, opts: { secure: boolean }) {
  // Built once: @fastify/helmet built these headers again on every request (a tenth of a cached
  // call's CPU, most of it parsing the policy below), docs/decisions/042-security-headers-built-once.md.
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));

  // The auto-login page's address holds a password: its assets and links must not send it on as a Referer.
  app.addHook('onSend', async (request, reply) => {
    if (carriesSecret(request.url)) reply.header('referrer-policy', 'no-referrer');
  });

  // Fastify parses text/plain by default; a form or fetch from another site can send it without a preflight.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none')
      throw forbidden('Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (origin) {
      if (!sameHost(origin, request.host)) throw forbidden('Cross-site requests are not allowed.');
    }
  });
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
