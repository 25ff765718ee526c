import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPhone } from '@contract/phone';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createClient } from '../../test/clients-fixtures';
import { createCompany, type Company } from '../../test/factories';

/**
 * Migration 0041 runs 0037's conversion of clients' phones to E.164 as production migrates: as
 * the tables' owner that is no superuser, whom forced row-level security would show no row.
 */
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const TYPED = ['٠٥٥١٢٣٤٥٦٧', '00966551234568', '966551234569', '+971 50 765 4321', '+966 12 34'];

const statements = readFileSync(new URL('./migrations/0041_client_phones_e164_as_owner.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
class RolledBack extends Error {}

describe('migration 0041 (clients’ phones as E.164, as the owner)', () => {
  it('converts phones stored as typed, then forces row-level security again', async () => {
    const ids: string[] = [];
    for (const typed of TYPED) {
      const id = await createClient(t, co.users.manager.token);
      // As rows were stored before issue 41: the phone as typed.
      await t.database.owner.execute(sql`update clients set phone = ${typed} where id = ${id}`);
      ids.push(id);
    }
    let seen = -1;
    let phones = new Map<string, string>();
    let forced = false;
    await t.database.owner
      .transaction(async (tx) => {
        if (t.database.kind === 'postgres') {
          const role = `phones_owner_${randomBytes(4).toString('hex')}`;
          await tx.execute(sql.raw(`create role ${role} nologin nosuperuser nobypassrls`));
          await tx.execute(sql.raw(`alter table clients owner to ${role}`));
          await tx.execute(sql.raw(`set local role ${role}`));
        }
        seen = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from clients`))[0]!.n;
        for (const statement of statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql`reset role`);
        const rows = rowsOf<{ id: string; phone: string }>(await tx.execute(sql`select id, phone from clients`));
        phones = new Map(rows.map((r) => [r.id, r.phone]));
        forced = rowsOf<{ on: boolean }>(
          await tx.execute(sql`select relforcerowsecurity as on from pg_class where relname = 'clients'`),
        )[0]!.on;
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    if (t.database.kind === 'postgres') expect(seen).toBe(0);
    TYPED.forEach((typed, i) => expect(phones.get(ids[i]!), typed).toBe(storedPhone(typed, 'SA')));
    expect(forced).toBe(true);
  });
});
