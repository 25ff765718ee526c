import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@contract/files';
import { maintenanceRequestSchema } from '@contract/maintenance';
import { inTenant } from '../../db/tenant-tx';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../users/users.repository';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';
import { PNG, postFormAs } from '../../../test/uploads';
import { createVisitClient } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
let theirClient: string;
/** A second technician of the company, and one who left (inactive). */
let tech2: { id: string; token: string };
let formerTech: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Part = { name: string; bytes: Buffer };
const post = (token: string | null, url: string, fields: Record<string, string>, files: Part[] = []) =>
  postFormAs(
    t,
    token,
    url,
    fields,
    files.map((f) => ({ ...f, type: 'image/png' })),
  );

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'AC unit leaking in the waiting room',
  description: 'Water drips from the indoor unit.\nCheck the drain pipe.',
  priority: '2',
  assignee: co.users.maintenance.id,
  client: clientId,
  scheduled_date: day(2),
  ...overrides,
});
const create = (token: string, overrides: Record<string, string> = {}, files: Part[] = []) =>
  post(token, '/api/v1/maintenance/list', fields(overrides), files);
const makeRequest = async (overrides: Record<string, string> = {}, token = co.users.manager.token, files: Part[] = []) => {
  const res = await create(token, overrides, files);
  expect(res.statusCode, res.body).toBe(201);
  return maintenanceRequestSchema.parse(res.json());
};
const get = (token: string, id: string) => t.call('GET', `/api/v1/maintenance/${id}`, { token });
const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/maintenance/list?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { id: string; status: number; scheduled_date: string }[] };
};
const setStatus = (token: string, id: string, status: number) =>
  t.call('POST', `/api/v1/maintenance/status/${id}`, { token, body: { status } });
const complete = (token: string, id: string, notes: string, photos: Part[] = []) =>
  post(token, `/api/v1/maintenance/complete/${id}`, { notes }, photos);

async function addTechnician(company: Company, active: boolean) {
  const row = await inTenant(t.database.db, company.tenantId, async (tx) =>
    insertUser(tx, {
      tenantId: company.tenantId,
      role: 'maintenance',
      fullName: 'Second technician',
      email: `tech.${Math.random().toString(16).slice(2)}@example.com`,
      phone: '+966500000001',
      passwordHash: await hashPassword(PASSWORD),
      isActive: active,
    }),
  );
  if (!active) return { id: row.id, token: '' };
  const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: row.email, password: PASSWORD } });
  return { id: row.id, token: (res.json() as { access: string }).access };
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  tech2 = await addTechnician(co, true);
  formerTech = (await addTechnician(co, false)).id;
});
afterAll(async () => t.close());

