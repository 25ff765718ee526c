import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarFeedApi, FEED_FETCHES_PER_HOUR } from '@contract/calendar-feed';
import { idParamsSchema } from '@contract/endpoint';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { hashToken, tenantOfToken } from '../../lib/tenant-token';
import { sendAttachment } from '../../lib/download';
import { rawPublicRoute, rawRoute, securedRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as service from './calendar-feed.service';

/** The token of `calendar/feed/<token>.ics` (the extension is for the apps that look for one). */
const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token.replace(/\.ics$/, '');

export function routes(ctx: AppContext) {
  const site = { publicUrl: ctx.config.publicUrl };
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, calendarFeedApi.status, (tx, me) => service.status(tx, me));
    securedRoute(app, ctx, calendarFeedApi.create, (tx, me) => service.create(tx, me, site));
    rawRoute(app, ctx, calendarFeedApi.visit, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const ics = await asUser(ctx, req, (tx, me) => service.visitIcs(tx, me, id, site));
      return sendAttachment(reply, { name: 'visit.ics', type: 'text/calendar; charset=utf-8', body: Buffer.from(ics) });
    });
    securedRoute(app, ctx, calendarFeedApi.revoke, async (tx, me) => {
      await service.revoke(tx, me);
      return null;
    });

    /**
     * The feed: no session (a calendar app has none), so the token is the credential and its
     * tenant part decides which company's rows the transaction may see. Anything that does not
     * open a feed (malformed, revoked, another company's under this one's name) is the same 404.
     * Counted per token on top of the anonymous per-IP limit: Google's and Microsoft's fetchers
     * share addresses across many subscribers, one feed polled in a loop does not.
     */
    rawPublicRoute(
      app,
      calendarFeedApi.feed,
      async (req, reply) => {
        const token = tokenOf(req);
        const tenantId = tenantOfToken(token);
        if (!tenantId) throw notFound('Calendar');
        const ics = await ctx.tenantTx(tenantId, (tx) => service.feed(tx, hashToken(token), site), { time: req.dbTime, readOnly: true });
        if (ics === null) throw notFound('Calendar');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="ziyara.ics"')
          .header('x-content-type-options', 'nosniff')
          .send(ics);
      },
      {
        rateLimit: { max: FEED_FETCHES_PER_HOUR, timeWindow: '1 hour', keyGenerator: (req) => `calendar-feed:${hashToken(tokenOf(req))}` },
      },
    );
  };
}
