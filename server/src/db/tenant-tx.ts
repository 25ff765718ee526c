import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../lib/tenant-token';
import type { Db } from './client';
import { transactionWith, type TxOptions } from './pg-transaction';

export const APP_ROLE = 'ziyara_app';
const SETTINGS = `select set_config('app.tenant_id', $1, true), set_config('role', $2, true)`;

/** A request's transaction. Without drizzle's relational `query` API: a PostgreSQL transaction is built without the schema (db/pg-transaction.ts). */
export type Tx = Omit<Parameters<Parameters<Db['transaction']>[0]>[0], 'query'>;

/**
 * Runs `fn` in one transaction as the non-owner app role with `app.tenant_id` set, so
 * row-level security confines every statement to that tenant. Both settings are LOCAL:
 * they end with the transaction and never leak to the next user of the connection.
 * `tenantId` null runs with no tenant (sees no tenant rows): for global tables only. BEGIN and
 * both settings go out with its first statement (db/pg-transaction.ts).
 */
export function inTenant<T>(db: Db, tenantId: string | null, fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T> {
  if (tenantId !== null && !isUuid(tenantId)) throw new Error('inTenant: the tenant id is not a UUID');
  return transactionWith(db, { text: SETTINGS, values: [tenantId ?? '', APP_ROLE] }, fn, opts);
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

/**
 * Background work's one look across tenants: the `tenant_listing` policy shows the companies'
 * rows (and no other table), so a job can then visit each company in its own `inTenant`.
 */
export function asTenantLister<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWith(
    db,
    { text: `select set_config('app.list_tenants', 'on', true), set_config('role', $1, true)`, values: [APP_ROLE] },
    fn,
  );
}
