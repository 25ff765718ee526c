import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { PNG, postFormAs } from './uploads';
import { checkIn, planVisit } from './visits-fixtures';

/** A visit that already happened a minute ago: finished, this month, planned today. */
export async function recordVisit(t: TestApp, token: string, client: string, over: Record<string, unknown> = {}): Promise<string> {
  const visitedAt = new Date(Date.now() - 60_000).toISOString();
  const body = { client_id: client, visit_type: 1, visit_reason: 0, visited_at: visitedAt, outcome: 'Met the buyer', ...over };
  const res = await t.call('POST', '/api/v1/visit/already', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A collection visit planned, checked in and completed with `amount` paid by `payment` (0 cash, 1 credit). */
export async function collectVisit(t: TestApp, token: string, client: string, amount: string, payment: 0 | 1): Promise<string> {
  const id = await planVisit(t, token, client, { visit_type: 2, planned_at: new Date(Date.now() + 60_000).toISOString() });
  await checkIn(t, token, id);
  const res = await postFormAs(t, token, '/api/v1/collection/visit', { visit_id: id, amount, payment }, { name: 'r.png', bytes: PNG });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
