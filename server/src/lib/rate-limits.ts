import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AccessClaims, TokenSigner } from '../modules/auth/tokens';
import { bearerTokenOf } from '../plugins/auth';
import { isApiRequest } from './api-request';
import { AppError } from './app-error';

export interface ApiRateLimits {
  /** Anonymous API requests a minute per IP (sign-in, sign-up, public forms, bad tokens, unknown paths). */
  perIp: number;
  /** Signed-in API requests a minute per user. */
  perUser: number;
  /** Signed-in API requests a minute per company, all its users together. */
  perCompany: number;
}

/** Counters kept in this process (no Redis): enough for every user and address active in a minute. */
const LOCAL_ENTRIES = 100_000;
const WINDOW = '1 minute';

/** Who a request is counted as: set once, in the first onRequest hook, from a verified token only. */
const countedAs = new WeakMap<FastifyRequest, AccessClaims | null>();

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Counted = Extract<Awaited<ReturnType<Check>>, { isAllowed: false }>;

/**
 * Reps of one company share an office Wi-Fi or a carrier's address, so signed-in API traffic is
 * counted per user and per company, never per IP; only anonymous traffic (no valid token,
 * public routes, paths that match no route) is counted per IP. The caller comes from a token
 * whose signature checked out (the signer keeps those, so this costs a map look-up): a forged
 * or expired token is anonymous. The per-route limits (sign-in, sign-up, recovery, public
 * forms) stay per IP on top: their routes carry `config.rateLimit`, which the plugin applies.
 *
 * Counted in an onRequest hook added here, ahead of the CSRF check and the body's parsing: a
 * request refused for those (or a probe for a path that does not exist) is still counted.
 */
export async function registerApiRateLimits(
  app: FastifyInstance,
  opts: { limits: ApiRateLimits; signer: TokenSigner; redis: Redis | undefined },
): Promise<void> {
  await app.register(rateLimit, {
    // Only routes with their own `config.rateLimit` get the plugin's hook; the rest is counted below.
    global: false,
    timeWindow: WINDOW,
    // Counted across instances in Redis when there is one; a Redis that is away lets requests through.
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'ziyara:rate:', skipOnError: true } : { cache: LOCAL_ENTRIES }),
  });
  const { limits, signer } = opts;
  const counter = (max: number, key: (req: FastifyRequest) => string): Check => {
    // `cache` sizes each counter's own in-memory store (the plugin's 5,000 would forget users in
    // a busy minute); the plugin reads it here though its types leave it out of these options.
    const options = { max, timeWindow: WINDOW, cache: LOCAL_ENTRIES, keyGenerator: key };
    return app.createRateLimit(options);
  };
  const perIp = counter(limits.perIp, (req) => `ip:${normalizeIP(req.ip)}`);
  const perUser = counter(limits.perUser, (req) => `user:${countedAs.get(req)!.userId}`);
  const perCompany = counter(limits.perCompany, (req) => `company:${countedAs.get(req)!.tenantId}`);

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRequest(req) || req.routeOptions.config?.rateLimit === false) return;
    const caller = await verifiedCaller(req, signer);
    countedAs.set(req, caller);
    // A user past their own limit stops there: their flood does not use up the company's.
    const checks = caller ? [perUser, perCompany] : [perIp];
    let first: Counted | undefined;
    for (const check of checks) {
      const outcome = await check(req);
      if (outcome.isAllowed) continue; // no allow-list is set: never the case
      if (outcome.isExceeded) refuse(reply, outcome);
      first ??= outcome;
    }
    if (first) {
      reply.header('x-ratelimit-limit', first.max);
      reply.header('x-ratelimit-remaining', first.remaining);
      reply.header('x-ratelimit-reset', first.ttlInSeconds);
    }
  });
}

/**
 * The signed-in caller, or null: anonymous. A path that matches no route has no caller
 * whatever its token says: probing for paths is counted per IP.
 */
async function verifiedCaller(req: FastifyRequest, signer: TokenSigner): Promise<AccessClaims | null> {
  if (req.is404) return null;
  const token = bearerTokenOf(req);
  if (!token) return null;
  try {
    return await signer.verifyAccess(token);
  } catch {
    return null;
  }
}

/** 429 with `Retry-After` (seconds): the web app waits that long and tries again. */
function refuse(reply: FastifyReply, outcome: Counted): never {
  const seconds = Math.max(1, outcome.ttlInSeconds);
  reply.header('x-ratelimit-limit', outcome.max);
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', seconds);
  reply.header('retry-after', seconds);
  throw new AppError('rate_limited', `Too many requests. Please wait ${seconds} s and try again.`);
}
