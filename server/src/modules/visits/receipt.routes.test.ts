import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFormAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { receiptToken } from '../../lib/receipt/receipt-token';

const SECRET = 'receipt-test-secret-0123456789abcdefghijklmnop';

let t: TestApp;
let co: Company;
let other: Company;
let collected: string;
beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET });
  co = await createCompany(t, { name: 'مستلزمات النخيل الطبية' });
  other = await createCompany(t);
  const client = await createVisitClient(t, co.users.manager.token, co.users.sales.id, { company_name: 'صيدلية الشفاء' });
  collected = await planVisit(t, co.users.sales.token, client, { visit_type: 2 });
  await checkIn(t, co.users.sales.token, collected);
  const res = await postFormAs(
    t,
    co.users.sales.token,
    '/api/v1/collection/visit',
    { visit_id: collected, amount: '1250.50', payment: 0 },
    { name: 'receipt.png', bytes: PNG },
  );
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => t.close());

describe('the collection receipt', () => {
  it('is a PDF download named by its number, for whoever may see the visit', async () => {
    const res = await t.call('GET', `/api/v1/visit/receipt/${collected}`, { token: co.users.sales.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="receipt-1\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('GET', `/api/v1/visit/receipt/${collected}`, { token: co.users.manager.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/v1/visit/receipt/${collected}`, { token: other.users.admin.token })).statusCode).toBe(404);
  });

  it('does not exist for a visit that is not a finished collection', async () => {
    const client = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
    const pending = await planVisit(t, co.users.sales.token, client, { visit_type: 2 });
    expect((await t.call('GET', `/api/v1/visit/receipt/${pending}`, { token: co.users.sales.token })).statusCode).toBe(404);
    const call = await planVisit(t, co.users.sales.token, client, { visit_type: 4 });
    expect((await t.call('GET', `/api/v1/visit/receipt/${call}`, { token: co.users.sales.token })).statusCode).toBe(404);
  });

  it('is verified publicly by its signed token, and a forged or foreign token is a 404', async () => {
    const token = receiptToken(SECRET, co.tenantId, collected);
    const res = await t.call('GET', `/api/v1/receipt/check/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      company_name: 'مستلزمات النخيل الطبية',
      receipt_number: 1,
      amount: 1250.5,
      currency: 'SAR',
      payment: 0,
      client_name: 'صيدلية الشفاء',
    });
    const forged = receiptToken('another-secret-0123456789abcdefghijklmnopqrs', co.tenantId, collected);
    expect((await t.call('GET', `/api/v1/receipt/check/${forged}`)).statusCode).toBe(404);
    // A genuine signature over another company's id does not reach this company's visit.
    const crossed = receiptToken(SECRET, other.tenantId, collected);
    expect((await t.call('GET', `/api/v1/receipt/check/${crossed}`)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/receipt/check/not-a-token-at-all')).statusCode).toBe(404);
  });
});
