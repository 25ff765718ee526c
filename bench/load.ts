import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

/**
 * Drives a URL with autocannon in its own process, after a two-second warm-up at the same
 * load: a load generator in the server's process
 * shares its event loop and measures itself (the first figures of this bench did exactly that).
 */
export async function load(
  url: string,
  opts: { headers: Record<string, string>; connections: number; duration: number; method?: string; body?: string },
): Promise<LoadResult> {
  // Two seconds of the same load first, not sampled: JIT compilation and first reads settle.
  const args = [
    '-j',
    '-c',
    String(opts.connections),
    '-d',
    String(opts.duration),
    '--warmup',
    '[',
    '-c',
    String(opts.connections),
    '-d',
    '2',
    ']',
  ];
  for (const [k, v] of Object.entries(opts.headers)) args.push('-H', `${k}=${v}`);
  if (opts.method) args.push('-m', opts.method);
  if (opts.body) args.push('-b', opts.body);
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  // With a warm-up, autocannon prints the warm-up's result first: the sample is the last line.
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as {
    requests: { average: number };
    latency: { p50: number; p97_5: number; p99: number };
    non2xx: number;
  };
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, non2xx: r.non2xx };
}