describe('POST maintenance/list', () => {
  it('creates a request with its attachments, downloadable through files/{id}', async () => {
    const req = await makeRequest({}, co.users.manager.token, [
      { name: 'leak.png', bytes: PNG },
      { name: 'quote.pdf', bytes: PDF },
    ]);
    expect(req).toMatchObject({
      status: 0,
      priority: 2,
      assignee: { id: co.users.maintenance.id },
      created_by: { id: co.users.manager.id },
      client: { id: clientId },
      completion_notes: null,
      completed_at: null,
    });
    expect(req.description).toContain('\n');
    expect(req.attachments.map((f) => [f.name, f.type])).toEqual([
      ['leak.png', 'image/png'],
      ['quote.pdf', 'application/pdf'],
    ]);
    const file = await t.call('GET', `/api/v1/files/${req.attachments[0]!.id}`, { token: co.users.maintenance.token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('lets a sales user create for a client of theirs; a technician may not create (403)', async () => {
    const bySales = await makeRequest({ title: 'طابعة نقاط البيع لا تطبع' }, co.users.sales.token);
    expect(bySales.created_by.id).toBe(co.users.sales.id);
    expect((await create(co.users.maintenance.token)).statusCode).toBe(403);
    expect((await post(null, '/api/v1/maintenance/list', fields())).statusCode).toBe(401);
  });

  it('refuses bad fields with a 400 naming each', async () => {
    const m = co.users.manager.token;
    for (const [overrides, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Bad\u0000title' }, 'title'],
      [{ title: 'Hidden \u202Etxt' }, 'title'],
      [{ description: 'd'.repeat(5001) }, 'description'],
      [{ priority: '7' }, 'priority'],
      [{ assignee: 'nobody' }, 'assignee'],
      [{ client: '' }, 'client'],
      [{ scheduled_date: '2031-02-30' }, 'scheduled_date'],
      [{ scheduled_date: 'tomorrow' }, 'scheduled_date'],
    ] as const) {
      const res = await create(m, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty(field);
    }
  });

  it('assigns only to an active technician of the company, for a client the creator may see', async () => {
    const m = co.users.manager.token;
    for (const [overrides, field] of [
      [{ assignee: co.users.sales.id }, 'assignee'],
      [{ assignee: formerTech }, 'assignee'],
      [{ assignee: other.users.maintenance.id }, 'assignee'],
      [{ client: theirClient }, 'client'],
    ] as const) {
      const res = await create(m, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty(field);
    }
    const managersClient = await createVisitClient(t, m, co.users.manager.id);
    const salesRes = await create(co.users.sales.token, { client: managersClient });
    expect(salesRes.statusCode).toBe(400);
    expect(salesRes.json().details.fields).toHaveProperty('client');
    expect((await makeRequest({ assignee: tech2.id })).assignee.id).toBe(tech2.id);
  });

  it('refuses a file of another type (415), a big one or a sixth (413), and keeps nothing of them', async () => {
    const m = co.users.manager.token;
    const before = (await list(m, 'page_size=100')).count;
    expect((await create(m, {}, [{ name: 'notes.txt', bytes: Buffer.from('plain text') }])).statusCode).toBe(415);
    const docx = Buffer.from('504b0304140000000000', 'hex');
    expect((await create(m, {}, [{ name: 'x.docx', bytes: docx }])).statusCode).toBe(415);
    const big = await create(m, {}, [{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES)]) }]);
    expect(big.statusCode).toBe(413);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    expect((await create(m, {}, six)).statusCode).toBe(413);
    expect((await create(m, { assignee: co.users.sales.id }, [{ name: 'ok.png', bytes: PNG }])).statusCode).toBe(400);
    const notMultipart = await t.call('POST', '/api/v1/maintenance/list', { token: m, body: fields() });
    expect(notMultipart.statusCode).toBe(415);
    expect((await list(m, 'page_size=100')).count).toBe(before);
  });
});

describe('GET maintenance/technicians', () => {
  it("lists the company's active technicians for whoever creates requests; not for a technician", async () => {
    const res = await t.call('GET', '/api/v1/maintenance/technicians', { token: co.users.sales.token });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { id: string }[]).map((u) => u.id).sort();
    expect(ids).toEqual([co.users.maintenance.id, tech2.id].sort());
    expect((await t.call('GET', '/api/v1/maintenance/technicians', { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/maintenance/technicians')).statusCode).toBe(401);
  });
});

describe('GET maintenance/list and maintenance/{id}', () => {
  it('shows technicians their requests, sales users the ones they created, managers all', async () => {
    const mine = await makeRequest({ title: 'Fridge display not cooling' });
    const other2 = await makeRequest({ title: 'Second technician job', assignee: tech2.id });
    const bySales = await makeRequest({ title: 'POS printer jam' }, co.users.sales.token);
    const techIds = (await list(co.users.maintenance.token, 'page_size=100')).results.map((r) => r.id);
    expect(techIds).toContain(mine.id);
    expect(techIds).not.toContain(other2.id);
    const salesIds = (await list(co.users.sales.token, 'page_size=100')).results.map((r) => r.id);
    expect(salesIds).toContain(bySales.id);
    expect(salesIds).not.toContain(mine.id);
    const all = (await list(co.users.manager.token, 'page_size=100')).results.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, other2.id, bySales.id]));
    expect((await get(co.users.maintenance.token, other2.id)).statusCode).toBe(404);
    expect((await get(tech2.token, other2.id)).statusCode).toBe(200);
    expect((await get(co.users.sales.token, mine.id)).statusCode).toBe(404);
    expect((await get(co.users.sales.token, bySales.id)).statusCode).toBe(200);
    expect((await get(other.users.admin.token, mine.id)).statusCode).toBe(404);
    expect((await list(other.users.admin.token)).results.map((r) => r.id)).not.toContain(mine.id);
  });

  it('tells the technician where the client is and whom to ask for', async () => {
    const request = await makeRequest({ title: 'Chiller alarm' });
    const res = await get(co.users.maintenance.token, request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client).toMatchObject({
      id: clientId,
      country: 'SA',
      contact_name: 'Huda Al-Qahtani',
      phone: expect.stringMatching(/^\+96655\d{7}$/), // stored as E.164
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it('filters by status, priority, assignee, client and scheduled days, sorted by the scheduled day', async () => {
    const m = co.users.manager.token;
    const soon = await makeRequest({ title: 'Soon', scheduled_date: day(20), priority: '0' });
    const later = await makeRequest({ title: 'Later', scheduled_date: day(25), priority: '0', assignee: tech2.id });
    const range = await list(m, `scheduled_from=${day(19)}&scheduled_to=${day(30)}`);
    expect(range.results.map((r) => r.id)).toEqual([soon.id, later.id]);
    const desc = await list(m, `scheduled_from=${day(19)}&ordering=-scheduled_date`);
    expect(desc.results.map((r) => r.id)).toEqual([later.id, soon.id]);
    expect((await list(m, `assignee=${tech2.id}&scheduled_from=${day(19)}`)).results.map((r) => r.id)).toEqual([later.id]);
    const low = await list(m, 'priority=0&page_size=100');
    expect(low.results.map((r) => r.id)).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect((await list(m, `client=${clientId}&page_size=100`)).count).toBeGreaterThanOrEqual(2);
    expect((await list(m, `client=${theirClient}`)).count).toBe(0);
    expect((await list(m, 'search=later')).results.map((r) => r.id)).toContain(later.id);
    expect((await list(m, 'status=2')).results.every((r) => r.status === 2)).toBe(true);
    for (const bad of ['status=9', 'priority=x', 'scheduled_from=2031-13-01', 'assignee=nope', 'ordering=title']) {
      expect((await t.call('GET', `/api/v1/maintenance/list?${bad}`, { token: m })).statusCode, bad).toBe(400);
    }
  });

  it('is for signed-in people who work maintenance', async () => {
    expect((await t.call('GET', '/api/v1/maintenance/list')).statusCode).toBe(401);
    const req = await makeRequest();
    expect((await t.call('GET', `/api/v1/maintenance/${req.id}`)).statusCode).toBe(401);
  });
});

describe('actions', () => {
  /** What each role, and the other technician, is told it may do with the request (or the status it gets). */
  async function actionsBy(id: string) {
    const seen: Record<string, unknown> = {};
    const callers = { ...co.users, tech2 } as Record<string, { token: string }>;
    for (const [who, { token }] of Object.entries(callers)) {
      const res = await get(token, id);
      seen[who] = res.statusCode === 200 ? maintenanceRequestSchema.parse(res.json()).actions : res.statusCode;
    }
    return seen;
  }

  it("offers starting and completing to the request's technician, admins and managers, not to the sales user who asked", async () => {
    const req = await makeRequest({}, co.users.sales.token);
    const work = ['start', 'complete'];
    expect(await actionsBy(req.id)).toEqual({ admin: work, manager: work, sales: [], maintenance: work, tech2: 404 });
    const row = (await list(co.users.maintenance.token, 'page_size=100')).results.find((r) => r.id === req.id);
    expect(row).toMatchObject({ actions: work });

    // What is offered is what the calls allow: the sales user is refused, the technician is not.
    expect((await setStatus(co.users.sales.token, req.id, 1)).statusCode).toBe(403);
    const started = await setStatus(co.users.maintenance.token, req.id, 1);
    expect(started.json().actions).toEqual(['complete']);
    expect(await actionsBy(req.id)).toEqual({
      admin: ['complete'],
      manager: ['complete'],
      sales: [],
      maintenance: ['complete'],
      tech2: 404,
    });

    const done = await complete(co.users.maintenance.token, req.id, 'Fixed the drain.');
    expect(done.json().actions).toEqual([]);
    expect(await actionsBy(req.id)).toEqual({ admin: [], manager: [], sales: [], maintenance: [], tech2: 404 });
  });
});

describe('POST maintenance/status/{id}', () => {
  it('starts work (Open → In progress); Done only through the completion; no way back (409)', async () => {
    const req = await makeRequest();
    const tech = co.users.maintenance.token;
    expect((await setStatus(tech, req.id, 2)).statusCode).toBe(409);
    const started = await setStatus(tech, req.id, 1);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id: req.id, status: 1 });
    expect((await setStatus(tech, req.id, 1)).statusCode).toBe(200);
    const back = await setStatus(tech, req.id, 0);
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('invalid_transition');
    expect((await setStatus(tech, req.id, 5)).statusCode).toBe(400);
  });

  it('is for the technician or a manager: the sales user who asked gets a 403, anyone else a 404', async () => {
    const bySales = await makeRequest({}, co.users.sales.token);
    expect((await setStatus(co.users.sales.token, bySales.id, 1)).statusCode).toBe(403);
    expect((await setStatus(tech2.token, bySales.id, 1)).statusCode).toBe(404);
    expect((await setStatus(other.users.manager.token, bySales.id, 1)).statusCode).toBe(404);
    expect((await setStatus(co.users.admin.token, bySales.id, 1)).statusCode).toBe(200);
  });
});

describe('POST maintenance/complete/{id}', () => {
  it('completes with notes and photos, who and when; a second completion is a 409', async () => {
    const req = await makeRequest();
    const tech = co.users.maintenance.token;
    const res = await complete(tech, req.id, 'Cleaned the drain pipe, refilled the gas.', [
      { name: 'after.png', bytes: PNG },
      { name: 'label.png', bytes: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const done = maintenanceRequestSchema.parse(res.json());
    expect(done).toMatchObject({
      status: 2,
      completion_notes: 'Cleaned the drain pipe, refilled the gas.',
      completed_by: { id: co.users.maintenance.id },
      completed_at: expect.any(String),
    });
    expect(done.completion_photos.map((p) => p.name)).toEqual(['after.png', 'label.png']);
    const photo = await t.call('GET', `/api/v1/files/${done.completion_photos[0]!.id}`, { token: co.users.manager.token });
    expect(photo.statusCode).toBe(200);
    expect((await get(co.users.manager.token, req.id)).json()).toMatchObject({ status: 2, completion_notes: done.completion_notes });
    const again = await complete(tech, req.id, 'Again');
    expect(again.statusCode).toBe(409);
    expect((await setStatus(tech, req.id, 1)).statusCode).toBe(409);
  });

  it('completes once when two completions race: one wins, the other is a 409 and leaves no photo', async () => {
    const req = await makeRequest();
    const tech = co.users.maintenance.token;
    const both = await Promise.all([
      complete(tech, req.id, 'First', [{ name: 'one.png', bytes: PNG }]),
      complete(co.users.manager.token, req.id, 'Second', [{ name: 'two.png', bytes: PNG }]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json() as { completion_notes: string };
    const final = maintenanceRequestSchema.parse((await get(co.users.manager.token, req.id)).json());
    expect(final.completion_notes).toBe(winner.completion_notes);
    expect(final.completion_photos).toHaveLength(1);
  });

  it('refuses missing or bad notes (400), photos of another type (415), and leaves the request open', async () => {
    const req = await makeRequest();
    const tech = co.users.maintenance.token;
    for (const notes of ['', '   ', 'n'.repeat(5001), 'bad\u0000notes']) {
      const res = await complete(tech, req.id, notes);
      expect(res.statusCode, JSON.stringify(notes.slice(0, 10))).toBe(400);
      expect(res.json().details.fields).toHaveProperty('notes');
    }
    expect((await complete(tech, req.id, 'Done', [{ name: 'report.pdf', bytes: PDF }])).statusCode).toBe(415);
    const big = await complete(tech, req.id, 'Done', [{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES)]) }]);
    expect(big.statusCode).toBe(413);
    expect((await get(tech, req.id)).json()).toMatchObject({ status: 0, completion_photos: [] });
  });

  it('is for the technician or a manager: 403 for the sales user who asked, 404 for another technician or company', async () => {
    const bySales = await makeRequest({}, co.users.sales.token);
    expect((await complete(co.users.sales.token, bySales.id, 'Fixed')).statusCode).toBe(403);
    expect((await complete(tech2.token, bySales.id, 'Fixed')).statusCode).toBe(404);
    expect((await complete(other.users.admin.token, bySales.id, 'Fixed')).statusCode).toBe(404);
    expect((await complete(other.users.maintenance.token, bySales.id, 'Fixed')).statusCode).toBe(404);
    expect((await post(null, `/api/v1/maintenance/complete/${bySales.id}`, { notes: 'x' })).statusCode).toBe(401);
    expect((await complete(co.users.manager.token, bySales.id, 'Fixed by the manager')).statusCode).toBe(200);
  });
});
