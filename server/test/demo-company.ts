import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * A test app holding the demo company, as a first start seeds it, for tests of what the demo
 * shows. Call it at the top of a test file: it registers its own set-up and tear-down.
 */
export function demoCompanyApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.database.db, t.storage);
  });
  afterAll(async () => t.close());
  return {
    call: (...args: Parameters<TestApp['call']>) => t.call(...args),
    /** A demo person's access token. */
    async signIn(email: string): Promise<string> {
      const res = await t.call('POST', '/api/v1/auth/login/', { body: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { access: string }).access;
    },
  };
}
