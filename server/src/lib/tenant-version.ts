/**
 * Each company's write versions in this process: bumped after every write request of the
 * company commits (plugins/auth.ts `asUser`). Caches stamp what they keep with the versions
 * they read under (`tenantStamp`); an entry whose stamp differs from the company's current
 * one is stale.
 *
 * Bumped after commit, never before: a read that starts between a commit and its bump keeps
 * the older stamp and so is thrown away at the bump, rather than a pre-commit read being
 * stamped with the new version. Another instance's writes are not seen here; the caches
 * bound that with a short lifetime (ADR 0012), and live events bump here too (lib/live-hub.ts).
 *
 * Scopes (ADR 0024). Most writes make everything the company's caches hold stale. A hot
 * write may instead name the scopes it changed (a visit's check-in: that visit, its day), and
 * a cached read may name the only scopes its answer depends on (a day's visit list: the days
 * it covers). A read that names scopes survives scoped writes outside them; a read that names
 * none is stale after any write, scoped or not. So the promise a scoped write makes is: every
 * read that names scopes and whose answer this write can change names one of its scopes.
 * Scopes are hashed into a fixed set of counters per company: two scopes that share one only
 * make a read stale early, never late, and memory stays bounded however many visits change.
 */
const SCOPE_COUNTERS = 4096;

interface CompanyVersions {
  /** Bumped by every write that names no scopes: every stamp changes. */
  all: number;
  /** Bumped by every scoped write: the stamps of reads that name no scopes change. */
  scoped: number;
  /** Per hashed scope, bumped by the scoped writes that name it. */
  counters: Uint32Array | null;
}

const companies = new Map<string, CompanyVersions>();

function versionsOf(tenantId: string): CompanyVersions {
  let v = companies.get(tenantId);
  if (!v) companies.set(tenantId, (v = { all: 0, scoped: 0, counters: null }));
  return v;
}

/** FNV-1a over the scope's UTF-16 code units, into one of the company's counters. */
function counterOf(scope: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < scope.length; i++) h = Math.imul(h ^ scope.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SCOPE_COUNTERS;
}

/**
 * The company's versions as a read that depends on `scopes` (or, without them, on every write)
 * sees them. Counters only grow, so their sum changes whenever one of them does.
 */
export function tenantStamp(tenantId: string, scopes?: readonly string[]): string {
  const v = companies.get(tenantId);
  if (!scopes) return v ? `${v.all}.${v.scoped}` : '0.0';
  let sum = 0;
  if (v?.counters) for (const scope of scopes) sum += v.counters[counterOf(scope)]!;
  return `${v?.all ?? 0}:${sum}`;
}

/** After a write of the company commits: of the named scopes only, or of everything. */
export function bumpTenantVersion(tenantId: string, scopes?: readonly string[]): void {
  const v = versionsOf(tenantId);
  if (!scopes) {
    v.all++;
    return;
  }
  v.scoped++;
  v.counters ??= new Uint32Array(SCOPE_COUNTERS);
  for (const scope of scopes) v.counters[counterOf(scope)]!++;
}
