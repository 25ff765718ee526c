import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@contract/client-transfer';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { clientsCsv, clientsXlsx } from '../../../test/import-sheets';
import { postFileAs } from '../../../test/uploads';
import { closeJobPool, jobHeapMb } from './job-pool';

// A job's heap far smaller than a 50,000-row import needs (the smallest JOB_HEAP_MB allows).
// The pool starts on the first job, after this: its threads get 32 MB.
const before = process.env.JOB_HEAP_MB;
process.env.JOB_HEAP_MB = '32';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp({ JOB_HEAP_MB: '32' });
  co = await createCompany(t);
});
afterAll(async () => {
  await t.close();
  await closeJobPool();
  if (before === undefined) delete process.env.JOB_HEAP_MB;
  else process.env.JOB_HEAP_MB = before;
});

const previewOf = (bytes: Buffer, name: string) =>
  postFileAs(t, co.users.manager.token, '/api/v1/client/import/preview?kind=client', name, bytes);

describe('a job that needs more than its heap', () => {
  it('fails that import with a clear 400 while the same app keeps answering, and the next import is read', async () => {
    expect(jobHeapMb()).toBe(32);
    const file = await clientsXlsx(IMPORT_MAX_ROWS);
    const heavy = previewOf(file, 'clients.xlsx');
    // Asked while the worker is reading the file: answered meanwhile, not after it.
    const [health, list] = await Promise.all([
      t.call('GET', '/api/health'),
      t.call('GET', '/api/v1/client/list', { token: co.users.manager.token }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);
    const res = await heavy;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^This spreadsheet is too large or complex to read/),
      details: { reason: 'too_complex' },
    });
    // The pool replaced the thread: a small file is read as usual.
    const small = await previewOf(clientsCsv(20), 'clients.csv');
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json()).toMatchObject({ total_rows: 20, new_rows: 20 });
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  }, 240_000);
});
