import type { Redis } from 'ioredis';
import { MemoryLoginThrottle, RedisLoginThrottle, type LoginThrottle } from './login-throttle';

/**
 * What several server instances must count together: the rate limits and the sign-in lock.
 * With REDIS_URL they live in Redis; without it, in this process (the embedded, one-server
 * set-up). The live events already cross instances through PostgreSQL's LISTEN/NOTIFY.
 */
export interface SharedState {
  redis: Redis | undefined;
  throttle: LoginThrottle;
  close(): Promise<void>;
}

export async function openSharedState(opts: {
  redisUrl: string | undefined;
  loginMaxFailures: number;
  warn: (msg: string, err: unknown) => void;
}): Promise<SharedState> {
  if (!opts.redisUrl) return { redis: undefined, throttle: new MemoryLoginThrottle(opts.loginMaxFailures), close: async () => undefined };
  // ioredis is loaded only when there is a Redis to talk to (ADR 0028).
  const { Redis } = await import('ioredis');
  // Fail fast rather than wait: a request must not wait for a Redis that is away (the rate
  // limit then lets it through, skipOnError in app.ts; the sign-in lock goes uncounted). With
  // ioredis' offline queue a sign-in waited from 2 to 31 s while Redis was down, as commands
  // waited for reconnections (shared-state.test.ts). Without it, a command fails at once while
  // there is no connection, and one unanswered in half a second fails too (a Redis that is
  // reachable but stuck). Reconnecting goes on in the background.
  const redis = new Redis(opts.redisUrl, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err) => opts.warn('redis', err));
  // Without the queue, commands sent before the first connection is ready would fail: the start
  // waits for it (or for its first failure, at most 1.5 s), so instances count
  // together from their first request.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
    setTimeout(resolve, 1_500).unref();
  });
  return {
    redis,
    throttle: new RedisLoginThrottle(redis, opts.loginMaxFailures, (err) => opts.warn('redis: the sign-in lock is not counted', err)),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
