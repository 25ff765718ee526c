import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';
import { users } from './schema/index';
import { assertConfinedLogin, openDatabase } from './client';
import { APP_ROLE, inTenant, selectRows } from './tenant-tx';

// Global tables hold no company's data: sign-up codes (before a company exists) and
// public-site inquiries. Every other table must be a tenant table.
const GLOBAL_TABLES = ['signup_verifications', 'inquiries'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.owner.execute(query)) as unknown as { rows: T[] }).rows;

describe('row-level security', () => {
  it('puts every table with a tenant_id column (and tenants) under forced RLS with the tenant policy; the app role owns none', async () => {
    const tables = await rows<{
      name: string;
      rls: boolean;
      forced: boolean;
      owner: string;
      tenant_column: boolean;
      policies: string[] | null;
    }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced, pg_get_userbyid(c.relowner) as owner,
             exists (select 1 from information_schema.columns col where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id') as tenant_column,
             (select array_agg(p.polname::text) from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '__drizzle%'`);
    // Tenant tables are found by their column, not listed: a new module's table is checked the day it lands.
    const tenantTables = tables.filter((x) => x.tenant_column || x.name === 'tenants');
    const others = tables
      .filter((x) => !tenantTables.includes(x))
      .map((x) => x.name)
      .sort();
    expect(others, 'a table without tenant_id must be a deliberate global table (ADR 0002)').toEqual([...GLOBAL_TABLES].sort());
    expect(tenantTables.length).toBeGreaterThanOrEqual(6);
    for (const table of tenantTables) {
      expect(table, table.name).toMatchObject({ rls: true, forced: true });
      expect(table.policies ?? [], table.name).toContain('tenant_isolation');
      expect(table.owner).not.toBe(APP_ROLE);
    }
  });

  it('lets no foreign key point from one tenant table to another without tenant_id in it', async () => {
    const keys = await rows<{ name: string; source: string; target: string; columns: string[] }>(sql`
      select con.conname as name, src.relname as source, tgt.relname as target,
             array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class tgt on tgt.oid = con.confrelid
      join pg_namespace n on n.oid = src.relnamespace
      where con.contype = 'f' and n.nspname = 'public'`);
    const tenantTable = async (name: string) =>
      (
        await rows<{ n: number }>(sql`
      select count(*)::int as n from information_schema.columns where table_schema = 'public' and table_name = ${name} and column_name = 'tenant_id'`)
      )[0]?.n === 1;
    for (const key of keys) {
      // A key to the company itself is the tenant column; a key between two tenant tables must carry it.
      if (key.target === 'tenants' || !(await tenantTable(key.source)) || !(await tenantTable(key.target))) continue;
      expect(key.columns, `${key.name}: ${key.source} → ${key.target}`).toContain('tenant_id');
    }
    expect(keys.length).toBeGreaterThan(0);
  });

  it('offers one helper that puts a new table under the tenant policy', async () => {
    await t.database.owner.execute(sql`create table rls_helper_probe (id serial primary key, tenant_id uuid not null)`);
    await t.database.owner.execute(sql`select enable_tenant_rls('rls_helper_probe')`);
    const [probe] = await rows<{ rls: boolean; forced: boolean; policy: string }>(sql`
      select c.relrowsecurity as rls, c.relforcerowsecurity as forced, p.polname as policy
      from pg_class c join pg_policy p on p.polrelid = c.oid where c.relname = 'rls_helper_probe'`);
    expect(probe).toEqual({ rls: true, forced: true, policy: 'tenant_isolation' });
    await t.database.owner.execute(sql`drop table rls_helper_probe`);
  });

  it('runs requests as a role that is neither superuser nor able to bypass RLS', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const [who] = await inTenant(
      t.database.db,
      null,
      async (tx) => ((await tx.execute(sql`select current_user as name`)) as unknown as { rows: { name: string }[] }).rows,
    );
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
    await expect(
      inTenant(t.database.db, a.tenantId, (tx) =>
        tx.insert(users).values({
          tenantId: b.tenantId,
          fullName: 'Intruder',
          email: 'intruder@example.com',
          phone: '+966500000000',
          role: 'admin',
          passwordHash: 'x',
        }),
      ),
    ).rejects.toThrow();
  });
});

/**
 * A statement smuggled into a request's transaction (an injection, a careless raw query) must
 * not widen what it sees: the database alone holds the line (issue 38, ADR 0040).
 */
describe('a tenant transaction that tries to step out of its company', () => {
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  beforeAll(async () => {
    a = await createCompany(t);
    b = await createCompany(t);
  });

  /** Runs `attempt` in A's transaction (a failure is caught at a savepoint), then asks what it can see. */
  const seenAfter = (attempt: ReturnType<typeof sql>) =>
    inTenant(t.database.db, a.tenantId, async (tx) => {
      await tx.execute(sql`savepoint attempt`);
      await tx.execute(attempt).then(
        () => tx.execute(sql`release savepoint attempt`),
        () => tx.execute(sql`rollback to savepoint attempt`),
      );
      const [seen] = await selectRows<{ users: string[]; tenants: string[]; b_admin: number }>(
        tx,
        sql`select array(select distinct tenant_id::text from users) as users, array(select id::text from tenants) as tenants,
          (select count(*)::int from users where email = ${b.users.admin.email}) as b_admin`,
      );
      return seen;
    });

  it("cannot sign another company's id: set_config('app.tenant_id', other) shows nothing", async () => {
    const seen = await seenAfter(sql`select set_config('app.tenant_id', ${b.tenantId}, true)`);
    expect(seen).toEqual({ users: [], tenants: [], b_admin: 0 });
  });

  it('cannot reuse its own signature for another id, nor open the sign-in or company-listing doors', async () => {
    const reused = await seenAfter(
      sql`select set_config('app.tenant_id', ${b.tenantId}, true), set_config('app.login_email', ${b.users.admin.email}, true),
        set_config('app.login_email_sig', current_setting('app.tenant_id_sig'), true), set_config('app.list_tenants', 'on', true),
        set_config('app.list_tenants_sig', current_setting('app.tenant_id_sig'), true)`,
    );
    expect(reused).toEqual({ users: [], tenants: [], b_admin: 0 });
  });

  it('keeps seeing its own company when nothing is tried', async () => {
    const seen = await seenAfter(sql`select 1`);
    expect(seen).toEqual({ users: [a.tenantId], tenants: [a.tenantId], b_admin: 0 });
  });

  // PGlite has one superuser session (DESIGN §2): it narrows itself with SET LOCAL ROLE, which
  // RESET ROLE undoes. On PostgreSQL requests log in as the app role, as CI runs them.
  describe.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL, where requests log in as the app role', () => {
    it.each([
      ['reset role', sql`reset role`],
      ['set role to the owner', sql.raw('set role postgres')],
      ['set session authorization', sql.raw('set session authorization postgres')],
      ['reset session authorization', sql.raw('reset session authorization')],
      ['set local role none', sql.raw('set local role none')],
    ])('%s lifts nothing', async (_name, attempt) => {
      const seen = await seenAfter(attempt);
      expect(seen).toEqual({ users: [a.tenantId], tenants: [a.tenantId], b_admin: 0 });
    });

    it('logs in as a role that is no superuser, has no BYPASSRLS and owns no table; an owner login is refused', async () => {
      const [login] = await rowsAsApp<{ superuser: boolean; bypass: boolean; owns: number }>(sql`
        select r.rolsuper as superuser, r.rolbypassrls as bypass,
          (select count(*)::int from pg_class c where c.relowner = r.oid and c.relnamespace = 'public'::regnamespace) as owns
        from pg_roles r where r.rolname = session_user`);
      expect(login).toEqual({ superuser: false, bypass: false, owns: 0 });
      await expect(assertConfinedLogin(t.database)).resolves.toBeUndefined();
      const asOwner = await openDatabase({ databaseUrl: t.database.ownerUrl, dataDir: '' });
      try {
        await expect(assertConfinedLogin(asOwner)).rejects.toThrow(/DATABASE_OWNER_URL/);
      } finally {
        await asOwner.close();
      }
    });

    it('refuses a login that could SET ROLE to a role above it (here a member of the owner, a superuser)', async () => {
      const name = `rls_probe_${Date.now()}`;
      await t.database.owner.execute(sql.raw(`create role ${name} login nosuperuser nobypassrls; grant postgres to ${name}`));
      const url = new URL(t.database.ownerUrl!);
      url.username = name;
      const member = await openDatabase({ databaseUrl: url.toString(), ownerUrl: t.database.ownerUrl, dataDir: '' });
      try {
        await expect(assertConfinedLogin(member)).rejects.toThrow(/a member of/);
      } finally {
        await member.close();
        await t.database.owner.execute(sql.raw(`drop role ${name}`));
      }
    });

    it('cannot read the key that signs the settings', async () => {
      await expect(rowsAsApp(sql`select key from app_private.binding_key`)).rejects.toThrow();
    });
  });
});

const rowsAsApp = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
