import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { clients, tasks, users, visits } from './schema/index';
import { driverRow, mapResultRow, preparedSelect } from '../../test/driver-rows';
import { compileRowMapper, type PreparedSelect } from './row-mapper';

// Statements are only prepared here, never sent: the mapping is checked against drizzle's own.
const db = drizzle.mock();
let named = 0;
const preparedOf = (query: { prepare(name: string): unknown }) => preparedSelect(query, `row_mapper_${named++}`);

function expectSameAsDrizzle(prepared: PreparedSelect, rows: unknown[][]) {
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  for (const row of rows) expect(mapRow(row)).toStrictEqual(mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
}

describe('a row mapper made for its statement', () => {
  it('makes the objects drizzle makes: whole tables, joined names, decoded values and expressions', () => {
    const prepared = preparedOf(
      db
        .select({
          visit: visits,
          clientName: clients.companyName,
          count: sql<number>`count(*)`.mapWith(Number),
          raw: sql<string>`'as sent'`,
        })
        .from(visits)
        .innerJoin(clients, eq(clients.id, visits.clientId))
        .where(eq(visits.id, sql.placeholder('id'))),
    );
    expect(prepared.fields.length).toBeGreaterThan(20);
    const rows = [2, 3, 5, 1000].map((n) => driverRow(prepared.fields, n));
    expectSameAsDrizzle(prepared, rows);
    // Timestamps come out as dates, counts as numbers, text untouched.
    const mapped = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)(rows[3]!) as { visit: { plannedAt: unknown } };
    expect(mapped.visit.plannedAt).toBeInstanceOf(Date);
  });

  it("leaves a left-joined table's object null when its row is missing, as drizzle does", () => {
    const prepared = preparedOf(
      db
        .select({ task: tasks, client: clients, visitStatus: visits.status })
        .from(tasks)
        .leftJoin(clients, eq(clients.id, tasks.clientId))
        .leftJoin(visits, eq(visits.id, tasks.visitId)),
    );
    const present = driverRow(prepared.fields, 1000);
    // No client: every one of the client's columns is null.
    const clientColumns = prepared.fields.flatMap((f, i) => (f.path[0] === 'client' ? [i] : []));
    const missing = present.map((v, i) => (clientColumns.includes(i) ? null : v));
    expectSameAsDrizzle(prepared, [present, missing]);
    const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
    expect(mapRow(missing).client).toBeNull();
    expect(mapRow(present).client).not.toBeNull();
  });

  it('keeps nested objects, and quotes any field name', () => {
    const prepared = preparedOf(
      db.select({ who: { id: users.id, 'name"); throw 1; ("': users.fullName }, at: users.createdAt }).from(users),
    );
    expectSameAsDrizzle(prepared, [driverRow(prepared.fields, 1000), driverRow(prepared.fields, 1)]);
  });
});
