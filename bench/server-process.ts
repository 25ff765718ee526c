import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { appLoginUrl, letAppRoleLogIn } from '../server/src/db/app-login';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/**
 * `npm start`'s command as node arguments (its flags, then `dist/server/main.mjs`), so a bench
 * runs the built server exactly as production does, heap limit included.
 */
export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node' || args.at(-1) !== 'dist/server/main.mjs') throw new Error('npm start is no longer `node … dist/server/main.mjs`');
  return args;
}

/**
 * The real server (`server/src/main.ts`) in its own process, as it runs in production: not in
 * the benchmark's process, whose heap still holds what seeding made and whose collections
 * would pause the server's requests. `env` is its configuration.
 */
export async function serverProcess(
  env: Record<string, string>,
  opts: { built?: boolean } = {},
): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  // The benches' owner is the cluster's superuser: it lets the app role log in (a database the
  // bench seeded itself may not have come from freshDatabase).
  if (env.DATABASE_OWNER_URL) await letAppRoleLogIn(env.DATABASE_OWNER_URL);
  // `built`: the server as `npm start` runs it (its memory is then the product's, not tsx's too).
  const args = opts.built ? startArgs() : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('Ziyara is running') && resolve());
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/**
 * The benches' server settings: silent, no rate limits in the way, no web build needed. `dbUrl`
 * is the owner's (the benches seed through it); requests log in as the app role, as in production.
 */
export const benchServerEnv = (dbUrl: string, dataDir: string): Record<string, string> => ({
  DATABASE_OWNER_URL: dbUrl,
  DATABASE_URL: appLoginUrl(dbUrl),
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  // The server process alone, without npm start's supervising primary: its memory is the server's.
  SUPERVISE: 'false',
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_USER_PER_MINUTE: '100000000',
  RATE_LIMIT_COMPANY_PER_MINUTE: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  WEB_DIST: '.tmp/no-web',
});

/** Signs in through the API: the CSRF pair and the bearer token a call needs (no content type: each call sets its own). */
export async function signInAt(base: string, email: string, password: string): Promise<Record<string, string>> {
  const csrf = { cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return { ...csrf, authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
}

/** A new, empty database `name` on the server of `adminUrl` (dropped first if there): its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await letAppRoleLogIn(adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
