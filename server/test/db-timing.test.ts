import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';

// Timed on the pooled connection a transaction checks out (db/pg-transaction.ts): PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('database time per request', () => {
  let t: TestApp;
  let co: Company;
  beforeAll(async () => {
    t = await buildTestApp({ SERVER_TIMING: 'true', REPLY_CACHE_MS: '0' });
    co = await createCompany(t);
  });
  afterAll(async () => t.close());

  it('sends Server-Timing with the time the request waited on its statements, and on a pooled connection', async () => {
    const res = await t.call('GET', '/api/v1/visit/list?filter_type=0', { token: co.users.manager.token });
    expect(res.statusCode, res.body).toBe(200);
    const timing = String(res.headers['server-timing']);
    expect(timing).toMatch(/^db;dur=\d+\.\d;desc="\d+ statements", pool;dur=\d+\.\d;desc="waiting for a connection"$/);
    const ms = Number(/dur=([\d.]+)/.exec(timing)?.[1]);
    expect(ms).toBeGreaterThan(0);
  });

  it('leaves the pooled client as it found it: a later request is timed on its own', async () => {
    const first = await t.call('GET', '/api/v1/visit/list?filter_type=0', { token: co.users.manager.token });
    const second = await t.call('GET', '/api/v1/visit/list?filter_type=0', { token: co.users.manager.token });
    const count = (h: unknown) => Number(/desc="(\d+) statements"/.exec(String(h))?.[1]);
    expect(count(second.headers['server-timing'])).toBe(count(first.headers['server-timing']));
  });
});
