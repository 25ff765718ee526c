import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contract/users';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';
import { PNG, postFormAs, uploadAs } from '../../../test/uploads';
import { merged } from '../../../test/module-cases';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../users/users.repository';
import { fileOwners } from './file-owners';

// A file is seen by whoever sees the record it is attached to, by the record's own rule: the
// rep who owns a client sees its files, another rep and the maintenance role get a 404; a
// technician sees the files of the requests assigned to them only.
let t: TestApp;
let co: Company;
/** A second sales rep and a second technician of the same company. */
let rep2: string;
let tech2: string;
let clientId: string;

async function addUser(role: Role) {
  const row = await inTenant(t.database.db, co.tenantId, async (tx) =>
    insertUser(tx, {
      tenantId: co.tenantId,
      role,
      fullName: `Second ${role}`,
      email: `second.${role}.${co.tenantId.slice(0, 8)}@example.com`,
      phone: '+966500000002',
      passwordHash: await hashPassword(PASSWORD),
    }),
  );
  const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: row.email, password: PASSWORD } });
  return (res.json() as { access: string }).access;
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  rep2 = await addUser('sales');
  tech2 = await addUser('maintenance');
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const statusOf = async (token: string, fileId: string) => (await t.call('GET', `/api/v1/files/${fileId}`, { token })).statusCode;

function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Files attached to a record of the first rep (co.users.sales), one per kind of record. */
const attached: Record<string, () => Promise<string>> = {
  async client() {
    const file = ok<{ id: string }>(await uploadAs(t, co.users.sales.token, 'licence.png', PNG), 201);
    const body = { file_id: file.id };
    ok(await t.call('POST', `/api/v1/client/attachment/${clientId}`, { token: co.users.sales.token, body }), 201);
    return file.id;
  },
  async visit() {
    const visitId = await planVisit(t, co.users.sales.token, clientId, { visit_type: 2 });
    await checkIn(t, co.users.sales.token, visitId);
    const done = await postFormAs(
      t,
      co.users.sales.token,
      '/api/v1/collection/visit',
      { visit_id: visitId, amount: '100.00', payment: 0 },
      { name: 'receipt.png', bytes: PNG },
    );
    ok(done);
    return ok<{ files: { id: string }[] }>(await t.call('GET', `/api/v1/get/visit/${visitId}`, { token: co.users.sales.token })).files[0]!
      .id;
  },
  async visit_message() {
    const visitId = await planVisit(t, co.users.sales.token, clientId);
    const sent = await postFormAs(
      t,
      co.users.sales.token,
      '/api/v1/send/visit/message',
      { visit: visitId, message: 'The signed order' },
      { name: 'order.png', bytes: PNG, field: 'attachment' },
    );
    return ok<{ data: { attachment: { id: string } } }>(sent, 201).data.attachment.id;
  },
  async task() {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const taskBody = { title: 'Invoice the order', task_type: 3, due_date: due, client_id: clientId, assigned_to: co.users.sales.id };
    const task = ok<{ id: string }>(await t.call('POST', '/api/v1/taskos/list', { token: co.users.manager.token, body: taskBody }), 201);
    const fields = { task: task.id, invoice_number: 'INV-7', amount: '75.00', invoice_date: due };
    const done = await postFormAs(t, co.users.sales.token, '/api/v1/invoice/task', fields, { name: 'invoice.png', bytes: PNG });
    return ok<{ completion: { file: { id: string } } }>(done).completion.file.id;
  },
  // The other modules' own (their <m>.test-cases.ts).
  ...Object.fromEntries(Object.entries(merged((m) => m.attachedFiles)).map(([kind, attach]) => [kind, () => attach(t, co)])),
};

/** A request the first rep opened for the first technician, with a photo, completed with one. */
async function maintenanceFiles() {
  const fields = {
    title: 'AC unit leaking',
    description: 'Water drips from the indoor unit.',
    priority: '2',
    assignee: co.users.maintenance.id,
    client: clientId,
    scheduled_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  };
  const photo = { name: 'fault.png', bytes: PNG, type: 'image/png' };
  const request = ok<{ id: string; attachments: { id: string }[] }>(
    await postFormAs(t, co.users.sales.token, '/api/v1/maintenance/list', fields, [photo]),
    201,
  );
  const done = await postFormAs(t, co.users.maintenance.token, `/api/v1/maintenance/complete/${request.id}`, { notes: 'Fixed' }, [
    { ...photo, name: 'after.png' },
  ]);
  return {
    maintenance: request.attachments[0]!.id,
    maintenance_done: ok<{ completion_photos: { id: string }[] }>(done).completion_photos[0]!.id,
  };
}

describe('GET files/{id} follows its record', () => {
  it('has a visibility rule for every kind of record the upload routes attach a file to, and a route for every rule', async () => {
    // Files attached the app's own way, through each route that takes one; the kinds of owner
    // the routes wrote are read back from the database, not copied from the rule table.
    const fileIds: string[] = [];
    for (const attach of Object.values(attached)) fileIds.push(await attach());
    fileIds.push(...Object.values(await maintenanceFiles()));
    const written = await inTenant(t.database.db, co.tenantId, async (tx) => {
      const ids = sql.join(
        fileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = await selectRows<{ owner_type: string | null }>(tx, sql`select distinct owner_type from files where id in (${ids})`);
      return rows.map((r) => r.owner_type).sort();
    });
    expect(written).not.toContain(null);
    // A new kind of owner without a rule here is seen by nobody (maySeeFile): it must have one.
    expect(written).toEqual(Object.keys(fileOwners).sort());
  });

  for (const kind of Object.keys(attached)) {
    it(`a ${kind}'s file: its rep and the managers see it, another rep and the maintenance role get a 404`, async () => {
      const fileId = await attached[kind]!();
      expect(await statusOf(co.users.sales.token, fileId)).toBe(200);
      expect(await statusOf(co.users.manager.token, fileId)).toBe(200);
      expect(await statusOf(co.users.admin.token, fileId)).toBe(200);
      expect(await statusOf(rep2, fileId)).toBe(404);
      expect(await statusOf(co.users.maintenance.token, fileId)).toBe(404);
    });
  }

  it("a maintenance request's files: its technician and its creator see them, another technician and another rep get a 404", async () => {
    const files = await maintenanceFiles();
    for (const fileId of Object.values(files)) {
      expect(await statusOf(co.users.maintenance.token, fileId)).toBe(200);
      expect(await statusOf(co.users.sales.token, fileId)).toBe(200);
      expect(await statusOf(co.users.manager.token, fileId)).toBe(200);
      expect(await statusOf(tech2, fileId)).toBe(404);
      expect(await statusOf(rep2, fileId)).toBe(404);
    }
  });

  it('an upload not yet attached: its uploader and the managers see it, another rep gets a 404', async () => {
    const file = ok<{ id: string }>(await uploadAs(t, co.users.sales.token, 'draft.png', PNG), 201);
    expect(await statusOf(co.users.sales.token, file.id)).toBe(200);
    expect(await statusOf(co.users.manager.token, file.id)).toBe(200);
    expect(await statusOf(rep2, file.id)).toBe(404);
    expect(await statusOf(co.users.maintenance.token, file.id)).toBe(404);
  });
});
