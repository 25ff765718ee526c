import type { FastifyInstance } from 'fastify';
import { authApi } from '@contract/auth';
import type { AppContext } from '../../context';
import { publicRoute } from '../../lib/route';
import * as recovery from './recovery.service';

export function recoveryRoutes(ctx: AppContext, perIpPer10Minutes: number) {
  // Each call can send an e-mail or test a link: the same tight per-IP limit as sign-up.
  const limit = { rateLimit: { max: perIpPer10Minutes, timeWindow: '10 minutes' } };
  return async (app: FastifyInstance) => {
    publicRoute(
      app,
      authApi.passwordReset,
      async ({ body }) => {
        await recovery.requestReset(ctx, body.email);
        return { sent: true as const };
      },
      limit,
    );
    publicRoute(app, authApi.passwordResetConfirm, ({ body }) => recovery.confirmReset(ctx, body.token, body.password), limit);
  };
}
