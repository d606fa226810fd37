import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Redis for several API nodes (REDIS_URL): today it holds the rate-limit counters, so that a budget
 * such as "10 sign-in attempts per 15 minutes" is one budget across every node rather than one per node.
 *
 * Redis is an aid, not a dependency: when it is away, requests are served without the shared counters
 * (fail-open) and a warning is logged, never an error to the caller. Commands never wait in a queue for
 * a connection that is not there, and never for longer than `commandTimeout`, so a slow or lost Redis
 * costs a request at most a few hundred milliseconds. The client reconnects in the background.
 */
export interface SharedState {
  redis: Redis;
  /** 'up' while connected, 'down' otherwise (the health route reports it). */
  status(): 'up' | 'down';
  /**
   * Hear every message published on `channel`. Pub/sub keeps nothing for a listener that is away, so
   * `onGap` runs each time the subscription (re)starts: whatever was sent meanwhile is lost.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onGap: () => void): void;
  /** Never throws: a message that cannot be sent is logged (throttled) and dropped. */
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_WAIT_MS = 2_000;
/** At most one "still unavailable" warning per this interval, however many requests meet it. */
const WARN_EVERY_MS = 10_000;

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<SharedState> {
  // Loaded only by a node given REDIS_URL: a single node never pays for the client.
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    // Keep trying, every 0.2 s at first and then every 2 s.
    retryStrategy: (times) => Math.min(200 * times, 2_000),
  });
  let lastWarning = 0;
  const warn = (message: string, err?: unknown) => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn({ err }, message);
  };
  let wasUp = false;
  redis.on('ready', () => {
    log.info('Redis connected: rate limits are shared by every API node');
    wasUp = true;
    lastWarning = 0;
  });
  redis.on('close', () => {
    if (!wasUp) return;
    wasUp = false;
    lastWarning = 0;
    warn('Redis connection lost: rate limits are checked without it (fail-open) until it returns');
  });
  // Without an error listener a failed (re)connection would be an uncaught 'error' event.
  redis.on('error', (err) => warn('Redis unavailable: rate limits are checked without it (fail-open)', err));
  const up = () => redis.status === 'ready';
  // Wait briefly for the first connection so that the first requests are counted, but start without it.
  await Promise.race([
    redis.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]);
  if (!up()) warn('Redis unavailable at start: rate limits are checked without it until it connects');
  const listeners: Redis[] = [];
  const quit = (client: Redis) =>
    client.quit().then(
      () => undefined,
      () => client.disconnect(),
    );
  return {
    redis,
    status: () => (up() ? 'up' : 'down'),
    subscribe(channel, onMessage, onGap) {
      // A subscribed connection can do nothing else, so each channel has its own.
      const listener = redis.duplicate({ autoResubscribe: false });
      listeners.push(listener);
      listener.on('error', (err) => warn('Redis unavailable: changes from other nodes are not heard', err));
      listener.on('message', (_channel: string, message: string) => onMessage(message));
      listener.on('ready', () => {
        listener
          .subscribe(channel)
          .then(onGap, (err: unknown) => warn(`could not subscribe to ${channel}`, err));
      });
      listener.connect().catch(() => undefined);
    },
    publish: (channel, message) =>
      redis.publish(channel, message).then(
        () => undefined,
        (err: unknown) => warn(`Redis unavailable: a message on ${channel} was not sent`, err),
      ),
    close: async () => {
      await Promise.all([...listeners, redis].map(quit));
    },
  };
}

// The fixed-window counter of @fastify/rate-limit's own Redis store, in one round trip.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local window = tonumber(ARGV[1])
if current == 1 or (ARGV[3] == 'true' and current > tonumber(ARGV[2])) then
  redis.call('PEXPIRE', KEYS[1], window)
else
  window = redis.call('PTTL', KEYS[1])
  if window < 0 then
    redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
    window = tonumber(ARGV[1])
  end
end
return {current, window}
`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreParams {
  continueExceeding?: boolean;
  routeInfo?: { method?: string; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps counters in Redis under
 * `kaksha:rl:<METHOD><url>:<sha256 of the key>` (keys hold addresses and emails; Redis sees neither).
 * Use with `skipOnError: true`: a failed command is reported here (as a throttled warning) and the
 * plugin lets the request through.
 */
export function redisRateLimitStore(shared: SharedState, log: FastifyBaseLogger, prefix = 'kaksha:rl:') {
  let lastWarning = 0;
  const failed = (err: Error, cb: Callback) => {
    const now = Date.now();
    if (now - lastWarning >= WARN_EVERY_MS) {
      lastWarning = now;
      log.warn({ err }, 'rate limit not checked: Redis unavailable (fail-open)');
    }
    cb(err);
  };
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  const toResult = (value: unknown) => {
    const [current, ttl] = value as [number, number];
    return { current: Number(current), ttl: Number(ttl) };
  };

  return class RedisRateLimitStore {
    readonly continueExceeding: boolean;
    readonly prefix: string;
    constructor(options: object = {}, keyPrefix = prefix) {
      this.continueExceeding = (options as StoreParams).continueExceeding === true;
      this.prefix = keyPrefix;
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      shared.redis
        .eval(INCREMENT, 1, this.prefix + hashed(key), timeWindow, max, String(this.continueExceeding))
        .then((value) => cb(null, toResult(value)))
        .catch((err: Error) => failed(err, cb));
    }
    read(key: string, cb: Callback) {
      shared.redis
        .eval(READ, 1, this.prefix + hashed(key))
        .then((value) => cb(null, toResult(value)))
        .catch((err: Error) => failed(err, cb));
    }
    child(routeOptions: object) {
      const params = routeOptions as StoreParams;
      const route = `${params.routeInfo?.method ?? ''}${params.routeInfo?.url ?? ''}`;
      return new RedisRateLimitStore(params, `${this.prefix}${route}:`);
    }
  };
}
