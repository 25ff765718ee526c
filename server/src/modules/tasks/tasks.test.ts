import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@contract/files';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { inTenant } from '../../db/tenant-tx';
import { insertUser } from '../users/users.repository';
import { PNG, postFormAs } from '../../../test/uploads';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
let visitId: string;
let theirClient: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/taskos/list', { token, body });
const makeTask = async (token: string, body: Record<string, unknown>) => {
  const res = await create(token, { title: 'Follow the order', task_type: 1, due_date: dayOffset(3), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: number; task_title: unknown; client: { id: string } | null };
};
const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/taskos/list?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { id: string; overdue: boolean; status: number }[] };
};
const setStatus = (token: string, id: string, status: number) => t.call('POST', `/api/v1/task/status/${id}`, { token, body: { status } });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  visitId = await planVisit(t, co.users.manager.token, clientId, { assigned_to: co.users.sales.id });
  theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
});
afterAll(async () => t.close());

describe('POST taskos/list', () => {
  it('creates each of the five types; a visit task takes its visit’s client, a missing paper names its document', async () => {
    const m = co.users.manager.token;
    const visitTask = await makeTask(m, { task_type: 0, visit_id: visitId, assigned_to: co.users.sales.id });
    expect(visitTask.client?.id).toBe(clientId);
    await makeTask(m, { task_type: 1, assigned_to: co.users.sales.id });
    const paper = await makeTask(m, { task_type: 2, client_id: clientId, missing_document: 1, assigned_to: co.users.sales.id });
    expect(paper.task_title).toEqual({ id: 1, name: 'VAT' });
    await makeTask(m, { task_type: 3, client_id: clientId, assigned_to: co.users.sales.id });
    await makeTask(m, { task_type: 4, client_id: clientId, assigned_to: co.users.sales.id });
  });

  it('refuses what a type needs and lacks, with the field named', async () => {
    const m = co.users.manager.token;
    for (const [body, field] of [
      [{ task_type: 0 }, 'visit_id'],
      [{ task_type: 2, client_id: clientId }, 'missing_document'],
      [{ task_type: 3 }, 'client_id'],
      [{ task_type: 9 }, 'task_type'],
      [{ title: 'x' }, 'title'],
      [{ due_date: '2031-02-30' }, 'due_date'],
      [{ title: 'Bad\u0000title' }, 'title'],
    ] as const) {
      const res = await create(m, { title: 'A task', task_type: 1, due_date: dayOffset(1), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty(field);
    }
  });

  it("refuses another company's client, visit or user as if they did not exist", async () => {
    const m = co.users.manager.token;
    const theirVisit = await planVisit(t, other.users.manager.token, theirClient, { assigned_to: other.users.sales.id });
    for (const [body, field] of [
      [{ task_type: 3, client_id: theirClient }, 'client_id'],
      [{ task_type: 0, visit_id: theirVisit }, 'visit_id'],
      [{ assigned_to: other.users.sales.id }, 'assigned_to'],
    ] as const) {
      const res = await create(m, { title: 'A task', task_type: 1, due_date: dayOffset(1), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty(field);
    }
  });

  it('gives a sales user their own tasks only: another assignee is a 403', async () => {
    const mine = await makeTask(co.users.sales.token, {});
    expect((await t.call('GET', `/api/v1/task/${mine.id}`, { token: co.users.sales.token })).json().assigned_to.id).toBe(co.users.sales.id);
    const res = await create(co.users.sales.token, {
      title: 'For the boss',
      task_type: 1,
      due_date: dayOffset(1),
      assigned_to: co.users.manager.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET taskos/list', () => {
  it('filters by status, type, assignee, client and due day, and marks overdue tasks', async () => {
    const m = co.users.manager.token;
    const late = await makeTask(m, { title: 'Late one', due_date: dayOffset(-2), assigned_to: co.users.manager.id });
    const overdue = await list(m, 'due=overdue&page_size=100');
    expect(overdue.results.map((r) => r.id)).toContain(late.id);
    expect(overdue.results.every((r) => r.overdue)).toBe(true);
    expect((await list(m, 'task_type=2')).results).toHaveLength(1);
    expect((await list(m, `client_id=${clientId}&page_size=100`)).count).toBe(4);
    expect((await list(m, `assigned_to=${co.users.manager.id}`)).results.map((r) => r.id)).toEqual([late.id]);
    expect((await list(m, 'search=late')).results.map((r) => r.id)).toEqual([late.id]);
    expect((await list(m, 'status=2')).count).toBe(0);
  });

  it("shows a sales user only their tasks, another rep's task is a 404, another company's too", async () => {
    const managers = await makeTask(co.users.manager.token, { assigned_to: co.users.manager.id });
    const theirs = await makeTask(other.users.manager.token, {});
    const mine = await list(co.users.sales.token, 'page_size=100');
    expect(mine.results.map((r) => r.id)).not.toContain(managers.id);
    expect((await t.call('GET', `/api/v1/task/${managers.id}`, { token: co.users.sales.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/task/${theirs.id}`, { token: co.users.manager.token })).statusCode).toBe(404);
    expect((await setStatus(co.users.manager.token, theirs.id, 1)).statusCode).toBe(404);
    expect((await list(other.users.manager.token)).results.map((r) => r.id)).toEqual([theirs.id]);
  });

  it('is for people who work tasks', async () => {
    expect((await t.call('GET', '/api/v1/taskos/list')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/taskos/list', { token: co.users.maintenance.token })).statusCode).toBe(403);
  });
});

describe('POST task/status/{id}', () => {
  it('moves a task Open → In progress → Done and answers the task; Done is final (409)', async () => {
    const task = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id });
    const started = await setStatus(co.users.sales.token, task.id, 1);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id: task.id, status: 1 });
    const done = await setStatus(co.users.sales.token, task.id, 2);
    expect(done.json()).toMatchObject({ status: 2, overdue: false, completed_at: expect.any(String) });
    const again = await setStatus(co.users.sales.token, task.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
  });

  it('finishes a task once when two submits race', async () => {
    const task = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id });
    const both = await Promise.all([setStatus(co.users.sales.token, task.id, 2), setStatus(co.users.sales.token, task.id, 2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses Done for a document task (it is completed with its document) and a bad status', async () => {
    const paper = await makeTask(co.users.manager.token, { task_type: 2, client_id: clientId, missing_document: 0 });
    const res = await setStatus(co.users.manager.token, paper.id, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('missing/task');
    expect((await setStatus(co.users.manager.token, paper.id, 7)).statusCode).toBe(400);
  });
});

describe('actions', () => {
  /** What each role is told it may do with the task (or the status it gets), the list row saying the same. */
  async function actionsBy(id: string) {
    const seen: Record<string, unknown> = {};
    for (const role of ['admin', 'manager', 'sales', 'maintenance'] as const) {
      const res = await t.call('GET', `/api/v1/task/${id}`, { token: co.users[role].token });
      if (res.statusCode !== 200) {
        seen[role] = res.statusCode;
        continue;
      }
      const row = (await list(co.users[role].token, 'page_size=100&ordering=-created_at')).results.find((r) => r.id === id);
      expect(row, role).toMatchObject({ actions: res.json().actions });
      seen[role] = res.json().actions;
    }
    return seen;
  }

  it('offers the status to its assignee, admins and managers, the completion only for a document task, nothing once done', async () => {
    const general = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id });
    const status = ['change_status'];
    expect(await actionsBy(general.id)).toEqual({ admin: status, manager: status, sales: status, maintenance: 403 });
    const invoice = await makeTask(co.users.manager.token, { task_type: 3, client_id: clientId, assigned_to: co.users.sales.id });
    const both = ['change_status', 'complete'];
    expect(await actionsBy(invoice.id)).toEqual({ admin: both, manager: both, sales: both, maintenance: 403 });

    // A sales user is offered nothing on another rep's task: they do not see it at all.
    const managers = await makeTask(co.users.manager.token, { assigned_to: co.users.manager.id });
    expect(await actionsBy(managers.id)).toEqual({ admin: status, manager: status, sales: 404, maintenance: 403 });

    const done = await setStatus(co.users.sales.token, general.id, 2);
    expect(done.json().actions).toEqual([]);
    expect(await actionsBy(general.id)).toEqual({ admin: [], manager: [], sales: [], maintenance: 403 });
  });

  it('assigns tasks only to active people work can be given to: a technician or an inactive user is a field error', async () => {
    const gone = await inTenant(t.database.db, co.tenantId, (tx) =>
      insertUser(tx, {
        tenantId: co.tenantId,
        role: 'sales',
        fullName: 'Gone Rep',
        email: `gone.task.${co.tenantId.slice(0, 8)}@example.com`,
        phone: '+966500000000',
        passwordHash: 'x',
        isActive: false,
      }),
    );
    for (const assignee of [co.users.maintenance.id, gone.id]) {
      const res = await create(co.users.manager.token, { title: 'A task', task_type: 1, due_date: dayOffset(1), assigned_to: assignee });
      expect(res.statusCode).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty('assigned_to');
    }
    await makeTask(co.users.manager.token, { assigned_to: co.users.admin.id });
  });
});

describe('completing the document tasks', () => {
  it("completes a missing paper with the document, which joins the client's files", async () => {
    const paper = await makeTask(co.users.manager.token, {
      task_type: 2,
      client_id: clientId,
      missing_document: 2,
      assigned_to: co.users.sales.id,
    });
    const res = await postFormAs(t, co.users.sales.token, '/api/v1/missing/task', { task: paper.id }, { name: 'address.pdf', bytes: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 2, completion: { kind: 'missing_paper', file: { name: 'address.pdf' } } });
    const clientFiles = await t.call('GET', `/api/v1/client/attachment/${clientId}`, { token: co.users.manager.token });
    expect(clientFiles.json().map((f: { name: string }) => f.name)).toContain('address.pdf');
    const twice = await postFormAs(t, co.users.sales.token, '/api/v1/missing/task', { task: paper.id }, { name: 'again.pdf', bytes: PDF });
    expect(twice.statusCode).toBe(409);
  });

  it('completes an invoice task and a statement task with their figures and file', async () => {
    const m = co.users.manager.token;
    const invoice = await makeTask(m, { task_type: 3, client_id: clientId });
    const inv = await postFormAs(
      t,
      m,
      '/api/v1/invoice/task',
      { task: invoice.id, invoice_number: 'INV-2031-17', amount: '1250.50', invoice_date: dayOffset(0) },
      { name: 'invoice.png', bytes: PNG },
    );
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json().completion).toMatchObject({ kind: 'invoice', invoice_number: 'INV-2031-17', amount: 1250.5 });
    const statement = await makeTask(m, { task_type: 4, client_id: clientId });
    const st = await postFormAs(
      t,
      m,
      '/api/v1/statement/task',
      { task: statement.id, period_from: '2031-01-01', period_to: '2031-03-31', balance: '-300' },
      { name: 'statement.pdf', bytes: PDF },
    );
    expect(st.statusCode, st.body).toBe(200);
    expect(st.json().completion).toMatchObject({ kind: 'statement', period_to: '2031-03-31', balance: -300 });
  });

  it('refuses a missing file (400), a wrong type (415), a big file (413), the wrong call (409) and bad fields (400)', async () => {
    const m = co.users.manager.token;
    const invoice = await makeTask(m, { task_type: 3, client_id: clientId });
    const fields = { task: invoice.id, invoice_number: 'A-1', amount: '10', invoice_date: dayOffset(0) };
    expect((await postFormAs(t, m, '/api/v1/invoice/task', fields)).statusCode).toBe(400);
    const text = await postFormAs(t, m, '/api/v1/invoice/task', fields, { name: 'x.txt', bytes: Buffer.from('plain text') });
    expect(text.statusCode).toBe(415);
    const big = await postFormAs(t, m, '/api/v1/invoice/task', fields, {
      name: 'big.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    const wrongCall = await postFormAs(
      t,
      m,
      '/api/v1/statement/task',
      { ...fields, period_from: '2031-01-01', period_to: '2031-01-31', balance: '1' },
      { name: 's.pdf', bytes: PDF },
    );
    expect(wrongCall.statusCode).toBe(409);
    const badAmount = await postFormAs(t, m, '/api/v1/invoice/task', { ...fields, amount: '-5' }, { name: 'i.pdf', bytes: PDF });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().details.fields).toHaveProperty('amount');
    const noBalance = await postFormAs(
      t,
      m,
      '/api/v1/statement/task',
      { task: invoice.id, period_from: '2031-01-01', period_to: '2031-01-31', balance: '' },
      { name: 's.pdf', bytes: PDF },
    );
    expect(noBalance.json().details.fields).toHaveProperty('balance');
    const notMultipart = await t.call('POST', '/api/v1/invoice/task', { token: m, body: fields });
    expect(notMultipart.statusCode).toBe(415);
    expect((await t.call('GET', `/api/v1/task/${invoice.id}`, { token: m })).json().status).toBe(0);
  });

  it("does not let a sales user complete another rep's task, nor anyone another company's (404)", async () => {
    const managers = await makeTask(co.users.manager.token, {
      task_type: 2,
      client_id: clientId,
      missing_document: 3,
      assigned_to: co.users.manager.id,
    });
    const bySales = await postFormAs(t, co.users.sales.token, '/api/v1/missing/task', { task: managers.id }, { name: 'a.pdf', bytes: PDF });
    expect(bySales.statusCode).toBe(404);
    const byOther = await postFormAs(
      t,
      other.users.manager.token,
      '/api/v1/missing/task',
      { task: managers.id },
      { name: 'a.pdf', bytes: PDF },
    );
    expect(byOther.statusCode).toBe(404);
  });
});
