import type { FastifyInstance } from 'fastify';
import { invitationsApi } from '@contract/invitations';
import type { AppContext } from '../../context';
import { publicRoute, securedRoute } from '../../lib/route';
import * as acceptance from './acceptance.service';
import * as invitations from './invitations.service';

/** The admin's side (signed in) and the invitee's side (holding only the e-mailed link). */
export function routes(ctx: AppContext) {
  const linkLimit = { rateLimit: { max: ctx.config.signupRateLimitPer10Minutes, timeWindow: '10 minutes' } };
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, invitationsApi.list, (tx, _me, { query }) => invitations.list(tx, query));
    securedRoute(app, ctx, invitationsApi.create, (tx, me, { body }) => invitations.create(ctx, tx, me, body));
    securedRoute(app, ctx, invitationsApi.resend, (tx, me, { params }) => invitations.resend(ctx, tx, me, params.id));
    securedRoute(app, ctx, invitationsApi.revoke, async (tx, _me, { params }) => {
      await invitations.revoke(tx, params.id);
      return null;
    });
    publicRoute(app, invitationsApi.preview, ({ body }) => acceptance.preview(ctx, body.token), linkLimit);
    publicRoute(app, invitationsApi.accept, ({ body }) => acceptance.accept(ctx, body), linkLimit);
  };
}
