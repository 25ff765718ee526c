import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index';
import { inTenant } from '../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createClient } from '../../test/clients-fixtures';
import { createCompany, type Company } from '../../test/factories';

// A long lifetime, so every reuse below is the cache's and every change is its invalidation.
let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp({ REPLY_CACHE_MS: '60000' });
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const names = async (token: string, path = 'client/list?page=1') => {
  const res = await t.call('GET', `/api/v1/${path}`, { token });
  return {
    status: res.statusCode,
    names: res.statusCode === 200 ? (res.json().results as { contact_name: string }[]).map((c) => c.contact_name) : [],
  };
};

describe('repeated reads answered from memory', () => {
  it("shows anyone's write of the company at once, and never one person's view to another", async () => {
    await createClient(t, co.users.sales.token, { kind: 'client', contact_name: 'Cached Own' });
    const first = await names(co.users.sales.token);
    expect(first.names).toEqual(['Cached Own']);
    // Another person's write (the manager's) drops what the rep's cache holds.
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Assigned By Manager', assigned_to: co.users.sales.id });
    expect((await names(co.users.sales.token)).names).toEqual(['Assigned By Manager', 'Cached Own']);
    // The same URL for the manager is the manager's own view, and the other company's is theirs.
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Manager Only', assigned_to: co.users.manager.id });
    expect((await names(co.users.manager.token)).names).toContain('Manager Only');
    expect((await names(co.users.sales.token)).names).not.toContain('Manager Only');
    expect((await names(other.users.manager.token)).names).toEqual([]);
  });

  it('answers a repeat from memory: a change made outside any request is not seen until the next write', async () => {
    const id = await createClient(t, co.users.manager.token, { kind: 'lead', contact_name: 'Before Direct Edit' });
    expect((await names(co.users.manager.token, 'lead/list?page=1')).names).toContain('Before Direct Edit');
    await inTenant(t.database.db, co.tenantId, (tx) =>
      tx.update(clients).set({ contactName: 'After Direct Edit' }).where(eq(clients.id, id)),
    );
    expect((await names(co.users.manager.token, 'lead/list?page=1')).names).toContain('Before Direct Edit');
    await createClient(t, co.users.manager.token, { kind: 'client' });
    expect((await names(co.users.manager.token, 'lead/list?page=1')).names).toContain('After Direct Edit');
  });

  it('refuses a session the moment it is logged out, though its read was just kept', async () => {
    expect((await names(co.users.manager.token)).status).toBe(200);
    const out = await t.call('POST', '/api/v1/auth/logout/', { body: { refresh: co.users.manager.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await names(co.users.manager.token)).status).toBe(401);
  });

  it('refuses a user the moment they are deactivated, however recently their read was kept', async () => {
    expect((await names(co.users.maintenance.token, 'client/list?page=1')).status).toBe(403);
    expect((await names(co.users.sales.token)).status).toBe(200);
    const off = await t.call('POST', `/api/v1/deactivate/user/${co.users.sales.id}`, { token: co.users.admin.token, body: {} });
    expect(off.statusCode, off.body).toBeLessThan(300);
    expect((await names(co.users.sales.token)).status).toBe(403);
  });
});

describe('big replies kept gzipped', () => {
  const page = (token: string, headers: Record<string, string>) =>
    t.call('GET', '/api/v1/client/list?page=1&page_size=100', { token, headers });

  it('sends the same reply gzipped to a client that accepts it, and plain to one that does not', async () => {
    for (let i = 0; i < 30; i++) await createClient(t, co.users.admin.token, { kind: 'client', contact_name: `Gzip Client ${i}` });
    const plain = await page(co.users.admin.token, {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const packed = await page(co.users.admin.token, { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    const unpacked = gunzipSync(packed.rawPayload).toString('utf8');
    expect(unpacked).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const refused = await page(co.users.admin.token, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves a small reply plain whatever the client accepts', async () => {
    const res = await t.call('GET', '/api/v1/client/list?page=1', {
      token: other.users.manager.token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
