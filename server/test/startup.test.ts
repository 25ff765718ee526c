import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The first-run path of `npm start`: an empty data folder, the embedded database (even
// when the suite itself runs on PostgreSQL), migrations, the demo company, sign-in.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-smoke-'));
// 3700–3999 holds none of the ports fetch() refuses as unsafe (3659 failed a CI run: "bad port").
const port = 3700 + Math.floor(Math.random() * 300);
let server: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > deadline || server?.exitCode !== null)
        throw new Error(`server did not start: ${String(err)}\n${output}`, { cause: err });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

describe('first start on the embedded database', () => {
  it('migrates, seeds the demo company, answers health and lets the demo admin sign in', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    delete env.SEED_DEMO;
    server = spawn('node_modules/.bin/tsx', ['server/src/main.ts'], { env });
    server.stdout?.on('data', (d) => (output += String(d)));
    server.stderr?.on('data', (d) => (output += String(d)));

    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 90_000);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(output).toContain('admin@demo.ziyara.app');

    const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      body: JSON.stringify({ email: 'admin@demo.ziyara.app', password: 'Ziyara!2026' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.role).toBe('admin');

    // Graceful shutdown: SIGTERM ends the process cleanly.
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
