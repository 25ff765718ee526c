/**
 * bench:load A/B: this build against another (OLD_DIR, a built worktree of the commit before
 * a change), interleaved on the same seeded database (bench:seed first; both run with
 * BENCH_REUSE=1), so the machine's drift between runs falls on both alike. First ROUNDS
 * saturated runs of each (capacity), then ROUNDS paced runs of each at half the old build's
 * median capacity (latency with room to spare). Prints each run, the new/old capacity ratio of
 * each round and their median, and each route's median p99 paced, new against old.
 *
 *   git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npm run build)
 *   npm run build && OLD_DIR=/tmp/old npm run bench:ab
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchLog } from './bench-log';

const OLD_DIR = process.env.OLD_DIR;
if (!OLD_DIR) throw new Error('OLD_DIR: a built worktree of the build to compare against');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = process.env.DURATION ?? '20';
const { say, write } = benchLog('ab-load');

interface Run {
  requestsPerSecond: number;
  p99ByRoute: Map<string, number>;
}

/** One bench:load of the build in `dir`, at `rate` requests/s (0: saturated). */
function loadRun(dir: string, rate: number): Run {
  const done = spawnSync('npx', ['tsx', 'bench/mixed-load.ts'], {
    cwd: dir,
    env: { ...process.env, BENCH_REUSE: '1', RATE: String(rate), DURATION },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (done.status !== 0) throw new Error(`bench:load in ${dir} failed:\n${done.stdout}\n${done.stderr}`);
  const total = /: ([\d,]+) requests\/s in all/.exec(done.stdout);
  if (!total) throw new Error(`bench:load in ${dir} printed no total:\n${done.stdout}`);
  const p99ByRoute = new Map<string, number>();
  for (const line of done.stdout.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | route | req/s | p50 | p95 | p99 | …
    if (cells.length > 6 && /^\d/.test(cells[2] ?? '') && cells[1] !== 'route') p99ByRoute.set(cells[1]!, Number(cells[5]));
  }
  return { requestsPerSecond: Number(total[1]!.replace(/,/g, '')), p99ByRoute };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const builds = { old: path.resolve(OLD_DIR), new: process.cwd() };

say(`A/B: ${builds.new} (new) against ${builds.old} (old), ${ROUNDS} rounds, ${DURATION} s a run`);
const ratios: number[] = [];
const oldCapacity: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const old = loadRun(builds.old, 0);
  const now = loadRun(builds.new, 0);
  oldCapacity.push(old.requestsPerSecond);
  ratios.push(now.requestsPerSecond / old.requestsPerSecond);
  say(
    `saturated, round ${round}: old ${old.requestsPerSecond} req/s, new ${now.requestsPerSecond} req/s, ratio ${ratios.at(-1)!.toFixed(3)}`,
  );
}
say(`capacity, new/old: median ${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')})`);

const rate = Math.round(median(oldCapacity) / 2);
const paced: Record<'old' | 'new', Run[]> = { old: [], new: [] };
for (let round = 1; round <= ROUNDS; round++) {
  paced.old.push(loadRun(builds.old, rate));
  paced.new.push(loadRun(builds.new, rate));
  say(`paced at ${rate} req/s, round ${round} done`);
}
const table = ['| route | old p99 ms (median) | new p99 ms (median) | new/old |', '|---|---|---|---|'];
for (const route of paced.old[0]!.p99ByRoute.keys()) {
  const p99 = (runs: Run[]) => median(runs.map((r) => r.p99ByRoute.get(route) ?? NaN));
  const [o, n] = [p99(paced.old), p99(paced.new)];
  table.push(`| ${route} | ${o.toFixed(1)} | ${n.toFixed(1)} | ${(n / o).toFixed(2)} |`);
}
say(`\npaced at ${rate} requests/s (half the old build's median capacity), ${ROUNDS} runs each:\n${table.join('\n')}`);
write('bench:ab — bench:load, this build against the one before (interleaved)');
