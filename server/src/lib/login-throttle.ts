import type { Redis } from 'ioredis';

/**
 * Counts failed sign-ins per key (the caller uses account and IP together, so nobody can lock
 * an owner out of their own account from elsewhere). The per-IP limit is @fastify/rate-limit
 * on the route. In memory for one server process; in Redis (REDIS_URL) when several
 * instances must count together.
 */
export interface LoginThrottle {
  isLocked(account: string): Promise<boolean>;
  recordFailure(account: string): Promise<void>;
  reset(account: string): Promise<void>;
}

export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60_000,
  ) {}

  async isLocked(account: string, now = Date.now()): Promise<boolean> {
    const entry = this.failures.get(account);
    if (!entry || entry.until < now) return false;
    return entry.count >= this.maxFailures;
  }

  async recordFailure(account: string, now = Date.now()): Promise<void> {
    const entry = this.failures.get(account);
    if (!entry || entry.until < now) this.failures.set(account, { count: 1, until: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.prune(now);
  }

  async reset(account: string): Promise<void> {
    this.failures.delete(account);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.until < now) this.failures.delete(key);
  }
}

/**
 * The same window in Redis: one counter per key that expires a window after its first
 * failure (INCR then PEXPIRE NX in one MULTI, so a crash between them cannot leave a counter
 * that never expires).
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly maxFailures: number,
    /** Redis away: sign-in goes on uncounted (the per-IP limit still holds) rather than failing for everyone. */
    private readonly onError: (err: unknown) => void,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private key = (account: string) => `ziyara:login-failures:${account}`;

  async isLocked(account: string): Promise<boolean> {
    const count = await this.redis.get(this.key(account)).catch((err: unknown) => (this.onError(err), null));
    return Number(count) >= this.maxFailures;
  }

  async recordFailure(account: string): Promise<void> {
    await this.redis
      .multi()
      .incr(this.key(account))
      .pexpire(this.key(account), this.windowMs, 'NX')
      .exec()
      .catch((err: unknown) => this.onError(err));
  }

  async reset(account: string): Promise<void> {
    await this.redis.del(this.key(account)).catch((err: unknown) => this.onError(err));
  }
}
