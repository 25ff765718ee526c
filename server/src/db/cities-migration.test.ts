import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gazetteer } from '@contract/gazetteer-data';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';

/**
 * Migration 0040 maps cities typed before the gazetteer (issue 41) to its keys in SQL, from a
 * list of spellings written out with the app's own findPlace: each case must come out as
 * findPlace maps it now (or stay as typed where it finds nothing). It is run again on rows made
 * after the database was migrated, as production runs it: as a tables' owner that is no superuser.
 */
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const CASES: [country: string, typed: string, expected: string][] = [
  ['SA', 'الرياض', 'Riyadh'],
  ['SA', ' riyadh ', 'Riyadh'],
  ['SA', 'Ar-Riyad', 'Riyadh'],
  ['SA', 'Jubail', 'Al Jubayl'],
  ['SA', 'الجبيل', 'Al Jubayl'],
  ['SA', 'Hail', "Ha'il"],
  ['SA', 'الأحساء', 'Al-Ahsa'],
  ['SA', 'جازان', 'Jizan'],
  ['SA', 'مكة', 'Mecca'],
  ['SA', 'Jeddah', 'Jeddah'],
  ['SA', 'Atlantis', 'Atlantis'],
  ['AE', 'دبي', 'Dubai'],
  ['EG', 'القاهرة', 'Cairo'],
];

const statements = readFileSync(new URL('./migrations/0040_client_cities_gazetteer.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
class RolledBack extends Error {}

async function migrateAndRead(): Promise<{ cities: Map<string, string>; tenantCity: string }> {
  let out = { cities: new Map<string, string>(), tenantCity: '' };
  await t.database.owner
    .transaction(async (tx) => {
      if (t.database.kind === 'postgres') {
        const role = `cities_owner_${randomBytes(4).toString('hex')}`;
        await tx.execute(sql.raw(`create role ${role} nologin nosuperuser nobypassrls`));
        await tx.execute(sql.raw(`alter table clients owner to ${role}`));
        await tx.execute(sql.raw(`alter table tenants owner to ${role}`));
        await tx.execute(sql.raw(`set local role ${role}`));
      }
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`reset role`);
      const rows = rowsOf<{ contact_name: string; city: string }>(
        await tx.execute(sql`select contact_name, city from clients where tenant_id = ${co.tenantId}`),
      );
      const [tenant] = rowsOf<{ city: string }>(await tx.execute(sql`select city from tenants where id = ${co.tenantId}`));
      out = { cities: new Map(rows.map((r) => [r.contact_name, r.city])), tenantCity: tenant!.city };
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return out;
}

describe('migration 0040 (cities as gazetteer keys)', () => {
  it('maps every spelling as the app maps it now, and leaves an unknown city as typed', async () => {
    for (const [i, [country, typed]] of CASES.entries()) {
      await t.database.owner.execute(
        sql`insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
              phone, phone_digits, country, city, created_by)
            values (${co.tenantId}, 'client', 'Mr', ${`Typed City ${i}`}, 'Company', 'Commercial', 'Regular',
              ${`+96650000${String(i).padStart(4, '0')}`}, ${`50000${String(i).padStart(4, '0')}`}, ${country}, ${typed}, ${co.users.manager.id})`,
      );
    }
    await t.database.owner.execute(sql`update tenants set city = 'الرياض' where id = ${co.tenantId}`);
    const { cities, tenantCity } = await migrateAndRead();
    for (const [i, [country, typed, expected]] of CASES.entries()) {
      expect(cities.get(`Typed City ${i}`), `${country} ${typed}`).toBe(expected);
      expect(gazetteer.findPlace(country, typed) ?? typed.trim(), typed).toBe(expected);
    }
    expect(tenantCity).toBe('Riyadh');
  });
});
