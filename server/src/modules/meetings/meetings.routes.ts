import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@contract/endpoint';
import { meetingsApi, type MeetingFields } from '@contract/meetings';
import type { AppContext } from '../../context';
import { sendAttachment } from '../../lib/download';
import { rawRoute, securedRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import { buildIcs } from './ics';
import * as changes from './meeting-changes.service';
import { invitationMails, meetingEvent, meetingMails } from './meeting-mail';
import * as repo from './meetings.repository';
import * as service from './meetings.service';

export function routes(ctx: AppContext) {
  const domain = new URL(ctx.config.publicUrl).hostname;
  const linkTo = (id: string) => `${ctx.config.publicUrl}/app/meeting?meeting=${id}`;

  /**
   * Mails go out once the transaction has committed: a change that failed to save tells nobody,
   * and a slow mail server holds no database connection. A mail that fails is logged; the
   * meeting stands (the attendees see it in the app and in their calendar feed).
   */
  const sendAll = async (req: FastifyRequest, meetingId: string, mails: ReturnType<typeof meetingMails>) => {
    const sent = await Promise.allSettled(mails.map((m) => ctx.mailer.send(m)));
    const failed = sent.filter((s) => s.status === 'rejected').length;
    if (failed) req.log.error({ meeting: meetingId, failed }, 'meeting mails not sent');
  };
  const changeMails = (id: string, change: changes.PendingChange, kind: 'update' | 'cancelled') => {
    const context = { ...change.context, domain, link: linkTo(id) };
    return kind === 'update'
      ? [...meetingMails(context, 'update', change.update), ...meetingMails(context, 'removed', change.cancel)]
      : meetingMails(context, 'cancelled', change.cancel);
  };

  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, meetingsApi.list, (tx, me, { query }) => service.list(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, meetingsApi.details, (tx, me, { params }) => service.details(tx, me, params.id), { cacheReply: true });
    securedRoute(app, ctx, meetingsApi.people, (tx) => repo.invitablePeople(tx));
    securedRoute(app, ctx, meetingsApi.done, (tx, me, { body }) => service.markDone(tx, me, body.id, body.minutes));

    rawRoute(app, ctx, meetingsApi.create, async (req, reply) => {
      const { meeting, invitation } = await asUser(ctx, req, (tx, me) => service.createMeeting(tx, me, req.body as MeetingFields));
      await sendAll(req, meeting.id, invitationMails({ ...invitation, domain, link: linkTo(meeting.id) }));
      return reply.status(201).send(meeting);
    });

    rawRoute(app, ctx, meetingsApi.update, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const { meeting, change } = await asUser(ctx, req, (tx, me) => changes.updateMeeting(tx, me, id, req.body as MeetingFields));
      await sendAll(req, id, changeMails(id, change, 'update'));
      return reply.send(meeting);
    });

    rawRoute(app, ctx, meetingsApi.cancel, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const { meeting, change } = await asUser(ctx, req, (tx, me) => changes.cancelMeeting(tx, me, id));
      await sendAll(req, id, changeMails(id, change, 'cancelled'));
      return reply.send(meeting);
    });

    // "Add to calendar": the meeting as it stands (cancelled ones say so), for reading only.
    rawRoute(app, ctx, meetingsApi.ics, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const { meeting, organizer } = await asUser(ctx, req, async (tx, me) => {
        const m = await service.details(tx, me, id);
        const [o] = await repo.companyUsers(tx, [m.organizer.id]);
        return { meeting: m, organizer: o };
      });
      const event = meetingEvent(meeting, domain, organizer ? { organizer: { name: organizer.fullName, email: organizer.email } } : {});
      return sendAttachment(reply, {
        name: 'meeting.ics',
        type: 'text/calendar; charset=utf-8',
        body: Buffer.from(buildIcs(event, 'PUBLISH')),
      });
    });
  };
}
