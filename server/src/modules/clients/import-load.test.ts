import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@contract/client-transfer';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { clientsXlsx } from '../../../test/import-sheets';
import { postFileAs } from '../../../test/uploads';
import { closeJobPool, limitJobQueue } from '../../lib/jobs/job-pool';

/*
 * Imports under load: a file's parse (seconds, in a job's worker thread) holds none of the
 * database pool's connections, and past the job queue's cap an upload is refused at once.
 */

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

const postAs = (url: string, bytes: Buffer) => postFileAs(t, co.users.manager.token, url, 'clients.xlsx', bytes);

describe.skipIf(!process.env.DATABASE_URL)('an import while its file is read', () => {
  let owner: pg.Client;
  beforeAll(async () => {
    owner = new pg.Client({ connectionString: t.database.ownerUrl });
    await owner.connect();
  });
  afterAll(() => owner.end());

  /** The longest any connection of the test's database has sat idle inside a transaction, ms. */
  const longestIdleInTransaction = async () => {
    const { rows } = await owner.query<{ ms: number | null }>(
      `select max(extract(epoch from clock_timestamp() - state_change) * 1000)::float8 as ms
         from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    return rows[0]?.ms ?? 0;
  };

  /** Sends the request and watches pg_stat_activity until it is answered. */
  async function watched(send: () => Promise<{ statusCode: number; body: string }>) {
    let longest = 0;
    let answered = false;
    const answer = send().finally(() => (answered = true));
    while (!answered) {
      longest = Math.max(longest, await longestIdleInTransaction());
      await new Promise((r) => setTimeout(r, 20));
    }
    return { res: await answer, longest };
  }

  it('holds no connection idle in a transaction while the file is parsed, for a preview or an import', async () => {
    // Refused after its 50,000 rows are read: seconds of parsing and no row checking after it.
    const file = await clientsXlsx(IMPORT_MAX_ROWS + 1);
    for (const url of ['/api/v1/client/import/preview?kind=client', '/api/v1/client/import?kind=client&on_duplicate=skip']) {
      const started = performance.now();
      const { res, longest } = await watched(() => postAs(url, file));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ details: { reason: 'too_many_rows' } });
      // The parse took long enough for a held transaction to show (it would be idle that long).
      expect(performance.now() - started).toBeGreaterThan(1_000);
      // A transaction's own statements leave it idle for a moment between them, never for the parse.
      expect(longest, `${url}: a connection sat idle in a transaction for ${Math.round(longest)} ms`).toBeLessThan(300);
    }
  }, 240_000);
});

describe('an import when the job queue is full', () => {
  beforeAll(() => limitJobQueue(1));
  afterAll(() => limitJobQueue(undefined));

  it('answers 503 unavailable with a sentence to retry by, and reads the next file once the queue drains', async () => {
    const file = await clientsXlsx(3_000);
    const url = '/api/v1/client/import/preview?kind=client';
    const answers = await Promise.all(Array.from({ length: 16 }, () => postAs(url, file)));
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(JSON.parse(r.body)).toEqual({ code: 'unavailable', message: 'The server is busy reading other files: try again in a minute' });
    }
    for (const r of answers.filter((a) => a.statusCode !== 503)) expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    const after = await postAs(url, file);
    expect(after.statusCode, after.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(after.body)).toMatchObject({ total_rows: 3_000 });
  }, 120_000);
});
