import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { selectRows, type Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';
import { asUser } from '../plugins/auth';
import { AppError } from './app-error';

/**
 * DESIGN §6 "Idempotency": a write sent with an `Idempotency-Key` header is done once. The
 * offline field app queues each change with its own key and sends it until it gets an
 * answer, so a retry after a lost answer must not check in twice or plan a second visit.
 *
 * The key is claimed in the request's own transaction: a second request with the key waits
 * for the first to commit (the primary key's insert), then answers what the first answered,
 * with `Idempotent-Replayed: true`. If the first failed, nothing was kept and the second does
 * the work. The same key with another request (route or body) is a 422. Keys are the user's
 * own (another user's, or another company's, never collide) and are kept for a week: as long
 * as the phone's outbox may hold a change (ADR 0026), so a resend is never done twice.
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;
/** One keyed write in this many also drops the company's keys past their week (no timer, no job). */
const PRUNE_EVERY = 50;

/** The request's key, null without one; a malformed one is refused before anything is done. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_FORMAT.test(raw)) {
    throw new AppError('validation_failed', 'The Idempotency-Key header must be 8 to 200 visible ASCII characters (a UUID, say)');
  }
  return raw;
}

export const sha256Of = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url');

/** What makes two requests the same one: the method, the URL and the body (files by their bytes' hash). */
const requestHash = (req: FastifyRequest, body: unknown) => sha256Of(`${req.method} ${req.url}\n${JSON.stringify(body ?? null)}`);

/** The first answer to a key, given again. */
class Replayed {
  constructor(
    readonly status: number,
    readonly json: string,
  ) {}
}

async function once(tx: Tx, me: UserRow, key: string, hash: string, status: number, work: () => Promise<string>) {
  const claimed = await selectRows<{ key: string }>(
    tx,
    sql`insert into idempotency_keys (tenant_id, user_id, key, request_hash) values (${me.tenantId}, ${me.id}, ${key}, ${hash})
        on conflict do nothing returning key`,
  );
  if (claimed.length === 0) {
    const [first] = await selectRows<{ request_hash: string; status: number; body: string }>(
      tx,
      sql`select request_hash, status, body from idempotency_keys where user_id = ${me.id} and key = ${key}`,
    );
    if (!first || first.request_hash !== hash) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was sent before with another request: use a new key for a new change',
      );
    }
    return new Replayed(first.status, first.body);
  }
  const json = await work();
  await tx.execute(sql`update idempotency_keys set status = ${status}, body = ${json} where user_id = ${me.id} and key = ${key}`);
  if (Math.random() * PRUNE_EVERY < 1) await tx.execute(sql`delete from idempotency_keys where created_at < now() - interval '7 days'`);
  return json;
}

/**
 * A secured write answered once per key: `run` does the work in the request's transaction
 * and `serialize` turns its result into the reply's JSON, kept with the key. `changes`: the
 * cache scopes a first answer changed (lib/tenant-version.ts); a replay changed nothing, and
 * names none (the caches are dropped, which is only ever safe).
 */
export async function answerOnce(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    key: string;
    hashOf: unknown;
    status: number;
    run: (tx: Tx, me: UserRow) => Promise<unknown>;
    serialize: (result: unknown) => string;
    changes?: (json: unknown) => readonly string[] | undefined;
  },
): Promise<FastifyReply> {
  const hash = requestHash(req, opts.hashOf);
  // Serialized with the route's reply schema for this status, as an answer without a key is.
  reply.status(opts.status);
  const out = await asUser(
    ctx,
    req,
    (tx, me) => once(tx, me, opts.key, hash, opts.status, async () => (opts.status === 204 ? '' : opts.serialize(await opts.run(tx, me)))),
    (first) => (first instanceof Replayed || !opts.changes || first === '' ? undefined : opts.changes(JSON.parse(first))),
  );
  const json = out instanceof Replayed ? out.json : out;
  if (out instanceof Replayed) reply.header('idempotent-replayed', 'true').status(out.status);
  if (reply.statusCode === 204) return reply.send(null);
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A write whose body the route reads itself (a multipart form: fields and files), done once
 * per `Idempotency-Key` when it carries one, like every JSON write (lib/route.ts). `hashOf`
 * is what makes two sends the same request: the form's fields and its files' hashes
 * (`sha256Of(bytes)`), read before this runs. Without a key it is simply done.
 */
export async function answerWrite<T>(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    hashOf: unknown;
    status: number;
    run: (tx: Tx, me: UserRow) => Promise<T>;
    changes?: (result: T) => readonly string[] | undefined;
  },
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(req);
  if (!key) return reply.status(opts.status).send(await asUser(ctx, req, opts.run, opts.changes));
  return answerOnce(ctx, req, reply, {
    key,
    hashOf: opts.hashOf,
    status: opts.status,
    run: opts.run,
    serialize: (result) => String(reply.serialize(result)),
    changes: opts.changes && ((json) => opts.changes!(json as T)),
  });
}
