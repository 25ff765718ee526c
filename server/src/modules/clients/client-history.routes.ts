import type { FastifyInstance } from 'fastify';
import { clientHistoryApi } from '@contract/client-history';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as history from './client-history.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Reopening a client and paging back repeat these reads; any write makes them fresh again.
    const repeated = { cacheReply: true, readOnly: true };
    securedRoute(
      app,
      ctx,
      clientHistoryApi.firstScreen,
      (tx, me, { params, query }) => history.firstScreen(tx, me, params.id, query),
      repeated,
    );
    securedRoute(app, ctx, clientHistoryApi.summary, (tx, me, { params }) => history.summary(tx, me, params.id), repeated);
    securedRoute(app, ctx, clientHistoryApi.visits, (tx, me, { params, query }) => history.visits(tx, me, params.id, query), repeated);
    securedRoute(app, ctx, clientHistoryApi.meetings, (tx, me, { params, query }) => history.meetings(tx, me, params.id, query), repeated);
    securedRoute(app, ctx, clientHistoryApi.ratings, (tx, me, { params, query }) => history.ratings(tx, me, params.id, query), repeated);
  };
}
