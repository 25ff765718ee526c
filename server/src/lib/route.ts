import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointInput, ReplyIn } from '@contract/endpoint';
import type { AppContext } from '../context';
import type { Tx } from '../db/tenant-tx';
import { asUser, checkCaller } from '../plugins/auth';
import type { UserRow } from '../modules/users/users.repository';
import { answerOnce, idempotencyKeyOf } from './idempotency';
import { acceptsGzip, gzipOf, worthGzip } from './reply-cache';
import { errorReplies } from './route-docs';

/**
 * Route settings beyond the contract's: a tighter rate limit, a multipart body (`consumes`),
 * or validation errors handed to the handler (`attachValidation`, for no-JavaScript form posts).
 */
export type RouteExtras = Omit<FastifyContextConfig, 'access'> & {
  consumes?: string[];
  attachValidation?: boolean;
  /** Error statuses beyond the usual ones (413, 415 for uploads), for the OpenAPI document. */
  moreErrors?: number[];
  /**
   * A read that a caller repeats (list pages, details): answered from memory briefly
   * (lib/reply-cache.ts). `summary`: a summary of many records (the dashboard, the KPI page),
   * also answered up to SUMMARY_STALE_MS (contract/dashboard.ts) after a write while its new value is read.
   */
  cacheReply?: boolean | 'summary';
  /**
   * A read that writes nothing: its transaction is BEGIN READ ONLY (PostgreSQL refuses a write
   * in it).
   */
  readOnly?: boolean;
};

/**
 * A secured route's cache scopes (lib/tenant-version.ts, ADR 0024): what a cached read's
 * answer depends on, and what a hot write changed. Leave both out unless a benchmark needs
 * them: a read without `dependsOn` is fresh after every write, and a write without `changes`
 * makes every cached read stale.
 */
type ScopeExtras<E extends Endpoint> = {
  /** All the scopes this read's answer can depend on, from its input and the caller's token alone. */
  dependsOn?: (input: EndpointInput<E>, req: FastifyRequest) => readonly string[] | undefined;
  /** The scopes this write changed: every read with `dependsOn` whose answer it can change names one of them. */
  changes?: (result: ReplyIn<E>, input: EndpointInput<E>) => readonly string[];
};

type PublicEndpoint = Endpoint & { access: 'public' };
type SecuredEndpoint = Endpoint & { access: Exclude<Endpoint['access'], 'public'> };

/**
 * Registers a contract endpoint as a route: its path, access rule, schemas and OpenAPI text
 * all come from the one declaration in `contract/`. Not exported: every route goes through a
 * wrapper below that enforces the endpoint's access rule before any handler runs.
 */
function declareRoute(
  app: FastifyInstance,
  ep: Endpoint,
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  extras: RouteExtras = {},
): void {
  const { consumes, attachValidation, moreErrors = [], cacheReply: _cacheReply, readOnly: _readOnly, ...config } = extras;
  const status = ep.status ?? 200;
  app.route({
    method: ep.method,
    url: `/${ep.path}`,
    config: { ...config, access: ep.access },
    attachValidation,
    schema: {
      tags: [...ep.tags],
      summary: ep.summary,
      ...(consumes && { consumes }),
      ...(ep.params && { params: ep.params }),
      ...(ep.query && { querystring: ep.query }),
      ...(ep.body && { body: ep.body }),
      response: {
        ...(ep.reply && { [status]: ep.reply }),
        ...errorReplies,
        ...Object.fromEntries(moreErrors.map((code) => [code, errorReplies[400]])),
      },
    },
    handler,
  });
}

function inputOf<E extends Endpoint>(req: FastifyRequest): EndpointInput<E> {
  // Validated against the endpoint's own schemas before the handler runs.
  return { params: req.params, query: req.query, body: req.body } as EndpointInput<E>;
}

