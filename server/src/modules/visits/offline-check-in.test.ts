import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { CLINIC, createVisitClient, visitBody } from '../../../test/visits-fixtures';

// Issue 14: a check-in made with no signal waits in the phone's outbox. The visit keeps the
// device's time (the geofence already judges the device's position) and the server's receipt.
let t: TestApp;
let co: Company;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const rep = () => co.users.sales.token;
const planVisit = async () => {
  const res = await t.call('POST', '/api/v1/visit/list', { token: rep(), body: visitBody(clientId) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const checkIn = (id: string, body: Record<string, unknown>, key?: string) =>
  t.call('POST', `/api/v1/visit/status/${id}`, { token: rep(), body, headers: key ? { 'idempotency-key': key } : {} });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('a check-in queued offline', () => {
  it('keeps the device time as the check-in time and the server receipt time beside it', async () => {
    const id = await planVisit();
    const takenAt = hoursAgo(3);
    const res = await checkIn(id, { ...CLINIC, accuracy_m: 8, taken_at: takenAt }, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const { check_in } = res.json();
    expect(new Date(check_in.at).toISOString()).toBe(takenAt);
    expect(Date.now() - new Date(check_in.received_at).getTime()).toBeLessThan(60_000);
    expect(check_in.verdict).toBe('verified'); // the device's position, at the client
  });

  it('still applies the geofence to the position taken on the device', async () => {
    const id = await planVisit();
    const far = { latitude: CLINIC.latitude + 0.05, longitude: CLINIC.longitude, accuracy_m: 10, taken_at: hoursAgo(1) };
    const res = await checkIn(id, far);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_false: true, check_in: { verdict: 'far' } });
  });

  it('uses the server clock when the device sends no time', async () => {
    const id = await planVisit();
    const res = await checkIn(id, CLINIC);
    const { check_in } = res.json();
    expect(Math.abs(new Date(check_in.at).getTime() - new Date(check_in.received_at).getTime())).toBeLessThan(5_000);
  });

  it('refuses a device time older than a week (400), and leaves the visit pending', async () => {
    const id = await planVisit();
    const res = await checkIn(id, { ...CLINIC, taken_at: hoursAgo(8 * 24) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: { taken_at: expect.any(String) } } });
    const after = await t.call('GET', `/api/v1/get/visit/${id}`, { token: rep() });
    expect(after.json()).toMatchObject({ status: 0, check_in: null });
  });

  it('takes the receipt time when the device clock is ahead of the server', async () => {
    const id = await planVisit();
    const res = await checkIn(id, { ...CLINIC, taken_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { check_in } = res.json();
    expect(Math.abs(new Date(check_in.at).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers a repeat of the queued check-in with the first answer, not a 409', async () => {
    const id = await planVisit();
    const key = randomUUID();
    const body = { ...CLINIC, taken_at: hoursAgo(2) };
    const first = await checkIn(id, body, key);
    const again = await checkIn(id, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
