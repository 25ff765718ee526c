import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { pageQuerySchema } from '@contract/pagination';
import {
  changeCreateVisitSchema,
  createUserSchema,
  deactivateUserSchema,
  resetPasswordSchema,
  userPageSchema,
  userSchema,
} from '@contract/users';
import type { AppContext } from '../../context';
import { asUser } from '../../plugins/auth';
import { errorReplies } from '../../lib/route-docs';
import * as users from './users.service';

const tags = ['users'];
const manage = { access: 'company.manage' as const };
const idParams = z.object({ id: z.uuid() });
const common = { tags };

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${apiPaths.users}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: "List the company's users (admin)",
          querystring: pageQuerySchema,
          response: { 200: userPageSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx) => users.list(tx, req.query)),
    );

    app.post(
      `/${apiPaths.users}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Create a user (admin; limited by the plan)',
          body: createUserSchema,
          response: { 201: userSchema, ...errorReplies },
        },
      },
      async (req, reply) => reply.status(201).send(await asUser(ctx, req, (tx, me) => users.create(tx, ctx.mailer, me, req.body))),
    );

    app.post(
      `/${apiPaths.deactivateUser(':id')}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: 'Deactivate or re-activate a user (admin); toggles when is_active is omitted',
          params: idParams,
          body: deactivateUserSchema,
          response: { 200: userSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx, me) => users.setActive(tx, me, req.params.id, req.body?.is_active)),
    );

    app.post(
      `/${apiPaths.resetPassword(':id')}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: "Set a user's password (admin); their sessions end",
          params: idParams,
          body: resetPasswordSchema,
          response: { 200: userSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx) => users.resetPassword(tx, req.params.id, req.body.password)),
    );

    app.post(
      `/${apiPaths.changeCreateVisit}`,
      {
        config: manage,
        schema: {
          ...common,
          summary: "Allow or stop a user's own visit creation (admin)",
          body: changeCreateVisitSchema,
          response: { 200: userSchema, ...errorReplies },
        },
      },
      async (req) => asUser(ctx, req, (tx) => users.setCreateVisit(tx, req.body.user_id, req.body.status_of_create_visit)),
    );
  };
}
