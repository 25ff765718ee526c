import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbTime } from '../lib/db-timing';
import type { Db } from './client';
import type { Tx } from './tenant-tx';
import { warnOfDatabase } from './warn';

/*
 * A request's transaction: BEGIN with its settings, the statements, COMMIT. On PostgreSQL the
 * BEGIN and the settings go in one round trip (one simple-protocol query, the values escaped by
 * node-postgres), and the statements run through drizzle on that connection; on PGlite it is
 * drizzle's own transaction. Prepared statements come from drizzle's `.prepare(name)`, which
 * node-postgres keeps parsed per connection (ADR 0042).
 */

/** drizzle on each pooled connection, made once per connection (its prepared statements are kept with it). */
const onConnection = new WeakMap<pg.PoolClient, Db>();
/** The request time each connection's statements count against while a transaction holds it. */
const timing = new WeakMap<pg.PoolClient, DbTime>();
/** The connection's drizzle of each open transaction of `transactionWith` on PostgreSQL. */
const connectionOf = new WeakMap<object, Db>();
/** Each connection's prepared statements, by name. */
const preparedOf = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `build` makes, prepared by drizzle once per pooled connection and run in `tx`
 * (its connection): a hot statement (the caller, a visit) is then neither rendered nor parsed
 * again, where `build(tx).prepare(name)` would render it on every call. `name` is the
 * statement's, one text per name. Elsewhere (PGlite, whose one session the transaction holds,
 * or a transaction not of `transactionWith`) it is built in `tx` each time.
 */
export function preparedIn<Q>(tx: Tx, name: string, build: (on: Tx) => { prepare(name: string): Q }): Q {
  const connection = connectionOf.get(tx);
  if (!connection) return build(tx).prepare(name);
  let kept = preparedOf.get(connection);
  if (!kept) preparedOf.set(connection, (kept = new Map()));
  let prepared = kept.get(name) as Q | undefined;
  if (!prepared) kept.set(name, (prepared = build(connection as unknown as Tx).prepare(name)));
  return prepared;
}

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

/** The transaction's settings (`set_config(name, value, true)`: they end with it), e.g. the tenant's, signed. */
export type Settings = Record<string, string>;

/**
 * Runs `fn` in one transaction that starts with `settings`, on PostgreSQL or PGlite alike. With
 * `opts.time`, its wait for a connection, its statements and the time it held the connection
 * are added to the request's.
 */
export async function transactionWith<T>(db: Db, settings: Settings, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const after: SQL[] = [];
  const pool = (db as unknown as { $client: unknown }).$client;
  const result =
    pool instanceof pg.Pool
      ? await onPooledConnection(pool, settings, opts, after, fn)
      : await db.transaction(
          async (tx) => {
            const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
            await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
            afterCommits.set(tx, after);
            return fn(tx);
          },
          opts.readOnly ? { accessMode: 'read only' } : undefined,
        );
  for (const statement of after) {
    await db.execute(statement).catch((err: unknown) => warnOfDatabase('a statement after a commit failed', err));
  }
  return result;
}

/**
 * BEGIN and the settings as one simple-protocol query (one round trip where two statements
 * took two): node-postgres sends a query without parameters that way, and PostgreSQL runs its
 * statements in order. The values are literals escaped by node-postgres (`escapeLiteral`).
 */
function beginWith(client: pg.PoolClient, settings: Settings, readOnly: boolean): string {
  const calls = Object.entries(settings).map(
    ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
  );
  return `begin${readOnly ? ' read only' : ''}; select ${calls.join(', ')}`;
}

/**
 * `fn` in a transaction on a connection checked out here: its wait is the request's to know,
 * and a connection whose COMMIT or ROLLBACK failed is closed, never handed on.
 */
async function onPooledConnection<T>(
  pool: pg.Pool,
  settings: Settings,
  opts: TxOptions,
  after: SQL[],
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const asked = performance.now();
  const client = await pool.connect();
  const checkedOut = performance.now();
  let connection = onConnection.get(client);
  if (!connection) {
    const logger = { logQuery: () => void (timing.get(client) && (timing.get(client)!.statements += 1)) };
    onConnection.set(client, (connection = drizzle({ client, logger }) as unknown as Db));
  }
  // The transaction's statements run through drizzle on this connection (`tx`).
  const tx = connection as unknown as Tx;
  if (opts.time) timing.set(client, opts.time);
  const counted = (n: number) => opts.time && (opts.time.statements += n);
  let broken: Error | undefined;
  try {
    // A failed BEGIN may leave the connection inside a transaction: it is closed, not reused.
    await client.query(beginWith(client, settings, opts.readOnly === true)).catch((failed: Error) => {
      broken = failed;
      throw failed;
    });
    counted(1);
    afterCommits.set(tx, after);
    connectionOf.set(tx, connection);
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      counted(1);
      await client.query('rollback').catch((failed: Error) => (broken = failed));
      throw err;
    }
    counted(1);
    await client.query('commit').catch((failed: Error) => {
      broken = failed;
      throw failed;
    });
    return result;
  } finally {
    afterCommits.delete(tx);
    connectionOf.delete(tx);
    timing.delete(client);
    client.release(broken);
    if (opts.time) {
      opts.time.poolMs += checkedOut - asked;
      opts.time.ms += performance.now() - checkedOut;
    }
  }
}
