import type { FastifyInstance } from 'fastify';
import { clientFieldApi } from '@contract/client-field';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './client-field.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // The phone refreshes its offline copy on every sync: answered from memory until a write of
    // the company (a client edited, a visit finished) makes it stale (lib/reply-cache.ts).
    securedRoute(app, ctx, clientFieldApi.list, (tx, me) => service.list(tx, me), { cacheReply: true, readOnly: true });
  };
}
