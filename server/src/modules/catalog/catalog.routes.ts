import type { FastifyInstance } from 'fastify';
import { catalogApi } from '@contract/agencies';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as catalog from './catalog.service';

/** Settings → agencies and samples. */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, catalogApi.agencies, (tx) => catalog.agencies(tx));
    securedRoute(app, ctx, catalogApi.createAgency, (tx, me, { body }) => catalog.createAgency(tx, me, body));
    securedRoute(app, ctx, catalogApi.editAgency, (tx, _me, { body }) => catalog.editAgency(tx, body.id, body));
    securedRoute(app, ctx, catalogApi.deleteAgency, async (tx, _me, { body }) => {
      await catalog.deleteAgency(tx, body.agency_id);
      return null;
    });
    securedRoute(app, ctx, catalogApi.samples, (tx) => catalog.samples(tx));
    securedRoute(app, ctx, catalogApi.createSample, (tx, me, { body }) => catalog.createSample(tx, me, body));
    securedRoute(app, ctx, catalogApi.editSample, (tx, _me, { body }) => catalog.editSample(tx, body.id, body));
    securedRoute(app, ctx, catalogApi.deleteSample, async (tx, _me, { body }) => {
      await catalog.deleteSample(tx, body.sample_id);
      return null;
    });
  };
}
