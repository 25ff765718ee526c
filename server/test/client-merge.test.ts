import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createClient } from './clients-fixtures';
import { createCompany, type Company } from './factories';
import { PNG, postFileAs, postFormAs } from './uploads';
import { createVisitClient, planVisit } from './visits-fixtures';

/**
 * Duplicates (issue 41): a likely duplicate is flagged by contact and company names in any
 * spelling, and a manager merges two records of one client: everything moves to the one kept,
 * in one transaction, with a line in its history.
 */

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t)];
});
afterAll(async () => t.close());

const get = (token: string, path: string) => t.call('GET', `/api/v1/${path}`, { token });
const merge = (token: string, body: unknown) => t.call('POST', '/api/v1/client/merge', { token, body });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('likely duplicates by name', () => {
  it('flags the same contact at the same company in another spelling, and only with both names', async () => {
    const { manager } = co.users;
    const id = await createClient(t, manager.token, { contact_name: 'أحمد  العتيبي', company_name: 'مستشفى الشفاء' });
    const probe = (contact: string, company: string) =>
      get(manager.token, `client/duplicates?contact_name=${encodeURIComponent(contact)}&company_name=${encodeURIComponent(company)}`);
    for (const spelling of ['احمد العتيبي', 'أَحْمَد العتيبي', 'إحمد العتيبي ']) {
      const found = (await probe(spelling, 'مستشفي الشفاء')).json();
      expect(found, spelling).toEqual([expect.objectContaining({ id, matched_on: ['name'] })]);
    }
    expect((await probe('أحمد العتيبي', 'مستشفى النور')).json()).toEqual([]);
    expect((await get(manager.token, `client/duplicates?company_name=${encodeURIComponent('مستشفى الشفاء')}`)).json()).toEqual([]);
    // Another company's record of the same names is not a duplicate here.
    expect((await get(other.users.manager.token, `client/duplicates?contact_name=احمد العتيبي&company_name=مستشفي الشفاء`)).json()).toEqual(
      [],
    );
  });

  it('flags spelling variants of one contact at one company in an import, in the file and against the company', async () => {
    const { manager } = co.users;
    await createClient(t, manager.token, { kind: 'client', contact_name: 'أحمد الزهراني', company_name: 'مستشفى الحياة' });
    const header = 'Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City';
    const rows = ['احمد الزهراني', 'أَحْمَد الزهراني', 'إحمد الزهراني', 'خالد الزهراني'].map(
      (name, i) => `Dr,${name},مستشفي الحياه,Hospital,VIP,+966 50 800 ${1000 + i},,SA,Riyadh`,
    );
    const bytes = Buffer.from([header, ...rows, 'Dr,سارة المالكي,عيادة النور,Clinic,VIP,+966 50 800 2000,,SA,Riyadh'].join('\r\n'));
    const preview = await postFileAs(t, manager.token, '/api/v1/client/import/preview?kind=client', 'clients.csv', bytes);
    expect(preview.statusCode, preview.body).toBe(200);
    // The first variant matches the stored record; the next two repeat it within the file.
    expect(preview.json()).toMatchObject({ new_rows: 2, company_duplicates: 1, file_duplicates: 2 });
    expect(preview.json().duplicates[0]).toMatchObject({ row: 2, matched_on: ['name'], existing: { contact_name: 'أحمد الزهراني' } });
  });
});

