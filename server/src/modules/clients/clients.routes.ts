import type { FastifyInstance } from 'fastify';
import { clientsApi } from '@contract/clients';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import { CLIENTS_SCOPE } from './clients.repository';
import * as clients from './clients.service';
import * as leads from './leads.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // The reads people repeat (paging back, reopening a client) are briefly kept (lib/reply-cache.ts).
    const repeated = { cacheReply: true, readOnly: true };
    const aList = { ...repeated, dependsOn: () => [CLIENTS_SCOPE] };
    securedRoute(app, ctx, clientsApi.list, (tx, me, { query }) => clients.list(tx, me, 'client', query), aList);
    securedRoute(app, ctx, clientsApi.leads, (tx, me, { query }) => clients.list(tx, me, 'lead', query), aList);
    securedRoute(app, ctx, clientsApi.create, (tx, me, { body }) => clients.create(tx, me, body));
    securedRoute(app, ctx, clientsApi.duplicates, (tx, me, { query }) => clients.duplicates(tx, me, query));
    securedRoute(app, ctx, clientsApi.details, (tx, me, { params }) => clients.details(tx, me, params.id), repeated);
    securedRoute(app, ctx, clientsApi.attachments, (tx, me, { params }) => clients.attachments(tx, me, params.id));
    securedRoute(app, ctx, clientsApi.attach, (tx, me, { params, body }) => clients.attach(tx, me, params.id, body.file_id));
    securedRoute(app, ctx, clientsApi.editClient, (tx, me, { body }) => clients.edit(tx, me, 'client', body));
    securedRoute(app, ctx, clientsApi.editLead, (tx, me, { body }) => clients.edit(tx, me, 'lead', body));
    securedRoute(app, ctx, clientsApi.approve, (tx, me, { body }) => leads.approve(tx, me, body.id));
    securedRoute(app, ctx, clientsApi.convert, (tx, me, { body }) => leads.convert(tx, me, body));
    securedRoute(app, ctx, clientsApi.archiveLeads, (tx, me, { body }) => leads.archiveLeads(tx, me, body.ids));
    securedRoute(app, ctx, clientsApi.restoreLeads, (tx, me, { body }) => leads.restoreLeads(tx, me, body.ids));
    securedRoute(app, ctx, clientsApi.deleteLeads, (tx, me, { body }) => leads.deleteLeads(tx, me, body.ids));
    securedRoute(app, ctx, clientsApi.delete, async (tx, me, { body }) => {
      await leads.deleteClient(tx, me, body.clientID);
      return null;
    });
  };
}
