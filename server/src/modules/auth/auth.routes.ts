import type { FastifyInstance } from 'fastify';
import { authApi } from '@contract/auth';
import type { AppContext } from '../../context';
import { publicRoute, securedRoute } from '../../lib/route';
import * as auth from './auth.service';
import * as me from './me.service';

export function routes(ctx: AppContext) {
  const loginLimit = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };
  return async (app: FastifyInstance) => {
    publicRoute(app, authApi.login, ({ body }, req) => auth.login(ctx, body.email, body.password, req.ip), loginLimit);
    publicRoute(app, authApi.refresh, ({ body }) => auth.refresh(ctx, body.refresh));
    publicRoute(app, authApi.logout, async ({ body }) => {
      await auth.logout(ctx, body.refresh);
      return null;
    });
    publicRoute(app, authApi.verify, ({ body }) => auth.verify(ctx, body.token));
    securedRoute(app, ctx, authApi.me, async (_tx, user) => me.show(user));
    securedRoute(app, ctx, authApi.updateMe, (tx, user, { body }) => me.update(tx, user, body));
    securedRoute(app, ctx, authApi.changePassword, (tx, user, { body }) => me.changePassword(tx, ctx.signer, user, body), loginLimit);
  };
}
