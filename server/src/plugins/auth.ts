import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import type { AppContext } from '../context';
import type { Tx } from '../db/tenant-tx';
import type { TxOptions } from '../db/pg-transaction';
import { forbidden, unauthenticated } from '../lib/app-error';
import { bumpTenantVersion } from '../lib/tenant-version';
import type { AccessClaims } from '../modules/auth/tokens';
import { findActiveCaller, type UserRow } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /**
     * Hook for routes that need a signed-in user. Use it as `preValidation`, never
     * `onRequest`: the rate limiter's onRequest hook runs after a route's own, so a check
     * that throws there would let token-less callers past every limit.
     */
    authenticate: (req: FastifyRequest) => Promise<void>;
  }
}

/** The cache scope of the caller's row: no scoped write names it (lib/tenant-version.ts). */
const USERS_SCOPE = ['users'];

/** The request's bearer token, or '': read the same way for sign-in checks and rate limits (lib/rate-limits.ts). */
export function bearerTokenOf(req: FastifyRequest): string {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerTokenOf(req);
    if (!token) throw unauthenticated();
    req.auth = await ctx.signer.verifyAccess(token);
  });
}

/** The caller's row, reused while the company has not written (see asUser). */
function callerOf(ctx: AppContext, auth: AccessClaims, read: () => Promise<UserRow>): Promise<UserRow> {
  // Scoped writes (a check-in) never change a user or a session (lib/tenant-version.ts).
  return ctx.callers.answer(auth.tenantId, `${auth.userId}|${auth.sessionId}`, read, 0, USERS_SCOPE);
}

/** The route's access rule (contract/permissions.ts) against the caller's role. */
function assertAccess(req: FastifyRequest, me: UserRow): void {
  const access = req.routeOptions.config.access;
  if (access && access !== 'public' && access !== 'signedIn' && !can(me.role, access)) throw forbidden();
}

/**
 * The caller checked against the route's access rule before a raw route's handler runs
 * (lib/route.ts rawRoute), so none can run for a caller the rule refuses. Mostly answered from
 * the callers cache; on a miss read in a short read-only transaction of its own. The handler's
 * own transactions (asUser) check again.
 */
export async function checkCaller(ctx: AppContext, req: FastifyRequest): Promise<UserRow> {
  const auth = req.auth;
  if (!auth) throw unauthenticated();
  const me = await callerOf(ctx, auth, () =>
    ctx.tenantTx(auth.tenantId, (tx) => findActiveCaller(tx, auth), { readOnly: true, time: req.dbTime }),
  );
  assertAccess(req, me);
  return me;
}

/**
 * The request's one transaction: as the app role, inside the caller's tenant, with the
 * caller's row (a user deactivated or logged out a minute ago is refused even with a live
 * token) and the route's declared permission checked against the caller's role. The row is
 * reused for `callerCacheMs` while the company has not written: a deactivation or logout
 * here is a write and takes effect at once; on another instance, at most that much later
 * (the reply cache's bound, ADR 0012 and 0014). `changes`: the cache scopes a hot write
 * changed (lib/route.ts `ScopeExtras`).
 */
export async function asUser<T>(
  ctx: AppContext,
  req: FastifyRequest,
  fn: (tx: Tx, me: UserRow) => Promise<T>,
  changes?: (result: T) => readonly string[] | undefined,
  txOptions?: TxOptions,
): Promise<T> {
  const auth = req.auth;
  if (!auth) throw unauthenticated();
  const result = await ctx.tenantTx(
    auth.tenantId,
    async (tx) => {
      const me = await callerOf(ctx, auth, () => findActiveCaller(tx, auth));
      assertAccess(req, me);
      return fn(tx, me);
    },
    { ...txOptions, time: req.dbTime },
  );
  // Committed: whatever the company's caches hold from before is now stale (of the scopes
  // the write names, if it names them: lib/tenant-version.ts).
  if (req.method !== 'GET' && req.method !== 'HEAD') bumpTenantVersion(auth.tenantId, changes?.(result));
  return result;
}
