import { describe, expect, it } from 'vitest';
import type { SavedView } from '@contract/saved-views';
import { demoCompanyApp } from '../../../test/demo-company';

const t = demoCompanyApp();

const views = async (email: string, list: string) => {
  const token = await t.signIn(email);
  const res = await t.call('GET', `/api/v1/saved-views/?list=${list}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { token, results: (res.json() as { results: SavedView[] }).results };
};

describe('the demo saved views', () => {
  it('gives every rep the shared views and keeps the manager’s own private', async () => {
    const manager = await views('manager@demo.ziyara.app', 'clients');
    expect(manager.results.map((v) => [v.name, v.shared, v.mine])).toEqual([
      ['VIP hospitals', true, true],
      ['عملاء الرياض', true, true],
      ['عملاء جدة المميزون', false, true],
    ]);
    const rep = await views('sales1@demo.ziyara.app', 'clients');
    expect(rep.results.map((v) => [v.name, v.mine, v.actions])).toEqual([
      ['VIP hospitals', false, []],
      ['عملاء الرياض', false, []],
    ]);
    expect((await views('sales1@demo.ziyara.app', 'tasks')).results.map((v) => v.name)).toEqual(['مهام هذا الأسبوع', 'Overdue tasks']);
  });

  it('keeps each view’s whole query (nothing the list refuses) and shows rows with it', async () => {
    const { token, results } = await views('manager@demo.ziyara.app', 'clients');
    const riyadh = results.find((v) => v.name === 'عملاء الرياض')!;
    expect(riyadh.query).toBe('city=Riyadh&sort=company_name');
    const rows = await t.call('GET', `/api/v1/client/list?city=Riyadh&ordering=company_name`, { token });
    expect(rows.statusCode, rows.body).toBe(200);
    expect((rows.json() as { count: number }).count).toBeGreaterThan(0);
    expect((await views('admin@demo.ziyara.app', 'expenses')).results[0]?.query).toBe('sort=-spent_on&status=pending');
    expect((await views('manager@demo.ziyara.app', 'maintenance')).results[0]?.query).toBe('priority=2&status=0');
    // The visits list's view keeps the kind of period (this week), not a date.
    expect((await views('sales1@demo.ziyara.app', 'visits')).results.map((v) => [v.name, v.query])).toEqual([
      ['Pending this week', 'period=2&status=0'],
    ]);
  });
});
