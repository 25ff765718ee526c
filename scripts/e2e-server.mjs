// Starts the built server for one browser-test worker (playwright.config.ts, e2e/servers.ts):
// `node scripts/e2e-server.mjs PORT DATA_DIR DATABASE`. A fresh database with the demo
// company: PostgreSQL (a new database named DATABASE) when DATABASE_URL is set, otherwise
// PGlite in DATA_DIR. Mail goes to DATA_DIR/outbox/.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const [port, dataDir, database] = process.argv.slice(2);
if (!/^\d+$/.test(port ?? '') || !dataDir || !/^[a-z0-9_]+$/.test(database ?? '')) {
  console.error('usage: node scripts/e2e-server.mjs PORT DATA_DIR DATABASE');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  RATE_LIMIT_MAX: '100000',
  // The whole suite signs in as a few demo users: their own limits would slow it, not test it.
  RATE_LIMIT_USER_PER_MINUTE: '100000',
  RATE_LIMIT_COMPANY_PER_MINUTE: '1000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  INQUIRY_RATE_LIMIT_PER_HOUR: '1000',
  SIGNUP_RATE_LIMIT_PER_10_MINUTES: '1000',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  // A test database: a commit need not wait for the disk (nothing here must survive a crash).
  await admin.query(`ALTER DATABASE ${database} SET synchronous_commit = off`);
  // As in production, requests log in as the app role and migrations as the owner (README:
  // PostgreSQL set-up). Made here if the unit tests have not made it yet (trust auth: no password);
  // the other workers' servers start at the same moment, so "made already" is not an error.
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ziyara_app') THEN
      CREATE ROLE ziyara_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    ELSE ALTER ROLE ziyara_app LOGIN; END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_OWNER_URL = url.toString();
  url.username = 'ziyara_app';
  url.password = '';
  env.DATABASE_URL = url.toString();
}

// The built server, as `npm start` runs it (`npm run build` made it), its node flags included.
const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.split(/\s+/).slice(1);
const child = spawn(process.execPath, start, { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
