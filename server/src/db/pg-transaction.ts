import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { timeStatements } from '../lib/db-timing';
import type { Db } from './client';
import type { Tx } from './tenant-tx';

interface RootSession {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * A transaction that opens with `settings` (a statement of literals only) in the same round
 * trip as BEGIN. Every request opens one, and on this machine each round trip to PostgreSQL
 * is a system call on both sides that costs more than the statement (ADR 0014); drizzle's
 * own `transaction()` sends BEGIN alone. On PGlite (no network) drizzle's is used as it is.
 */
export async function transactionWith<T>(db: Db, settings: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const root = (db as unknown as { session: RootSession }).session;
  if (!(root.client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(settings));
      return fn(tx);
    });
  }
  const client = await root.client.connect();
  const untime = timeStatements(client);
  const tx = new NodePgTransaction(root.dialect, new NodePgSession(client, root.dialect, root.schema, root.options), root.schema);
  let broken: Error | undefined;
  try {
    // The simple protocol: several statements in one message, and so no parameters.
    await client.query(`begin; ${settings}`);
    const result = await fn(tx as unknown as Tx);
    await client.query('commit');
    return result;
  } catch (err) {
    // A connection that can't even roll back is closed, never handed to the next request.
    await client.query('rollback').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    untime();
    client.release(broken);
  }
}
