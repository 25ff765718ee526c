import type { FastifyInstance } from 'fastify';
import { tenantApi } from '@contract/tenant';
import type { AppContext } from '../../context';
import { publicRoute } from '../../lib/route';
import { preferredLanguage } from '../../plugins/static-web';
import * as signup from './signup.service';

export function routes(ctx: AppContext) {
  // Codes are cheap to ask for and to guess at: every sign-up call gets a tight per-IP limit.
  const limit = { rateLimit: { max: ctx.config.signupRateLimitPer10Minutes, timeWindow: '10 minutes' } };
  return async (app: FastifyInstance) => {
    publicRoute(
      app,
      tenantApi.requestCode,
      // The visitor has no saved language yet: the code comes in the one their browser asks for.
      async ({ body }, req) => {
        await signup.requestCode(ctx, body.email, preferredLanguage(req.headers['accept-language']));
        return { sent: true as const };
      },
      limit,
    );
    publicRoute(
      app,
      tenantApi.checkCode,
      async ({ body }) => {
        await signup.checkCode(ctx, body.email, body.code);
        return { valid: true as const };
      },
      limit,
    );
    // The owner's language is the one they signed up in; a client that does not say gets the browser's.
    publicRoute(
      app,
      tenantApi.signup,
      ({ body }, req) => signup.signup(ctx, { ...body, language: body.language ?? preferredLanguage(req.headers['accept-language']) }),
      limit,
    );
  };
}
