import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions, type Database } from '../src/db/client';
import { appLoginUrl } from '../src/db/app-login';

/**
 * A fresh, migrated database per test file, copied from the template that globalSetup made:
 * a PostgreSQL database created from the template database when DATABASE_URL is set
 * (as in CI), otherwise a PGlite loaded from the dumped data folder.
 */
export async function createTestDatabase(template: {
  kind: 'postgres' | 'pglite';
  location: string;
  name: string;
}): Promise<Database & { url?: string; ownerUrl?: string }> {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.location);
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: await pgliteExtensions() });
    return openDatabase({ dataDir: '', pglite });
  }
  const name = `ziyara_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.location });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
    // A test's commits need not wait for the disk: nothing here has to survive a crash.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const ownerUrl = new URL(template.location);
  ownerUrl.pathname = `/${name}`;
  // Requests log in as the app role, as in production; fixtures and migrations use the owner.
  const url = appLoginUrl(ownerUrl.toString());
  const database = await openDatabase({ databaseUrl: url, ownerUrl: ownerUrl.toString(), dataDir: '' });
  return {
    ...database,
    url,
    ownerUrl: ownerUrl.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: template.location });
      await drop.connect();
      try {
        // pool.end() returns before its sockets have closed; a FORCE drop would kill them
        // mid-goodbye and their 'error' events would surface as unhandled. Let them go first.
        for (let i = 0; i < 40; i++) {
          const { rows } = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.end();
      }
    },
  };
}
