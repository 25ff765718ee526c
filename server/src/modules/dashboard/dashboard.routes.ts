import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardApi } from '@contract/dashboard';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { repScope } from '../visits/visit-scopes';
import * as service from './dashboard.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Kept per session for a moment and dropped by any write of the company (ADR 0012), so a
    // dashboard open in fifty tabs reads the database once, and a finished visit shows at once.
    // A sales user's board shows only their own work: another rep's check-in leaves it kept
    // (modules/visits/visit-scopes.ts). The token's role says so before anything is read, so a
    // token that says sales always gets the sales board (a user promoted since sees it until
    // their token is renewed); any other board depends on every write.
    const salesToken = (req: FastifyRequest) => req.auth?.role === 'sales';
    securedRoute(app, ctx, dashboardApi.board, (tx, me, _input, req) => service.board(tx, me, { salesView: salesToken(req) }), {
      cacheReply: 'summary',
      readOnly: true,
      dependsOn: (_input, req) => (salesToken(req) ? [repScope(req.auth!.userId)] : undefined),
    });
  };
}
