import { StampedCache } from './stamped-cache';

/**
 * Exact list totals without counting on every page turn. A list's `count` depends on the
 * company's rows and the filters, not on the page, so paging through (or 50 people looking at
 * the same list) repeats the same count. Entries are keyed by company, list and filters and
 * stamped with the company's write version (lib/stamped-cache.ts), so this process never
 * serves a total older than its own last write. Another server instance's writes show within
 * 5 s (the only staleness, documented in ADR 0011).
 */
const counts = new StampedCache<number>({ ttlMs: 5_000, maxEntries: 5_000 });

/** `scopes`: all the count depends on (lib/tenant-version.ts), the same for every call of its key. */
export const cachedCount = (tenantId: string, key: string, count: () => Promise<number>, scopes?: readonly string[]): Promise<number> =>
  counts.answer(tenantId, key, count, 0, scopes);
