import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { extract } from '../../../test/pdf-text';
import { PNG, postFormAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { receiptToken } from '../../lib/receipt/receipt-token';

const SECRET = 'receipt-test-secret-0123456789abcdefghijklmnop';

// A receipt stops counting with its collection: rejected by a manager, or marked false. Its
// public check and its PDF both say so, with the reason and the day.
let t: TestApp;
let co: Company;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET });
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

async function collected(): Promise<string> {
  const id = await planVisit(t, co.users.sales.token, clientId, { visit_type: 2 });
  await checkIn(t, co.users.sales.token, id);
  const res = await postFormAs(
    t,
    co.users.sales.token,
    '/api/v1/collection/visit',
    { visit_id: id, amount: '640.00', payment: 0 },
    { name: 'receipt.png', bytes: PNG },
  );
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const check = async (visitId: string) => {
  const res = await t.call('GET', `/api/v1/receipt/check/${receiptToken(SECRET, co.tenantId, visitId)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { valid: boolean; voided: { reason: string; at: string } | null; amount: number };
};
const pdfText = async (visitId: string) => {
  const res = await t.call('GET', `/api/v1/visit/receipt/${visitId}`, { token: co.users.sales.token });
  expect(res.statusCode).toBe(200);
  return (await extract(res.rawPayload)).items.map((i) => i.text).join(' ');
};

describe('a voided receipt', () => {
  it('stands while its collection does', async () => {
    const id = await collected();
    expect(await check(id)).toMatchObject({ valid: true, voided: null, amount: 640 });
    const text = await pdfText(id);
    expect(text).toContain('Collection Receipt');
    expect(text).not.toContain('VOID');
  });

  it('says it was voided, with the reason and the day, once its collection is rejected', async () => {
    const id = await collected();
    const before = Date.now();
    const rejected = await t.call('POST', `/api/v1/visit/status/Rejected/${id}`, {
      token: co.users.manager.token,
      body: { reason: 'The amount was never handed over' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const res = await check(id);
    expect(res).toMatchObject({ valid: false, voided: { reason: 'The amount was never handed over' }, amount: 640 });
    expect(Date.parse(res.voided!.at)).toBeGreaterThanOrEqual(before - 1000);
    const text = await pdfText(id);
    expect(text).toContain('VOID Collection Receipt');
    expect(text).toContain('The amount was never handed over');
  });

  it('says it was voided once its collection is marked false, with the flag’s reason and day', async () => {
    const id = await collected();
    const before = Date.now();
    const flagged = await t.call('POST', `/api/v1/false/visit/${id}`, {
      token: co.users.manager.token,
      body: { reason: 'Nobody was at the clinic' },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const res = await check(id);
    expect(res).toMatchObject({ valid: false, voided: { reason: 'Nobody was at the clinic' } });
    expect(Date.parse(res.voided!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await pdfText(id)).toContain('Nobody was at the clinic');
  });
});
