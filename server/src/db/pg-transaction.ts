import { is, sql, SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { timeClient, type DbTime } from '../lib/db-timing';
import type { Db } from './client';
import { holdAhead, queueAhead, releaseAhead } from './held-ahead';
import { COMMIT, runBatch, type Statement } from './pg-batch';
import { askedCount, deferCommit, keptNamesOn, takePendingCommit } from './statement-cache';
import type { Tx } from './tenant-tx';
import { warnOfDatabase } from './warn';

interface RootSession {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * One statement: drizzle's `sql`, a query builder (an insert), or a statement already written
 * out, whose text never changes (nothing for drizzle to render on each use).
 */
type Renderable = SQL | Statement | (PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } });

/**
 * A write whose result nothing in the request reads (a history row, a live event's row and
 * NOTIFY): it goes out with the transaction's next statement, or with its COMMIT, in the same
 * round trip (db/pg-batch.ts). If it fails, that statement or the COMMIT fails with its error
 * and the whole transaction rolls back, as if it had run at once. On PGlite, or outside
 * `transactionWith`, it runs at once.
 */
export async function sendWithNext(tx: Tx, statement: Renderable): Promise<void> {
  const client = (tx as unknown as { session: { client: object } }).session.client;
  if (is(statement, SQL)) {
    if (!queueAhead(client, rendered(tx, statement))) await tx.execute(statement);
  } else if ('toSQL' in statement) {
    if (!queueAhead(client, builtStatement(statement))) await statement;
  } else if (!queueAhead(client, statement)) await tx.execute(sqlOf(statement));
}

