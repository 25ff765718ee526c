import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@contract/client-transfer';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { clientsCsv, clientsXlsx } from '../../../test/import-sheets';
import { openpyxlShape } from '../../../test/sheet-readers';
import { postFileAs } from '../../../test/uploads';
import { closeJobPool } from '../../lib/jobs/job-pool';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => {
  await t.close();
  await closeJobPool();
});

const previewOf = (bytes: Buffer, name = 'clients.xlsx') =>
  postFileAs(t, co.users.manager.token, '/api/v1/client/import/preview?kind=client', name, bytes);

describe('an import at the limits the product promises', () => {
  it('previews 50,000 XLSX rows, and refuses 50,001 with too_many_rows', async () => {
    const file = await clientsXlsx(IMPORT_MAX_ROWS);
    // The server's own thread stays free for other requests: the file is read in a job worker
    // and its rows are checked in slices, never seconds at a stretch.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const full = await previewOf(file);
    delay.disable();
    console.warn(`the longest the event loop was held during a 50,000-row preview: ${Math.round(delay.max / 1e6)} ms`);
    expect(delay.max / 1e6).toBeLessThan(1_000);
    expect(full.statusCode, full.body.slice(0, 500)).toBe(200);
    expect(full.json()).toMatchObject({ total_rows: IMPORT_MAX_ROWS, new_rows: IMPORT_MAX_ROWS, invalid_rows: 0 });
    const over = await previewOf(await clientsXlsx(IMPORT_MAX_ROWS + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Import at most 50,000 rows at a time',
      details: { reason: 'too_many_rows', max: IMPORT_MAX_ROWS },
    });
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  }, 240_000);

  it('gives the problem file of 50,000 rows that all have a problem, as XLSX', async () => {
    // Every row's country is one of no country: every row is in the file.
    const file = Buffer.from(clientsCsv(IMPORT_MAX_ROWS).toString('utf8').replace(/,SA,/g, ',XX,'), 'utf8');
    const rss = process.memoryUsage().rss;
    const res = await postFileAs(t, co.users.manager.token, '/api/v1/client/import/problems?kind=client&format=xlsx', 'c.csv', file);
    console.warn(`RSS grew by ${Math.round((process.memoryUsage().rss - rss) / 1e6)} MB for a 50,000-row problem file`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const shape = openpyxlShape(res.rawPayload);
    expect(shape.rows).toBe(IMPORT_MAX_ROWS + 1);
    expect(shape.first.slice(0, 3)).toEqual(['Row', 'Problem', 'Title']);
    expect(shape.last.slice(0, 2)).toEqual([String(IMPORT_MAX_ROWS + 1), 'Country: Use a country code such as SA or AE']);
  }, 240_000);

  it('refuses an upload over 20 MB with a readable 413, before reading it as a sheet', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'a');
    const res = await previewOf(big, 'clients.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.stringMatching(/large|20 MB|size/i) });
  });
});
