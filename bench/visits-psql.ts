/**
 * bench:visits' baseline: the server's own SQL for a call, captured from the service code (a
 * logging driver around it), then timed in psql as the app role under RLS, the way the issue
 * asks ("the same query run as raw SQL in psql"), with each statement's EXPLAIN (ANALYZE, BUFFERS).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema/index';
import { inTenant, type Tx } from '../server/src/db/tenant-tx';
import { bumpTenantVersion } from '../server/src/lib/tenant-version';

const run = promisify(execFile);
/** psql runs each call's statements this many times; the median is reported. */
export const RUNS = 7;

export interface RawTiming {
  statements: string[];
  /** Median over RUNS of each statement's psql \timing, and of their sum. */
  perStatementMs: number[];
  totalMs: number;
  plans: string[];
}

interface Captured {
  text: string;
  params: unknown[];
}

/** A PostgreSQL literal of a statement parameter (arrays as PostgreSQL arrays: the ids of a page). */
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = v instanceof Date ? v.toISOString() : Array.isArray(v) ? `{${v.join(',')}}` : typeof v === 'string' ? v : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
};
const inline = (c: Captured) => c.text.replace(/\$(\d+)/g, (_, n: string) => literal(c.params[Number(n) - 1]));

export function rawSql(dbUrl: string, dataDir: string) {
  let capturing: Captured[] | null = null;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  const captureDb = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text: string, params: unknown[]) => capturing?.push({ text, params }) },
  }) as unknown as Db;

  /** The statements a service call runs, with their parameters written in (not BEGIN, the settings or COMMIT). */
  async function capture(tenantId: string, fn: (tx: Tx) => Promise<unknown>): Promise<string[]> {
    // A new company version: the count caches recount, so the capture includes the counting.
    bumpTenantVersion(tenantId);
    capturing = [];
    await inTenant(captureDb, tenantId, fn);
    const got = capturing.filter((c) => !/^\s*(begin|commit|rollback|select set_config)/i.test(c.text));
    capturing = null;
    return got.map(inline);
  }

  async function time(tenantId: string, statements: string[]): Promise<RawTiming> {
    const file = path.join(dataDir, `raw-${Math.random().toString(36).slice(2)}.sql`);
    const lines = [
      '\\set ON_ERROR_STOP on',
      'begin;',
      `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'ziyara_app', true) \\g /dev/null`,
      '\\o /dev/null',
      ...statements.map((s) => `${s};`), // one untimed run: the same warm cache the server works with
      '\\timing on',
      ...Array.from({ length: RUNS }, () => statements.map((s) => `${s};`)).flat(),
      '\\timing off',
      '\\o',
      ...statements.flatMap((s, i) => [`\\echo '=== plan ${i + 1}'`, `explain (analyze, buffers) ${s};`]),
      'rollback;',
    ];
    writeFileSync(file, lines.join('\n'));
    const { stdout } = await run('psql', ['-X', '-q', '-d', dbUrl, '-f', file], { maxBuffer: 32 * 1024 * 1024 });
    const times = [...stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
    const k = statements.length;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const perStatementMs = statements.map((_, i) => median(times.filter((_, j) => j % k === i)));
    const totals = Array.from({ length: RUNS }, (_, r) => times.slice(r * k, r * k + k).reduce((a, b) => a + b, 0));
    const plans = stdout
      .split(/^=== plan \d+$/m)
      .slice(1)
      .map((p) => p.trim());
    return { statements, perStatementMs, totalMs: median(totals), plans };
  }

  /** A service call's statements, timed in psql. */
  const timeCall = async (tenantId: string, fn: (tx: Tx) => Promise<unknown>) => time(tenantId, await capture(tenantId, fn));
  return { timeCall, close: () => pool.end() };
}