/**
 * A reply the database already wrote as JSON (a big read built with `json_agg`): sent as it
 * is, not mapped and serialized again. The endpoint's reply schema is not applied to it, so
 * its tests parse such replies with that schema.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

const serialized = (reply: FastifyReply, result: unknown) => (result instanceof RawJson ? result.json : String(reply.serialize(result)));

async function answer(ep: Endpoint, reply: FastifyReply, result: unknown) {
  const status = ep.status ?? 200;
  if (result instanceof RawJson) return reply.status(status).type('application/json; charset=utf-8').send(result.json);
  return reply.status(status).send(status === 204 ? null : result);
}

type RawHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A route for signed-in users that answers the raw request (a multipart body read before any
 * transaction, file bytes, an event stream, work after the commit). The wrapper checks the
 * caller against the endpoint's access rule before the handler runs (plugins/auth.ts
 * checkCaller), so a raw route cannot forget to; the handler opens its transactions with
 * `asUser`, which checks again in each.
 */
export function rawRoute<E extends SecuredEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  ep: E,
  handler: RawHandler,
  extras?: RouteExtras,
): void {
  declareRoute(
    app,
    ep,
    async (req, reply) => {
      await checkCaller(ctx, req);
      return handler(req, reply);
    },
    extras,
  );
}

/** A raw route anyone may call, no sign-in: its endpoint says `access: 'public'` and so does its name. */
export function rawPublicRoute<E extends PublicEndpoint>(app: FastifyInstance, ep: E, handler: RawHandler, extras?: RouteExtras): void {
  declareRoute(app, ep, handler, extras);
}

/** A route anyone may call (sign-in, sign-up, links from e-mails). */
export function publicRoute<E extends PublicEndpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (input: EndpointInput<E>, req: FastifyRequest, reply: FastifyReply) => Promise<ReplyIn<E>>,
  extras?: RouteExtras,
): void {
  declareRoute(app, ep, async (req, reply) => answer(ep, reply, await handler(inputOf<E>(req), req, reply)), extras);
}

/**
 * A route for signed-in users: the handler runs in the request's one tenant transaction with
 * the caller loaded and the endpoint's permission already checked (plugins/auth.ts asUser).
 */
export function securedRoute<E extends SecuredEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  ep: E,
  handler: (tx: Tx, me: UserRow, input: EndpointInput<E>, req: FastifyRequest) => Promise<ReplyIn<E> | RawJson>,
  allExtras?: RouteExtras & ScopeExtras<E>,
): void {
  const { dependsOn, changes, ...extras } = allExtras ?? {};
  const changed = changes && ((req: FastifyRequest) => (result: ReplyIn<E> | RawJson) => changes(result as ReplyIn<E>, inputOf<E>(req)));
  const txOptions = { readOnly: extras.readOnly === true && ep.method === 'GET' };
  const run = (req: FastifyRequest) => asUser(ctx, req, (tx, me) => handler(tx, me, inputOf<E>(req), req), changed?.(req), txOptions);
  const cache = extras.cacheReply && ep.method === 'GET' && ctx.replyCache.enabled ? ctx.replyCache : null;
  const summary = extras.cacheReply === 'summary';
  if (!cache) {
    return declareRoute(
      app,
      ep,
      async (req, reply) => {
        // A write sent with an Idempotency-Key is done once per key (lib/idempotency.ts).
        const key = ep.method === 'GET' ? null : idempotencyKeyOf(req);
        if (!key) return answer(ep, reply, await run(req));
        const input = inputOf<E>(req);
        return answerOnce(ctx, req, reply, {
          key,
          hashOf: input.body,
          status: ep.status ?? 200,
          run: (tx, me) => handler(tx, me, input, req),
          serialize: (result) => serialized(reply, result),
          changes: changes && ((json) => changes(json as ReplyIn<E>, input)),
        });
      },
      extras,
    );
  }
  declareRoute(
    app,
    ep,
    async (req, reply) => {
      reply.status(200);
      // Serialized (and checked against the reply schema) once; a string is sent as it is,
      // and a big one gzipped once for every client that accepts it (lib/reply-cache.ts).
      const kept = await cache.answer(req, async () => serialized(reply, await run(req)), summary, dependsOn?.(inputOf<E>(req), req));
      reply.type('application/json; charset=utf-8');
      if (!worthGzip(kept)) return reply.send(kept.body);
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(req)) return reply.send(kept.body);
      return reply.header('content-encoding', 'gzip').send(await gzipOf(kept));
    },
    extras,
  );
}
