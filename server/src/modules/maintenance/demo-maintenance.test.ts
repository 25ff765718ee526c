import { describe, expect, it } from 'vitest';
import { demoCompanyApp } from '../../../test/demo-company';

const t = demoCompanyApp();
const { signIn } = t;

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
