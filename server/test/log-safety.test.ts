import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from './contract-endpoints';
import { isSecretName, safeError } from '../src/lib/log-safety';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';

// A statement that fails must not carry its bound values (password hashes, e-mails) into the log.
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { captureLogs: true });
  co = await createCompany(t);
  // As the owner: a rule the app cannot satisfy, so creating this user fails inside PostgreSQL.
  await t.database.owner.execute(sql`alter table users add constraint test_log_safety check (full_name <> 'Break The Insert')`);
});
afterAll(async () => t.close());

describe('the log', () => {
  it('keeps a failed query without its parameters, and no secret fields', async () => {
    const email = `secret.person.${Date.now()}@example.com`;
    const res = await t.call('POST', '/api/v1/list/tenant/user/', {
      token: co.users.admin.token,
      body: { full_name: 'Break The Insert', email, phone: '+966 55 222 3333', role: 'sales', password: 'Initial-Pass-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: expect.any(String) });
    const log = t.logs.join('');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('test_log_safety');
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('Initial-Pass-1');
    expect(log).not.toContain(co.users.admin.token);
  });

  it('hides the values PostgreSQL quotes in its own messages', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "owner@example.com"'), { severity: 'ERROR', code: '22P02' });
    expect(safeError(err).message).toBe('invalid input syntax for type uuid: "…"');
    expect(JSON.stringify(safeError(err))).not.toContain('owner@example.com');
  });

  it('logs a path that carries a secret (a receipt or rating link) with the secret left out', async () => {
    // Every declared route with a secret parameter: today the receipt check and the rating form.
    const secretRoutes = allEndpoints().filter((ep) => [...ep.path.matchAll(/:(\w+)/g)].some((m) => isSecretName(m[1] ?? '')));
    expect(secretRoutes.map((ep) => ep.path)).toEqual(expect.arrayContaining(['receipt/check/:token', 'visit/rate/:token']));
    for (const ep of secretRoutes) {
      const token = randomBytes(48).toString('base64url');
      const url = `/api/v1/${ep.path.replace(/:(\w+)/g, (whole, name: string) => (isSecretName(name) ? token : '00000000-0000-4000-8000-000000000000'))}`;
      const before = t.logs.length;
      await t.call(ep.method, url, { body: ep.method === 'GET' ? undefined : {} });
      const lines = t.logs.slice(before).join('');
      expect(lines).toContain(
        `/api/v1/${ep.path.replace(/:(\w+)/g, (whole, name: string) => (isSecretName(name) ? whole : '00000000-0000-4000-8000-000000000000'))}`,
      );
      expect(lines).not.toContain(token);
    }
  });

  it('logs the receipt page a QR code opens without its token', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'ziyara-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Ziyara</title>');
    const withWeb = await buildTestApp({ LOG_LEVEL: 'info', WEB_DIST: web }, { captureLogs: true });
    try {
      const token = randomBytes(48).toString('base64url');
      expect((await withWeb.call('GET', `/receipt/check/${token}`)).statusCode).toBe(200);
      const lines = withWeb.logs.join('');
      expect(lines).toContain('/receipt/check/:token');
      expect(lines).not.toContain(token);
    } finally {
      await withWeb.close();
    }
  });

  it('logs other paths as they are', async () => {
    const before = t.logs.length;
    await t.call('GET', '/api/v1/get/client/00000000-0000-4000-8000-000000000000', { token: co.users.admin.token });
    expect(t.logs.slice(before).join('')).toContain('/api/v1/get/client/00000000-0000-4000-8000-000000000000');
  });
});
