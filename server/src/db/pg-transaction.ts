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

/** Statements a transaction sends with its COMMIT (`atCommit`), kept on its Tx object. */
const AT_COMMIT = Symbol('atCommit');
type Deferring = { [AT_COMMIT]?: string[] };

/**
 * Runs `statement` (literals only: it goes out in the simple protocol) as the transaction's
 * last step, in the same round trip as its COMMIT: for a write whose result nothing after it
 * in the request reads (a live event's row and NOTIFY). If it fails, the transaction rolls
 * back like any of its statements. On PGlite, or outside `transactionWith`, it runs at once.
 */
export async function atCommit(tx: Tx, statement: string): Promise<void> {
  const deferred = (tx as Deferring)[AT_COMMIT];
  if (deferred) deferred.push(statement);
  else await tx.execute(sql.raw(statement));
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
  const deferred: string[] = [];
  (tx as Deferring)[AT_COMMIT] = deferred;
  let broken: Error | undefined;
  try {
    // The simple protocol: several statements in one message, and so no parameters.
    await client.query(`begin; ${settings}`);
    const result = await fn(tx as unknown as Tx);
    await client.query([...deferred, 'commit'].join(';\n'));
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
