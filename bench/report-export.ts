/**
 * Issue 12's export target, on PostgreSQL, on bench:visits' company (1,000,000 visits by
 * default, bench/visits-setup.ts): a visit report of ROWS rows (default 100,000) exported to
 * XLSX in ≤ 30 s with the server's memory under 300 MB, while other requests keep their p99.
 * Also the same rows as CSV, and a PDF of the largest size a PDF takes (PDF_MAX_ROWS).
 *
 * The server is the built one (`npm start`'s), in its own process; its resident memory is
 * read from /proc every 100 ms. "Other requests" are a paced mix of reads (visit details, a
 * day's visit list, the dashboard) at RATE req/s, measured once alone and once while the
 * export runs.
 *
 *   npm run bench:export   (BENCH_REUSE=1 reuses bench:visits' seeded database)
 */
import { execSync } from 'node:child_process';
import { PDF_MAX_ROWS, type ExportFormat, type ReportExport } from '@contract/reports';
import { runLoad, type Call } from './load-spec';
import { benchServerEnv, serverProcess, signInAt } from './server-process';
import { rssMb as rssOfServer, watchPeakRss } from './server-watch';
import { benchCompany, benchLog } from './bench-log';

const SEED_VISITS = Number(process.env.SEED_VISITS ?? 1_000_000);
const ROWS = Number(process.env.ROWS ?? 100_000);
const RATE = Number(process.env.RATE ?? 100);
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

const { say, write } = benchLog('report-export');
const { dbUrl, dataDir, owner, big } = await benchCompany(SEED_VISITS, PASSWORD, say);

/** The latest days of the big company (or of some reps) whose visits add up to at least `rows`. */
async function rangeOf(rows: number, reps?: string[]): Promise<{ from: string; to: string; rows: number }> {
  const days = await owner.query<{ day: string; running: string }>(
    `select day::text, sum(n) over (order by day desc) as running
     from (select (planned_at at time zone 'Asia/Riyadh')::date as day, count(*) as n from visits
           where tenant_id = $1 and ($2::uuid[] is null or assigned_to = any($2)) group by 1) d
     order by day desc`,
    [big.tenantId, reps ?? null],
  );
  const to = days.rows[0]!.day;
  const reached = days.rows.find((d) => Number(d.running) >= rows) ?? days.rows.at(-1)!;
  return { from: reached.day, to, rows: Number(reached.running) };
}

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
/** Each format is measured on a fresh server, so one export's garbage is not counted in the next one's memory. */
async function freshServer() {
  const started = await serverProcess(benchServerEnv(dbUrl, dataDir), { built: true });
  return started;
}
let server = await freshServer();
const manager = await signInAt(server.base, big.managerEmail(0), PASSWORD);
const json = { ...manager, 'content-type': 'application/json' };

const rssMb = () => rssOfServer(server.pid);

// The other requests: reads a manager makes all day.
const details = await owner.query<{ id: string }>(`select id from visits where tenant_id = $1 order by md5(id::text) limit 2000`, [
  big.tenantId,
]);
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const calls: Call[] = [
  ...details.rows.slice(0, 200).map((v) => ({ method: 'GET', path: `${API}/get/visit/${v.id}`, headers: manager })),
  { method: 'GET', path: `${API}/visit/list?filter_type=1&selected_date=${today}`, headers: manager },
  { method: 'GET', path: `${API}/main/dash/board`, headers: manager },
];
const otherLoad = (seconds: number) =>
  runLoad(dataDir, { url: server.base, connections: 10, duration: seconds, warmup: 1, rate: RATE, calls });

/** Starts an export and follows it to the end: its time, rows, file size and the server's peak memory. */
async function exportOf(format: ExportFormat, range: { from: string; to: string }, userIds?: string[]) {
  const body = JSON.stringify({ report_type: 2, from: range.from, to: range.to, user_ids: userIds, format, language: 'ar' });
  const peakRss = watchPeakRss(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.base}${API}/report/export`, { method: 'POST', headers: json, body });
  if (res.status !== 202) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  const job = (await res.json()) as ReportExport;
  let status = job;
  while (status.status === 'queued' || status.status === 'running') {
    await new Promise((r) => setTimeout(r, 200));
    status = (await (await fetch(`${server.base}${API}/report/export/${job.id}`, { headers: manager })).json()) as ReportExport;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRss();
  if (status.status !== 'done') throw new Error(`export ${format} ${status.status}: ${status.error}`);
  const file = await fetch(`${server.base}${API}/report/export/${job.id}/file`, { headers: manager });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { seconds, rows: status.rows_done, mb: bytes / 1024 / 1024, peak };
}

const big100k = await rangeOf(ROWS);
say(`visit report ${big100k.from} … ${big100k.to}: ${big100k.rows.toLocaleString('en')} rows`);
say(`server RSS at rest: ${rssMb().toFixed(0)} MB`);

const alone = await otherLoad(10);
say(`other requests alone (${RATE} req/s paced, 10 connections): p50 ${alone.p50} ms, p99 ${alone.p99} ms, non-2xx ${alone.non2xx}`);

// The XLSX export, with the other requests running beside it for its whole length.
const during = otherLoad(25);
await new Promise((r) => setTimeout(r, 1_500));
const xlsx = await exportOf('xlsx', big100k);
const beside = await during;
say(
  `XLSX: ${xlsx.rows.toLocaleString('en')} rows in ${xlsx.seconds.toFixed(1)} s (target ≤ 30), ${xlsx.mb.toFixed(1)} MB, server RSS peak ${xlsx.peak.toFixed(0)} MB (target < 300)`,
);
say(`other requests during the export: p50 ${beside.p50} ms, p99 ${beside.p99} ms (alone: ${alone.p99}), non-2xx ${beside.non2xx}`);

await server.stop();
server = await freshServer();
const csv = await exportOf('csv', big100k);
say(
  `CSV: ${csv.rows.toLocaleString('en')} rows in ${csv.seconds.toFixed(1)} s, ${csv.mb.toFixed(1)} MB, RSS peak ${csv.peak.toFixed(0)} MB`,
);
// A PDF takes at most PDF_MAX_ROWS: four reps' latest visits, up to close to that.
const reps = (
  await owner.query<{ id: string }>(`select assigned_to as id from visits where tenant_id = $1 group by 1 order by count(*) desc limit 4`, [
    big.tenantId,
  ])
).rows.map((r) => r.id);
await server.stop();
server = await freshServer();
const pdf = await exportOf('pdf', await rangeOf(PDF_MAX_ROWS - 1_000, reps), reps);
say(
  `PDF: ${pdf.rows.toLocaleString('en')} rows in ${pdf.seconds.toFixed(1)} s, ${pdf.mb.toFixed(1)} MB, RSS peak ${pdf.peak.toFixed(0)} MB`,
);

write(`bench:export (${SEED_VISITS.toLocaleString('en')} visits)`);
await server.stop();
await owner.end();
process.exit(0);
