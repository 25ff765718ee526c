import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { visitTalkApi } from '@contract/visit-talk';
import type { AppContext } from '../../context';
import { tokenInvalid, unauthenticated } from '../../lib/app-error';
import { endsSession, SESSION_ENDED, type LiveRow } from '../../lib/live-hub';
import { rawRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as events from './events.service';

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the page opens the next with its newest token and
 * Last-Event-ID. A session logged out, revoked or of a user deactivated ends its streams at
 * once (the `session_ended` event, lib/live-hub.ts); this bound is the backstop.
 */
const STREAM_MAX_MS = 10 * 60_000;
/** Ids already sent, to send an event once when it arrives live and in the catch-up both. */
const SENT_IDS_KEPT = 1_000;

const frame = (e: Pick<LiveRow, 'id' | 'type' | 'data'>) =>
  `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify({ id: e.id, type: e.type, ...e.data })}\n\n`;

function lastEventIdOf(header: unknown): number | null {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

/** `GET events/stream`: the signed-in user's live events (DESIGN §6), authenticated like every call. */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const open = new Set<ServerResponse>();
    // A stream never finishes by itself: closing the server ends them, or close() would wait.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    rawRoute(app, ctx, visitTalkApi.stream, async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw unauthenticated();
      const res = reply.raw;
      const sent = new Set<number>();
      let pending: LiveRow[] | null = [];
      // Set when the session is revoked: before the stream opened it is a 401, after it the end.
      let ended = false;
      const write = (e: LiveRow) => {
        if (e.type === SESSION_ENDED || sent.has(e.id)) return;
        sent.add(e.id);
        if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
        res.write(frame(e));
      };
      // Listening starts before the caller's session is checked and the catch-up is read, so
      // neither an event nor the session's revocation falls between the check and the stream.
      const subscriber = {
        userId: auth.userId,
        seesAll: events.seesAll(auth),
        send: (e: LiveRow) => {
          if (endsSession(e, auth.userId, auth.sessionId)) {
            ended = true;
            if (pending === null) res.end();
          } else if (pending) pending.push(e);
          else write(e);
        },
      };
      const unsubscribe = await ctx.live.subscribe(auth.tenantId, subscriber);
      let start: events.StreamStart;
      try {
        start = await asUser(ctx, req, (tx, me) => {
          subscriber.seesAll = events.seesAll(me);
          return events.startStream(tx, me, lastEventIdOf(req.headers['last-event-id']));
        });
        if (ended) throw tokenInvalid();
      } catch (err) {
        await unsubscribe();
        throw err;
      }

      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      open.add(res);
      // The first bytes go out at once: the client knows it is connected and where it stands.
      res.write('retry: 2000\n\n');
      if (start.missed === 'reset') res.write(frame({ id: start.latestId, type: 'reset', data: {} }));
      else for (const e of start.missed) write(e);
      res.write(`event: ready\ndata: ${JSON.stringify({ latest_id: start.latestId })}\n\n`);
      const queued = pending;
      pending = null;
      for (const e of queued) write(e);

      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const maxAge = setTimeout(() => res.end(), STREAM_MAX_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        open.delete(res);
        void unsubscribe();
      });
      if (ended) res.end();
    });
  };
}
