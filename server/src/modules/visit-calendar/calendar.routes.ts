import type { FastifyInstance } from 'fastify';
import { visitCalendarApi } from '@contract/visit-calendar';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './calendar.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // A month people page back and forth through: answered from memory briefly (ADR 0012).
    securedRoute(app, ctx, visitCalendarApi.calendar, (tx, me, { query }) => service.calendar(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, visitCalendarApi.reschedule, (tx, me, { params, body }) =>
      service.reschedule(tx, me, params.id, body.planned_at),
    );
  };
}
