import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@contract/api-paths';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { tenants } from './db/schema/index';
import { asLoginLookup, asTenantLister, inTenant } from './db/tenant-tx';
import { registerApiRateLimits } from './lib/rate-limits';
import { redactPaths, safeError } from './lib/log-safety';
import { prettyTransport, registerRequestLog } from './lib/request-log';
import { ReplyCache } from './lib/reply-cache';
import { openSharedState } from './lib/shared-state';
import { StampedCache } from './lib/stamped-cache';
import { createMailer, type Mailer } from './lib/mail';
import { uploadsStorage } from './lib/storage';
import { registerDbTiming } from './lib/db-timing';
import { createTokenSigner } from './modules/auth/tokens';
import { scheduleNotificationWork } from './modules/notifications/notification-work';
import { visitEventScopes } from './modules/visits/visit-scopes';
import { LiveHub } from './lib/live-hub';
import { healthRoutes } from './modules/health/health.routes';
import { scheduleReportExports, type ReportExportQueue } from './modules/reports/export-queue';
import { scheduleReportSchedules } from './modules/report-schedules/schedule-sweep';
import { moduleRoutes } from './modules/routes.generated';
import { registerAccess } from './plugins/access';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerJobPool } from './lib/jobs/job-pool';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox folder. */
  mailer?: Mailer;
  logger?: boolean;
  /** Tests read what the server logs from here (the level still comes from the config). */
  logStream?: NodeJS.WritableStream;
}

/** How often Node looks for requests past their time: a quarter of the limit, between 250 ms and 30 s. */
const checkingIntervalFor = (requestTimeoutMs: number) => Math.max(250, Math.min(30_000, Math.floor(requestTimeoutMs / 4) || 30_000));

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: redactPaths,
            serializers: { err: safeError },
            ...(opts.logStream ? { stream: opts.logStream } : { transport: prettyTransport(config.env) }),
          },
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Ours, always: a client's id is logged beside it, never trusted to be unique.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that sends its request slowly, or stops half-way, is answered 408 and let go
    // rather than holding a socket for ever (Fastify's default is no limit; Node's own is these
    // 5 minutes, room for a photo over a weak signal). A reply, such as the live event stream,
    // may last longer: this counts only until the request has arrived. Node applies the limit
    // only when the server is created with it (Fastify sets it afterwards as well), and looks for
    // such requests every `connectionsCheckingInterval`: 30 s, or less for a shorter limit.
    requestTimeout: config.requestTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: checkingIntervalFor(config.requestTimeoutMs) },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));
  app.addHook('onRequest', async (req) => {
    const theirs = req.headers['x-request-id'];
    if (typeof theirs === 'string' && CLIENT_REQUEST_ID.test(theirs)) req.log = req.log.child({ clientReqId: theirs });
  });

  const shared = await openSharedState({
    redisUrl: config.redisUrl,
    loginMaxFailures: config.loginMaxFailures,
    warn: (msg, err) => app.log.warn({ err }, msg),
  });
  app.addHook('onClose', () => shared.close());
  // Imports' reading and exports' writing run in worker threads of their own heap (lib/jobs).
  registerJobPool(app, config);
  // Started below, once the context it works with exists; the reports module kicks it.
  const exportQueue: { started?: ReportExportQueue } = {};
  const ctx: AppContext = {
    config,
    tenantTx: (tenantId, fn, txOptions) => inTenant(database.db, tenantId, fn, txOptions),
    loginLookupTx: (email, fn) => asLoginLookup(database.db, email, fn),
    tenantIds: () => asTenantLister(database.db, async (tx) => (await tx.select({ id: tenants.id }).from(tenants)).map((t) => t.id)),
    signer: createTokenSigner(config.jwtSecret),
    storage: uploadsStorage(config.dataDir),
    throttle: shared.throttle,
    replyCache: new ReplyCache(config.replyCacheMs, config.summaryStaleMs),
    callers: new StampedCache({ ttlMs: config.callerCacheMs, maxEntries: 10_000 }),
    reportExports: { kick: (tenantId) => exportQueue.started?.kick(tenantId) },
    live: new LiveHub(database.listen, (msg, err) => app.log.warn({ err }, msg), visitEventScopes),
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: app.log }),
  };

  registerErrorHandler(app);
  registerDbTiming(app, config.serverTiming);
  registerRequestLog(app);
  await app.register(cookie);
  // Limits guard the API (per user and company signed in, per IP otherwise); pages and assets
  // are static files and are not counted. Before the CSRF check: a refused call still counts.
  await registerApiRateLimits(app, {
    limits: { perIp: config.rateLimitMax, perUser: config.userRateLimitPerMinute, perCompany: config.companyRateLimitPerMinute },
    signer: ctx.signer,
    redis: shared.redis,
  });
  registerNotFound(app);
  await registerSecurity(app, { cookieSecure: config.cookieSecure, mapTileUrl: config.mapTileUrl });
  await registerOpenApi(app, { serve: config.apiDocs });
  registerAuth(app, ctx);
  registerAccess(app);

  await app.register(healthRoutes(ctx));
  exportQueue.started = scheduleReportExports(app, ctx);
  scheduleReportSchedules(app, ctx, exportQueue.started);
  // Every module's routes, found by their files (modules/routes.generated.ts).
  const api = async (scope: FastifyInstance) => {
    for (const routes of moduleRoutes) await scope.register(routes(ctx));
  };
  await app.register(api, { prefix: API_PREFIX.replace(/\/$/, '') });
  await registerStaticWeb(app, config.webDist);
  scheduleNotificationWork(app, ctx, config.notificationWorkMs);
  return app;
}