describe('POST client/merge', () => {
  it('moves visits, tasks, meetings, maintenance, files and history to the kept record, fills its blanks, and hides the other', async () => {
    const { manager, sales, maintenance } = co.users;
    const kept = await createVisitClient(t, manager.token, sales.id, { contact_name: 'Huda Al-Qahtani', email: '' });
    const dupe = await createVisitClient(t, manager.token, sales.id, {
      contact_name: 'هدى القحطاني',
      email: 'huda@shifa.example',
      notes: 'Prefers mornings',
    });
    await planVisit(t, sales.token, dupe);
    await planVisit(t, sales.token, dupe);
    const task = await t.call('POST', '/api/v1/taskos/list', {
      token: manager.token,
      body: { title: 'Collect the agreement', task_type: 1, assigned_to: sales.id, client_id: dupe, due_date: tomorrow() },
    });
    expect(task.statusCode, task.body).toBe(201);
    const meeting = await t.call('POST', '/api/v1/meeting/list', {
      token: manager.token,
      body: { title: 'Review', date: tomorrow(), time: '10:00', duration: 30, place: 'Olaya', attendees: [manager.id], client_id: dupe },
    });
    expect(meeting.statusCode, meeting.body).toBe(201);
    const request = await postFormAs(t, manager.token, '/api/v1/maintenance/list', {
      title: 'Leak',
      description: 'Drips',
      priority: '1',
      assignee: maintenance.id,
      client: dupe,
      scheduled_date: tomorrow(),
    });
    expect(request.statusCode, request.body).toBe(201);
    const upload = await postFileAs(t, manager.token, '/api/v1/uploads/', 'contract.png', PNG);
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const attach = await t.call('POST', `/api/v1/client/attachment/${dupe}`, { token: manager.token, body: { file_id: upload.json().id } });
    expect(attach.statusCode, attach.body).toBeLessThan(300);

    // A sales user may not merge; the kept record must differ from the other.
    expect((await merge(sales.token, { keep_id: kept, merge_id: dupe })).statusCode).toBe(403);
    expect((await merge(manager.token, { keep_id: kept, merge_id: kept })).statusCode).toBe(400);

    const res = await merge(manager.token, { keep_id: kept, merge_id: dupe });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: kept, moved: { visits: 2, tasks: 1, meetings: 1, maintenance: 1, files: 1 } });

    const history = (await get(manager.token, `client/${kept}/history`)).json();
    expect(history).toMatchObject({ visits: 2, open_tasks: 1, meetings: 1, maintenance: 1 });
    expect((await get(manager.token, `client/attachment/${kept}`)).json()).toHaveLength(1);
    const details = (await get(manager.token, `get/client/${kept}`)).json();
    expect(details).toMatchObject({ contact_name: 'Huda Al-Qahtani', email: 'huda@shifa.example', notes: 'Prefers mornings' });
    const actions = details.timeline.map((a: { action: string }) => a.action);
    expect(actions.filter((a: string) => a === 'created')).toHaveLength(2); // the duplicate's history came along
    expect(details.timeline.at(-1)).toMatchObject({ action: 'merged', details: { id: dupe, contact_name: 'هدى القحطاني' } });

    expect((await get(manager.token, `get/client/${dupe}`)).statusCode).toBe(404);
    // Merged already: a second try finds nothing to merge.
    expect((await merge(manager.token, { keep_id: kept, merge_id: dupe })).statusCode).toBe(404);
  });

  it('merges a pair once when asked twice at once, never folds a client into a lead, and never reaches another company', async () => {
    const { manager } = co.users;
    const [a, b] = [await createClient(t, manager.token, { kind: 'client' }), await createClient(t, manager.token, { kind: 'client' })];
    const both = await Promise.all([merge(manager.token, { keep_id: a, merge_id: b }), merge(manager.token, { keep_id: b, merge_id: a })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);

    const lead = await createClient(t, manager.token);
    const client = await createClient(t, manager.token, { kind: 'client' });
    const intoLead = await merge(manager.token, { keep_id: lead, merge_id: client });
    expect(intoLead.statusCode).toBe(400);
    expect(intoLead.json().details.fields).toHaveProperty('merge_id');
    expect((await merge(manager.token, { keep_id: client, merge_id: lead })).statusCode).toBe(200);

    const theirs = await createClient(t, other.users.manager.token, { kind: 'client' });
    const mine = await createClient(t, manager.token, { kind: 'client' });
    expect((await merge(manager.token, { keep_id: mine, merge_id: theirs })).statusCode).toBe(404);
    expect((await get(other.users.manager.token, `get/client/${theirs}`)).statusCode).toBe(200);
  });
});
