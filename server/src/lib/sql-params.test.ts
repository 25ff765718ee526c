import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTenant, selectRows } from '../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { isoJson } from './iso-json';
import { uuidArray } from './sql-params';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ids = ['0b6f1d4e-8c1a-4a57-9f53-2a1d3c4b5e6f', '7e2d9c80-1b3a-4f6e-8d2c-5a4b3c2d1e0f'];

it('passes ids as one uuid[] parameter, whatever their number', async () => {
  for (const some of [[], ids.slice(0, 1), ids]) {
    const query = sql`select x::text from unnest(${uuidArray(some)}) x order by x`;
    expect(new PgDialect().sqlToQuery(query).params).toHaveLength(1);
    const rows = await inTenant(t.database.db, null, (tx) => selectRows<{ x: string }>(tx, query));
    expect(rows.map((r) => r.x)).toEqual([...some].sort());
  }
});

it('refuses a value that is not a uuid rather than reading it as text', async () => {
  await expect(inTenant(t.database.db, null, (tx) => tx.execute(sql`select ${uuidArray(['1}', '{x'])}`))).rejects.toThrow();
});

it('writes a qualified column as quoted identifiers', async () => {
  const [row] = await inTenant(t.database.db, null, (tx) =>
    selectRows<{ at: string }>(tx, sql`select ${isoJson('t.at')} as at from (select timestamptz '2031-02-03 04:05:06.789+00' as at) t`),
  );
  expect(row?.at).toBe('2031-02-03T04:05:06.789Z');
});
