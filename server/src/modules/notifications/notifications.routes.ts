import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '@contract/notifications';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './notifications.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Not kept in the reply cache: a notification made by background work bumps no version.
    securedRoute(app, ctx, notificationsApi.list, (tx, me, { query }) => service.list(tx, me, query));
    securedRoute(app, ctx, notificationsApi.read, (tx, me, { params }) => service.markRead(tx, me, params.id));
    securedRoute(app, ctx, notificationsApi.readAll, (tx, me) => service.markAllRead(tx, me));
    securedRoute(app, ctx, notificationsApi.emailChoices, (tx, me) => service.emailChoices(tx, me));
    securedRoute(app, ctx, notificationsApi.setEmailChoices, (tx, me, { body }) => service.setEmailChoices(tx, me, body));
  };
}
