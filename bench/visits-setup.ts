/**
 * bench:visits' database: `ziyara_bench_visits`, made afresh on the server of DATABASE_URL,
 * migrated, and seeded with the measured company (200 users, 100,000 clients, `visits` visits
 * over two years) beside two small companies for RLS to filter out; then VACUUM ANALYZE.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/lib/passwords';
import { seedCompany, withoutPlainVisitIndexes } from './visits-seed';

const BENCH_DB = 'ziyara_bench_visits';

export async function seededBenchDatabase(adminUrl: string, visits: number, password: string, say: (line: string) => void) {
  {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    await admin.end();
  }
  const dbUrl = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${BENCH_DB}`;
    return u.toString();
  })();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-visits-'));
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
  await runMigrations(database);
  const owner = new pg.Client({ connectionString: dbUrl });
  const owner2 = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner2.connect();
  const owners = [owner, owner2];
  const passwordHash = await hashPassword(password);

  say(`seeding ${visits.toLocaleString('en')} visits …`);
  const seedStart = performance.now();
  const { big } = await withoutPlainVisitIndexes(
    owners,
    async () => ({
      big: await seedCompany(
        database.db,
        owners,
        { prefix: 'a', managers: 10, sales: 190, clients: 100_000, visits, weeksBack: 104 },
        passwordHash,
        say,
      ),
      b: await seedCompany(
        database.db,
        owners,
        { prefix: 'b', managers: 2, sales: 8, clients: 2_000, visits: 3_000, weeksBack: 104 },
        passwordHash,
      ),
      c: await seedCompany(
        database.db,
        owners,
        { prefix: 'c', managers: 2, sales: 12, clients: 3_000, visits: 6_000, weeksBack: 52 },
        passwordHash,
      ),
    }),
    say,
  );
  const seededIn = (performance.now() - seedStart) / 1000;
  const vacuumStart = performance.now();
  // As autovacuum would soon: fresh statistics and a visibility map for index-only scans.
  await owner.query('VACUUM ANALYZE');
  const vacuumIn = (performance.now() - vacuumStart) / 1000;
  const sizes = (
    await owner.query<{ tenant: string; visits: string; clients: string; users: string }>(
      `select t.company_name tenant,
              (select count(*) from visits v where v.tenant_id = t.id) visits,
              (select count(*) from clients c where c.tenant_id = t.id) clients,
              (select count(*) from users u where u.tenant_id = t.id) users
       from tenants t order by 2 desc`,
    )
  ).rows;
  say(`seeded in ${seededIn.toFixed(1)} s, VACUUM ANALYZE ${vacuumIn.toFixed(1)} s`);
  for (const s of sizes) say(`  ${s.tenant}: ${s.users} users, ${s.clients} clients, ${s.visits} visits`);
  const tableSize = (await owner.query<{ size: string }>(`select pg_size_pretty(pg_total_relation_size('visits')) size`)).rows[0]!.size;
  say(`  visits table with indexes: ${tableSize}`);
  if (process.env.SEED_ONLY) {
    await Promise.all([owner.end(), owner2.end(), database.close()]);
    process.exit(0);
  }
  return { dbUrl, dataDir, database, owner, owner2, big };
}
