import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { visitTalkApi } from '@contract/visit-talk';
import type { AppContext } from '../../context';
import type { LiveRow } from '../../lib/live-hub';
import { declareRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as events from './events.service';

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the page opens the next with its newest token and
 * Last-Event-ID: a user deactivated or logged out stops receiving within this bound.
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
export function eventRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const open = new Set<ServerResponse>();
    // A stream never finishes by itself: closing the server ends them, or close() would wait.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    declareRoute(app, visitTalkApi.stream, async (req, reply) => {
      const me = await asUser(ctx, req, async (_tx, me) => me);
      const res = reply.raw;
      const sent = new Set<number>();
      let pending: LiveRow[] | null = [];
      const write = (e: LiveRow) => {
        if (sent.has(e.id)) return;
        sent.add(e.id);
        if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
        res.write(frame(e));
      };
      // Listening starts before the catch-up is read, so nothing falls between the two.
      const unsubscribe = await ctx.live.subscribe(me.tenantId, {
        userId: me.id,
        seesAll: events.seesAll(me),
        send: (e) => (pending ? pending.push(e) : write(e)),
      });
      let start: events.StreamStart;
      try {
        start = await ctx.tenantTx(me.tenantId, (tx) => events.startStream(tx, me, lastEventIdOf(req.headers['last-event-id'])), {
          time: req.dbTime,
        });
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
    });
  };
}
