import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { Limits } from '../../context.ts';

/** The address a budget counts: IPv6 by its /64 network, so one host cannot step through its own block. */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** The email in a body, as sign-in compares it. */
export function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** "Please try again in 40 seconds." / "… in 15 minutes." */
export function tooManyAttempts(seconds: number): string {
  const wait =
    seconds <= 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

interface Refusal {
  statusCode: 429;
  code: 'RATE_LIMITED';
  message: string;
}

/**
 * Sign-in attempts spend three budgets at once, shared by POST /login and POST /api/login (and by
 * every node, through the rate-limit store):
 * - one person at one address (`loginPerWindow` per `loginWindow`): the budget a typo-prone user meets;
 * - one address, whatever the email (`loginPerAddress` per `loginWindow`): one host spraying many accounts;
 * - one account, whatever the address (`loginPerAccount` per `loginAccountWindow`, a minute): a guesser
 *   spread over many addresses is slowed to a few tries a minute, and the owner is never locked out
 *   for longer than that minute.
 * They are checked before any password is hashed, in that order, and an attempt refused by one budget
 * spends none after it: an address that is already refused cannot keep an account's minute spent.
 */
export function signInThrottle(app: FastifyInstance, limits: Limits) {
  const budget = (name: string, max: number, timeWindow: string, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `sign-in:${name}:${key(request)}` });
  const perPerson = budget(
    'person',
    limits.loginPerWindow,
    limits.loginWindow,
    (r) => `${addressOf(r)}|${emailOf(r)}`,
  );
  const perAddress = budget('address', limits.loginPerAddress, limits.loginWindow, addressOf);
  const perAccount = budget('account', limits.loginPerAccount, limits.loginAccountWindow, emailOf);

  /** Spends one attempt; answers the refusal to send when a budget is spent, else null. */
  return async function spend(request: FastifyRequest, reply: FastifyReply): Promise<Refusal | null> {
    for (const budget of [perPerson, perAddress, perAccount]) {
      const result = await budget(request);
      if (result.isAllowed) continue;
      // The headers tell one person at one address what is left of their own budget.
      if (budget === perPerson) {
        reply.header('x-ratelimit-limit', result.max);
        reply.header('x-ratelimit-remaining', result.remaining);
        reply.header('x-ratelimit-reset', result.ttlInSeconds);
      }
      if (!result.isExceeded) continue;
      const wait = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', wait);
      return { statusCode: 429, code: 'RATE_LIMITED', message: tooManyAttempts(wait) };
    }
    return null;
  };
}
