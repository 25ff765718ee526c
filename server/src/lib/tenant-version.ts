/**
 * Each company's write version in this process: bumped after every write request of the
 * company commits (plugins/auth.ts `asUser`). Caches stamp what they keep with the version
 * they read under; an entry whose stamp is older than the company's version is stale.
 *
 * Bumped after commit, never before: a read that starts between a commit and its bump keeps
 * the older stamp and so is thrown away at the bump, rather than a pre-commit read being
 * stamped with the new version. Another instance's writes are not seen here; the caches
 * bound that with a short lifetime (ADR 0012).
 */
const versions = new Map<string, number>();

export const tenantVersion = (tenantId: string): number => versions.get(tenantId) ?? 0;

export function bumpTenantVersion(tenantId: string): void {
  versions.set(tenantId, tenantVersion(tenantId) + 1);
}
