import type { FastifyInstance } from 'fastify';
import { territoriesApi } from '@contract/territories';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './territories.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, territoriesApi.list, (tx) => service.list(tx));
    securedRoute(app, ctx, territoriesApi.create, (tx, me, { body }) => service.create(tx, me, body));
    securedRoute(app, ctx, territoriesApi.coverage, (tx, _me, { query }) => service.coverage(tx, query.days));
    securedRoute(app, ctx, territoriesApi.details, (tx, _me, { params }) => service.details(tx, params.id));
    securedRoute(app, ctx, territoriesApi.update, (tx, me, { params, body }) => service.update(tx, me, params.id, body));
    securedRoute(app, ctx, territoriesApi.remove, async (tx, _me, { params }) => {
      await service.remove(tx, params.id);
      return null;
    });
  };
}
