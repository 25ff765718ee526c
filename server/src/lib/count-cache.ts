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

export const cachedCount = (tenantId: string, key: string, count: () => Promise<number>): Promise<number> =>
  counts.answer(tenantId, key, count);
