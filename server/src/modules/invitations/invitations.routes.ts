import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { loginReplySchema } from '@contract/auth';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  invitationPageSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
} from '@contract/invitations';
import { pageQuerySchema } from '@contract/pagination';
import type { AppContext } from '../../context';
import { asUser } from '../../plugins/auth';
import { errorReplies } from '../../lib/route-docs';
import * as acceptance from './acceptance.service';
import * as invitations from './invitations.service';

const tags = ['users'];
const manage = { access: 'company.manage' as const };
const idParams = z.object({ id: z.uuid() });
const common = { tags };

/** The admin's side (signed in) and the invitee's side (holding only the e-mailed link). */
export function invitationRoutes(ctx: AppContext, perIpPer10Minutes: number): FastifyPluginAsyncZod {
  const linkLimit = { access: 'public' as const, rateLimit: { max: perIpPer10Minutes, timeWindow: '10 minutes' } };
  return async (app) => {
    app.get(
      `/${apiPaths.invitations}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Pending invitations (admin)',
          querystring: pageQuerySchema,
          response: { 200: invitationPageSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx) => invitations.list(tx, req.query)),
    );

    app.post(
      `/${apiPaths.invitations}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Invite a person by e-mail (admin; takes a seat)',
          body: createInvitationSchema,
          response: { 201: invitationSchema, ...errorReplies },
        },
      },
      async (req, reply) => reply.status(201).send(await asUser(ctx, req, (tx, me) => invitations.create(ctx, tx, me, req.body))),
    );

    app.post(
      `/${apiPaths.invitationResend(':id')}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Send a new link for an invitation (admin)',
          params: idParams,
          response: { 200: invitationSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, me) => invitations.resend(ctx, tx, me, req.params.id)),
    );

    app.post(
      `/${apiPaths.invitationRevoke(':id')}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Revoke an invitation, freeing its seat (admin)',
          params: idParams,
          response: { 204: z.null(), ...errorReplies },
        },
      },
      async (req, reply) => {
        await asUser(ctx, req, (tx) => invitations.revoke(tx, req.params.id));
        return reply.status(204).send(null);
      },
    );

    app.post(
      `/${apiPaths.invitationPreview}`,
      {
        config: linkLimit,
        schema: {
          tags,
          summary: 'What an invitation link is for (no session needed)',
          body: invitationTokenSchema,
          response: { 200: invitationPreviewSchema, ...errorReplies },
        },
      },
      async (req) => acceptance.preview(ctx, req.body.token),
    );

    app.post(
      `/${apiPaths.invitationAccept}`,
      {
        config: linkLimit,
        schema: {
          tags,
          summary: 'Accept an invitation: set a password and be signed in',
          body: acceptInvitationSchema,
          response: { 200: loginReplySchema, ...errorReplies },
        },
      },
      async (req) => acceptance.accept(ctx, req.body),
    );
  };
}
