import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { isUuid } from '../lib/tenant-token';
import type { Db } from './client';
import { transactionWith, type TxOptions } from './pg-transaction';

export const APP_ROLE = 'ziyara_app';

/**
 * The key the policies' settings are signed with (migration 0033, ADR 0040), by database
 * handle: read once through the owner's connection (db/client.ts), since the role requests
 * run as cannot read it. Kept beside the handle rather than passed to every `inTenant`, so a
 * handle opened without it fails its first transaction loudly instead of seeing nothing.
 */
const bindingKeys = new WeakMap<Db, string>();

export function bindTenancy(db: Db, key: string): void {
  bindingKeys.set(db, key);
}

/** `app.<name>_sig` for `app.<name>` = value, as app_verified_setting() checks it. */
export function signSetting(db: Db, name: string, value: string): string {
  const key = bindingKeys.get(db);
  if (!key) throw new Error('The tenant-binding key is not loaded: open the database with openDatabase and run its migrations first');
  return createHash('sha256').update(`${key}:${name}:${value}:${key}`, 'utf8').digest('hex');
}

/** A request's transaction. Without drizzle's relational `query` API: a request's transaction is opened on a handle without the schema (db/pg-transaction.ts). */
export type Tx = Omit<Parameters<Parameters<Db['transaction']>[0]>[0], 'query'>;

/**
 * Runs `fn` in one transaction as the non-owner app role with `app.tenant_id` set and signed,
 * so row-level security confines every statement to that tenant. The settings are LOCAL:
 * they end with the transaction and never leak to the next user of the connection.
 * `tenantId` null runs with no tenant (sees no tenant rows): for global tables only.
 */
export function inTenant<T>(db: Db, tenantId: string | null, fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T> {
  if (tenantId !== null && !isUuid(tenantId)) throw new Error('inTenant: the tenant id is not a UUID');
  const signature = tenantId === null ? '' : signSetting(db, 'tenant_id', tenantId);
  const settings = { 'app.tenant_id': tenantId ?? '', 'app.tenant_id_sig': signature, role: APP_ROLE };
  return transactionWith(db, settings, fn, opts);
}

/**
 * Sign-in's one look across tenants: the `login_lookup` policy shows the single user row
 * whose e-mail is named here; nothing else is visible.
 */
export function asLoginLookup<T>(db: Db, email: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const signature = signSetting(db, 'login_email', email);
  return transactionWith(db, { 'app.login_email': email, 'app.login_email_sig': signature, role: APP_ROLE }, fn);
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
  const signature = signSetting(db, 'list_tenants', 'on');
  return transactionWith(db, { 'app.list_tenants': 'on', 'app.list_tenants_sig': signature, role: APP_ROLE }, fn);
}
