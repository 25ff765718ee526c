import type { FastifyInstance } from 'fastify';
import { kpiApi } from '@contract/kpi';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { trend } from './kpi-trend.service';
import * as service from './kpi.service';

/** Targets, attainment, ratings and collection totals (ADR 0020). "Now" is read per request. */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, kpiApi.targets, (tx, me, { query }) => service.targets(tx, me, query, new Date()), {
      cacheReply: true,
      readOnly: true,
    });
    securedRoute(app, ctx, kpiApi.setTargets, (tx, me, { body }) => service.setTargets(tx, me, body, new Date()));
    securedRoute(app, ctx, kpiApi.attainment, (tx, me, { query }) => service.attainment(tx, me, query, new Date()), {
      cacheReply: 'summary',
      readOnly: true,
    });
    securedRoute(app, ctx, kpiApi.trend, (tx, me, { query }) => trend(tx, me, query, new Date()), {
      cacheReply: 'summary',
      readOnly: true,
    });
    securedRoute(app, ctx, kpiApi.rate, (tx, me, { body }) => service.rate(tx, me, body, new Date()));
    securedRoute(app, ctx, kpiApi.collectionTotal, (tx, me, { body }) => service.collectionTotal(tx, me, body));
  };
}
