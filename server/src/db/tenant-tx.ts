import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export const APP_ROLE = 'ziyara_app';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `fn` in one transaction as the non-owner app role with `app.tenant_id` set, so
 * row-level security confines every statement to that tenant. Both settings are LOCAL:
 * they end with the transaction and never leak to the next user of the connection.
 * `tenantId` null runs with no tenant (sees no tenant rows): for global tables only.
 */
export function inTenant<T>(db: Db, tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip for both: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId ?? ''}, true), set_config('role', ${APP_ROLE}, true)`);
    return fn(tx);
  });
}

/**
 * Sign-in's one look across tenants: the `login_lookup` policy shows the single user row
 * whose e-mail is named here; nothing else is visible.
 */
export function asLoginLookup<T>(db: Db, email: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.login_email', ${email}, true), set_config('role', ${APP_ROLE}, true)`);
    return fn(tx);
  });
}

/** The rows of a raw SQL statement (both drivers answer `{ rows }`; drizzle types it loosely). */
export async function selectRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
