import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseLimits } from '../src/db/client';
import type { Mail } from '../src/lib/mail';
import { uploadsStorage, type Storage } from '../src/lib/storage';
import { createTestDatabase } from './test-database';

const CSRF = 'test-csrf-token';

/** A request to a test server through `inject`, signed in with `token`, with the CSRF pair unless `csrf: false`. */
type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts?: { body?: unknown; token?: string; csrf?: boolean; ip?: string; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** A second server instance (TestApp.secondInstance), called the same way as the first. */
export interface Instance {
  app: FastifyInstance;
  call: Call;
  close(): Promise<void>;
}

function callOn(app: FastifyInstance): Call {
  return (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.csrf !== false) {
      headers.cookie = `csrftoken=${CSRF}`;
      headers['x-csrftoken'] = CSRF;
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    return app.inject({
      method,
      url,
      headers,
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** `url`: the PostgreSQL database's address as the app role, `ownerUrl` as its owner (absent on PGlite). */
  database: Database & { url?: string; ownerUrl?: string };
  /** Where the server keeps uploaded files. */
  storage: Storage;
  /** Every mail the server sent, newest last. */
  mails: Mail[];
  /** What the server logged, one JSON line each (only with `captureLogs`). */
  logs: string[];
  call: Call;
  close(): Promise<void>;
  /**
   * Another server instance on the same database, as a second process would run it: on
   * PostgreSQL with its own connections (pool and LISTEN; `limits` as `npm start` sets them),
   * on PGlite sharing the one engine.
   */
  secondInstance(opts?: { databaseUrl?: string; limits?: DatabaseLimits }): Promise<Instance>;
}

/**
 * The real server on a fresh copy of the migrated database; nothing is mocked but the mail
 * transport. `env` overrides configuration the way environment variables would.
 */
export async function buildTestApp(env: Record<string, string> = {}, opts: { captureLogs?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('dbTemplate'));
  const config = loadConfig({
    // Each app gets its own data folder: uploads never land in the repository's ./data.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ziyara-test-')),
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    INQUIRY_RATE_LIMIT_PER_HOUR: '1000',
    SIGNUP_RATE_LIMIT_PER_10_MINUTES: '1000',
    NOTIFICATION_WORK_MS: '0',
    EXPORT_SWEEP_MS: '0',
    // Summaries answer at once after a write here; their lag is tested in stamped-cache.test.ts.
    SUMMARY_STALE_MS: '0',
    ...env,
  });
  const mails: Mail[] = [];
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    ...(opts.captureLogs ? { logStream } : { logger: false }),
    // With SMTP_URL the real SMTP mailer sends (a test of a mail server that fails); else `mails` keeps them.
    ...(env.SMTP_URL ? {} : { mailer: { send: async (m: Mail) => void mails.push(m) } }),
  });
  await app.ready();
  return {
    app,
    database,
    storage: uploadsStorage(config.dataDir),
    mails,
    logs,
    call: callOn(app),
    async close() {
      await app.close();
      await database.close();
    },
    async secondInstance(opts = {}) {
      const url = opts.databaseUrl ?? database.url;
      const own = url ? await openDatabase({ databaseUrl: url, ownerUrl: database.ownerUrl, dataDir: '', limits: opts.limits }) : null;
      const second = await buildApp({
        config,
        database: own ?? database,
        logger: false,
        mailer: { send: async (m) => void mails.push(m) },
      });
      await second.ready();
      return {
        app: second,
        call: callOn(second),
        async close() {
          await second.close();
          await own?.close();
        },
      };
    },
  };
}
