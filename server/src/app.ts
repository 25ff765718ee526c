import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@contract/api-paths';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { LoginThrottle } from './lib/login-throttle';
import { createMailer, type Mailer } from './lib/mail';
import { authRoutes } from './modules/auth/auth.routes';
import { createTokenSigner } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/health.routes';
import { inquiryRoutes } from './modules/inquiries/inquiries.routes';
import { signupRoutes } from './modules/signup/signup.routes';
import { tenantRoutes } from './modules/tenants/tenants.routes';
import { userRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox folder. */
  mailer?: Mailer;
  logger?: boolean;
}

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID()),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));

  const ctx: AppContext = {
    config,
    database,
    signer: createTokenSigner(config.jwtSecret),
    throttle: new LoginThrottle(config.loginMaxFailures),
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: app.log }),
  };

  registerErrorHandler(app);
  await app.register(cookie);
  // Limits guard the API; pages and assets are static files and are not counted.
  await app.register(rateLimit, {
    global: true, max: config.rateLimitMax, timeWindow: '1 minute', allowList: (req) => !req.url.startsWith('/api/'),
  });
  await registerSecurity(app, { cookieSecure: config.cookieSecure });
  await registerOpenApi(app);
  registerAuth(app, ctx);

  await app.register(healthRoutes(ctx));
  const api = async (scope: FastifyInstance) => {
    await scope.register(authRoutes(ctx, config.loginRateLimitPerMinute));
    await scope.register(signupRoutes(ctx));
    await scope.register(tenantRoutes(ctx));
    await scope.register(userRoutes(ctx));
    await scope.register(inquiryRoutes(ctx, config.inquiryRateLimitPerHour));
  };
  await app.register(api, { prefix: API_PREFIX.replace(/\/$/, '') });
  await registerStaticWeb(app, config.webDist);
  return app;
}
