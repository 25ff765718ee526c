import type { FastifyInstance } from 'fastify';
import { reportsApi } from '@contract/reports';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './reports.service';

export function reportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, reportsApi.report, (tx, me, { query }) => service.report(tx, me, query));
  };
}
