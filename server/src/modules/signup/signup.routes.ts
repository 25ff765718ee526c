import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { checkEmailCodeSchema, requestEmailCodeSchema, signupReplySchema, signupSchema } from '@contract/tenant';
import type { AppContext } from '../../context';
import { errorReplies } from '../../lib/route-docs';
import * as signup from './signup.service';

const tags = ['sign-up'];
export function signupRoutes(ctx: AppContext, perIpPer10Minutes: number): FastifyPluginAsyncZod {
  // Codes are cheap to ask for and to guess at: every sign-up call gets a tight per-IP limit.
  const signupLimit = { access: 'public' as const, rateLimit: { max: perIpPer10Minutes, timeWindow: '10 minutes' } };
  return async (app) => {
    app.post(
      `/${apiPaths.signupRequestCode}`,
      {
        config: signupLimit,
        schema: {
          tags,
          summary: 'E-mail a 6-digit verification code for sign-up',
          body: requestEmailCodeSchema,
          response: { 202: z.object({ sent: z.literal(true) }), ...errorReplies },
        },
      },
      async (req, reply) => {
        await signup.requestCode(ctx, req.body.email);
        return reply.status(202).send({ sent: true });
      },
    );

    app.post(
      `/${apiPaths.signupCheckCode}`,
      {
        config: signupLimit,
        schema: {
          tags,
          summary: 'Check a sign-up verification code',
          body: checkEmailCodeSchema,
          response: { 200: z.object({ valid: z.literal(true) }), ...errorReplies },
        },
      },
      async (req) => {
        await signup.checkCode(ctx, req.body.email, req.body.code);
        return { valid: true as const };
      },
    );

    app.post(
      `/${apiPaths.signup}`,
      {
        config: signupLimit,
        schema: {
          tags,
          summary: 'Create a company and its admin user, who is signed in at once',
          body: signupSchema,
          response: { 201: signupReplySchema, ...errorReplies },
        },
      },
      async (req, reply) => reply.status(201).send(await signup.signup(ctx, req.body)),
    );
  };
}
