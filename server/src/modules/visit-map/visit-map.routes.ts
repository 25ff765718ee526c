import type { FastifyInstance } from 'fastify';
import { visitMapApi } from '@contract/visit-map';
import type { AppContext } from '../../context';
import { publicRoute, securedRoute } from '../../lib/route';
import * as service from './visit-map.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // A day people reopen and page through: answered from memory briefly (ADR 0012).
    securedRoute(app, ctx, visitMapApi.map, (tx, me, { query }) => service.visitMap(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, visitMapApi.coverage, (tx, _me, { query }) => service.coverage(tx, query.days), { cacheReply: true });
    // The tile server is not a secret (the browser fetches from it): any page may ask first.
    const mapConfig = { tile_url: ctx.config.mapTileUrl ?? null };
    publicRoute(app, visitMapApi.config, async () => mapConfig);
  };
}
