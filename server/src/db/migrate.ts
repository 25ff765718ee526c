import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { loadTenantBinding, type Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: several instances starting at once migrate one after another.
const MIGRATION_LOCK = 727_001;

/**
 * Applies pending migrations through the owner's connection, never as the app role, then reads
 * the tenant-binding key (made by migration 0033) for the request handle.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.owner as never, { migrationsFolder });
  else await migratePostgres(database);
  await loadTenantBinding(database);
}

async function migratePostgres(database: Database): Promise<void> {
  // The advisory lock belongs to one session, so lock, migrate and unlock on one connection.
  const pool = (database.owner as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    // No limits for this session (db/client.ts DatabaseLimits): another instance may migrate for
    // minutes while this one waits for the lock, and a migration may rewrite a big table.
    await conn.query('set statement_timeout = 0; set lock_timeout = 0');
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
  } finally {
    // The owner's pool serves no requests: a connection whose unlock failed is simply closed.
    const unlockFailed = await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => undefined,
      (err: Error) => err,
    );
    conn.release(unlockFailed);
  }
}
