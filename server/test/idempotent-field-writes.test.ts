import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_STATUS } from '@contract/maintenance';
import { TASK_STATUS, TASK_TYPE } from '@contract/tasks';
import { selectRows, inTenant } from '../src/db/tenant-tx';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { multipartForm, PNG } from './uploads';
import { createVisitClient, visitBody } from './visits-fixtures';

// The JSON writes the field app queues offline (a task, a task's status, a maintenance
// request's status, a visit a manager plans for a rep) are resent with their Idempotency-Key
// until answered: the same key twice, or five times at once, is done once (forms:
// idempotent-forms.test.ts; the mechanism: lib/idempotency.test.ts).
let t: TestApp;
let co: Company;
let clientId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// One instant for every body: a resend is the very same request.
const PLANNED_AT = new Date(Date.now() + 2 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

/** How many rows of the company a query counts (`select count(*)::int as n …`), read as the app reads. */
const countOf = async (query: SQL) =>
  (await inTenant(t.database.db, co.tenantId, (tx) => selectRows<{ n: number }>(tx, query)))[0]?.n ?? -1;
const activityOf = (entity: string, id: string) =>
  countOf(sql`select count(*)::int as n from activity where entity = ${entity} and entity_id = ${id} and action = 'status'`);

async function created(res: { statusCode: number; body: string }, status = 201): Promise<string> {
  expect(res.statusCode, res.body).toBe(status);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** A general task (done by the status call), the rep's own. */
const generalTask = async (title = 'Call back about the order') =>
  created(
    await t.call('POST', '/api/v1/taskos/list', {
      token: co.users.sales.token,
      body: { title, task_type: TASK_TYPE.general, due_date: day(2) },
    }),
  );

/** A maintenance request assigned to the technician, opened by the rep (multipart, as the app sends it). */
async function maintenanceRequest(): Promise<string> {
  const fields = { title: 'Leaking unit', description: 'Drips', priority: '1', assignee: co.users.maintenance.id, client: clientId };
  const form = multipartForm({ ...fields, scheduled_date: day(1) }, { name: 'photo.png', bytes: PNG, type: 'image/png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/maintenance/list',
    payload: form.payload,
    headers: {
      'content-type': form.contentType,
      cookie: 'csrftoken=c',
      'x-csrftoken': 'c',
      authorization: `Bearer ${co.users.sales.token}`,
    },
  });
  return created(res);
}

interface Write {
  token: string;
  url: string;
  body: Record<string, unknown>;
  /** How many rows the write has stored (the record, or its status step on the timeline). */
  count: () => Promise<number>;
}

interface WriteCase {
  status: number;
  /** Makes what the write acts on; each call is a fresh record, so the runs do not share one. */
  prepare(): Promise<Write>;
}

const cases: Record<string, WriteCase> = {
  'creating a task': {
    status: 201,
    async prepare() {
      const title = `Bring samples ${randomUUID().slice(0, 8)}`;
      return {
        token: co.users.sales.token,
        url: '/api/v1/taskos/list',
        body: { title, task_type: TASK_TYPE.general, client_id: clientId, due_date: day(3) },
        count: () => countOf(sql`select count(*)::int as n from tasks where title = ${title}`),
      };
    },
  },
  "changing a task's status (to Done, which is final)": {
    status: 200,
    async prepare() {
      const task = await generalTask();
      return {
        token: co.users.sales.token,
        url: `/api/v1/task/status/${task}`,
        body: { status: TASK_STATUS.done },
        count: () => activityOf('task', task),
      };
    },
  },
  "changing a maintenance request's status, as its technician": {
    status: 200,
    async prepare() {
      const request = await maintenanceRequest();
      return {
        token: co.users.maintenance.token,
        url: `/api/v1/maintenance/status/${request}`,
        body: { status: MAINTENANCE_STATUS.inProgress },
        count: () => activityOf('maintenance', request),
      };
    },
  },
  'planning a visit, sent by a manager for a rep': {
    status: 201,
    async prepare() {
      const notes = `Planned for the rep ${randomUUID().slice(0, 8)}`;
      return {
        token: co.users.manager.token,
        url: '/api/v1/visit/list',
        body: visitBody(clientId, { assigned_to: co.users.sales.id, planned_at: PLANNED_AT, notes }),
        count: () => countOf(sql`select count(*)::int as n from visits where notes = ${notes} and assigned_to = ${co.users.sales.id}`),
      };
    },
  },
};

const send = (w: Write, key: string) => t.call('POST', w.url, { token: w.token, body: w.body, headers: { 'idempotency-key': key } });

describe('Idempotency-Key on the JSON writes the field app queues', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: the same key twice stores one row, the repeat answered with the first answer`, async () => {
      const w = await c.prepare();
      const key = randomUUID();
      const first = await send(w, key);
      const again = await send(w, key);
      expect(first.statusCode, first.body).toBe(c.status);
      expect(again.statusCode, again.body).toBe(c.status);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await w.count()).toBe(1);
    });

    it(`${name}: five at once with one key store one row`, async () => {
      const w = await c.prepare();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(w, key)));
      expect(
        answers.map((a) => a.statusCode),
        answers.map((a) => a.body).join('\n'),
      ).toEqual(Array(5).fill(c.status));
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
      for (const a of answers.slice(1)) expect(a.json()).toEqual(answers[0]!.json());
      expect(await w.count()).toBe(1);
    });
  }

  it('a repeat without the key is not replayed: a task already Done is a 409', async () => {
    const task = await generalTask();
    const w = { token: co.users.sales.token, url: `/api/v1/task/status/${task}`, body: { status: TASK_STATUS.done } };
    expect((await send({ ...w, count: async () => 0 }, randomUUID())).statusCode).toBe(200);
    const bare = await t.call('POST', w.url, { token: w.token, body: w.body });
    expect(bare.statusCode, bare.body).toBe(409);
  });
});
