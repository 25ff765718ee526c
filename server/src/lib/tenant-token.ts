import { createHash, randomBytes } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Opaque tokens for refresh sessions and e-mailed links: `<tenant id>.<random>`. The tenant
 * part lets the lookup run under that tenant's row-level security (no cross-tenant table is
 * needed); only the SHA-256 of the whole token is stored.
 */
export function newTenantToken(tenantId: string): { token: string; hash: string } {
  const token = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

/** The tenant part of a well-formed token; null for anything else (a 4xx, never a 500). */
export function tenantOfToken(token: string): string | null {
  const [tenantId, random, ...rest] = token.split('.');
  return isUuid(tenantId) && random && /^[A-Za-z0-9_-]{43}$/.test(random) && rest.length === 0 ? tenantId : null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
