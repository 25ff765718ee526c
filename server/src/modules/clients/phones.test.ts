import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { clientBody } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { postFormAs } from '../../../test/uploads';

/** Issue 41: digits of any script in number fields; phones stored as E.164 and found in any form. */
let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const create = async (token: string, overrides: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/v1/client/list', { token, body: clientBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; phone: string };
};
const search = async (token: string, kind: 'client' | 'lead', words: string) => {
  const res = await t.call('GET', `/api/v1/${kind}/list?search=${encodeURIComponent(words)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
};

/** Every way people write one Saudi mobile number. */
const FORMS = ['٠٥٥١٢٣٤٥٦٧', '۰۵۵۱۲۳۴۵۶۷', '0551234567', '+966551234567', '966551234567', '00966551234567', '+966 55 123 4567'];

describe('phones', () => {
  it('stores a lead typed in Arabic-Indic digits as E.164, and every form of the number finds it', async () => {
    const lead = await create(co.users.sales.token, { kind: 'lead', phone: '٠٥٥١٢٣٤٥٦٧' });
    expect(lead.phone).toBe('+966551234567');
    for (const form of FORMS) expect(await search(co.users.sales.token, 'lead', form), form).toEqual([lead.id]);
    // Part of a number still finds it, in local and international form.
    expect(await search(co.users.sales.token, 'lead', '0551')).toContain(lead.id);
    expect(await search(co.users.sales.token, 'lead', '009665512')).toContain(lead.id);
    // Digits that begin with "00" but are a code in a name still find the name.
    const coded = await create(co.users.sales.token, { kind: 'lead', company_name: 'Import Co 00535', phone: '0551234599' });
    expect(await search(co.users.sales.token, 'lead', '00535')).toEqual([coded.id]);
  });

  it("stores a client's phone for the client's own country, and keeps what does not parse as typed", async () => {
    const emirati = await create(co.users.manager.token, { kind: 'client', country: 'AE', city: 'Dubai', phone: '050 765 4321' });
    expect(emirati.phone).toBe('+971507654321');
    expect(await search(co.users.manager.token, 'client', '+971507654321')).toEqual([emirati.id]);
    const odd = await create(co.users.manager.token, { kind: 'client', phone: '+966 12 34' });
    expect(odd.phone).toBe('+966 12 34');
  });

  it('never finds another company’s client by phone, nor flags it as a duplicate', async () => {
    const ours = await create(co.users.manager.token, { kind: 'client', phone: '0561112222' });
    const theirs = await create(other.users.manager.token, { kind: 'client', phone: '+966 56 111 2222' });
    expect(theirs.phone).toBe(ours.phone);
    for (const form of ['0561112222', '+966561112222', '00966561112222']) {
      expect(await search(co.users.manager.token, 'client', form)).toEqual([ours.id]);
      expect(await search(other.users.manager.token, 'client', form)).toEqual([theirs.id]);
    }
    const dup = await t.call('GET', `/api/v1/client/duplicates?phone=${encodeURIComponent('٠٥٦١١١٢٢٢٢')}`, {
      token: co.users.manager.token,
    });
    expect(dup.statusCode, dup.body).toBe(200);
    expect((dup.json() as { id: string }[]).map((d) => d.id)).toEqual([ours.id]);
  });
});

describe('numbers in any digits', () => {
  it('takes a sample stock written in Arabic-Indic digits, and says a non-number is no number', async () => {
    const body = { name: 'Gauze pads', code: `GZ-${Date.now()}`, unit: 'box', stock: '١٢٠' };
    const res = await t.call('POST', '/api/v1/setting/samples/', { token: co.users.admin.token, body });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { stock: number }).stock).toBe(120);
    const bad = await t.call('POST', '/api/v1/setting/samples/', {
      token: co.users.admin.token,
      body: { ...body, code: `GZ2-${Date.now()}`, stock: 'many' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.stock).toBe('Enter a whole number');
  });

  it('takes a multipart form’s number field in Arabic-Indic digits (a maintenance priority)', async () => {
    const client = await create(co.users.manager.token, { kind: 'client' });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await postFormAs(t, co.users.manager.token, '/api/v1/maintenance/list', {
      title: 'Compressor noise',
      description: 'Loud at start-up.',
      priority: '٢',
      assignee: co.users.maintenance.id,
      client: client.id,
      scheduled_date: day,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { priority: number }).priority).toBe(2);
  });
});
