import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';
import { users } from './schema/index';
import { APP_ROLE, inTenant } from './tenant-tx';

// Global tables hold no company's data: sign-up codes (before a company exists) and
// public-site inquiries. Every other table must be a tenant table.
const GLOBAL_TABLES = ['signup_verifications', 'inquiries'];

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('row-level security', () => {
  it('is enabled and forced on every tenant table, and the app role owns none of them', async () => {
    const tables = await rows<{ name: string; rls: boolean; forced: boolean; owner: string }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced, pg_get_userbyid(c.relowner) as owner
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`);
    const tenantTables = tables.filter((x) => !GLOBAL_TABLES.includes(x.name));
    expect(tenantTables.map((x) => x.name).sort()).toEqual(['invitations', 'password_resets', 'plan_changes', 'refresh_tokens', 'tenants', 'users']);
    for (const table of tenantTables) {
      expect(table, table.name).toMatchObject({ rls: true, forced: true });
      expect(table.owner).not.toBe(APP_ROLE);
    }
  });

  it('runs requests as a role that is neither superuser nor able to bypass RLS', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const [who] = await inTenant(t.database.db, null, async (tx) =>
      ((await tx.execute(sql`select current_user as name`)) as unknown as { rows: { name: string }[] }).rows);
    expect(who?.name).toBe(APP_ROLE);
  });

  it('shows no rows to a query with no tenant set, and only its own to a tenant', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const none = await inTenant(t.database.db, null, (tx) => tx.select().from(users));
    expect(none).toHaveLength(0);
    const seenByA = await inTenant(t.database.db, a.tenantId, (tx) => tx.select().from(users));
    expect(seenByA.length).toBe(4);
    expect(seenByA.every((u) => u.tenantId === a.tenantId)).toBe(true);
    expect(seenByA.some((u) => u.tenantId === b.tenantId)).toBe(false);
  });

  it('refuses to write a row into another tenant', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    await expect(inTenant(t.database.db, a.tenantId, (tx) => tx.insert(users).values({
      tenantId: b.tenantId, fullName: 'Intruder', email: 'intruder@example.com', phone: '+966500000000', role: 'admin', passwordHash: 'x',
    }))).rejects.toThrow();
  });
});
