import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
});
afterAll(async () => t.close());

const signIn = async (email: string) => {
  const res = await t.call('POST', '/api/v1/auth/login/', { body: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access: string }).access;
};

describe('the demo maintenance requests', () => {
  it('gives the demo technician open, started and done jobs, the done ones with notes', async () => {
    const token = await signIn('maintenance@demo.ziyara.app');
    const res = await t.call('GET', '/api/v1/maintenance/list?page_size=100', { token });
    expect(res.statusCode, res.body).toBe(200);
    const { count, results } = res.json() as {
      count: number;
      results: { status: number; completion_notes: string | null; client: { city: string } }[];
    };
    expect(count).toBe(10);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    expect(results.filter((r) => r.status === 2).every((r) => Boolean(r.completion_notes))).toBe(true);
    expect(new Set(results.map((r) => r.client.city))).toEqual(new Set(['Riyadh', 'Jeddah', 'Dammam']));
  });
});
