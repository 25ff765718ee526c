import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_STATUS, VISIT_TYPE } from '@contract/visits';
import { clients, visits } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-tx';
import { bumpTenantVersion, tenantStamp } from '../../lib/tenant-version';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { plannedDayScope, visitListDependsOn } from './visit-scopes';

describe('scoped write versions', () => {
  const tenant = '00000000-0000-4000-8000-0000000000a1';

  it('a scoped write makes stale what names its scope and what names none, and nothing else', () => {
    const dayA = tenantStamp(tenant, ['a']);
    const dayB = tenantStamp(tenant, ['b']);
    const everything = tenantStamp(tenant);
    bumpTenantVersion(tenant, ['a']);
    expect(tenantStamp(tenant, ['a'])).not.toBe(dayA);
    expect(tenantStamp(tenant, ['x', 'a'])).not.toBe(tenantStamp(tenant, ['x']));
    expect(tenantStamp(tenant, ['b'])).toBe(dayB);
    expect(tenantStamp(tenant)).not.toBe(everything);
  });

  it('a write that names no scopes makes everything stale', () => {
    const dayB = tenantStamp(tenant, ['b']);
    bumpTenantVersion(tenant);
    expect(tenantStamp(tenant, ['b'])).not.toBe(dayB);
  });

  it('a period list names the UTC days around its local days; the timeline and "today" name none', () => {
    expect(visitListDependsOn({ filter_type: 1, selected_date: '2026-11-17' })).toEqual(
      ['2026-11-16', '2026-11-17', '2026-11-18'].map(plannedDayScope),
    );
    expect(visitListDependsOn({ filter_type: 2, selected_date: '2026-11-17' })).toHaveLength(15);
    const month = visitListDependsOn({ filter_type: 3, selected_date: '2026-02-10' })!;
    expect([month[0], month.at(-1), month.length]).toEqual([plannedDayScope('2026-01-31'), plannedDayScope('2026-03-01'), 30]);
    expect(visitListDependsOn({ filter_type: 0, selected_date: '2026-11-17' })).toBeUndefined();
    expect(visitListDependsOn({ filter_type: 1 })).toBeUndefined();
  });
});

// A long lifetime, so a reply that survives a write is the cache's, and a changed one is its
// invalidation. A change made straight in the database (outside any request) shows which.
describe("a check-in leaves other days' lists and other visits' details cached", () => {
  let t: TestApp;
  let co: Company;
  let clientId: string;
  beforeAll(async () => {
    t = await buildTestApp({ REPLY_CACHE_MS: '60000' });
    co = await createCompany(t);
    clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  });
  afterAll(async () => t.close());

  const DAY = 86_400_000;
  const at = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 10 * 3_600_000);
  const localDay = (d: Date) => d.toISOString().slice(0, 10); // 10:00 UTC is the same date in Riyadh
  const manager = () => co.users.manager.token;
  const rep = () => co.users.sales.token;
  const dayList = async (d: Date) => {
    const res = await t.call('GET', `/api/v1/visit/list?filter_type=1&selected_date=${localDay(d)}`, { token: manager() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as { id: string; status: number; priority: number }[];
  };
  const details = async (id: string) => (await t.call('GET', `/api/v1/get/visit/${id}`, { token: manager() })).json();
  const editedBehindTheCache = (id: string, values: Partial<typeof visits.$inferInsert>) =>
    inTenant(t.database.db, co.tenantId, (tx) => tx.update(visits).set(values).where(eq(visits.id, id)));

  it('refreshes the checked-in visit and its day, keeps the rest, and drops everything on an unscoped write', async () => {
    const dayA = at(2);
    const dayB = at(6);
    const a = await planVisit(t, rep(), clientId, { planned_at: dayA.toISOString(), priority: 0 });
    const b = await planVisit(t, rep(), clientId, { planned_at: dayB.toISOString(), priority: 0 });
    expect((await dayList(dayA)).map((v) => v.id)).toEqual([a]);
    expect((await dayList(dayB))[0]!.priority).toBe(0);
    expect((await details(b)).notes).toBe('Bring the new catalogue');
    const timeline = async () =>
      (
        (await t.call('GET', '/api/v1/visit/list?filter_type=0', { token: manager() })).json().results as { id: string; status: number }[]
      ).find((v) => v.id === a)!.status;
    expect(await timeline()).toBe(VISIT_STATUS.pending);

    await editedBehindTheCache(b, { priority: 2, notes: 'Edited behind the cache' });
    await checkIn(t, rep(), a);

    expect((await dayList(dayA))[0]!.status).toBe(VISIT_STATUS.started);
    expect((await details(a)).status).toBe(VISIT_STATUS.started);
    expect(await timeline()).toBe(VISIT_STATUS.started); // a read naming no scopes
    expect((await dayList(dayB))[0]!.priority).toBe(0); // still the kept reply
    expect((await details(b)).notes).toBe('Bring the new catalogue');

    await createClient(t, manager(), { kind: 'client' }); // names no scopes
    expect((await dayList(dayB))[0]!.priority).toBe(2);
    expect((await details(b)).notes).toBe('Edited behind the cache');
  });

  it("a follow-up's completion refreshes the day of the visit it plans", async () => {
    const today = at(1);
    const later = at(9);
    const v = await planVisit(t, rep(), clientId, { planned_at: today.toISOString(), visit_type: VISIT_TYPE.followUp });
    expect(await dayList(later)).toEqual([]);
    await checkIn(t, rep(), v);
    const done = await t.call('POST', '/api/v1/followup/visit', {
      token: rep(),
      body: { visit_id: v, outcome: 'Reordered', order: 'No', order_value: null, next_follow_up: later.toISOString() },
    });
    expect(done.statusCode, done.body).toBe(200);
    const planned = await dayList(later);
    expect(planned).toHaveLength(1);
    expect(planned[0]!.status).toBe(VISIT_STATUS.pending);
  });

  it("a sales user's dashboard is kept through another rep's check-in and refreshed by their own", async () => {
    const board = async () => JSON.stringify((await t.call('GET', '/api/v1/main/dash/board', { token: rep() })).json().next_visits);
    const own = await createVisitClient(t, manager(), co.users.sales.id, { company_name: 'Before Edit Pharmacy' });
    const ownVisit = await planVisit(t, rep(), own, { planned_at: at(1).toISOString() });
    const managers = await createVisitClient(t, manager(), co.users.manager.id);
    const managersVisit = await planVisit(t, manager(), managers, { assigned_to: co.users.manager.id });
    expect(await board()).toContain('Before Edit Pharmacy');

    await inTenant(t.database.db, co.tenantId, (tx) =>
      tx.update(clients).set({ companyName: 'After Edit Pharmacy' }).where(eq(clients.id, own)),
    );
    await checkIn(t, manager(), managersVisit);
    expect(await board()).toContain('Before Edit Pharmacy'); // another rep's visit: still kept
    await checkIn(t, rep(), ownVisit);
    expect(await board()).toContain('After Edit Pharmacy');
  });
});
