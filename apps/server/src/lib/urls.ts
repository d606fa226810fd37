import type { Settings } from '../config.ts';

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
 * Where links to this server point (receipt links and payment links sent to families, invitations,
 * the webhook and delivery-report addresses staff give providers, the sign-in redirect): PUBLIC_URL,
 * or, unset, this machine (`http://localhost:PORT`, a trial on one computer). Never the request's
 * Host or X-Forwarded-Host: anyone can send those, and a link built from them would send a family to
 * the sender's site (a webhook's request makes receipts too). main.ts warns at start when unset.
 */
export const publicOrigin = (settings: Pick<Settings, 'PUBLIC_URL' | 'PORT'>) =>
  settings.PUBLIC_URL ? settings.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${settings.PORT}`;
