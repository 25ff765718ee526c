import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerAccess } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

describe('declared access', () => {
  it('stops the server at start-up when an API route declares no access rule', async () => {
    const app = Fastify();
    app.decorate('authenticate', async () => undefined);
    registerAccess(app);
    expect(() => app.get('/api/v1/forgotten', async () => 'x')).toThrow(/declares no access rule/);
    app.get('/api/v1/declared', { config: { access: 'public' } }, async () => 'x');
    await app.close();
  });

  it('answers 401 without a token on every route the OpenAPI document marks as needing one, and never on the others', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    let secured = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.call(method.toUpperCase() as 'GET', url, method === 'get' ? {} : { body: {} });
        if (op.security) {
          secured++;
          expect(res.statusCode, `${method} ${path}`).toBe(401);
        } else {
          expect(res.json().code, `${method} ${path}`).not.toBe('unauthenticated');
        }
      }
    }
    expect(secured).toBeGreaterThanOrEqual(15);
  });
});
