import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { clientBody, createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, uploadAs } from '../../../test/uploads';
import { inTenant } from '../../db/tenant-tx';
import { insertUser, updateUser } from '../users/users.repository';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

type Page = {
  count: number;
  results: { id: string; contact_name: string; assigned_to: { id: string } | null; lead_status: string | null }[];
};
const list = async (token: string, path: string) => {
  const res = await t.call('GET', `/api/v1/${path}`, { token });
  expect(res.statusCode, path).toBe(200);
  return res.json() as Page;
};

describe('creating and listing', () => {
  it('creates a lead with the spec fields, names bad fields, and lists it on the leads tab only', async () => {
    const res = await t.call('POST', '/api/v1/client/list', {
      token: co.users.sales.token,
      body: clientBody({ contact_name: 'Fahad Lead' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'lead', lead_status: 'new', assigned_to: { id: co.users.sales.id }, title: 'Dr' });
    const leads = await list(co.users.sales.token, 'lead/list?search=Fahad');
    expect(leads.results.map((c) => c.contact_name)).toEqual(['Fahad Lead']);
    expect((await list(co.users.sales.token, 'client/list?search=Fahad')).count).toBe(0);

    const bad = await t.call('POST', '/api/v1/client/list', {
      token: co.users.sales.token,
      body: clientBody({ title: 'Sir', customer_type: 'Bakery', phone: 'call me', country: 'FR' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['country', 'customer_type', 'phone', 'title']);
    const half = await t.call('POST', '/api/v1/client/list', { token: co.users.sales.token, body: clientBody({ latitude: 24.7 }) });
    expect(half.statusCode).toBe(400);
  });

  it('finds Arabic the way people type it, and phones in Arabic-Indic digits', async () => {
    await createClient(t, co.users.manager.token, {
      kind: 'client',
      contact_name: 'أحمد الغامدي',
      company_name: 'مستشفى الشفاء',
      phone: '+966 50 111 2233',
    });
    const byPlainAlef = await list(co.users.manager.token, `client/list?search=${encodeURIComponent('احمد')}`);
    expect(byPlainAlef.results.map((c) => c.contact_name)).toEqual(['أحمد الغامدي']);
    const byYa = await list(co.users.manager.token, `client/list?search=${encodeURIComponent('مستشفي')}`);
    expect(byYa.count).toBe(1);
    const byLocalArabicDigits = await list(co.users.manager.token, `client/list?search=${encodeURIComponent('٠٥٠١١١')}`);
    expect(byLocalArabicDigits.results.map((c) => c.contact_name)).toEqual(['أحمد الغامدي']);
  });

  it('pages by 10 with filters and ordering; an unknown ordering is a 400', async () => {
    for (let i = 0; i < 11; i++)
      await createClient(t, co.users.manager.token, { kind: 'client', city: 'Dammam', customer_target: 'Regular' });
    const first = await list(co.users.manager.token, 'client/list?city=Dammam&page=1');
    expect(first.count).toBe(11);
    expect(first.results).toHaveLength(10);
    const second = await list(co.users.manager.token, 'client/list?city=Dammam&page=2');
    expect(second.results).toHaveLength(1);
    expect(new Set([...first.results, ...second.results].map((c) => c.id)).size).toBe(11);
    const byCompany = await list(co.users.manager.token, 'client/list?city=Dammam&ordering=company_name');
    const companies = byCompany.results.map((c) => (c as unknown as { company_name: string }).company_name);
    expect(companies).toEqual([...companies].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(co.users.manager.token, 'client/list?city=Dammam&customer_target=VIP')).count).toBe(0);
    expect((await list(co.users.manager.token, 'client/list?ordering=-company_name')).results.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/v1/client/list?ordering=deleted_at', { token: co.users.manager.token })).statusCode).toBe(400);
  });
});

describe('agencies on a client', () => {
  it('lists and shows each client with its agencies, by English name', async () => {
    const agencyId = async (name_en: string) =>
      (await t.call('POST', '/api/v1/setting/agency', { token: co.users.admin.token, body: { name_en, name_ar: 'وكالة' } })).json()
        .id as string;
    const ids = [await agencyId('Zeta Pharma'), await agencyId('Alpha Devices')];
    const id = await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Two Agencies', agency_ids: ids });
    const page = await t.call('GET', '/api/v1/client/list?search=Two%20Agencies', { token: co.users.manager.token });
    const listed = page.json().results[0] as { id: string; agencies: { name_en: string }[] };
    expect(listed.id).toBe(id);
    expect(listed.agencies.map((a) => a.name_en)).toEqual(['Alpha Devices', 'Zeta Pharma']);
    const details = await t.call('GET', `/api/v1/get/client/${id}`, { token: co.users.manager.token });
    expect(details.json().agencies.map((a: { name_en: string }) => a.name_en)).toEqual(['Alpha Devices', 'Zeta Pharma']);
    const bare = await createClient(t, co.users.manager.token, { kind: 'client' });
    expect((await t.call('GET', `/api/v1/get/client/${bare}`, { token: co.users.manager.token })).json().agencies).toEqual([]);
  });
});

describe('a search, page by page', () => {
  it("pages through a search's matches in the order asked for, each match once (a search of few matches is sorted apart)", async () => {
    const names = ['Noor', 'Badr', 'Yara', 'Dana', 'Omar', 'Lama', 'Fares'].map((n) => `${n} Pagedsearch`);
    for (const contact_name of names) await createClient(t, co.users.manager.token, { kind: 'client', contact_name });
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Someone Else' });
    const pages = async (ordering: string) => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const got = await list(co.users.manager.token, `client/list?search=pagedsearch&ordering=${ordering}&page=${page}&page_size=3`);
        expect(got.count).toBe(7);
        seen.push(...got.results.map((r) => r.contact_name));
      }
      return seen;
    };
    expect(await pages('contact_name')).toEqual([...names].sort());
    expect(await pages('-contact_name')).toEqual([...names].sort().reverse());
    // The default order: newest first.
    expect(await pages('-created_at')).toEqual([...names].reverse());
  });
});

describe('who sees what', () => {
  it("shows a sales user their own clients only; another rep's is a 404 everywhere", async () => {
    const managers = await createClient(t, co.users.manager.token, {
      kind: 'client',
      assigned_to: co.users.manager.id,
      contact_name: 'Not For Sales',
    });
    expect((await list(co.users.sales.token, 'client/list')).results.every((c) => c.assigned_to?.id === co.users.sales.id)).toBe(true);
    for (const [method, url, body] of [
      ['GET', `/api/v1/get/client/${managers}`, undefined],
      ['GET', `/api/v1/client/attachment/${managers}`, undefined],
      ['POST', '/api/v1/edit/client', { ...clientBody(), kind: undefined, id: managers }],
    ] as const) {
      expect((await t.call(method, url, { token: co.users.sales.token, body })).statusCode, url).toBe(404);
    }
    // Naming another rep as the assignee is refused for sales users.
    const res = await t.call('POST', '/api/v1/client/list', {
      token: co.users.sales.token,
      body: clientBody({ assigned_to: co.users.manager.id }),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/client/list', { token: co.users.maintenance.token })).statusCode).toBe(403);
    // Who can be assigned: managers ask, sales users may not list the team.
    const choices = await t.call('GET', '/api/v1/list/tenant/user/choices', { token: co.users.manager.token });
    expect(choices.json().map((u: { id: string }) => u.id)).toContain(co.users.sales.id);
    expect(choices.json().map((u: { id: string }) => u.id)).not.toContain(other.users.sales.id);
    // Each says whether work can be given to them: everyone but the technicians.
    const assignable = Object.fromEntries(choices.json().map((u: { id: string; assignable: boolean }) => [u.id, u.assignable]));
    expect(assignable).toMatchObject({
      [co.users.admin.id]: true,
      [co.users.manager.id]: true,
      [co.users.sales.id]: true,
      [co.users.maintenance.id]: false,
    });
    expect((await t.call('GET', '/api/v1/list/tenant/user/choices', { token: co.users.sales.token })).statusCode).toBe(403);
  });

  it('assigns clients only to people work can be given to; an edit keeps a rep since deactivated', async () => {
    const m = co.users.manager.token;
    const toTechnician = await t.call('POST', '/api/v1/client/list', {
      token: m,
      body: clientBody({ assigned_to: co.users.maintenance.id }),
    });
    expect(toTechnician.statusCode).toBe(400);
    expect(toTechnician.json().details?.fields).toHaveProperty('assigned_to');

    const rep = await inTenant(t.database.db, co.tenantId, (tx) =>
      insertUser(tx, {
        tenantId: co.tenantId,
        role: 'sales',
        fullName: 'Leaving Rep',
        email: `leaving.${co.tenantId.slice(0, 8)}@example.com`,
        phone: '+966500000000',
        passwordHash: 'x',
      }),
    );
    const body = clientBody({ kind: 'client', assigned_to: rep.id });
    const id = await createClient(t, m, body);
    await inTenant(t.database.db, co.tenantId, (tx) => updateUser(tx, rep.id, { isActive: false }));
    const { kind: _kind, ...fields } = body;
    const kept = await t.call('POST', '/api/v1/edit/client', { token: m, body: { ...fields, id, notes: 'Still theirs' } });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await t.call('POST', '/api/v1/edit/client', { token: m, body: { ...fields, id, assigned_to: co.users.maintenance.id } });
    expect(moved.statusCode).toBe(400);
  });

  it("answers 404 for another company's client on every id-taking call, and changes nothing", async () => {
    const theirs = await createClient(t, other.users.manager.token, { kind: 'client' });
    const theirLead = await createClient(t, other.users.manager.token);
    const token = co.users.admin.token;
    const calls = [
      ['GET', `/api/v1/get/client/${theirs}`, undefined],
      ['GET', `/api/v1/client/attachment/${theirs}`, undefined],
      ['POST', `/api/v1/client/attachment/${theirs}`, { file_id: theirs }],
      ['POST', '/api/v1/edit/client', { ...clientBody(), kind: undefined, id: theirs }],
      ['POST', '/api/v1/raad/editlead', { ...clientBody(), kind: undefined, id: theirLead }],
      ['POST', '/api/v1/client/delete', { clientID: theirs }],
      ['POST', '/api/v1/lead/approve', { id: theirLead }],
      [
        'POST',
        '/api/v1/client/details/sec',
        { id: theirLead, cr_number: '1010101010', vat_number: '300000000000003', national_address: 'RRRD2929 Riyadh' },
      ],
      ['POST', '/api/v1/archive/leads', { ids: [theirLead] }],
      ['POST', '/api/v1/delete/leads', { ids: [theirLead] }],
    ] as const;
    for (const [method, url, body] of calls) expect((await t.call(method, url, { token, body })).statusCode, url).toBe(404);
    const still = await t.call('GET', `/api/v1/get/client/${theirLead}`, { token: other.users.manager.token });
    expect(still.json()).toMatchObject({ lead_status: 'new', kind: 'lead' });
    // Agencies of another company cannot be linked either.
    const agency = await t.call('POST', '/api/v1/setting/agency', {
      token: other.users.admin.token,
      body: { name_en: 'Theirs', name_ar: 'لهم' },
    });
    const linked = await t.call('POST', '/api/v1/client/list', { token, body: clientBody({ agency_ids: [agency.json().id] }) });
    expect(linked.statusCode).toBe(400);
  });
});

describe('duplicates, files and the timeline', () => {
  it('reports a likely duplicate by phone (any digits), e-mail or CR before saving; a sales user learns only that it exists', async () => {
    await createClient(t, co.users.manager.token, {
      kind: 'client',
      phone: '+966 56 765 4321',
      email: 'buyer@nahdi.example',
      assigned_to: co.users.manager.id,
    });
    const asManager = await t.call('GET', `/api/v1/client/duplicates?phone=${encodeURIComponent('٠٥٦٧٦٥٤٣٢١')}`, {
      token: co.users.manager.token,
    });
    expect(asManager.json()).toEqual([expect.objectContaining({ matched_on: ['phone'], visible: true })]);
    const asSales = await t.call('GET', '/api/v1/client/duplicates?email=BUYER@nahdi.example', { token: co.users.sales.token });
    expect(asSales.json()).toEqual([expect.objectContaining({ matched_on: ['email'], visible: false, contact_name: '' })]);
    const asOther = await t.call('GET', '/api/v1/client/duplicates?email=buyer@nahdi.example', { token: other.users.manager.token });
    expect(asOther.json()).toEqual([]);
  });

  it('attaches an upload once, lists it, downloads it inside the company only, and records it on the timeline', async () => {
    const id = await createClient(t, co.users.sales.token, { kind: 'client' });
    const file = (await uploadAs(t, co.users.sales.token, 'عقد.png', PNG)).json() as { id: string };
    const attach = () => t.call('POST', `/api/v1/client/attachment/${id}`, { token: co.users.sales.token, body: { file_id: file.id } });
    expect((await attach()).statusCode).toBe(201);
    expect((await attach()).statusCode).toBe(404);
    const files = await t.call('GET', `/api/v1/client/attachment/${id}`, { token: co.users.manager.token });
    expect(files.json()).toEqual([expect.objectContaining({ id: file.id, name: 'عقد.png' })]);
    expect((await t.call('GET', `/api/v1/files/${file.id}`, { token: other.users.admin.token })).statusCode).toBe(404);
    const details = (await t.call('GET', `/api/v1/get/client/${id}`, { token: co.users.sales.token })).json();
    expect(details.timeline.map((a: { action: string }) => a.action)).toEqual(['created', 'file_added']);
    expect(details.timeline[0].actor).toEqual({ id: co.users.sales.id, full_name: co.users.sales.fullName });
  });
});
