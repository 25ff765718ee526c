import { describe, expect, it } from 'vitest';
import { demoCompanyApp } from '../../../test/demo-company';

const t = demoCompanyApp();
const { signIn } = t;

describe('the demo KPI', () => {
  it("gives both demo reps this month's targets, six months of trend and the manager's ratings", async () => {
    const token = await signIn('manager@demo.ziyara.app');
    const month = await t.call('GET', '/api/v1/get/kpi/', { token });
    expect(month.statusCode, month.body).toBe(200);
    const reps = (month.json() as { reps: { user: { id: string }; has_targets: boolean; attainment: number | null }[] }).reps;
    expect(reps).toHaveLength(2);
    expect(reps.every((r) => r.has_targets && r.attainment !== null)).toBe(true);
    const one = await t.call('GET', `/api/v1/get/kpi/?user_id=${reps[0]!.user.id}`, { token });
    const trend = (one.json() as { trend: { attainment: number | null; visits: number }[] }).trend;
    expect(trend).toHaveLength(6);
    expect(trend.filter((p) => p.attainment !== null).length).toBeGreaterThanOrEqual(3);
    expect(trend.some((p) => p.visits > 0)).toBe(true);
    const rep = await signIn('sales1@demo.ziyara.app');
    const previous = new Date();
    previous.setDate(1);
    previous.setMonth(previous.getMonth() - 1);
    const last = await t.call('GET', `/api/v1/get/kpi/?month=${previous.toISOString().slice(0, 7)}`, { token: rep });
    expect((last.json() as { reps: { rating: { rating: number } | null }[] }).reps[0]!.rating?.rating).toBeGreaterThan(0);
  });
});
