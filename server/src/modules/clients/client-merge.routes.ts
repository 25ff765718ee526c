import type { FastifyInstance } from 'fastify';
import { clientMergeApi } from '@contract/client-merge';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { mergeClients } from './client-merge.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, clientMergeApi.merge, (tx, me, { body }) => mergeClients(tx, me, body));
  };
}
