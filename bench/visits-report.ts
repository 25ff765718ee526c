/** bench:visits' report: the table of figures against the issue's targets, then every list query's plan. */
import { cpus } from 'node:os';
import type { LoadResult } from './load';
import { RUNS, type RawTiming } from './visits-psql';

export interface Row {
  call: string;
  role: string;
  cache: string;
  mode: 'saturated' | 'paced';
  r: LoadResult & { used?: number };
  rawMs?: number;
  target: number;
}

export function report(
  say: (line: string) => void,
  rows: Row[],
  run: {
    visits: number;
    connections: number;
    duration: number;
    rates: { read: number; write: number };
    plans: (readonly [string, RawTiming])[];
  },
): void {
  say(
    `\n## Results: PostgreSQL, ${run.visits.toLocaleString('en')} visits / 100,000 clients / 200 users in the measured company (+ 2 small ones), ` +
      `${run.connections} connections, ${run.duration} s per run after 2 s of warm-up, ${cpus().length} CPUs shared by server, PostgreSQL and autocannon. ` +
      `Saturated: every connection sends its next request at once. Paced: ${run.rates.read} reads or ${run.rates.write} writes a second over the same connections.\n`,
  );
  say(
    '| call | as | reply cache | load | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | raw SQL ms (psql) | p99 / raw | target p99 | meets |',
  );
  say('|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const ratio = row.rawMs ? row.r.p99 / row.rawMs : undefined;
    const meets = row.r.p99 <= row.target && row.r.non2xx === 0 && (ratio === undefined || ratio <= 10);
    say(
      `| ${row.call} | ${row.role} | ${row.cache} | ${row.mode} | ${row.r.rps} | ${row.r.p50} | ${row.r.p97_5} | ${row.r.p99} | ${row.r.non2xx} | ` +
        `${row.rawMs?.toFixed(2) ?? '—'} | ${ratio === undefined ? '—' : `${ratio.toFixed(1)}×`} | ≤ ${row.target} | ${meets ? 'yes' : '**no**'} |`,
    );
  }
  say('\n## The queries as the server runs them (captured from the visits service), timed in psql as ziyara_app under RLS');
  for (const [name, t] of run.plans) {
    say(
      `\n### ${name}: ${t.totalMs.toFixed(2)} ms (median of ${RUNS}; per statement ${t.perStatementMs.map((m) => m.toFixed(2)).join(' + ')})`,
    );
    t.statements.forEach((s, i) => say(`\nstatement ${i + 1}:\n\`\`\`sql\n${s}\n\`\`\`\n\`\`\`\n${t.plans[i] ?? ''}\n\`\`\``));
  }
}
