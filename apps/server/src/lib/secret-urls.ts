import type { FastifyInstance } from 'fastify';

/**
 * Addresses that carry a secret. A route whose path (or query) is a key in itself — a receipt link
 * sent to a family, a teacher's calendar feed, the payment gateway's and the SMS providers' webhook
 * addresses, the identity provider's callback with its code — says so on the route:
 * `config: { secretPath: true }`. The logger then shows the path up to its first parameter and
 * `[redacted]` for the rest (query included), for every method and for paths that match no route,
 * and the answer is sent with no referrer. The spec's auto-login `/adminhome/{EmailID}/{Password}`
 * is no route of the API (the web app answers it and swaps it for `/adminhome` at once) and is
 * declared here.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The address carries a secret: logged as `[redacted]` after its fixed part, sent with no referrer. */
    secretPath?: boolean;
  }
}

interface SecretPath {
  pattern: RegExp;
  shown: string;
}

/** `/api/v1/receipt-links/` → a pattern liberal in case and repeated slashes, as the log must be. */
function secretPathOf(fixed: string, shown: string): SecretPath {
  const escaped = fixed
    .split(/\/+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\/+');
  return { pattern: new RegExp(`^${escaped}[^?#]`, 'i'), shown };
}

const secretPaths: SecretPath[] = [secretPathOf('/adminhome/', '/adminhome/[redacted]')];

/**
 * Declares a route's address secret: what comes after its fixed part (the path before its first
 * parameter) is never logged, nor its query. A route without parameters keeps its path and loses its
 * query.
 */
export function declareSecretPath(url: string) {
  const colon = url.indexOf(':');
  const declared =
    colon === -1
      ? { ...secretPathOf(url, `${url}?[redacted]`), pattern: secretPathOf(`${url}?`, '').pattern }
      : secretPathOf(url.slice(0, colon), `${url.slice(0, colon)}[redacted]`);
  if (!secretPaths.some((s) => s.shown === declared.shown)) secretPaths.push(declared);
}

/** Every route declared after this (the whole API) with `config.secretPath` has its address kept secret. */
export function secretPathsOf(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.secretPath) declareSecretPath(route.url);
  });
}

function pathOf(url: string): string {
  const path = url.split('#', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const secretIn = (url: string) => {
  const path = pathOf(url);
  return secretPaths.find((s) => s.pattern.test(path));
};

/** Whether a request URL (path and query) carries a secret. */
export function carriesSecret(url: string): boolean {
  return secretIn(url) !== undefined;
}

/** The URL as logs may show it: everything after the secret path's fixed part replaced. */
export function redactSecretPath(url: string): string {
  return secretIn(url)?.shown ?? url;
}
