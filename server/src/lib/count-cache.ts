import { tenantVersion } from './tenant-version';

/**
 * Exact list totals without counting on every page turn. A list's `count` depends on the
 * company's rows and the filters, not on the page, so paging through (or 50 people looking at
 * the same list) repeats the same count. Entries are keyed by company, list and filters and
 * stamped with the company's write version (lib/tenant-version.ts), so this process never
 * serves a total older than its own last write. Another server instance's writes show within
 * TTL_MS (the only staleness, documented in ADR 0011).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

const entries = new Map<string, { n: number; version: number; at: number }>();

export async function cachedCount(tenantId: string, key: string, count: () => Promise<number>): Promise<number> {
  const version = tenantVersion(tenantId);
  const id = `${tenantId}|${key}`;
  const hit = entries.get(id);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < TTL_MS) return hit.n;
  const n = await count();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(id, { n, version, at: now });
  return n;
}
