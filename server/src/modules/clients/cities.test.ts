import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { postFileAs } from '../../../test/uploads';

/** Cities from the gazetteer (issue 41, ADR 0044): one key per city whatever was typed or imported. */
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const HEADER = 'Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
const FILE = csv(
  'Dr,Riyadh Arabic,City Co 1,Clinic,VIP,+966 50 710 0001,,SA,الرياض',
  'Dr,Riyadh Lower,City Co 2,Clinic,VIP,+966 50 710 0002,,SA,riyadh ',
  'Dr,Jubail English,City Co 3,Clinic,VIP,+966 50 710 0003,,SA,Jubail',
  'Dr,Jubail Arabic,City Co 4,Clinic,VIP,+966 50 710 0004,,Saudi Arabia,الجبيل',
  'Dr,Nowhere Town,City Co 5,Clinic,VIP,+966 50 710 0005,,SA,Atlantis',
);

const list = async (query: string) => {
  const res = await t.call('GET', `/api/v1/client/list?${query}`, { token: co.users.manager.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { contact_name: string; city: string }[] };
};

describe('cities', () => {
  it('an import maps a city in either language to its key; a name of no place is its row’s problem', async () => {
    const preview = await postFileAs(t, co.users.manager.token, '/api/v1/client/import/preview?kind=client', 'clients.csv', FILE);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total_rows: 5, new_rows: 4, invalid_rows: 1 });
    expect(preview.json().problems).toEqual([
      {
        row: 6,
        column: 'city',
        reason: 'unknown_city',
        limit: null,
        message: 'Unknown city "Atlantis" for Saudi Arabia',
        value: 'Atlantis',
      },
    ]);

    const res = await postFileAs(t, co.users.manager.token, '/api/v1/client/import?kind=client&on_duplicate=skip', 'clients.csv', FILE);
    expect(res.statusCode, res.body).toBe(200);
    const cities = new Map((await list('search=City%20Co&page_size=50')).results.map((c) => [c.contact_name, c.city]));
    expect(Object.fromEntries(cities)).toEqual({
      'Riyadh Arabic': 'Riyadh',
      'Riyadh Lower': 'Riyadh',
      'Jubail English': 'Al Jubayl',
      'Jubail Arabic': 'Al Jubayl',
    });
  });

  it('the city filter finds the rows imported in either language', async () => {
    const jubail = await list('city=Al%20Jubayl');
    expect(jubail.results.map((c) => c.contact_name).sort()).toEqual(['Jubail Arabic', 'Jubail English']);
  });

  it('the search box finds a city by any of its names, alone or beside other words', async () => {
    const names = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}&page_size=50`)).results.map((c) => c.contact_name).sort();
    expect(await names('الجبيل')).toEqual(['Jubail Arabic', 'Jubail English']);
    expect(await names('jubail')).toEqual(['Jubail Arabic', 'Jubail English']);
    expect(await names('Arabic الجبيل')).toEqual(['Jubail Arabic']);
    // The words alone still match a name (no city is named by "City Co 2").
    expect(await names('City Co 2')).toEqual(['Riyadh Lower']);
    expect(await names('الجبيل Nobody')).toEqual([]);
  });

  it('creates a client in a gazetteer city, stored by its key whatever spelling came', async () => {
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Hail Client', city: "Ha'il" });
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Ahsa Client', city: 'الأحساء' });
    const created = new Map((await list('search=Client&page_size=50')).results.map((c) => [c.contact_name, c.city]));
    expect(created.get('Hail Client')).toBe("Ha'il");
    expect(created.get('Ahsa Client')).toBe('Al-Ahsa');
  });

  it("takes a company's city only from its country's gazetteer", async () => {
    const update = (city: string) =>
      t.call('PUT', '/api/v1/tenant/update/', {
        token: co.users.admin.token,
        body: {
          company_name: 'Cities Co',
          field: 'medical',
          country: 'SA',
          city,
          vat_number: '300000000000003',
          number_employees: 5,
          industry: 'distribution',
        },
      });
    const ok = await update('Al Jubayl');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().city).toBe('Al Jubayl');
    const bad = await update('Atlantis');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a client in a city of no place of its country, naming the field, and stores any spelling of a real one as its key', async () => {
    const { manager } = co.users;
    const res = await t.call('POST', '/api/v1/client/list', {
      token: manager.token,
      body: {
        kind: 'client',
        title: 'Dr',
        contact_name: 'Nowhere',
        company_name: 'Atlantis Clinic',
        customer_type: 'Clinic',
        customer_target: 'VIP',
        phone: '+966 55 765 4321',
        email: '',
        country: 'SA',
        city: 'Atlantis',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('city');
    const ok = await t.call('POST', '/api/v1/client/list', {
      token: manager.token,
      body: {
        kind: 'client',
        title: 'Dr',
        contact_name: 'Somewhere',
        company_name: 'Jubail Clinic',
        customer_type: 'Clinic',
        customer_target: 'VIP',
        phone: '+966 55 765 4322',
        email: '',
        country: 'SA',
        city: 'الجبيل',
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().city).toBe('Al Jubayl');
  });
});
