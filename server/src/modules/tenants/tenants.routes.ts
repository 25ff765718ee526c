import type { FastifyInstance } from 'fastify';
import { tenantApi } from '@contract/tenant';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as tenants from './tenants.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, tenantApi.show, (tx, me) => tenants.show(tx, me.tenantId));
    securedRoute(app, ctx, tenantApi.update, (tx, me, { body }) => tenants.update(tx, me.tenantId, body));
    securedRoute(app, ctx, tenantApi.updateVisitSettings, (tx, me, { body }) => tenants.updateVisitSettings(tx, me.tenantId, body));
    securedRoute(app, ctx, tenantApi.changePlan, (tx, me, { body }) => tenants.changePlan(tx, me, body.package));
  };
}
