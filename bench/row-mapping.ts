/**
 * What turning a statement's rows into objects costs the server's CPU: drizzle's own walk
 * over the fields (`mapResultRow`) against the function made once per statement that hot
 * statements use (server/src/db/row-mapper.ts), on a page of the visit list (20 rows of the
 * visit, its client's names and its assignee's) and on one visit's details row. The rows
 * are shaped as the driver hands them over; the statements are only prepared, never sent.
 * Then what pg does with each answer's RowDescription before any row: its parsers and the
 * empty row object it builds for object rows, against the parsers alone that rows asked for as
 * arrays now get (server/src/db/pg-array-rows.ts).
 *
 *   npm run bench:rows      (ROUNDS, default 5; each maps the rows 2,000 times a way)
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import Result from 'pg/lib/result';
import { arrayRowsWithoutRowTemplate } from '../server/src/db/pg-array-rows';
import { compileRowMapper, type PreparedSelect } from '../server/src/db/row-mapper';
import { clients, visits } from '../server/src/db/schema/index';
import { assignees, summaryColumns } from '../server/src/modules/visits/visits.repository';
import { driverRow, mapResultRow, preparedSelect } from '../server/test/driver-rows';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TIMES = 2_000;

const db = drizzle.mock();
const listPage = preparedSelect(
  db
    .select(summaryColumns)
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .where(eq(visits.id, sql.placeholder('id'))),
  'list_page',
);
const detailsRow = preparedSelect(
  db
    .select({ ...summaryColumns, client: clients })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .where(eq(visits.id, sql.placeholder('id'))),
  'details_row',
);

/** The median over ROUNDS of µs to map `rows` once. */
function timed(rows: unknown[][], map: (row: unknown[]) => unknown): number {
  const perRound: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    const start = performance.now();
    for (let i = 0; i < TIMES; i++) for (const row of rows) map(row);
    if (round > 0) perRound.push(((performance.now() - start) * 1000) / TIMES); // round 0 warms up
  }
  return perRound.sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
}

console.log('| rows | columns | drizzle µs | made once µs | ratio |');
console.log('|---|---|---|---|---|');
for (const [what, prepared, count] of [
  ['a page of the visit list', listPage, 20],
  ["a visit's details", detailsRow, 1],
] as [string, PreparedSelect, number][]) {
  const rows = Array.from({ length: count }, () => driverRow(prepared.fields, 5));
  const byDrizzle = timed(rows, (row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
  const byFunction = timed(rows, compileRowMapper(prepared.fields, prepared.joinsNotNullableMap));
  console.log(
    `| ${what} (${count}) | ${prepared.fields.length} | ${byDrizzle.toFixed(1)} | ${byFunction.toFixed(1)} | ${(byDrizzle / byFunction).toFixed(1)}× |`,
  );
}

// A RowDescription of the details row's width, of the types it holds.
const OIDS = [
  pg.types.builtins.UUID,
  pg.types.builtins.TEXT,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INT2,
  pg.types.builtins.BOOL,
  pg.types.builtins.FLOAT8,
];
const description = detailsRow.fields.map((_, i) => ({ name: `column_${i}`, dataTypeID: OIDS[i % OIDS.length]!, format: 'text' as const }));
const describe = () => new Result('array', undefined).addFields(description);
const withTemplate = timed([[]], describe);
arrayRowsWithoutRowTemplate();
const parsersAlone = timed([[]], describe);
console.log('');
console.log("| an answer's RowDescription | columns | with the row template µs | parsers alone µs | ratio |");
console.log('|---|---|---|---|---|');
console.log(
  `| a visit's details | ${description.length} | ${withTemplate.toFixed(1)} | ${parsersAlone.toFixed(1)} | ${(withTemplate / parsersAlone).toFixed(1)}× |`,
);
