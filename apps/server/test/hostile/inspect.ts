import type { LightMyRequestResponse } from 'fastify';

/**
 * What every API answer must look like, whatever was sent: no server error, nothing of the server's
 * insides (stack frames, file paths, SQL), the security headers, no caching of personal data, never a
 * page or an SVG a browser would run, and cookies that scripts cannot read and other sites cannot send.
 */
const LEAKS = [
  /\n\s+at\s/,
  /\bat (?:async )?[\w.<>]+ \(/,
  /node:internal/,
  /node_modules/,
  /apps\/server\/src/,
  /Failed query:/,
  /\b(?:Type|Reference|Range|Syntax)Error:/,
  /\bFST_[A-Z_]+/,
];

export function leaksOf(body: string): string[] {
  return LEAKS.filter((re) => re.test(body)).map(String);
}

export function cookieProblems(setCookie: string | string[] | undefined, options: { secure?: boolean } = {}) {
  const problems: string[] = [];
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of all) {
    const [pair = ''] = cookie.split(';');
    const value = pair.slice(pair.indexOf('=') + 1);
    // A cookie being cleared carries no value: nothing to protect.
    if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) continue;
    if (!/;\s*HttpOnly/i.test(cookie)) problems.push(`cookie without HttpOnly: ${pair.split('=')[0]}`);
    if (!/;\s*SameSite=(Lax|Strict)/i.test(cookie))
      problems.push(`cookie without SameSite: ${pair.split('=')[0]}`);
    if (!/;\s*Path=\//i.test(cookie)) problems.push(`cookie without Path=/: ${pair.split('=')[0]}`);
    if (options.secure && !/;\s*Secure/i.test(cookie))
      problems.push(`cookie without Secure: ${pair.split('=')[0]}`);
  }
  return problems;
}

export function headerProblems(res: LightMyRequestResponse, options: { personal: boolean }): string[] {
  const problems: string[] = [];
  const h = res.headers;
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const csp = String(h['content-security-policy'] ?? '');
  if (!/default-src '(self|none)'/.test(csp)) problems.push('no CSP');
  if (!csp.includes("frame-ancestors 'none'")) problems.push("CSP without frame-ancestors 'none'");
  if (/script-src[^;]*'unsafe-inline'/.test(csp)) problems.push('CSP allows inline scripts');
  if (options.personal && !String(h['cache-control'] ?? '').includes('no-store'))
    problems.push('not no-store');
  const type = String(h['content-type'] ?? '');
  if (options.personal && /text\/html|image\/svg|xml/.test(type)) problems.push(`serves ${type}`);
  return problems;
}

/** Everything wrong with one answer of an API route. */
export function answerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  problems.push(...leaksOf(res.body).map((leak) => `leaks ${leak}`));
  problems.push(...headerProblems(res, { personal: true }));
  problems.push(...cookieProblems(res.headers['set-cookie']));
  return problems;
}
