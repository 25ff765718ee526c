import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { assertConfinedLogin, openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { uploadsStorage } from './lib/storage';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo';

/**
 * The server's start: reads the configuration, opens and migrates the database, seeds the demo
 * company (first start on the embedded database), listens, and stops cleanly on SIGTERM/SIGINT.
 * main.ts runs it under tsx (development); in production the built bundle's loader does
 * (server/src/boot/run-bundle.ts).
 */
export async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    limits: config.databaseLimits,
  });
  await runMigrations(database);
  await assertConfinedLogin(database);
  const seeded = config.seedDemo ? await seedDemo(database.db, uploadsStorage(config.dataDir)) : false;

  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });

  const where = `http://localhost:${config.port}`;
  const db = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const signIn = config.seedDemo
    ? `\n  Sign in at ${where}/login as one of (password "${DEMO_PASSWORD}"):\n${DEMO_USERS.map((u) => `    ${u.role.padEnd(8)} ${u.email}`).join('\n')}${seeded ? '\n  (demo company created on this start)' : ''}`
    : '';
  const docs = config.apiDocs ? `\n  API documentation: ${where}/api/docs` : '';
  console.log(`\nZiyara is running at ${where} on the ${db}.${signIn}${docs}\n`);
  stopOnSignals(app, database);
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database. */
function stopOnSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
