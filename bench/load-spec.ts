/**
 * bench/visits.ts' load runs: each in its own process (a load generator in the server's
 * process shares its event loop), autocannon or node:http for saturated runs (bench/visits-load.ts,
 * bench/closed-load.ts) and a paced runner (bench/paced-load.ts), handed a spec in a JSON file.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import type { LoadResult } from './load';

const run = promisify(execFile);

/** One request: a list page, a visit's details, or a write on its own visit. */
export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds measured, after `warmup` seconds of the same load that are not. */
  duration: number;
  warmup: number;
  /** Requests a second over all connections together (paced runs only). */
  rate?: number;
  /** Sent in turn, one per request. */
  calls: Call[];
}

export const readLoadSpec = (file: string): LoadSpec => JSON.parse(readFileSync(file, 'utf8')) as LoadSpec;

/** What a node:http runner prints: its figures over the measured requests, as one JSON line. */
export function printLoadResult(latencies: number[], duration: number, extra: { non2xx: number; errors: number; used: number }): void {
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
  console.log(JSON.stringify({ rps: Math.round(latencies.length / duration), p50: at(0.5), p97_5: at(0.975), p99: at(0.99), ...extra }));
}

/** Runs `calls` (in turn, one per request) against `url`: saturated without a rate, paced with one. */
export function loadRunner(opts: {
  owner: pg.Client;
  dataDir: string;
  connections: number;
  duration: number;
  say: (line: string) => void;
}) {
  /**
   * Waits until the previous run's requests are done. A request autocannon gave up on (its 10 s
   * timeout) still runs in the server, and a run whose queries are slow leaves such a queue
   * behind: without this wait the next run measures that queue, not its own call.
   */
  async function quiet(): Promise<void> {
    const started = performance.now();
    let calm = 0;
    while (calm < 2 && performance.now() - started < 300_000) {
      const { rows } = await opts.owner.query<{ n: string }>(
        `select count(*) n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`,
      );
      calm = Number(rows[0]!.n) === 0 ? calm + 1 : 0;
      await new Promise((r) => setTimeout(r, 250));
    }
    const waited = (performance.now() - started) / 1000;
    if (waited > 2) opts.say(`  (waited ${waited.toFixed(0)} s for the previous run's requests to finish)`);
  }

  /**
   * `closed`: a saturated run with node:http (bench/closed-load.ts) instead of autocannon, for
   * big replies: autocannon spends ~2 ms of CPU on each 76 KB body, eight times what the
   * server does, and on two shared cores it then measures itself.
   */
  return async (url: string, calls: Call[], rate: number | undefined, closed = false): Promise<LoadResult & { used: number }> => {
    if (calls.length === 0) return { rps: 0, p50: 0, p97_5: 0, p99: 0, non2xx: 0, used: 0 };
    await quiet();
    const spec: LoadSpec = { url, connections: opts.connections, duration: opts.duration, warmup: 2, rate, calls };
    return runLoad(opts.dataDir, spec, closed);
  };
}

/** One load run in its own process, at once (no waiting for the database to be quiet). */
export async function runLoad(dir: string, spec: LoadSpec, closed = false): Promise<LoadResult & { used: number }> {
  const file = path.join(dir, `spec-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const runner = spec.rate ? 'bench/paced-load.ts' : closed ? 'bench/closed-load.ts' : 'bench/visits-load.ts';
  const { stdout } = await run('node_modules/.bin/tsx', [runner, file], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult & { used: number };
}
