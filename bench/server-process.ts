import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/**
 * The real server (`server/src/main.ts`) in its own process, as it runs in production: not in
 * the benchmark's process, whose heap still holds what seeding made and whose collections
 * would pause the server's requests. `env` is its configuration.
 */
export async function serverProcess(env: Record<string, string>): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
