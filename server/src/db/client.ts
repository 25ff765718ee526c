import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { warnOfDatabase } from './warn';
import { bindTenancy } from './tenant-tx';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** What requests use: on PostgreSQL, logged in as the app role (never the owner). */
  db: Db;
  /**
   * The tables' owner, for migrations, the tenant-binding key and operator scripts; never for
   * a request. On PostgreSQL a pool of one connection that closes when idle; on PGlite `db`.
   */
  owner: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (live events: modules reach it only through modules/events). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * The extensions migrations create (PostgreSQL ships them; PGlite loads them explicitly).
 * PGlite's code is loaded only when it is used: a server on PostgreSQL starts without
 * reading it (a cold start to listening is a target, issue 13; ADR 0028).
 */
export async function pgliteExtensions() {
  const [{ cube }, { earthdistance }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { pg_trgm, cube, earthdistance };
}

/**
 * How long a statement on the server's PostgreSQL connections may run, and wait for a lock
 * another session holds (ms; 0: no limit). Without them one stuck lock (a transaction left
 * open in psql, a long maintenance statement) held every request that touched its rows, and
 * with them the pool's ten connections: the whole server then waited. With them such a request
 * answers 503 (lib/db-errors.ts) and its connection goes back to the pool. Migrations run
 * without them (db/migrate.ts).
 */
export interface DatabaseLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** The pool's connections at most (10 when not given). */
  poolMax?: number;
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pglite` (one process:
 * nothing to wait for). On PostgreSQL `databaseUrl` is the app role's login and `ownerUrl` the
 * owner's (the same URL when absent: a login that is then checked by assertConfinedLogin).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  ownerUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  limits?: DatabaseLimits;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A request waits at most 3 s for a connection: while the database is away it fails fast
    // (a 503, lib/db-errors.ts) instead of hanging.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.limits?.poolMax ?? 10,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
      // Sent when each connection opens: its defaults for the session, which RESET returns to.
      ...(opts.limits && { statement_timeout: opts.limits.statementTimeoutMs, lock_timeout: opts.limits.lockTimeoutMs }),
    });
    // An idle connection the database dropped (a restart) is an event, not a crash: the pool
    // discards it and opens a new one on the next request.
    // A connection lost while checked out (in a transaction between statements) also emits
    // 'error' on its client, which the pool does not listen to then: without this it would
    // crash the process. The statement in flight fails on its own and the request answers 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', (err) => warnOfDatabase('an idle connection was lost', err));
    // Used at start (migrations, the key) and by operator scripts: its one connection closes
    // after a second idle, so a running server holds no owner's connection.
    const ownerPool = new pg.Pool({ connectionString: opts.ownerUrl ?? opts.databaseUrl, max: 1, idleTimeoutMillis: 1_000 });
    ownerPool.on('error', (err) => warnOfDatabase("an idle owner's connection was lost", err));
    const listen = postgresListen(opts.databaseUrl);
    const database: Database = {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      owner: drizzlePg({ client: ownerPool, schema }) as unknown as Db,
      kind: 'postgres',
      listen,
      close: async () => {
        await listen.close();
        await Promise.all([pool.end(), ownerPool.end()]);
      },
    };
    await loadTenantBinding(database);
    return database;
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
  }
  const owned = client;
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client: owned, schema }) as unknown as Db;
  const database: Database = { db, owner: db, kind: 'pglite', listen: pgliteListen(owned), close: () => owned.close() };
  await loadTenantBinding(database);
  return database;
}

/**
 * Reads the key that signs the policies' settings (migration 0033) through the owner's
 * connection and hands it to the request handle. Before the first migration there is none yet:
 * runMigrations reads it once it has made it.
 */
export async function loadTenantBinding(database: Database): Promise<void> {
  const found = await database.owner
    .execute(sql`select key from app_private.binding_key`)
    .then((r) => (r as unknown as { rows: { key: string }[] }).rows[0]?.key)
    .catch((err: unknown) => {
      // No such schema or table yet: a database not yet migrated.
      const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code === '3F000' || code === '42P01') return undefined;
      // drizzle's "Failed query" hides why (a refused connection, a wrong password): say it.
      const why = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      throw new Error(`The database could not be read as its owner (DATABASE_OWNER_URL): ${why}`, { cause: err });
    });
  if (found) {
    bindTenancy(database.db, found);
    bindTenancy(database.owner, found);
  }
}

/**
 * Refuses a request login that could step around row-level security: a superuser, a role with
 * BYPASSRLS, a member of the tables' owner (FORCE applies to owners, but an owner can switch
 * it off), or a member of any role that is one of those (it could SET ROLE to it).
 */
export async function assertConfinedLogin(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  const result = await database.db.execute(sql`
    select current_user as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
      exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and pg_has_role(current_user, c.relowner, 'MEMBER')) as owner,
      exists (select 1 from pg_roles o where o.oid <> r.oid and (o.rolsuper or o.rolbypassrls) and pg_has_role(current_user, o.oid, 'MEMBER')) as can_become
    from pg_roles r where r.rolname = current_user`);
  const [login] = (
    result as unknown as { rows: { name: string; superuser: boolean; bypass: boolean; owner: boolean; can_become: boolean }[] }
  ).rows;
  if (login && !login.superuser && !login.bypass && !login.owner && !login.can_become) return;
  const why = !login
    ? 'an unknown role'
    : login.superuser
      ? 'a superuser'
      : login.bypass
        ? 'a role with BYPASSRLS'
        : login.owner
          ? "the tables' owner or a member of it"
          : 'a member of a superuser or BYPASSRLS role';
  throw new Error(
    `DATABASE_URL logs in as ${login?.name ?? '?'}, ${why}: row-level security could be lifted from inside a request. ` +
      "Log in as the app role (ziyara_app, or a LOGIN role granted it) and give the owner's URL as DATABASE_OWNER_URL (README: PostgreSQL set-up).",
  );
}
