import type { FastifyInstance } from 'fastify';
import { teamDayApi } from '@contract/team-day';
import type { AppContext } from '../../context';
import { securedRoute } from '../../lib/route';
import * as service from './team-day.service';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Not cached: the page refreshes on every visit event and must show that event's change.
    securedRoute(app, ctx, teamDayApi.day, (tx, _me, { query }) => service.teamDay(tx, query));
  };
}
