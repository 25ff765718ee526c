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
  // Fail fast rather than queue: a request must not wait for a Redis that is away (the rate
  // limit then lets it through: see skipOnError in app.ts).
  // ioredis is loaded only when there is a Redis to talk to (ADR 0028).
  const { Redis } = await import('ioredis');
  const redis = new Redis(opts.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (err) => opts.warn('redis', err));
  return {
    redis,
    throttle: new RedisLoginThrottle(redis, opts.loginMaxFailures, (err) => opts.warn('redis: the sign-in lock is not counted', err)),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
