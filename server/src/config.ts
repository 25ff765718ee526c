import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SUMMARY_STALE_MS } from '@contract/dashboard';
import type { DatabaseLimits } from './db/client';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads (documented in README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  // The tables' owner, for migrations (and the tenant-binding key) only; requests never use it.
  DATABASE_OWNER_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.string().url().optional(),
  // Several instances: rate limits and the sign-in lock counted in Redis (one process: in memory).
  REDIS_URL: z.string().url().optional(),
  // How long one request's statement may run, and wait for a row another holds, on PostgreSQL (0: no limit).
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  // How many connections one instance keeps to PostgreSQL at most (ADR 0042: a request holds
  // one for each of its statements' round trips, so the pool bounds how many run at once).
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  MAIL_FROM: z.string().default('Ziyara <no-reply@ziyara.app>'),
  OUTBOX_DIR: z.string().optional(),
  WEB_DIST: z.string().default('./dist/web'),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  // Signed-in traffic is counted per user and per company, not per address (reps share one).
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
  RATE_LIMIT_COMPANY_PER_MINUTE: z.coerce.number().int().min(1).default(20_000),
  // The heap of one background job's worker thread (an import's parse, an export's writer), MB.
  JOB_HEAP_MB: z.coerce.number().int().min(32).max(8_192).default(512),
  // How long a client may take to send a whole request, body included (0: no limit).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  REPLY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // How long the dashboard and KPI page may be answered after a write (never longer than the web waits).
  SUMMARY_STALE_MS: z.coerce.number().int().min(0).max(SUMMARY_STALE_MS).default(SUMMARY_STALE_MS),
  // How often due-task notices and notification e-mails go out (0: never, as in the tests).
  NOTIFICATION_WORK_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // How often report exports left waiting or interrupted are looked for (0: never, as in the tests).
  EXPORT_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  // false: this instance queues report exports but leaves writing them to the instances that do.
  EXPORT_WORKER: bool.default(true),
  // A scheduled report's file this large or smaller is attached to its mail; a larger one is a signed link.
  REPORT_ATTACH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  INQUIRY_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SIGNUP_RATE_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  API_DOCS: bool.optional(),
  // Send each request's database time as a Server-Timing header (benchmarks, diagnosis).
  SERVER_TIMING: bool.default(false),
  PUBLIC_URL: z.string().url().optional(),
  // A tile server's URL template; empty or absent: the offline base map shipped with the app.
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || isTileTemplate(v), 'an http(s) URL template with {z}, {x} and {y}'),
});

/** `https://tile.example.com/{z}/{x}/{y}.png` (a `{s}` subdomain and `{r}` are Leaflet's too). */
function isTileTemplate(v: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false;
  try {
    const url = new URL(v.replaceAll('{s}', 'a'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** The tables' owner (migrations, the tenant-binding key); unset: `databaseUrl` migrates too. */
  databaseOwnerUrl: string | undefined;
  /** PostgreSQL's statement_timeout and lock_timeout for the server's connections (ms, 0: none). */
  databaseLimits: DatabaseLimits;
  dataDir: string;
  jwtSecret: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  webDist: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: string;
  loginMaxFailures: number;
  /** Anonymous API requests a minute per IP (sign-in, sign-up, public forms, unknown paths). */
  rateLimitMax: number;
  /** Signed-in API requests a minute per user. */
  userRateLimitPerMinute: number;
  /** Signed-in API requests a minute per company (all its users together). */
  companyRateLimitPerMinute: number;
  /** The old-generation heap of a background job's worker thread (MB): a job past it fails alone. */
  jobHeapMb: number;
  /** How long a client may take to send a whole request, body included (ms, 0: no limit). */
  requestTimeoutMs: number;
  /** How long a caller's repeated read may be answered from memory (0: never). ADR 0012. */
  replyCacheMs: number;
  /** How long a signed-in caller's row may be reused between requests (0: read it every time). ADR 0014. */
  callerCacheMs: number;
  /** How long a summary (dashboard, KPI page) may be answered after a write while it is read again (0: never). */
  summaryStaleMs: number;
  notificationWorkMs: number;
  /** How often the report-export sweep runs (stale jobs failed, old files removed, waiting jobs started). */
  exportSweepMs: number;
  /** Whether this instance writes report exports (false: it only queues them for the others). */
  exportWorker: boolean;
  /** A scheduled report's file up to this size goes with its mail; a larger one as a signed link (ADR 0051). */
  reportAttachMaxBytes: number;
  /** Sign-in attempts a minute per IP (failures per account are counted separately). */
  loginRateLimitPerMinute: number;
  /** Public-site form submissions an hour per IP. */
  inquiryRateLimitPerHour: number;
  /** Calls to each sign-up step in 10 minutes per IP (codes are cheap to ask for and guess at). */
  signupRateLimitPer10Minutes: number;
  /** Send `Server-Timing: db;dur=…` (lib/db-timing.ts). */
  serverTiming: boolean;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  /** Where people reach the product, for links in e-mails (password reset, invitations). */
  publicUrl: string;
  /** The map's tile server (a Leaflet URL template), or undefined: the offline base map. */
  mapTileUrl: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databaseLimits: { statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS, lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS, poolMax: e.DB_POOL_MAX },
    dataDir,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir, e.NODE_ENV),
    // The embedded database is the "try it now" path: it gets demo data unless told otherwise.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    webDist: path.resolve(e.WEB_DIST),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    userRateLimitPerMinute: e.RATE_LIMIT_USER_PER_MINUTE,
    companyRateLimitPerMinute: e.RATE_LIMIT_COMPANY_PER_MINUTE,
    jobHeapMb: e.JOB_HEAP_MB,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    replyCacheMs: e.REPLY_CACHE_MS,
    callerCacheMs: e.CALLER_CACHE_MS,
    summaryStaleMs: e.SUMMARY_STALE_MS,
    notificationWorkMs: e.NOTIFICATION_WORK_MS,
    exportSweepMs: e.EXPORT_SWEEP_MS,
    exportWorker: e.EXPORT_WORKER,
    reportAttachMaxBytes: e.REPORT_ATTACH_MAX_BYTES,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    inquiryRateLimitPerHour: e.INQUIRY_RATE_LIMIT_PER_HOUR,
    signupRateLimitPer10Minutes: e.SIGNUP_RATE_LIMIT_PER_10_MINUTES,
    serverTiming: e.SERVER_TIMING,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mapTileUrl: e.MAP_TILE_URL,
  };
}

/**
 * Without JWT_SECRET, a random secret is created once and kept in the data folder so tokens
 * survive restarts. Production must set JWT_SECRET explicitly (shared by all instances).
 */
function localSecret(dataDir: string, env: string): string {
  if (env === 'production') throw new Error('JWT_SECRET (at least 32 characters) is required in production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
