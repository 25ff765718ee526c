import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { passwordResetConfirmReplySchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@contract/auth';
import type { AppContext } from '../../context';
import { errorReplies } from '../../lib/route-docs';
import * as recovery from './recovery.service';

const tags = ['auth'];

export function recoveryRoutes(ctx: AppContext, perIpPer10Minutes: number): FastifyPluginAsyncZod {
  // Each call can send an e-mail or test a link: the same tight per-IP limit as sign-up.
  const limit = { access: 'public' as const, rateLimit: { max: perIpPer10Minutes, timeWindow: '10 minutes' } };
  return async (app) => {
    app.post(
      `/${apiPaths.passwordReset}`,
      {
        config: limit,
        schema: {
          tags,
          summary: 'E-mail a password-reset link (the same answer for every address)',
          body: passwordResetRequestSchema,
          response: { 202: z.object({ sent: z.literal(true) }), ...errorReplies },
        },
      },
      async (req, reply) => {
        await recovery.requestReset(ctx, req.body.email);
        return reply.status(202).send({ sent: true as const });
      },
    );

    app.post(
      `/${apiPaths.passwordResetConfirm}`,
      {
        config: limit,
        schema: {
          tags,
          summary: 'Set a new password from a reset link; every session of the user ends',
          body: passwordResetConfirmSchema,
          response: { 200: passwordResetConfirmReplySchema, ...errorReplies },
        },
      },
      async (req) => recovery.confirmReset(ctx, req.body.token, req.body.password),
    );
  };
}