const builtStatement = (builder: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
  const { sql: text, params } = builder.toSQL();
  return { text, values: params };
};
/** drizzle's `sql` as the text and parameters PostgreSQL is sent. */
function rendered(tx: Tx, statement: SQL): Statement {
  const { sql: text, params } = (tx as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);
  return { text, values: params };
}
/** A statement written out as drizzle's `sql`, its $n parameters bound again (for PGlite). */
function sqlOf(s: Statement): SQL {
  const parts = s.text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${s.values?.[Number(part) - 1]}`)));
}

/** Promise steps `first` may take before its statement reaches the connection; past them it is awaited alone. */
const STEPS_TO_ASK = 8;

/**
 * `first`'s one statement and then `next`'s, in the same round trip (ADR 0031): `next` is
 * called only once `first`'s statement waits on the connection, so PostgreSQL runs them in
 * that order and `next` sees what `first` wrote (a check-in, then the visit as it now is).
 * When `first` has not asked for a statement within a few promise steps, or on PGlite, `next`
 * runs after `first` has answered: the same order, one round trip more.
 */
export async function thenInSameTrip<A, B>(tx: Tx, first: () => PromiseLike<A>, next: () => PromiseLike<B>): Promise<[A, B]> {
  const client = (tx as unknown as { session: { client: object } }).session.client;
  const before = askedCount(client);
  // A drizzle query builder runs only when something calls its `then`: Promise.resolve does.
  const a = Promise.resolve(first());
  if (before !== undefined) {
    for (let step = 0; step < STEPS_TO_ASK && askedCount(client) === before; step++) await Promise.resolve();
    if (askedCount(client) !== before) return Promise.all([a, next()]);
  }
  const answered = await a;
  return [answered, await next()];
}

/** The statements each open transaction runs once it has committed (`afterCommit`), by its `tx`. */
const afterCommits = new WeakMap<object, Statement[]>();

/**
 * `statement` runs once `tx` has committed, in a transaction of its own that commits without
 * waiting for the disk: for what does not outlive a crash anyway, a NOTIFY. PostgreSQL holds a
 * lock for every database while a transaction that NOTIFYs commits, its wait for the disk
 * included, so NOTIFYs in the writes themselves made every write of every company commit one at
 * a time (ADR 0036). On PostgreSQL it goes out in the same message as the COMMIT, after it; if
 * it fails, the commit stands, the failure is logged and the connection is closed. The same
 * statement asked for twice runs once. False: `tx` is not an open PostgreSQL transaction of
 * `transactionWith` (PGlite: one session for every transaction, which the next one may use
 * before this one's statement would run): run it in `tx` instead.
 */
export function afterCommit(tx: Tx, sqlOrStatement: SQL | Statement): boolean {
  const after = afterCommits.get(tx);
  if (!after) return false;
  const statement = is(sqlOrStatement, SQL) ? rendered(tx, sqlOrStatement) : sqlOrStatement;
  const same = (s: Statement) => s.text === statement.text && JSON.stringify(s.values) === JSON.stringify(statement.values);
  if (!after.some(same)) after.push(statement);
  return true;
}

/** Ahead of `afterCommit`'s statements: their own transaction commits without waiting for the disk. */
const WITHOUT_WAITING_FOR_DISK: Statement = { text: "select set_config('synchronous_commit', 'off', true)" };

const BEGIN: Statement = { text: 'begin' };
const BEGIN_READ_ONLY: Statement = { text: 'begin read only' };

/**
 * A transaction whose BEGIN and `settings` go out with its first statement, and whose last
 * writes (`sendWithNext`) go out with its COMMIT: a request that reads one row makes two round
 * trips, not four. Every request opens one, and on this machine each round trip to PostgreSQL
 * costs both sides more CPU than most statements (ADR 0014, 0027). A transaction that sent
 * nothing (its answer came from memory) sends nothing at all. On PGlite (no network) drizzle's
 * own transaction is used, with the settings as its first statement.
 */
export async function transactionWith<T>(db: Db, settings: Statement, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const root = (db as unknown as { session: RootSession }).session;
  if (!(root.client instanceof pg.Pool)) {
    return db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(pgLiteral(settings)));
        return fn(tx);
      },
      opts.readOnly ? { accessMode: 'read only' } : undefined,
    );
  }
  const asked = performance.now();
  const client = await root.client.connect();
  if (opts.time) {
    opts.time.poolMs += performance.now() - asked;
    timeClient(client, opts.time);
  }
  // Without the schema: drizzle would build a relational query builder for every table on every
  // request (tx.query.*, which the app does not use: the Tx type leaves it out).
  const tx = new NodePgTransaction(root.dialect, new NodePgSession(client, root.dialect, undefined, root.options), undefined);
  const query = (s: unknown) => client.query(s as pg.QueryConfig);
  const ahead = holdAhead(client, [opts.readOnly ? BEGIN_READ_ONLY : BEGIN, settings]);
  const after: Statement[] = [];
  afterCommits.set(tx, after);
  let broken: Error | undefined;
  try {
    const result = await fn(tx as unknown as Tx);
    // Only the BEGIN and settings still waiting: nothing was read or written, nothing to end.
    // A read-only transaction that read leaves its COMMIT to go out with the connection's next
    // statement (statement-cache.ts deferCommit).
    const untouched = !ahead.sent && ahead.queue.length <= 2 && after.length === 0;
    const onlyRead = opts.readOnly && ahead.sent && ahead.queue.length === 0 && after.length === 0;
    if (!untouched && !(onlyRead && deferCommit(client))) {
      // The BEGIN may go out only now: if a statement of this batch fails, it must be rolled back.
      ahead.sent = true;
      const statements = [...takePendingCommit(client), ...ahead.queue.splice(0), COMMIT];
      broken = await runBatch(client, query, statements, after.length ? [WITHOUT_WAITING_FOR_DISK, ...after] : [], keptNamesOn(client));
      if (broken) warnOfDatabase('a statement after a commit failed', broken);
    }
    return result;
  } catch (err) {
    // Statements still waiting are dropped with the transaction, never sent. A connection that
    // can't even roll back is closed, never handed to the next request.
    releaseAhead(client);
    if (ahead.sent) await client.query('rollback').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    afterCommits.delete(tx);
    releaseAhead(client);
    timeClient(client, undefined);
    client.release(broken);
  }
}

export interface TxOptions {
  /**
   * BEGIN READ ONLY: PostgreSQL refuses any write in it (an error, never a silent one), and its
   * COMMIT goes out with the connection's next statement instead of a round trip of its own.
   */
  readOnly?: boolean;
  /** The request's time on PostgreSQL, counted here: its round trips and its wait for a connection. */
  time?: DbTime;
}

/** `settings` with its parameters written in as literals (PGlite's drizzle transaction takes text). */
function pgLiteral(s: Statement): string {
  return s.text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = s.values?.[Number(n) - 1];
    return v === null || v === undefined ? 'null' : pg.escapeLiteral(String(v));
  });
}
