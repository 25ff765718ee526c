import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../test/contract-endpoints';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('operations', () => {
  it('health checks the database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('documents every API route in OpenAPI', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const declared = allEndpoints();
    // Found from the contract's files: every module's (20 exported `…Api` maps when this was written).
    expect(declared.length).toBeGreaterThanOrEqual(100);
    for (const ep of declared) expect(documented).toContain(`${ep.method} /api/v1/${ep.path}`);
  });

  it('sets security headers, a request id and the CSRF cookie', async () => {
    const res = await t.call('GET', '/api/health', { csrf: false });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toContain('csrftoken=');
  });

  it('answers unknown API routes with the error body', async () => {
    const res = await t.call('GET', '/api/v1/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
