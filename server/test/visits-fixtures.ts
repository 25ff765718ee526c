import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { createClient } from './clients-fixtures';

/** The client of most visit tests: a clinic in Riyadh's Olaya district, with its location. */
export const CLINIC = { latitude: 24.6913, longitude: 46.6856 };

/** A client (with a location unless told otherwise) assigned to `repId`, created by a manager. */
export const createVisitClient = (t: TestApp, managerToken: string, repId: string, overrides: Record<string, unknown> = {}) =>
  createClient(t, managerToken, { kind: 'client', ...CLINIC, assigned_to: repId, ...overrides });

/** A valid "create visit" body; override what a test is about. */
export function visitBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    client_id: clientId,
    visit_type: 0,
    priority: 1,
    visit_reason: 0,
    planned_at: new Date(Date.now() + 3_600_000).toISOString(),
    notes: 'Bring the new catalogue',
    ...overrides,
  };
}

/** Plans a visit through the API and returns its id. */
export async function planVisit(t: TestApp, token: string, clientId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/visit/list', { token, body: visitBody(clientId, overrides) });
  if (res.statusCode !== 201) throw new Error(`plan failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Checks in at the clinic's door, as the assignee. */
export async function checkIn(t: TestApp, token: string, id: string, at: Record<string, unknown> = { ...CLINIC, accuracy_m: 8 }) {
  const res = await t.call('POST', `/api/v1/visit/status/${id}`, { token, body: at });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: number; is_false: boolean; check_in: { verdict: string; distance_m: number | null } };
}
