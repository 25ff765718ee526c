import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExport } from '@contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { inTenant, selectRows } from '../../db/tenant-tx';

// One instance runs one export at a time. Companies take turns, one job each: a company that
// queues many exports (a team of managers exporting lists and reports) delays another
// company's export by one job, not by all of its own.
let t: TestApp;
let a: Company;
let b: Company;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = [await createCompany(t), await createCompany(t)];
  for (const co of [a, b]) {
    const clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
    await planVisit(t, co.users.manager.token, clientId, { assigned_to: co.users.sales.id });
  }
});
afterAll(async () => t.close());

/** An export of the company's visits, run to its end (the worker is idle afterwards). */
async function exportVisits(co: Company): Promise<string> {
  const body = { report_type: 2, from: day(-1), to: day(2), format: 'csv', language: 'en' };
  const res = await t.call('POST', '/api/v1/report/export', { token: co.users.manager.token, body });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.reportExports.idle();
  return (res.json() as ReportExport).id;
}

/**
 * The company's exports waiting again, in this order, as if queued while the worker was busy
 * (the requests' own kicks would start the first at once: the order would be a race).
 */
const requeue = (co: Company, ids: string[], from: number) =>
  inTenant(t.database.db, co.tenantId, async (tx) => {
    for (const [i, id] of ids.entries())
      await tx.execute(sql`update report_exports set status = 'queued', rows_done = 0, started_at = null, heartbeat_at = null,
          finished_at = null, file_id = null, created_at = now() - interval '1 hour' + ${from + i} * interval '1 second'
        where id = ${id}::uuid`);
  });

/** When each export finished (seconds, to the microsecond), in the order asked. */
const finishedAt = (co: Company, ids: string[]) =>
  inTenant(t.database.db, co.tenantId, async (tx) => {
    const out: number[] = [];
    for (const id of ids) {
      const [row] = await selectRows<{ status: string; at: number }>(
        tx,
        sql`select status, extract(epoch from finished_at)::float8 as at from report_exports where id = ${id}::uuid`,
      );
      expect(row?.status).toBe('done');
      out.push(row!.at);
    }
    return out;
  });

describe('the export queue across companies', () => {
  it('takes one job of a company per turn: a company queued after another’s many exports is not held up by all of them', async () => {
    const many: string[] = [];
    for (let i = 0; i < 4; i += 1) many.push(await exportVisits(a));
    const one = await exportVisits(b);
    // Company A's four were queued first, company B's one after them.
    await requeue(a, many, 0);
    await requeue(b, [one], many.length);
    t.app.reportExports.kick(a.tenantId);
    t.app.reportExports.kick(b.tenantId);
    await t.app.reportExports.idle();

    const aDone = await finishedAt(a, many);
    const [bDone] = await finishedAt(b, [one]);
    // Oldest first within a company.
    expect([...aDone].sort((x, y) => x - y)).toEqual(aDone);
    // B's export ran on the second turn, after A's first and before the rest of A's.
    expect(bDone).toBeGreaterThan(aDone[0]!);
    expect(bDone).toBeLessThan(aDone[1]!);
    expect(bDone).toBeLessThan(aDone.at(-1)!);
    // Each finished export has its file.
    for (const [co, id] of [...many.map((id) => [a, id] as const), [b, one] as const]) {
      const file = await t.call('GET', `/api/v1/report/export/${id}/file`, { token: co.users.manager.token });
      expect(file.statusCode).toBe(200);
    }
  });
});
