import type { FastifyInstance } from 'fastify';
import { clientReassignApi } from '@contract/client-reassign';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { previewReassign, reassignClients } from './client-reassign.service';

// No cache scopes named: a reassign touches clients, visits and tasks of many reps, so every
// cached read is made stale by it (lib/route.ts), which is what it should be.
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, clientReassignApi.preview, (tx, _me, { body }) => previewReassign(tx, body));
    securedRoute(app, ctx, clientReassignApi.reassign, (tx, me, { body }) => reassignClients(tx, me, body));
  };
}
