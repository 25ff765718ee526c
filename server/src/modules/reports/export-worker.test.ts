import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExport } from '@contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { inTenant } from '../../db/tenant-tx';
import { closeJobPool, jobThreads } from '../../lib/jobs/job-pool';

let t: TestApp;
let co: Company;
/** Five of the runner's batches of 2,000: the file stays open between them for the test to end its thread. */
const CLIENTS = 10_000;

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const clientsReport = { report_type: 4, from: dayOffset(-1), to: dayOffset(1) };

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  // Written directly: the API would take minutes for this many.
  await inTenant(t.database.db, co.tenantId, (tx) =>
    tx.execute(sql`insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
        phone, phone_digits, country, city, created_by)
      select ${co.tenantId}::uuid, 'client', 'Mr', 'Contact ' || g, 'شركة ' || g, 'Commercial', 'Regular',
        '+9665' || lpad(g::text, 8, '0'), '9665' || lpad(g::text, 8, '0'), 'SA', 'Riyadh', ${co.users.manager.id}::uuid
      from generate_series(1, ${CLIENTS}) g`),
  );
});
afterAll(async () => {
  await t.close();
  await closeJobPool();
});

const token = () => co.users.manager.token;
const statusOf = async (id: string) => (await t.call('GET', `/api/v1/report/export/${id}`, { token: token() })).json() as ReportExport;

describe('a report export whose writer thread dies', () => {
  it('ends failed with a readable error, the app keeps answering, and the next export is written', async () => {
    const res = await t.call('POST', '/api/v1/report/export', {
      token: token(),
      body: { ...clientsReport, format: 'xlsx', language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as ReportExport;
    // Once a batch is written the file is open in its thread, waiting for the next one.
    let status = await statusOf(id);
    while (status.status === 'queued' || (status.status === 'running' && status.rows_done === 0)) {
      await new Promise((r) => setTimeout(r, 10));
      status = await statusOf(id);
    }
    expect(status.status).toBe('running');
    const threads = await jobThreads();
    expect(threads.length).toBeGreaterThan(0);
    await Promise.all(threads.map((w) => w.terminate()));

    await t.app.reportExports.idle();
    const failed = await statusOf(id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/start it again/) });
    expect(failed.rows_done).toBeLessThan(CLIENTS);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/client/list', { token: token() })).statusCode).toBe(200);

    const again = await t.call('POST', '/api/v1/report/export', {
      token: token(),
      body: { ...clientsReport, format: 'csv', language: 'en' },
    });
    expect(again.statusCode, again.body).toBe(202);
    await t.app.reportExports.idle();
    expect(await statusOf((again.json() as ReportExport).id)).toMatchObject({ status: 'done', rows_done: CLIENTS });
  }, 240_000);
});
