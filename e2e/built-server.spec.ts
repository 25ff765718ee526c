import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './test';

/**
 * The built server's loader (`dist/server/main.mjs`, ADR 0034): it runs the bundle with V8's
 * code cache and maps stack traces to our TypeScript itself. Run as `npm start` runs it (its
 * node flags included), from a copy of `dist/server`, so the e2e server's files stay as they are.
 */
const copy = '.tmp/built-server-copy';
/** Off the e2e servers' ports (e2e/servers.ts: 3100 and up). */
const PORT = '3190';
const startArgs = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .slice(1)
  .map((arg) => (arg === 'dist/server/main.mjs' ? `${copy}/main.mjs` : arg));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the copy; with `stopWhen`, stops it (SIGTERM) once that holds after it listens. */
function runServer(env: Record<string, string>, stopWhen?: () => boolean): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-built-'));
  // On the embedded database, in a folder of its own (not the e2e server's PostgreSQL).
  const { DATABASE_URL: _, ...ours } = process.env;
  const child = spawn(process.execPath, startArgs, {
    env: { ...ours, NODE_ENV: 'test', PORT, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (run.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (run.stderr += d.toString()));
  const poll = setInterval(() => {
    if (stopWhen && run.stdout.includes('Ziyara is running') && stopWhen()) child.kill('SIGTERM');
  }, 50);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearInterval(poll);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ ...run, code });
    }),
  );
}

const SECRET = { JWT_SECRET: 'built-server-secret-that-is-long-enough' };
const caches = () => readdirSync(copy).filter((f) => f.endsWith('.cache'));

test.beforeEach(() => {
  rmSync(copy, { recursive: true, force: true });
  cpSync('dist/server', copy, { recursive: true });
  for (const f of caches()) rmSync(path.join(copy, f)); // the e2e server's start wrote one
});

test('a start that fails names our TypeScript in its stack, not the bundle', async () => {
  const run = await runServer({ JWT_SECRET: 'short' });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('Invalid configuration: JWT_SECRET');
  expect(run.stderr).toMatch(/at loadConfig \(.*server\/src\/config\.ts:\d+:\d+\)/);
  expect(run.stderr).not.toContain('server.cjs:');
  // Node would also print the bundle's line the error came from: thousands of characters.
  expect(Math.max(...run.stderr.split('\n').map((line) => line.length))).toBeLessThan(300);
  expect(caches()).toEqual([]); // nothing is cached from a start that did not finish

  // A package's frames keep the bundle's position (the map covers our sources only); ours are mapped.
  const noDatabase = await runServer({ ...SECRET, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  expect(noDatabase.code).toBe(1);
  expect(noDatabase.stderr).toContain('ECONNREFUSED');
  expect(noDatabase.stderr).toMatch(/at async (openDatabase|loadTenantBinding) \(.*server\/src\/db\/client\.ts:\d+:\d+\)/);
});

test('a start writes the code cache; the next start reads it and leaves it as it is', async () => {
  test.setTimeout(120_000);
  const first = await runServer(SECRET, () => caches().length > 0);
  expect(first.stderr).not.toContain('Warning');
  expect(caches()).toHaveLength(1);
  const [cache] = caches();
  const written = statSync(path.join(copy, cache!)).mtimeMs;

  // A cache V8 refused (another V8, other flags) would be written again after this start.
  let listening = 0;
  const second = await runServer(SECRET, () => (listening ||= Date.now()) < Date.now() - 1_000);
  expect(second.stdout).toContain('Ziyara is running');
  expect(caches()).toEqual([cache]);
  expect(statSync(path.join(copy, cache!)).mtimeMs).toBe(written);
});

test('a server process that dies is started again by the primary, on the same port; a stop ends both', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-built-'));
  const { DATABASE_URL: _, ...ours } = process.env;
  const primary = spawn(process.execPath, startArgs, {
    env: {
      ...ours,
      ...SECRET,
      NODE_ENV: 'test',
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  let stdout = '';
  let stderr = '';
  primary.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  primary.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  const starts = () => stdout.split('Ziyara is running').length - 1;
  const health = () =>
    fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
  const serving = () =>
    execFileSync('pgrep', ['-P', String(primary.pid)])
      .toString()
      .trim();
  try {
    // A start on a fresh embedded database, and again after a kill (PGlite recovers its files), may be slow on a busy machine.
    await expect.poll(starts, { timeout: 90_000 }).toBe(1);
    const first = serving();
    expect(first).toMatch(/^\d+$/);
    expect(await health()).toBe(200);

    process.kill(Number(first), 'SIGKILL'); // as an out-of-memory or a crash ends it
    await expect.poll(starts, { timeout: 90_000 }).toBe(2);
    expect(await health()).toBe(200);
    expect(serving()).not.toBe(first);
    expect(stderr).toContain(`The server process ${first} ended (SIGKILL); starting it again`);
  } finally {
    primary.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});
