import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { prepareStatementsOf } from './statement-cache';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (live events: modules reach it only through modules/events). */
  listen: Listen;
  close(): Promise<void>;
}

/** The extensions migrations create (PostgreSQL ships them; PGlite loads them explicitly). */
export const pgliteExtensions = { pg_trgm, cube, earthdistance };

/** PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pglite`. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; pglite?: PGlite }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
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
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
  }
  const owned = client;
  return {
    db: drizzlePglite({ client: owned, schema }) as unknown as Db,
    kind: 'pglite',
    listen: pgliteListen(owned),
    close: () => owned.close(),
  };
}
