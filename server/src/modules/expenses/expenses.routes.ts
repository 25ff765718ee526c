import type { FastifyInstance } from 'fastify';
import { expensesApi } from '@contract/expenses';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './expenses.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, expensesApi.list, (tx, me, { query }) => service.list(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, expensesApi.create, (tx, me, { body }) => service.create(tx, me, body));
    securedRoute(app, ctx, expensesApi.details, (tx, me, { params }) => service.details(tx, me, params.id), { cacheReply: true });
    securedRoute(app, ctx, expensesApi.approve, (tx, me, { params }) => service.decide(tx, me, params.id, { status: 'approved' }));
    securedRoute(app, ctx, expensesApi.reject, (tx, me, { params, body }) =>
      service.decide(tx, me, params.id, { status: 'rejected', rejectReason: body.reason }),
    );
  };
}
