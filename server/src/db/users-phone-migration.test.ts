import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPhone } from '@contract/phone';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';

/**
 * Migration 0039 turns users' phones typed before issue 41 into E.164 in SQL, with libphonenumber's
 * rules written out (it cannot run in the database): each case here must come out exactly as
 * the app's own `storedPhone` stores it now, for the company's country. It is run again on rows
 * made after the database was migrated, as production runs it: as a tables' owner that is no
 * superuser, whom row-level security (forced) would otherwise show no row at all.
 */
let t: TestApp;
const tenants: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const country of ['SA', 'AE', 'EG', 'KW']) {
    const { tenantId } = await createCompany(t);
    await t.database.owner.execute(sql`update tenants set country = ${country} where id = ${tenantId}`);
    tenants[country] = tenantId;
  }
});
afterAll(async () => t.close());

const CASES: [country: string, typed: string][] = [
  ['SA', '+966 55 100 0001'], // the demo users' phones before
  ['SA', '٠٥٥١٢٣٤٥٦٧'],
  ['SA', '۰۵۵۱۲۳۴۵۶۷'],
  ['SA', '0551234567'],
  ['SA', '966551234567'],
  ['SA', '00966551234567'],
  ['SA', '551234567'],
  ['SA', '011 234 5678'],
  ['SA', '+971 50 765 4321'],
  ['SA', '+20 100 123 4567'],
  ['SA', '+966 12 34'],
  ['SA', '+966500000000'],
  ['AE', '050 765 4321'],
  ['AE', '+966551234567'],
  ['AE', '04 123 4567'],
  ['EG', '010 0123 4567'],
  ['KW', '5001 2345'],
  ['KW', '00965 5001 2345'],
];

const statements = readFileSync(new URL('./migrations/0039_users_phone_e164.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
class RolledBack extends Error {}

/** Runs the migration as a plain owner inside a transaction that is rolled back; returns every user's phone by e-mail. */
async function migrateAndRead(): Promise<{ before: number; phones: Map<string, string>; forced: boolean[] }> {
  let out = { before: -1, phones: new Map<string, string>(), forced: [] as boolean[] };
  await t.database.owner
    .transaction(async (tx) => {
      if (t.database.kind === 'postgres') {
        const role = `phones_owner_${randomBytes(4).toString('hex')}`;
        await tx.execute(sql.raw(`create role ${role} nologin nosuperuser nobypassrls`));
        await tx.execute(sql.raw(`alter table users owner to ${role}`));
        await tx.execute(sql.raw(`alter table tenants owner to ${role}`));
        await tx.execute(sql.raw(`set local role ${role}`));
      }
      const [seen] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from users`));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`reset role`);
      const rows = rowsOf<{ email: string; phone: string }>(await tx.execute(sql`select email, phone from users`));
      const forced = rowsOf<{ on: boolean }>(
        await tx.execute(sql`select relforcerowsecurity as on from pg_class where relname in ('users', 'tenants')`),
      );
      out = { before: seen!.n, phones: new Map(rows.map((r) => [r.email, r.phone])), forced: forced.map((r) => r.on) };
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return out;
}

describe('migration 0039 (users’ phones as E.164)', () => {
  it("stores every phone as the app stores it now, for the company's country, in every company", async () => {
    for (const [i, [country, typed]] of CASES.entries()) {
      await t.database.owner.execute(
        sql`insert into users (tenant_id, full_name, email, phone, role, password_hash)
            values (${tenants[country]!}, 'Typed Phone', ${`typed.${i}@example.com`}, ${typed}, 'sales', 'x')`,
      );
    }
    const { before, phones, forced } = await migrateAndRead();
    // Without lifting forced row-level security the owner would see, and change, nothing.
    if (t.database.kind === 'postgres') expect(before).toBe(0);
    for (const [i, [country, typed]] of CASES.entries()) {
      expect(phones.get(`typed.${i}@example.com`), `${country} ${typed}`).toBe(storedPhone(typed, country));
    }
    expect(phones.get('typed.0@example.com')).toBe('+966551000001');
    expect(phones.get('typed.10@example.com')).toBe('+966 12 34');
    // Row-level security is forced again on both tables by the migration's end.
    expect(forced).toEqual([true, true]);
  });
});
