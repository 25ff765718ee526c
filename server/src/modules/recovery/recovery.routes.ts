import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@contract/auth';
import type { AppContext } from '../../context';
import { publicRoute } from '../../lib/route';
import * as recovery from './recovery.service';

export function routes(ctx: AppContext) {
  // Each call can send an e-mail or test a link: the same tight per-IP limit as sign-up.
  const limit = { rateLimit: { max: ctx.config.signupRateLimitPer10Minutes, timeWindow: '10 minutes' } };
  return async (app: FastifyInstance) => {
    // A reset's e-mail goes out once its answer has (recovery.service.ts requestReset): the
    // step waits here for the response to end; closing the server waits for the sends.
    const afterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();
    const sending = new Set<Promise<void>>();
    app.addHook('onResponse', async (req) => {
      const step = afterAnswer.get(req);
      if (!step) return;
      const send = step()
        .catch((err: unknown) => req.log.warn({ err }, 'password reset: the link was not sent'))
        .finally(() => sending.delete(send));
      sending.add(send);
    });
    app.addHook('onClose', async () => {
      await Promise.all(sending);
    });

    publicRoute(
      app,
      authApi.passwordReset,
      async ({ body }, req) => {
        const step = await recovery.requestReset(ctx, body.email);
        if (step) afterAnswer.set(req, step);
        return { sent: true as const };
      },
      limit,
    );
    publicRoute(app, authApi.passwordResetConfirm, ({ body }) => recovery.confirmReset(ctx, body.token, body.password), limit);
  };
}
