import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbTime } from '../lib/db-timing';
import type { Db } from './client';
import type { Tx } from './tenant-tx';
import { warnOfDatabase } from './warn';

/*
 * A request's transaction is drizzle's own (BEGIN, the statements, COMMIT), opened with its
 * settings as its first statement. Prepared statements come from drizzle's `.prepare(name)`,
 * which node-postgres keeps parsed per connection (ADR 0042).
 */

export interface TxOptions {
  /** BEGIN READ ONLY: PostgreSQL refuses any write in it (an error, never a silent one). */
  readOnly?: boolean;
  /** The request's time on PostgreSQL, counted here: its statements and its wait for a connection. */
  time?: DbTime;
}

/** The statements each open transaction runs once it has committed (`afterCommit`), by its `tx`. */
const afterCommits = new WeakMap<object, SQL[]>();

/**
 * `statement` runs once `tx` has committed, on its own: for what does not outlive a crash
 * anyway, a NOTIFY. PostgreSQL holds a lock for every database while a transaction that
 * NOTIFYs commits, so NOTIFYs in the writes themselves made every company's writes commit one
 * at a time (ADR 0036). If it fails the commit stands and the failure is logged. False: `tx`
 * is not a transaction of `transactionWith` (run it in `tx` instead).
 */
export function afterCommit(tx: Tx, statement: SQL): boolean {
  const after = afterCommits.get(tx);
  after?.push(statement);
  return after !== undefined;
}

/**
 * Runs `fn` in one transaction whose first statement is `settings` (the tenant's, signed), on
 * PostgreSQL or PGlite alike. With `opts.time`, its wait for a connection, its statements and
 * the time it held the connection are added to the request's.
 */
export async function transactionWith<T>(db: Db, settings: SQL, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const after: SQL[] = [];
  const config = opts.readOnly ? ({ accessMode: 'read only' } as const) : undefined;
  const run = (on: Db) =>
    on.transaction(async (tx) => {
      await tx.execute(settings);
      afterCommits.set(tx, after);
      return fn(tx);
    }, config);
  const pool = (db as unknown as { $client: unknown }).$client;
  const result = pool instanceof pg.Pool ? await onPooledConnection(pool, run, opts.time) : await run(db);
  for (const statement of after) {
    await db.execute(statement).catch((err: unknown) => warnOfDatabase('a statement after a commit failed', err));
  }
  return result;
}

/**
 * `run` on a connection checked out here rather than by drizzle: its wait is the request's
 * to know, and a connection whose COMMIT or ROLLBACK failed is closed, never handed on.
 */
async function onPooledConnection<T>(pool: pg.Pool, run: (on: Db) => Promise<T>, time: DbTime | undefined): Promise<T> {
  const asked = performance.now();
  const client = await pool.connect();
  const checkedOut = performance.now();
  let broken: Error | undefined;
  try {
    const logger = time && { logQuery: () => void (time.statements += 1) };
    return await run(drizzle({ client, logger }) as unknown as Db);
  } catch (err) {
    if (err instanceof DrizzleQueryError && /^(commit|rollback)$/.test(err.query)) broken = err;
    throw err;
  } finally {
    client.release(broken);
    if (time) {
      time.poolMs += checkedOut - asked;
      time.ms += performance.now() - checkedOut;
    }
  }
}
