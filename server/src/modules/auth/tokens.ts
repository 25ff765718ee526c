import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@contract/auth';
import type { Role } from '@contract/users';
import { AppError, tokenInvalid } from '../../lib/app-error';

const ALGORITHM = 'HS256';
const AUDIENCE = 'ziyara-api';
const ISSUER = 'ziyara';

/** `sessionId` is the refresh-token family: once that family is revoked, its access tokens die too. */
export interface AccessClaims { userId: string; tenantId: string; role: Role; sessionId: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
}

/** Access tokens: short-lived JWTs with `typ`, `aud`, `exp`, and exactly one accepted algorithm. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: (c) =>
      new SignJWT({ tid: c.tenantId, sid: c.sessionId, role: c.role, typ: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(c.userId)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE, issuer: ISSUER });
        // Ids go into SQL settings and casts: anything but a UUID is a bad token, not a 500.
        if (payload.typ !== 'access' || !isUuid(payload.sub) || !isUuid(payload.tid) || !isUuid(payload.sid)) {
          throw tokenInvalid();
        }
        return { userId: payload.sub, tenantId: payload.tid, sessionId: payload.sid, role: payload.role as Role };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 'The access token has expired');
        throw tokenInvalid();
      }
    },
  };
}

/**
 * Refresh tokens are opaque: `<tenant id>.<random>`. The tenant part lets the lookup run
 * under that tenant's row-level security; only the SHA-256 of the whole token is stored.
 */
export function newRefreshToken(tenantId: string): { token: string; hash: string } {
  const token = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

/** The tenant part of a well-formed refresh token; null for anything else (a 401, never a 500). */
export function tenantOfRefreshToken(token: string): string | null {
  const [tenantId, random, ...rest] = token.split('.');
  return isUuid(tenantId) && random && /^[A-Za-z0-9_-]{43}$/.test(random) && rest.length === 0 ? tenantId : null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
