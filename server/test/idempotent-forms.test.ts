import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { multipartForm, PNG } from './uploads';
import { createVisitClient, planVisit } from './visits-fixtures';

// The field writes sent as forms (a message with its attachment, a document task's completion,
// a maintenance request and its completion) are queued by the offline app and sent with their
// Idempotency-Key until answered: the same key twice, or twice at once, is done once
// (JSON writes: lib/idempotency.test.ts).
let t: TestApp;
let co: Company;
let clientId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

function send(token: string, url: string, fields: Record<string, string | number>, key: string, field = 'file') {
  const body = multipartForm(fields, { name: 'photo.png', bytes: PNG, type: 'image/png', field });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie: 'csrftoken=c',
      'x-csrftoken': 'c',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
  });
}

interface FormCase {
  /** Makes what the form acts on, and returns the call and how to count what it stored. */
  prepare(): Promise<{ token: string; url: string; fields: Record<string, string | number>; field?: string; count: () => Promise<number> }>;
  status: number;
}

async function json<T>(res: { statusCode: number; body: string }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body) as T;
}

const documentTask = async (taskType: number) =>
  (
    await json<{ id: string }>(
      await t.call('POST', '/api/v1/taskos/list', {
        token: co.users.manager.token,
        body: {
          title: 'Paperwork',
          task_type: taskType,
          due_date: day(3),
          client_id: clientId,
          missing_document: 2,
          assigned_to: co.users.sales.id,
        },
      }),
      201,
    )
  ).id;
const taskFiles = async (id: string) =>
  (await json<{ completion: unknown }>(await t.call('GET', `/api/v1/task/${id}`, { token: co.users.sales.token }))).completion ? 1 : 0;

const cases: Record<string, FormCase> = {
  'a visit message with its attachment': {
    status: 201,
    async prepare() {
      const visit = await planVisit(t, co.users.sales.token, clientId);
      return {
        token: co.users.sales.token,
        url: '/api/v1/send/visit/message',
        fields: { visit, message: 'The signed order' },
        field: 'attachment',
        count: async () =>
          (await json<{ messages: unknown[] }>(await t.call('GET', `/api/v1/get/visit/${visit}`, { token: co.users.sales.token }))).messages
            .length,
      };
    },
  },
  'a missing-paper task completion': {
    status: 200,
    async prepare() {
      const task = await documentTask(2);
      return { token: co.users.sales.token, url: '/api/v1/missing/task', fields: { task }, count: () => taskFiles(task) };
    },
  },
  'an invoice task completion': {
    status: 200,
    async prepare() {
      const task = await documentTask(3);
      const fields = { task, invoice_number: 'INV-9', amount: '75.00', invoice_date: day(0) };
      return { token: co.users.sales.token, url: '/api/v1/invoice/task', fields, count: () => taskFiles(task) };
    },
  },
  'a statement task completion': {
    status: 200,
    async prepare() {
      const task = await documentTask(4);
      const fields = { task, period_from: day(-30), period_to: day(0), balance: '10' };
      return { token: co.users.sales.token, url: '/api/v1/statement/task', fields, count: () => taskFiles(task) };
    },
  },
  'a maintenance request': {
    status: 201,
    async prepare() {
      const title = `Leak ${randomUUID()}`;
      const fields = {
        title,
        description: 'Drips',
        priority: '1',
        assignee: co.users.maintenance.id,
        client: clientId,
        scheduled_date: day(2),
      };
      return {
        token: co.users.sales.token,
        url: '/api/v1/maintenance/list',
        fields,
        count: async () =>
          (
            await json<{ results: { title: string }[] }>(
              await t.call('GET', '/api/v1/maintenance/list?page_size=100', { token: co.users.sales.token }),
            )
          ).results.filter((r) => r.title === title).length,
      };
    },
  },
  "a maintenance request's completion": {
    status: 200,
    async prepare() {
      const fields = {
        title: 'Fan',
        description: '',
        priority: '1',
        assignee: co.users.maintenance.id,
        client: clientId,
        scheduled_date: day(1),
      };
      const request = await json<{ id: string }>(await send(co.users.sales.token, '/api/v1/maintenance/list', fields, randomUUID()), 201);
      return {
        token: co.users.maintenance.token,
        url: `/api/v1/maintenance/complete/${request.id}`,
        fields: { notes: 'Replaced the fan' },
        count: async () =>
          (
            await json<{ completion_photos: unknown[] }>(
              await t.call('GET', `/api/v1/maintenance/${request.id}`, { token: co.users.maintenance.token }),
            )
          ).completion_photos.length,
      };
    },
  },
};

describe('Idempotency-Key on the forms the field app queues', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: the same key twice is done once, the repeat answered with the first answer`, async () => {
      const call = await c.prepare();
      const key = randomUUID();
      const first = await send(call.token, call.url, call.fields, key, call.field);
      const again = await send(call.token, call.url, call.fields, key, call.field);
      expect(first.statusCode, first.body).toBe(c.status);
      expect(again.statusCode, again.body).toBe(c.status);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await call.count()).toBe(1);
    });

    it(`${name}: the same key twice at once is done once`, async () => {
      const call = await c.prepare();
      const key = randomUUID();
      const both = await Promise.all([
        send(call.token, call.url, call.fields, key, call.field),
        send(call.token, call.url, call.fields, key, call.field),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([c.status, c.status]);
      expect(both[1]!.json()).toEqual(both[0]!.json());
      expect(await call.count()).toBe(1);
    });
  }
});
