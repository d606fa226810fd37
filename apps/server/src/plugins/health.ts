import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { ping } from '../db/client.ts';
import type { SharedState } from '../lib/redis.ts';

const PROBE_TIMEOUT_MS = 2_000;

/**
 * GET /api/v1/health, for load balancers and process supervisors: 200 when this node can reach its
 * database, else 503 with Retry-After. Redis is reported but never fails the check, because the API
 * serves without it. Outside the API's access rules (like /api/docs): it reveals nothing but up/down.
 */
export async function healthRoute(site: FastifyInstance, opts: { db: Db; redis?: SharedState }) {
  const schema = {
    operationId: 'getHealth',
    summary: 'Whether this node and its database (and Redis, when set) answer',
    tags: ['health'],
  };
  site.get('/api/v1/health', { logLevel: 'warn', schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      ping(opts.db).then(() => 'up' as const),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), PROBE_TIMEOUT_MS);
      }),
    ])
      .catch((err: unknown) => {
        request.log.warn({ err }, 'health: database unavailable');
        return 'down' as const;
      })
      .finally(() => clearTimeout(timer));
    const redis = opts.redis ? opts.redis.status() : ('off' as const);
    if (database === 'down') reply.status(503).header('retry-after', '1');
    return { ok: database === 'up', database, redis };
  });
}
