import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@contract/auth';
import type { Role } from '@contract/users';
import { AppError, tokenInvalid } from '../../lib/app-error';
import { isUuid } from '../../lib/tenant-token';

const ALGORITHM = 'HS256';
const AUDIENCE = 'ziyara-api';
const ISSUER = 'ziyara';
/** Verified tokens kept in memory (oldest out first): a few MB at most. */
const MAX_VERIFIED = 10_000;

/** `sessionId` is the refresh-token family: once that family is revoked, its access tokens die too. */
export interface AccessClaims {
  userId: string;
  tenantId: string;
  role: Role;
  sessionId: string;
}

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
}

/** Access tokens: short-lived JWTs with `typ`, `aud`, `exp`, and exactly one accepted algorithm. */
export function createTokenSigner(secret: string): TokenSigner {
  // A CryptoKey imported once: given bytes (or a KeyObject) jose imports the key again on
  // every call, a quarter of a cached read's CPU under load (ADR 0012).
  const keyReady = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A token whose signature checked out stays good until it expires: checking it again on
  // every request was a tenth of a details read's CPU (ADR 0014). Only valid tokens are kept.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt });
  };
  return {
    signAccess: async (c) =>
      new SignJWT({ tid: c.tenantId, sid: c.sessionId, role: c.role, typ: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(c.userId)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await keyReady),
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, await keyReady, { algorithms: [ALGORITHM], audience: AUDIENCE, issuer: ISSUER });
        // Ids go into SQL settings and casts: anything but a UUID is a bad token, not a 500.
        if (payload.typ !== 'access' || !isUuid(payload.sub) || !isUuid(payload.tid) || !isUuid(payload.sid)) {
          throw tokenInvalid();
        }
        const claims: AccessClaims = { userId: payload.sub, tenantId: payload.tid, sessionId: payload.sid, role: payload.role as Role };
        remember(token, claims, (payload.exp ?? 0) * 1000);
        return claims;
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 'The access token has expired');
        throw tokenInvalid();
      }
    },
  };
}
