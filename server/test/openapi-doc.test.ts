import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

// docs/api/openapi.json is what integrators read: it must be the document the code makes.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('docs/api/openapi.json', () => {
  it('is current (regenerate with `npm run docs:api`)', () => {
    const committed = readFileSync('docs/api/openapi.json', 'utf8');
    expect(committed).toBe(`${JSON.stringify(t.app.swagger(), null, 2)}\n`);
  });
});
