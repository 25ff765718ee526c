import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_STATUS, VISIT_TYPE } from '@contract/visits';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { multipartForm, PNG } from '../../test/uploads';
import { CLINIC, createVisitClient, visitBody } from '../../test/visits-fixtures';

// DESIGN §6: the offline field app sends each queued change with its own Idempotency-Key
// until it gets an answer; a repeat must never do the change twice.
let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const rep = () => co.users.sales.token;
const keyed = (key: string, token = rep()) => ({ token, headers: { 'idempotency-key': key } });
// One instant for every body: a repeat must be the very same request.
const PLANNED_AT = new Date(Date.now() + 86_400_000).toISOString();
const plan = (key: string, overrides: Record<string, unknown> = {}, token = rep(), client = clientId) =>
  t.call('POST', '/api/v1/visit/list', {
    ...keyed(key, token),
    body: visitBody(client, { notes: 'Planned offline', planned_at: PLANNED_AT, ...overrides }),
  });
const visitsNoted = async (notes: string, token = rep()) => {
  const res = await t.call('GET', '/api/v1/visit/list?filter_type=0&page_size=100', { token });
  return (res.json().results as { id: string }[]).length === 0
    ? 0
    : (await Promise.all((res.json().results as { id: string }[]).map((v) => t.call('GET', `/api/v1/get/visit/${v.id}`, { token }))))
        .map((r) => r.json().notes as string)
        .filter((n) => n === notes).length;
};

describe('Idempotency-Key', () => {
  it('creates one record for a key sent twice, and answers the repeat with the first answer', async () => {
    const key = randomUUID();
    const first = await plan(key, { notes: 'Sent twice' });
    const again = await plan(key, { notes: 'Sent twice' });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await visitsNoted('Sent twice')).toBe(1);
  });

  it('refuses the key with another body (422) and keeps the first record alone', async () => {
    const key = randomUUID();
    expect((await plan(key, { notes: 'First body' })).statusCode).toBe(201);
    const other = await plan(key, { notes: 'Another body' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await visitsNoted('Another body')).toBe(0);
  });

  it('does the work once for concurrent repeats', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => plan(key, { notes: 'Five at once' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await visitsNoted('Five at once')).toBe(1);
  });

  it("is each user's own: another user's or another company's same key is another change", async () => {
    const key = randomUUID();
    expect((await plan(key, { notes: 'Same key, two people', assigned_to: co.users.sales.id })).statusCode).toBe(201);
    const byManager = await plan(key, { notes: 'Same key, two people', assigned_to: co.users.sales.id }, co.users.manager.token);
    expect(byManager.statusCode, byManager.body).toBe(201);
    expect(byManager.headers['idempotent-replayed']).toBeUndefined();
    expect(await visitsNoted('Same key, two people')).toBe(2);
    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const elsewhere = await plan(key, { notes: 'Same key, two people' }, other.users.sales.token, theirClient);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a repeated check-in with its first answer, not a 409', async () => {
    const visit = (await plan(randomUUID(), { notes: 'Check-in twice' })).json().id as string;
    const key = randomUUID();
    const body = { ...CLINIC, accuracy_m: 9 };
    const first = await t.call('POST', `/api/v1/visit/status/${visit}`, { ...keyed(key), body });
    const again = await t.call('POST', `/api/v1/visit/status/${visit}`, { ...keyed(key), body });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().status).toBe(VISIT_STATUS.started);
    // Without the key, a second check-in is the 409 it always was.
    expect((await t.call('POST', `/api/v1/visit/status/${visit}`, { token: rep(), body })).statusCode).toBe(409);
  });

  it('takes a collection with its photo once: one receipt number, one file', async () => {
    const visit = (await plan(randomUUID(), { visit_type: VISIT_TYPE.collection })).json().id as string;
    expect((await t.call('POST', `/api/v1/visit/status/${visit}`, { token: rep(), body: { ...CLINIC, accuracy_m: 9 } })).statusCode).toBe(
      200,
    );
    const key = randomUUID();
    const send = (amount: string) => {
      const form = multipartForm({ visit_id: visit, amount, payment: 0 }, { name: 'receipt.png', bytes: PNG, type: 'image/png' });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/collection/visit',
        payload: form.payload,
        headers: {
          'content-type': form.contentType,
          cookie: 'csrftoken=c',
          'x-csrftoken': 'c',
          authorization: `Bearer ${rep()}`,
          'idempotency-key': key,
        },
      });
    };
    const first = await send('480');
    const again = await send('480');
    expect([first.statusCode, again.statusCode], first.body).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().files).toHaveLength(1);
    expect((await send('999')).statusCode).toBe(422);
  });

  it('refuses a malformed key before doing anything', async () => {
    const res = await plan('short', { notes: 'Malformed key' });
    expect(res.statusCode).toBe(400);
    expect(await visitsNoted('Malformed key')).toBe(0);
  });
});
