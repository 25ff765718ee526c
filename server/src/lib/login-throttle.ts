/**
 * Counts failed sign-ins per key (the caller uses account and IP together, so nobody can lock
 * an owner out of their own account from elsewhere). The per-IP limit is @fastify/rate-limit
 * on the route. In memory: one server process.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60_000,
  ) {}

  isLocked(account: string, now = Date.now()): boolean {
    const entry = this.failures.get(account);
    if (!entry || entry.until < now) return false;
    return entry.count >= this.maxFailures;
  }

  recordFailure(account: string, now = Date.now()): void {
    const entry = this.failures.get(account);
    if (!entry || entry.until < now) this.failures.set(account, { count: 1, until: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.prune(now);
  }

  reset(account: string): void {
    this.failures.delete(account);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.until < now) this.failures.delete(key);
  }
}
