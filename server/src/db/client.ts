import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { warnOfDatabase } from './warn';
import { prepareStatementsOf } from './statement-cache';
import { arrayRowsWithoutRowTemplate } from './pg-array-rows';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
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
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pglite` (one process: nothing to wait for). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  limits?: DatabaseLimits;
}): Promise<Database> {
  if (opts.databaseUrl) {
    arrayRowsWithoutRowTemplate();
    // A request waits at most 3 s for a connection: while the database is away it fails fast
    // (a 503, lib/db-errors.ts) instead of hanging.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
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
    prepareStatementsOf(pool);
    const listen = postgresListen(opts.databaseUrl);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      listen,
      close: async () => {
        await listen.close();
        await pool.end();
      },
    };
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
  return {
    db: drizzlePglite({ client: owned, schema }) as unknown as Db,
    kind: 'pglite',
    listen: pgliteListen(owned),
    close: () => owned.close(),
  };
}
