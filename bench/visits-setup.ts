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
import { seedExtras } from './seed-extras';
import { seedCompany, withoutPlainVisitIndexes } from './visits-seed';

/**
 * SMALL_COMPANIES small companies beside the big one (issue 13: fifty), for RLS to filter
 * out: 10 to 19 users, 1,000 to 2,900 clients, 2,000 to 5,900 visits each, over a year.
 */
const SMALL_COMPANIES = Number(process.env.SMALL_COMPANIES ?? 50);
async function seedSmallCompanies(db: Parameters<typeof seedCompany>[0], owners: pg.Client[], passwordHash: string) {
  for (let i = 0; i < SMALL_COMPANIES; i++)
    await seedCompany(
      db,
      owners,
      { prefix: `s${i}`, managers: 2, sales: 8 + (i % 10), clients: 1_000 + (i % 20) * 100, visits: 2_000 + (i % 40) * 100, weeksBack: 52 },
      passwordHash,
    );
}

const BENCH_DB = 'ziyara_bench_visits';

export async function seededBenchDatabase(adminUrl: string, visits: number, password: string, say: (line: string) => void) {
  if (process.env.BENCH_REUSE) return reusedBenchDatabase(adminUrl, say);
  {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    await admin.end();
  }
  const dbUrl = benchUrl(adminUrl);
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
      small: await seedSmallCompanies(database.db, owners, passwordHash),
    }),
    say,
  );
  await seedExtras(owner, big.tenantId, { tasks: 100_000, messages: 100_000 }, say);
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
       from tenants t order by 2 desc limit 4`,
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

const benchUrl = (adminUrl: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
};

/**
 * BENCH_REUSE=1: the database an earlier run seeded, brought up to the current migrations
 * (what a new migration backfills is then measured too), for measuring again without seeding.
 */
async function reusedBenchDatabase(adminUrl: string, say: (line: string) => void) {
  const dbUrl = benchUrl(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-visits-'));
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
  await runMigrations(database);
  const owner = new pg.Client({ connectionString: dbUrl });
  const owner2 = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner2.connect();
  const { rows } = await owner.query<{ id: string; visits: string }>(
    `select t.id, (select count(*) from visits v where v.tenant_id = t.id) visits from tenants t where t.company_name = 'A Medical Distribution'`,
  );
  const tenant = rows[0];
  if (!tenant) throw new Error(`BENCH_REUSE: ${BENCH_DB} holds no seeded company; run once without it`);
  say(`reusing ${BENCH_DB}: ${Number(tenant.visits).toLocaleString('en')} visits in the big company`);
  const big = {
    tenantId: tenant.id,
    prefix: 'a',
    managerEmail: (i: number) => `manager${i}.a@bench.example`,
    salesEmail: (i: number) => `sales${i}.a@bench.example`,
  };
  return { dbUrl, dataDir, database, owner, owner2, big };
}
