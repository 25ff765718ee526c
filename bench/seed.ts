/**
 * Issue 13, item 1: builds the bench company on PostgreSQL and stops: 1,000,000 visits over
 * two years, 100,000 clients and leads, 200 users, 100,000 tasks and 100,000 visit messages,
 * beside 50 small companies (bench/visits-setup.ts, bench/seed-extras.ts). Deterministic:
 * every value follows from row numbers and the companies' fixed ids. Every bench then runs on
 * it (or on this database again with BENCH_REUSE=1).
 *
 *   npm run bench:seed   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 */
import { seededBenchDatabase } from './visits-setup';

// seededBenchDatabase prints the seeding and VACUUM times and, with SEED_ONLY, exits when done.
process.env.SEED_ONLY = '1';
await seededBenchDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  Number(process.env.SEED_VISITS ?? 1_000_000),
  'Bench-Pass-1',
  (line) => console.log(line),
);
