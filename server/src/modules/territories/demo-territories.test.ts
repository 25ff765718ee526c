import { describe, expect, it } from 'vitest';
import type { Territory, TerritoryCoverage } from '@contract/territories';
import { demoCompanyApp } from '../../../test/demo-company';

const t = demoCompanyApp();

describe('the demo territories', () => {
  it('shows the manager Riyadh north and south drawn, Jeddah and Dammam–Khobar as cities, with reps and coverage', async () => {
    const token = await t.signIn('manager@demo.ziyara.app');
    const res = await t.call('GET', '/api/v1/territories/', { token });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json() as { results: Territory[] };
    expect(results.map((x) => x.kind).sort()).toEqual(['cities', 'cities', 'polygon', 'polygon']);
    expect(results.every((x) => x.reps.length > 0)).toBe(true);
    expect(results.some((x) => /[\u0600-\u06FF]/.test(x.name))).toBe(true);
    const cov = await t.call('GET', '/api/v1/territories/coverage?days=90', { token });
    const rows = (cov.json() as { results: TerritoryCoverage[] }).results;
    // The demo's clients are in Riyadh, Jeddah, Dammam and Khobar: every territory holds some.
    expect(rows).toHaveLength(4);
    expect(
      rows.every((r) => r.clients > 0),
      JSON.stringify(rows),
    ).toBe(true);
    expect(rows.some((r) => r.visited > 0)).toBe(true);
  });
});
