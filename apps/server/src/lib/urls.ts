import type { FastifyRequest } from 'fastify';

/** True only for absolute http: or https: URLs (no javascript:, data:, file: …). */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where links to this server point (emailed links, the sign-in redirect): PUBLIC_URL when set, else
 * this server as the caller reached it (behind a proxy, with TRUST_PROXY, the forwarded host).
 */
export const publicOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
