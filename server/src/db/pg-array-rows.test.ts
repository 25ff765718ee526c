import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayRowsWithoutRowTemplate } from './pg-array-rows';

const url = process.env.DATABASE_URL;
const SELECT = `select 42::int4 as n, 9007199254740993::int8 as big, '{"a":[1]}'::json as doc,
  now() as at, null::text as nothing, 'نص'::text as word`;

describe.skipIf(!url)("pg's rows on PostgreSQL, with the array rows' template left out", () => {
  let client: pg.Client;
  beforeAll(async () => {
    arrayRowsWithoutRowTemplate();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(() => client.end());

  it('parses each column of an array row as pg does, with the default parsers and with a query’s own', async () => {
    const plain = await client.query({ text: SELECT, rowMode: 'array' });
    expect(plain.rows).toEqual([[42, '9007199254740993', { a: [1] }, expect.any(Date), null, 'نص']]);
    expect(plain.fields.map((f) => f.name)).toEqual(['n', 'big', 'doc', 'at', 'nothing', 'word']);
    // drizzle's way: its own parsers for some types (here timestamps kept as text).
    const asText = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.TIMESTAMPTZ ? (v: string) => v : pg.types.getTypeParser(oid, format),
    };
    const typed = await client.query({ text: SELECT, rowMode: 'array', types: asText });
    expect(typed.rows[0]).toEqual([42, '9007199254740993', { a: [1] }, expect.stringMatching(/^\d{4}-\d\d-\d\d /), null, 'نص']);
    // The template is what an array row never uses: left unbuilt.
    expect((typed as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toBeNull();
  });

  it('leaves rows asked for as objects to pg, template and all', async () => {
    const { rows } = await client.query(SELECT);
    expect(rows).toEqual([{ n: 42, big: '9007199254740993', doc: { a: [1] }, at: expect.any(Date), nothing: null, word: 'نص' }]);
    expect(Object.keys(rows[0] as object)).toEqual(['n', 'big', 'doc', 'at', 'nothing', 'word']);
  });
});
