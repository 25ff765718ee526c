import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceBoard, ManagerBoard, SalesBoard } from '@contract/dashboard';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { collectVisit, recordVisit } from '../../../test/dashboard-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { kpiRatings, kpiTargets, maintenanceRequests, tasks } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-tx';
import { bumpTenantVersion } from '../../lib/tenant-version';
import { insertUser } from '../users/users.repository';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
let theirClient: string;
/** A second rep of `co`, whose figures a sales user must never see. */
let rep2: { id: string; token: string };

/** The company's day (Riyadh, UTC+3) `days` from today. */
const day = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const monthFirst = () => `${day(0).slice(0, 7)}-01`;

async function board<T>(token: string): Promise<T> {
  const res = await t.call('GET', '/api/v1/main/dash/board', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const managerBoard = (token = co.users.manager.token) => board<ManagerBoard>(token);

/** Rows written straight to the database: drop the kept replies as the app's own write would. */
async function seed(tenantId: string, fn: Parameters<typeof inTenant>[2]) {
  await inTenant(t.database.db, tenantId, fn);
  bumpTenantVersion(tenantId);
}

const already = (token: string, client: string, over: Record<string, unknown> = {}) => recordVisit(t, token, client, over);
const collect = (token: string, client: string, amount: string, payment: 0 | 1) => collectVisit(t, token, client, amount, payment);

beforeAll(async () => {
  // Replies kept a minute: a figure that moves after a write proves the write dropped the cache.
  t = await buildTestApp({ REPLY_CACHE_MS: '60000' });
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  const rep2Row = await inTenant(t.database.db, co.tenantId, (tx) =>
    insertUser(tx, {
      tenantId: co.tenantId,
      role: 'sales',
      fullName: 'Second Rep',
      email: `rep2.${co.tenantId.slice(0, 8)}@example.com`,
      phone: '+966500000000',
      passwordHash: co.users.sales.passwordHash,
    }),
  );
  const login = await t.call('POST', '/api/v1/auth/login/', { body: { email: rep2Row.email, password: 'Correct-Horse-9' } });
  rep2 = { id: rep2Row.id, token: (login.json() as { access: string }).access };
});
afterAll(async () => t.close());

describe('GET main/dash/board: who sees what', () => {
  it('answers managers and admins the company view, sales users their day, technicians their requests', async () => {
    expect((await managerBoard()).view).toBe('manager');
    expect((await managerBoard(co.users.admin.token)).view).toBe('manager');
    const sales = await board<SalesBoard>(co.users.sales.token);
    expect(sales.view).toBe('sales');
    expect(sales).toMatchObject({ today: day(0), currency: 'SAR', kpi: { has_targets: false, attainment: null }, rating: null });
    const tech = await board<MaintenanceBoard>(co.users.maintenance.token);
    expect(tech).toEqual({
      view: 'maintenance',
      today: day(0),
      open: { count: 0, overdue: 0, items: [] },
      scheduled_today: { count: 0, done: 0 },
    });
    expect((await t.call('GET', '/api/v1/main/dash/board')).statusCode).toBe(401);
  });

  it('a new company has no data yet (the first-run guidance shows)', async () => {
    const fresh = await createCompany(t);
    const b = await managerBoard(fresh.users.admin.token);
    expect(b).toMatchObject({
      has_data: false,
      visits_today: { total: 0 },
      month_visits: { actual: 0, target: 0 },
      false_rate: { rate: null },
    });
    expect((await managerBoard()).has_data).toBe(true);
  });
});

describe('the month’s figures', () => {
  it('a finished visit moves them at once (the reply cache is dropped by the write); false and rejected ones do not count', async () => {
    const before = await managerBoard();
    // Read twice: the second answer may come from the reply cache; the write must still show.
    await managerBoard();
    await already(co.users.sales.token, clientId, { visit_type: 1 });
    const after = await managerBoard();
    expect(after.month_visits.actual).toBe(before.month_visits.actual + 1);
    expect(after.month_by_type.actual[1]).toBe(before.month_by_type.actual[1]! + 1);
    expect(after.visits_today.by_status[2]).toBe(before.visits_today.by_status[2]! + 1);
    expect(after.false_rate.considered).toBe(before.false_rate.considered + 1);

    // A finished visit marked false leaves the counted figures as they were and raises the rate.
    const falseOne = await already(co.users.sales.token, clientId, { visit_type: 1 });
    expect(
      (await t.call('POST', `/api/v1/false/visit/${falseOne}`, { token: co.users.manager.token, body: { reason: 'Not there' } }))
        .statusCode,
    ).toBe(200);
    const rejected = await already(co.users.sales.token, clientId, { visit_type: 1 });
    const rej = await t.call('POST', `/api/v1/visit/status/Rejected/${rejected}`, {
      token: co.users.manager.token,
      body: { reason: 'No proof' },
    });
    expect(rej.statusCode, rej.body).toBe(200);
    const later = await managerBoard();
    expect(later.month_visits.actual).toBe(after.month_visits.actual);
    expect(later.month_by_type.actual[1]).toBe(after.month_by_type.actual[1]);
    expect(later.false_rate.false_visits).toBe(after.false_rate.false_visits + 1);
    expect(later.false_rate.considered).toBe(after.false_rate.considered + 2);
    expect(later.false_rate.rate).toBeCloseTo(later.false_rate.false_visits / later.false_rate.considered, 4);
    expect(later.visits_today.false).toBe(after.visits_today.false + 1);
    expect(later.visits_today.by_status[4]).toBe(after.visits_today.by_status[4]! + 1);
  });

  it('collections by payment, only from counted visits', async () => {
    const before = await managerBoard();
    await collect(co.users.sales.token, clientId, '1000.50', 0);
    await collect(co.users.sales.token, clientId, '250', 1);
    const falseOne = await collect(co.users.sales.token, clientId, '999', 0);
    await t.call('POST', `/api/v1/false/visit/${falseOne}`, { token: co.users.manager.token, body: { reason: 'Duplicate receipt' } });
    const after = await managerBoard();
    expect(after.collections.cash).toBeCloseTo(before.collections.cash + 1000.5, 2);
    expect(after.collections.credit).toBeCloseTo(before.collections.credit + 250, 2);
    expect(after.collections.total).toBeCloseTo(after.collections.cash + after.collections.credit, 2);
    expect(after.month_by_type.actual[2]).toBe(before.month_by_type.actual[2]! + 2);
  });

  it('ranks reps with targets by attainment, sums targets by type, and shows a rep their own KPI and rating', async () => {
    const month = monthFirst();
    await seed(co.tenantId, async (tx) => {
      const base = { tenantId: co.tenantId, month, setBy: co.users.manager.id, visitsByType: [0, 10, 0, 0, 0, 0] };
      await tx.insert(kpiTargets).values([
        { ...base, userId: co.users.sales.id, visitsTotal: 10 },
        { ...base, userId: rep2.id, visitsTotal: 100, visitsByType: [5, 20, 0, 0, 0, 0] },
      ]);
      await tx.insert(kpiRatings).values({
        tenantId: co.tenantId,
        userId: co.users.sales.id,
        month,
        rating: 4,
        comment: 'Good month',
        ratedBy: co.users.manager.id,
      });
    });
    const b = await managerBoard();
    expect(b.reps_with_targets).toBe(2);
    expect(b.top_reps.map((r) => r.user.id)).toEqual([co.users.sales.id]);
    expect(b.bottom_reps.map((r) => r.user.id)).toEqual([rep2.id]);
    expect(b.top_reps[0]!.attainment).toBeGreaterThan(b.bottom_reps[0]!.attainment);
    expect(b.month_by_type.target).toEqual([5, 30, 0, 0, 0, 0]);
    expect(b.month_visits.target).toBe(110);

    const mine = await board<SalesBoard>(co.users.sales.token);
    expect(mine.kpi.has_targets).toBe(true);
    expect(mine.kpi.figures.visits.target).toBe(10);
    expect(mine.kpi.figures.visits.actual).toBe(b.month_visits.actual);
    expect(mine.rating).toEqual({ month: month.slice(0, 7), rating: 4, comment: 'Good month' });
  });
});

describe('a sales user’s day', () => {
  it('holds only their own visits, tasks and meetings', async () => {
    const mineBefore = await board<SalesBoard>(co.users.sales.token);
    const theirsBefore = await board<SalesBoard>(rep2.token);
    const rep2Client = await createVisitClient(t, co.users.manager.token, rep2.id);
    const next = await planVisit(t, co.users.manager.token, rep2Client, {
      assigned_to: rep2.id,
      // Later today in Riyadh (the company's zone), also when the test runs just before midnight.
      planned_at: new Date(Date.now() + Math.min(120_000, (86_400_000 - ((Date.now() + 3 * 3_600_000) % 86_400_000)) / 2)).toISOString(),
    });
    await already(co.users.manager.token, rep2Client, { assigned_to: rep2.id });
    await seed(co.tenantId, (tx) =>
      tx.insert(tasks).values([
        { tenantId: co.tenantId, title: 'Old invoice', taskType: 0, assignedTo: rep2.id, createdBy: co.users.manager.id, dueDate: day(-3) },
        { tenantId: co.tenantId, title: 'Call back', taskType: 0, assignedTo: rep2.id, createdBy: co.users.manager.id, dueDate: day(0) },
        { tenantId: co.tenantId, title: 'Next week', taskType: 0, assignedTo: rep2.id, createdBy: co.users.manager.id, dueDate: day(7) },
      ]),
    );
    const theirs = await board<SalesBoard>(rep2.token);
    expect(theirs.next_visits.map((v) => v.id)).toContain(next);
    expect(theirs.next_visits[0]).toMatchObject({ client: { id: rep2Client }, status: 0 });
    expect(theirs.visits_today.total).toBe(theirsBefore.visits_today.total + 2);
    expect(theirs.tasks_due).toMatchObject({ overdue: 1, today: 1 });
    expect(theirs.tasks_due.items.map((i) => i.title)).toEqual(['Old invoice', 'Call back']);

    const mine = await board<SalesBoard>(co.users.sales.token);
    expect(mine.visits_today).toEqual(mineBefore.visits_today);
    expect(mine.next_visits.map((v) => v.id)).not.toContain(next);
    expect(mine.tasks_due.items).toEqual([]);
    expect(mine.kpi.figures.visits.actual).toBe(mineBefore.kpi.figures.visits.actual);
  });

  it('shows the meetings they attend; a manager sees every upcoming one', async () => {
    const res = await t.call('POST', '/api/v1/meeting/list', {
      token: co.users.manager.token,
      body: { title: 'Pricing review', date: day(2), time: '10:30', duration: 30, place: 'Head office', attendees: [rep2.id], agenda: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    expect((await board<SalesBoard>(rep2.token)).upcoming_meetings.map((m) => m.id)).toContain(id);
    expect((await board<SalesBoard>(co.users.sales.token)).upcoming_meetings.map((m) => m.id)).not.toContain(id);
    expect((await managerBoard()).upcoming_meetings).toContainEqual(
      expect.objectContaining({ id, title: 'Pricing review', duration: 30, online: false }),
    );
  });

  it('a manager sees the company’s overdue tasks, most overdue first', async () => {
    const b = await managerBoard();
    expect(b.overdue_tasks.count).toBeGreaterThanOrEqual(1);
    expect(b.overdue_tasks.items[0]).toMatchObject({
      title: 'Old invoice',
      due_date: day(-3),
      assignee: { id: rep2.id, name: 'Second Rep' },
    });
  });
});

describe('leads funnel and technicians', () => {
  it('counts leads by status, converted ones included', async () => {
    const before = (await managerBoard()).leads;
    await createClient(t, co.users.manager.token, { kind: 'lead' });
    expect((await managerBoard()).leads.new).toBe(before.new + 1);
  });

  it('a technician sees their open requests and today’s', async () => {
    await seed(co.tenantId, (tx) =>
      tx.insert(maintenanceRequests).values([
        {
          tenantId: co.tenantId,
          title: 'Fix the fridge',
          assignedTo: co.users.maintenance.id,
          createdBy: co.users.manager.id,
          clientId,
          scheduledDate: day(-1),
        },
        {
          tenantId: co.tenantId,
          title: 'Today job',
          assignedTo: co.users.maintenance.id,
          createdBy: co.users.manager.id,
          clientId,
          scheduledDate: day(0),
        },
        {
          tenantId: co.tenantId,
          title: 'Done today',
          status: 2,
          assignedTo: co.users.maintenance.id,
          createdBy: co.users.manager.id,
          clientId,
          scheduledDate: day(0),
        },
      ]),
    );
    const b = await board<MaintenanceBoard>(co.users.maintenance.token);
    expect(b.open).toMatchObject({ count: 2, overdue: 1 });
    expect(b.open.items.map((i) => i.title)).toEqual(['Fix the fridge', 'Today job']);
    expect(b.scheduled_today).toEqual({ count: 2, done: 1 });
  });
});

describe('tenancy', () => {
  it('another company’s visits, tasks and money never show', async () => {
    const before = await managerBoard();
    await already(other.users.sales.token, theirClient, { visit_type: 1 });
    await collect(other.users.sales.token, theirClient, '5000', 0);
    const after = await managerBoard();
    expect(after.month_visits).toEqual(before.month_visits);
    expect(after.visits_today).toEqual(before.visits_today);
    expect(after.collections).toEqual(before.collections);
    expect(after.leads).toEqual(before.leads);
    expect(after.overdue_tasks).toEqual(before.overdue_tasks);
    const theirs = await managerBoard(other.users.manager.token);
    expect(theirs.month_visits.actual).toBe(2);
    expect(theirs.collections.cash).toBe(5000);
    expect(theirs.top_reps).toEqual([]);
    expect(theirs.upcoming_meetings).toEqual([]);
  });
});
