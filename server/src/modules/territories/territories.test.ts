import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { territorySchema, type Territory } from '@contract/territories';
import { inTenant } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { OLAYA } from './territories.test-cases';

let t: TestApp;
let co: Company;
let other: Company;

const post = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/territories/', { token, body });
async function make(body: Record<string, unknown>, token = co.users.manager.token): Promise<Territory> {
  const res = await post(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return territorySchema.parse(res.json());
}
const remove = (id: string, token = co.users.manager.token) => t.call('DELETE', `/api/v1/territories/${id}`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

describe('territory records', () => {
  it('creates, lists, edits and deletes an outline and a city set', async () => {
    const drawn = await make({ name: 'Olaya', kind: 'polygon', polygon: OLAYA, rep_ids: [co.users.sales.id] });
    expect(drawn).toMatchObject({ name: 'Olaya', kind: 'polygon', polygon: OLAYA, cities: [], assign_new: true });
    expect(drawn.reps).toEqual([{ id: co.users.sales.id, full_name: co.users.sales.fullName }]);

    // Any spelling the gazetteer knows is kept as the place's key.
    const edited = await t.call('PUT', `/api/v1/territories/${drawn.id}`, {
      token: co.users.admin.token,
      body: { name: 'جدة', kind: 'cities', cities: [{ country: 'SA', city: 'جدة' }], rep_ids: [], assign_new: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'جدة',
      kind: 'cities',
      polygon: null,
      cities: [{ country: 'SA', city: 'Jeddah' }],
      reps: [],
    });

    const listed = await t.call('GET', '/api/v1/territories/', { token: co.users.manager.token });
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: drawn.id, name: 'جدة' }] });

    expect((await remove(drawn.id)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/v1/territories/${drawn.id}`, { token: co.users.manager.token })).statusCode).toBe(404);
    expect((await remove(drawn.id)).statusCode).toBe(404);
  });

  it('refuses outlines that are not areas, with a message on polygon', async () => {
    const bowtie = [OLAYA[0], OLAYA[2], OLAYA[1], OLAYA[3]];
    const many = Array.from({ length: 501 }, (_, i) => ({
      latitude: 24 + Math.sin((i / 501) * 2 * Math.PI),
      longitude: 46 + Math.cos((i / 501) * 2 * Math.PI),
    }));
    const line = [
      { latitude: 24, longitude: 46 },
      { latitude: 24.5, longitude: 46.5 },
      { latitude: 25, longitude: 47 },
    ];
    for (const polygon of [
      null,
      OLAYA.slice(0, 2),
      bowtie,
      many,
      line,
      [OLAYA[0], OLAYA[1], OLAYA[0], OLAYA[2]],
      [{ latitude: 91, longitude: 46 }, ...OLAYA.slice(1)],
      [{ latitude: 24, longitude: -181 }, ...OLAYA.slice(1)],
    ]) {
      const res = await post(co.users.manager.token, { name: 'Bad', kind: 'polygon', polygon });
      expect(res.statusCode, JSON.stringify(polygon)?.slice(0, 80)).toBe(400);
      const { code, details } = res.json() as { code: string; details: { fields: Record<string, string> } };
      expect(code).toBe('validation_failed');
      expect(
        Object.keys(details.fields).every((k) => k.startsWith('polygon')),
        res.body,
      ).toBe(true);
    }
    // 500 corners of a circle is an area.
    const circle = await make({ name: 'Circle', kind: 'polygon', polygon: many.slice(0, 500) });
    expect(circle.polygon).toHaveLength(500);
    expect((await remove(circle.id)).statusCode).toBe(204);
  });

  it('refuses hostile and wrong fields, naming them', async () => {
    const rep2 = await addSalesRep(t, other);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ kind: 'circle' }, 'kind'],
      [{ kind: 'cities', cities: [] }, 'cities'],
      [{ kind: 'cities', cities: [{ country: 'SA', city: 'Atlantis' }] }, 'cities'],
      [{ kind: 'cities', cities: [{ country: 'XX', city: 'Riyadh' }] }, 'cities'],
      [{ rep_ids: [rep2.id] }, 'rep_ids'],
      [{ rep_ids: [co.users.maintenance.id] }, 'rep_ids'],
      [{ rep_ids: [co.users.sales.id, co.users.sales.id] }, 'rep_ids'],
    ];
    for (const [override, field] of cases) {
      const res = await post(co.users.manager.token, { name: 'Field test', kind: 'polygon', polygon: OLAYA, ...override });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      const fields = (res.json() as { details: { fields: Record<string, string> } }).details.fields;
      expect(
        Object.keys(fields).some((k) => k.startsWith(field)),
        res.body,
      ).toBe(true);
    }
  });

  it('keeps one territory per name (letter case aside), also for creations at once', async () => {
    const body = { name: 'Dammam & Khobar', kind: 'cities', cities: [{ country: 'SA', city: 'Dammam' }] };
    const answers = await Promise.all([1, 2, 3].map(() => post(co.users.manager.token, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const again = await post(co.users.admin.token, { ...body, name: 'DAMMAM & KHOBAR' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate', details: { fields: { name: expect.any(String) } } });
    // Another company may use the name.
    await make(body, other.users.manager.token);
    await remove((answers.find((r) => r.statusCode === 201)!.json() as Territory).id);
  });

  it('is for managers and admins: sales and maintenance get 403, another company’s id 404', async () => {
    const theirs = await make({ name: 'Theirs', kind: 'polygon', polygon: OLAYA }, other.users.manager.token);
    for (const role of ['sales', 'maintenance'] as const) {
      const token = co.users[role].token;
      expect((await t.call('GET', '/api/v1/territories/', { token })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/v1/territories/coverage?days=30', { token })).statusCode).toBe(403);
      expect((await post(token, { name: 'Mine', kind: 'polygon', polygon: OLAYA })).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/v1/territories/${theirs.id}`, { token: co.users.admin.token })).statusCode).toBe(404);
    const put = await t.call('PUT', `/api/v1/territories/${theirs.id}`, {
      token: co.users.manager.token,
      body: { name: 'Mine now', kind: 'polygon', polygon: OLAYA },
    });
    expect(put.statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/territories/${theirs.id}`, { token: other.users.manager.token })).json()).toMatchObject({
      name: 'Theirs',
    });
    const list = await t.call('GET', '/api/v1/territories/', { token: co.users.manager.token });
    expect((list.json() as { results: Territory[] }).results.map((x) => x.id)).not.toContain(theirs.id);
    await remove(theirs.id, other.users.manager.token);
  });
});

describe('coverage', () => {
  it('counts each territory’s clients by outline or city and those with a finished visit in the window', async () => {
    const c = await createCompany(t);
    const { manager, sales } = c.users;
    const drawn = await make({ name: 'Olaya', kind: 'polygon', polygon: OLAYA, assign_new: false }, manager.token);
    const cities = await make({ name: 'Jeddah', kind: 'cities', cities: [{ country: 'SA', city: 'Jeddah' }] }, manager.token);
    const inside = (n: number) => ({ kind: 'client', latitude: 24.69 + n * 0.001, longitude: 46.68, assigned_to: sales.id });
    const [a, b, d] = [
      await createClient(t, manager.token, inside(1)),
      await createClient(t, manager.token, inside(2)),
      await createClient(t, manager.token, inside(3)),
    ];
    // Not counted: a lead inside, a client outside, a deleted client inside.
    await createClient(t, manager.token, { ...inside(4), kind: 'lead' });
    await createClient(t, manager.token, { kind: 'client', latitude: 21.5, longitude: 39.2, city: 'Mecca', assigned_to: sales.id });
    const gone = await createClient(t, manager.token, inside(5));
    await createClient(t, manager.token, { kind: 'client', city: 'Jeddah', assigned_to: sales.id });
    await inTenant(t.database.db, c.tenantId, async (tx) => {
      await tx.execute(sql`update clients set deleted_at = now() where id = ${gone}`);
      // Finished visits: a today, b 40 days ago, d finished but false; one pending for a.
      const visit = (client: string, status: number, daysAgo: number, isFalse = false) => sql`
        insert into visits (tenant_id, client_id, assigned_to, created_by, visit_type, priority, visit_reason, planned_at, status, finished_at, is_false)
        values (${c.tenantId}, ${client}, ${sales.id}, ${manager.id}, 0, 1, 0, now(), ${status}, now() - make_interval(days => ${daysAgo}), ${isFalse})`;
      await tx.execute(visit(a, 2, 0));
      await tx.execute(visit(a, 0, 0));
      await tx.execute(visit(b, 3, 40));
      await tx.execute(visit(d, 2, 1, true));
    });
    const at = async (days: number) => {
      const res = await t.call('GET', `/api/v1/territories/coverage?days=${days}`, { token: manager.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: { territory_id: string }[] }).results;
    };
    expect(await at(30)).toEqual(
      expect.arrayContaining([
        { territory_id: drawn.id, clients: 3, visited: 1, share: 1 / 3 },
        { territory_id: cities.id, clients: 1, visited: 0, share: 0 },
      ]),
    );
    expect(await at(90)).toContainEqual({ territory_id: drawn.id, clients: 3, visited: 2, share: 2 / 3 });
    const bad = await t.call('GET', '/api/v1/territories/coverage?days=45', { token: manager.token });
    expect(bad.statusCode).toBe(400);
  });
});
