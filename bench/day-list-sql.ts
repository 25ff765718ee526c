/**
 * The day list's SQL against the raw SQL of its ids alone (issue 39): the statement the server
 * runs for a busy day's first page (`GET visit/list?filter_type=1`, a manager's and a rep's),
 * captured from the service code, and the ids subquery inside it run on its own. Both are
 * timed in psql as the app role under row-level security (the settings signed with the
 * company's key, as the server signs them), alternately, RUNS times each; medians reported.
 *
 *   npm run bench:seed (once), then npm run bench:day-list
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { visitListQuerySchema } from '../contract/src/visits';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema/index';
import { bindTenancy, inTenant, signSetting } from '../server/src/db/tenant-tx';
import type { UserRow } from '../server/src/modules/users/users.repository';
import * as visitsService from '../server/src/modules/visits/visits.service';
import { benchCompany, benchLog } from './bench-log';

const RUNS = Number(process.env.RUNS ?? 15);
// The bench company as bench:seed left it (never seeded again here).
process.env.BENCH_REUSE ??= '1';
const { say, write } = benchLog('day-list-sql');
const { dbUrl, dataDir, owner, big } = await benchCompany(1_000_000, 'Bench-Pass-1', say);

const { rows: keyRows } = await owner.query<{ key: string }>('select key from app_private.binding_key');
// One client, not a pool: its transactions are drizzle's own on this handle, whose logger captures.
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const captured: { text: string; params: unknown[] }[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (text, params) => void captured.push({ text, params }) } }) as unknown as Db;
bindTenancy(db, keyRows[0]!.key);

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  const s = Array.isArray(v) ? `{${v.join(',')}}` : String(v);
  return `'${s.replace(/'/g, "''")}'`;
};
const inline = (c: { text: string; params: unknown[] }) => c.text.replace(/\$(\d+)/g, (_, n: string) => literal(c.params[Number(n) - 1]));

/** The ids subquery of the page statement (`"visits"."id" in (select … )`), as a statement of its own. */
function idsAlone(page: string): string {
  const start = page.indexOf('in (select') + 'in ('.length;
  let depth = 1;
  let i = start;
  for (; depth > 0; i++) depth += page[i] === '(' ? 1 : page[i] === ')' ? -1 : 0;
  return page.slice(start, i - 1);
}

const { rows: dayRows } = await owner.query<{ day: string }>(
  `select to_char((now() at time zone 'Asia/Riyadh')::date - extract(dow from (now() at time zone 'Asia/Riyadh'))::int - 5, 'YYYY-MM-DD') as day`,
);
const day = dayRows[0]!.day;
const person = async (email: string) =>
  (await owner.query<{ id: string; role: string }>('select id, role from users where email = $1', [email])).rows[0]!;
const people = { manager: await person(big.managerEmail(0)), rep: await person(big.salesEmail(0)) };

const run = promisify(execFile);
say(`busy day ${day}; ${RUNS} runs of each statement, alternating, in psql as the app role under RLS`);
const table = ['| list | page statement, median ms | ids alone, median ms | page / ids |', '|---|---|---|---|'];
for (const [who, p] of Object.entries(people)) {
  captured.length = 0;
  const me = { id: p.id, role: p.role, tenantId: big.tenantId } as UserRow;
  await inTenant(db, big.tenantId, (tx) =>
    visitsService.list(tx, me, visitListQuerySchema.parse({ filter_type: 1, selected_date: day, page: 1 })),
  );
  const page = inline(captured.find((c) => /"visits"\."id" in \(select/.test(c.text))!);
  const ids = idsAlone(page);
  const signature = signSetting(db, 'tenant_id', big.tenantId);
  const file = path.join(dataDir, `day-list-${who}.sql`);
  writeFileSync(
    file,
    [
      '\\set ON_ERROR_STOP on',
      'begin;',
      `select set_config('app.tenant_id', '${big.tenantId}', true), set_config('app.tenant_id_sig', '${signature}', true), set_config('role', 'ziyara_app', true) \\g /dev/null`,
      '\\o /dev/null',
      `${page};`,
      `${ids};`,
      '\\timing on',
      ...Array.from({ length: RUNS }, () => [`${page};`, `${ids};`]).flat(),
      '\\timing off',
      '\\o',
      `select count(*) as rows_on_the_page from (${page}) p;`,
      // EXPLAIN=1: where the page statement's time goes.
      ...(process.env.EXPLAIN ? [`explain (analyze, buffers) ${page};`, `explain (analyze, buffers) ${ids};`] : []),
      'rollback;',
    ].join('\n'),
  );
  const { stdout } = await run('psql', ['-X', '-q', '-d', dbUrl, '-f', file]);
  if (process.env.EXPLAIN) console.log(stdout.slice(stdout.indexOf('QUERY PLAN') - 200));
  const times = [...stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const pageMs = median(times.filter((_, i) => i % 2 === 0));
  const idsMs = median(times.filter((_, i) => i % 2 === 1));
  const rows = /^\s*(\d+)\s*$/m.exec(stdout.split('rows_on_the_page')[1] ?? '')?.[1];
  table.push(`| a day, ${who} (${rows} rows) | ${pageMs.toFixed(2)} | ${idsMs.toFixed(2)} | ${(pageMs / idsMs).toFixed(2)} |`);
}
say(table.join('\n'));
write('bench:day-list — the day list in one statement against the raw SQL of its ids alone');
await client.end();
await owner.end();
process.exit(0);
