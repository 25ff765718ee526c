import type { FastifyInstance } from 'fastify';
import { usersApi } from '@contract/users';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { findUserByEmail } from './users.repository';
import * as users from './users.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, usersApi.list, (tx, me, { query }) => users.list(tx, me, query));
    // The address may be another company's user: only the sign-in lookup may read across companies.
    const languageOf = (email: string) => ctx.loginLookupTx(email, async (tx) => (await findUserByEmail(tx, email))?.language);
    securedRoute(app, ctx, usersApi.create, (tx, me, { body }) => users.create(tx, ctx.mailer, me, body, languageOf));
    securedRoute(app, ctx, usersApi.setActive, (tx, me, { params, body }) => users.setActive(tx, me, params.id, body?.is_active));
    securedRoute(app, ctx, usersApi.resetPassword, (tx, _me, { params, body }) => users.resetPassword(tx, params.id, body.password));
    securedRoute(app, ctx, usersApi.choices, (tx) => users.choices(tx));
    securedRoute(app, ctx, usersApi.changeCreateVisit, (tx, _me, { body }) =>
      users.setCreateVisit(tx, body.user_id, body.status_of_create_visit),
    );
  };
}
