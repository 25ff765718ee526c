import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@contract/dashboard';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './dashboard.service';

export function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Kept per session for a moment and dropped by any write of the company (ADR 0012), so a
    // dashboard open in fifty tabs reads the database once, and a finished visit shows at once.
    securedRoute(app, ctx, dashboardApi.board, (tx, me) => service.board(tx, me), { cacheReply: 'summary' });
  };
}
