import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * The schema keeps companies apart by itself: every table with a tenant_id column is under
 * forced row-level security, and every key that identifies or links its rows names the
 * company, so no row can be made unique against, or point at, another company's row.
 * Tables are found by their column, so a new module's table is checked the day it lands.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.owner.execute(query)) as unknown as { rows: T[] }).rows;

const tenantTables = sql`
  select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`;

/** Constraints (or unique indexes) of tenant tables, with the columns they cover. */
async function keys(kind: 'p' | 'u' | 'f') {
  return rows<{ name: string; table: string; columns: string[] }>(sql`
    select con.conname as name, c.relname as table,
           array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns
    from pg_constraint con join pg_class c on c.oid = con.conrelid
    where con.contype = ${kind} and con.conrelid in (${tenantTables})
    order by c.relname, con.conname`);
}

/**
 * Unique across companies on purpose. users.email: people sign in with the e-mail alone
 * (schema/users.ts), so one address is one account in the whole product.
 */
const GLOBALLY_UNIQUE = ['users.users_email_key (email)'];

const without = (list: { name: string; table: string; columns: string[] }[]) =>
  list.filter((k) => !k.columns.includes('tenant_id')).map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`);

describe('the schema of tenant tables', () => {
  it('puts every table with a tenant_id column under enabled, forced row-level security with a policy', async () => {
    const tables = await rows<{ name: string; rls: boolean; forced: boolean; policies: number }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c where c.oid in (${tenantTables}) order by c.relname`);
    expect(tables.length).toBeGreaterThan(20);
    const unguarded = tables.filter((x) => !x.rls || !x.forced || x.policies === 0).map((x) => x.name);
    expect(unguarded, 'call enable_tenant_rls(<table>) in its migration').toEqual([]);
  });

  it('includes tenant_id in every unique constraint and unique index', async () => {
    const constraints = await keys('u');
    expect(constraints.length).toBeGreaterThan(0);
    expect(without(constraints)).toEqual([]);
    const indexes = await rows<{ name: string; table: string; columns: string[] }>(sql`
      select i.relname as name, c.relname as table,
             array(select coalesce(a.attname::text, 'expression') from unnest(x.indkey::int2[]) k
                   left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      where x.indisunique and not x.indisprimary and x.indrelid in (${tenantTables})`);
    expect(without(indexes).filter((name) => !GLOBALLY_UNIQUE.includes(name))).toEqual([]);
  });

  it('includes tenant_id in every foreign key of a tenant table', async () => {
    const foreign = await keys('f');
    expect(foreign.length).toBeGreaterThan(10);
    expect(without(foreign)).toEqual([]);
  });

  // Migration 0020 moved the last 19 primary keys from (id) to (tenant_id, id).
  it('includes tenant_id in every primary key', async () => {
    const primary = await keys('p');
    expect(primary.length).toBeGreaterThan(20);
    expect(without(primary)).toEqual([]);
  });
});
