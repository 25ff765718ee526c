import type { FastifyInstance } from 'fastify';
import { savedViewsApi } from '@contract/saved-views';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './saved-views.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, savedViewsApi.list, (tx, me, { query }) => service.list(tx, me, query.list), { readOnly: true });
    securedRoute(app, ctx, savedViewsApi.create, (tx, me, { body }) => service.create(tx, me, body));
    securedRoute(app, ctx, savedViewsApi.update, (tx, me, { params, body }) => service.update(tx, me, params.id, body));
    securedRoute(app, ctx, savedViewsApi.remove, async (tx, me, { params }) => {
      await service.remove(tx, me, params.id);
      return null;
    });
  };
}
