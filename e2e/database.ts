import pg from 'pg';
import { currentServer } from './test';

/**
 * Reads the e2e server's database directly, to check what a journey stored. Possible when
 * the server runs on PostgreSQL (DATABASE_URL set, as in CI: scripts/e2e-server.mjs gives each
 * worker's server a fresh database); the embedded PGlite is held open by the server process.
 */
export const canReadDatabase = Boolean(process.env.DATABASE_URL);

export async function queryE2eDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${currentServer().database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
