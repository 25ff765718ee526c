import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: several instances starting at once migrate one after another.
const MIGRATION_LOCK = 727_001;

/** Applies pending migrations as the connecting (owner) user, never as the app role. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // The advisory lock belongs to one session, so lock, migrate and unlock on one connection.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    // No limits for this session (db/client.ts DatabaseLimits): another instance may migrate for
    // minutes while this one waits for the lock, and a migration may rewrite a big table.
    await conn.query('set statement_timeout = 0; set lock_timeout = 0');
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    // Back to the pool's limits before the connection serves requests; if that fails, it is closed.
    const resetFailed = await conn.query('reset statement_timeout; reset lock_timeout').then(
      () => undefined,
      (err: Error) => err,
    );
    conn.release(resetFailed);
  }
}
