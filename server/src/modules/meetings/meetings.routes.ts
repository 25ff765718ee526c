import type { FastifyInstance } from 'fastify';
import { meetingsApi, type MeetingFields } from '@contract/meetings';
import type { AppContext } from '../../context';
import { rawRoute, securedRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import { invitationMails } from './meeting-mail';
import * as repo from './meetings.repository';
import * as service from './meetings.service';

export function routes(ctx: AppContext) {
  const domain = new URL(ctx.config.publicUrl).hostname;
  const linkTo = (id: string) => `${ctx.config.publicUrl}/app/meeting?meeting=${id}`;

  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, meetingsApi.list, (tx, me, { query }) => service.list(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, meetingsApi.details, (tx, me, { params }) => service.details(tx, me, params.id), { cacheReply: true });
    securedRoute(app, ctx, meetingsApi.people, (tx) => repo.invitablePeople(tx));
    securedRoute(app, ctx, meetingsApi.done, (tx, me, { body }) => service.markDone(tx, me, body.id, body.minutes));

    /**
     * Create, then mail the invitations once the transaction has committed: a meeting that
     * failed to save invites nobody, and a slow mail server holds no database connection.
     * A mail that fails is logged; the meeting stands (the attendees see it in the app).
     */
    rawRoute(app, ctx, meetingsApi.create, async (req, reply) => {
      const { meeting, invitation } = await asUser(ctx, req, (tx, me) => service.createMeeting(tx, me, req.body as MeetingFields));
      const mails = invitationMails({ ...invitation, domain, link: linkTo(meeting.id) });
      const sent = await Promise.allSettled(mails.map((m) => ctx.mailer.send(m)));
      const failed = sent.filter((s) => s.status === 'rejected').length;
      if (failed) req.log.error({ meeting: meeting.id, failed }, 'meeting invitations not sent');
      return reply.status(201).send(meeting);
    });
  };
}
