import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginReplySchema, loginSchema, refreshReplySchema, refreshSchema, verifySchema } from '@contract/auth';
import { changePasswordSchema, updateMeSchema, userSchema } from '@contract/users';
import { apiPaths } from '@contract/api-paths';
import type { AppContext } from '../../context';
import { asUser } from '../../plugins/auth';
import { errorReplies } from '../../lib/route-docs';
import * as auth from './auth.service';
import * as me from './me.service';

const tags = ['auth'];

export function authRoutes(ctx: AppContext, loginPerIpPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${apiPaths.login}`,
      {
        config: { access: 'public', rateLimit: { max: loginPerIpPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: loginSchema,
          response: { 200: loginReplySchema, ...errorReplies },
        },
      },
      async (req) => auth.login(ctx, req.body.email, req.body.password, req.ip),
    );

    app.post(
      `/${apiPaths.refresh}`,
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Rotate a refresh token', body: refreshSchema, response: { 200: refreshReplySchema, ...errorReplies } },
      },
      async (req) => auth.refresh(ctx, req.body.refresh),
    );

    app.post(
      `/${apiPaths.logout}`,
      {
        config: { access: 'public' },
        schema: { tags, summary: 'End the session of a refresh token', body: refreshSchema, response: { 204: z.null(), ...errorReplies } },
      },
      async (req, reply) => {
        await auth.logout(ctx, req.body.refresh);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `/${apiPaths.verify}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Verify an access token (route guard)',
          body: verifySchema,
          response: { 200: userSchema, ...errorReplies },
        },
      },
      async (req) => auth.verify(ctx, req.body.token),
    );

    app.get(
      `/${apiPaths.me}`,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: 'The signed-in user', response: { 200: userSchema, ...errorReplies } },
      },
      async (req) => asUser(ctx, req, async (_tx, user) => me.show(user)),
    );

    app.patch(
      `/${apiPaths.me}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Update own name, phone and language',
          body: updateMeSchema,
          response: { 200: userSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, user) => me.update(tx, user, req.body)),
    );

    app.post(
      `/${apiPaths.changePassword}`,
      {
        config: { access: 'signedIn', rateLimit: { max: loginPerIpPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Change own password; other sessions end, new tokens are returned',
          body: changePasswordSchema,
          response: { 200: refreshReplySchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, user) => me.changePassword(tx, ctx.signer, user, req.body)),
    );
  };
}
