import { EventEmitter } from 'node:events';
import pg from 'pg';
import pgUtils from 'pg/lib/utils';
import { serialize } from 'pg-protocol';
import { timeRoundTrip } from '../lib/db-timing';

/** One statement of a batch: its text and parameters ($1, $2 …). */
export interface Statement {
  text: string;
  values?: unknown[];
}

/** A transaction's end: the same text wherever it is sent (with the last writes, or ahead of the next statement). */
export const COMMIT: Statement = { text: 'commit' };

/** What of pg's connection a batch writes to (the same calls pg-cursor makes). */
interface Connection {
  stream: { cork(): void; uncork(): void; write(buf: Buffer): boolean };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** pg's Query, with the request-side step and the response handlers a submittable forwards. */
type PgQuery = pg.Query & {
  name?: string;
  text?: string;
  values?: unknown;
  submit(con: Connection): Error | undefined;
  hasBeenParsed(con: Connection): boolean;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, con: Connection): void;
  handleEmptyQuery(con: Connection): void;
  handleError(err: Error, con: Connection): void;
  handleReadyForQuery(con: Connection): void;
  handlePortalSuspended(con: Connection): void;
  handleCopyInResponse(con: Connection): void;
  handleCopyData(msg: unknown, con: Connection): void;
  callback?: (err: Error | null, res?: pg.QueryResult) => void;
};

const { prepareValue } = pgUtils;

/**
 * Names a statement's text to keep it prepared on the connection (statement-cache.ts), or
 * leaves it unnamed (parsed and planned each time).
 */
export type NameFor = (text: string) => string | undefined;

/** A statement whose result is not read, ready to write: its Bind serialized, its name if it is kept prepared. */
interface Unread {
  text: string;
  name: string | undefined;
  bind: Buffer;
}

function unreadOf(s: Statement, nameFor?: NameFor): Unread {
  const name = nameFor?.(s.text);
  return {
    text: s.text,
    name,
    bind: serialize.bind({ portal: '', statement: name ?? '', values: s.values ?? [], valueMapper: prepareValue }),
  };
}

/** Whether `name` was prepared on this connection, or its Parse already went out (earlier in the same message). */
const preparedOn = (con: Connection, name: string) =>
  con.parsedStatements[name] !== undefined || con.submittedNamedStatements[name] !== undefined;

const EXECUTE = serialize.execute({ portal: '', rows: 0 });
const DESCRIBE = serialize.describe({ type: 'P', name: '' });
const SYNC = serialize.sync();

/** pg's own checks before a query writes anything (Query.submit), so a refused one never leaves a batch half written. */
function refusalOf(m: PgQuery, con: Connection): Error | undefined {
  if (typeof m.text !== 'string' && typeof m.name !== 'string') return new Error('A query must have either text or a name.');
  const previous = m.name ? (con.parsedStatements[m.name] ?? con.submittedNamedStatements[m.name]) : undefined;
  if (m.text && previous && m.text !== previous)
    return new Error(`Prepared statements must be unique - '${m.name}' was used for a different statement`);
  if (m.values && !Array.isArray(m.values)) return new Error('Query values must be an array');
  return undefined;
}

/**
 * `ahead` (statements whose results nobody reads: a transaction's BEGIN and settings, a history
 * row, a live event) and then `mains` (statements whose results are read, each as pg's own
 * Query), written to PostgreSQL in one message with one Sync: one round trip instead of one
 * each. On this machine a round trip costs more CPU than most of these statements (ADR 0027,
 * 0031). If a statement fails, PostgreSQL skips the rest up to the Sync: the statements before
 * it answer their results, it and every later one answer its error, as if each had been sent
 * on its own in a transaction that then failed.
 *
 * It is a pg "submittable" (the interface pg-cursor uses): the request side is written here,
 * the responses to `ahead` are counted off, and everything after goes to each of `mains` in
 * turn, which parse their rows; all answer at the Sync's ReadyForQuery, when pg is ready for
 * the connection's next statement.
 */
class Batch extends EventEmitter {
  private aheadLeft: number;
  /** The statement of `mains` PostgreSQL answers now. */
  private current = 0;
  private readonly ahead: Unread[];
  private readonly binds: Buffer[];

  constructor(
    ahead: Statement[],
    private readonly mains: PgQuery[],
    nameFor?: NameFor,
  ) {
    super();
    this.aheadLeft = ahead.length;
    // Serialized first: a value pg cannot send throws here, before anything is written.
    this.ahead = ahead.map((s) => unreadOf(s, nameFor));
    this.binds = mains.map((m) =>
      serialize.bind({ portal: '', statement: m.name ?? '', values: (m.values as unknown[]) ?? [], valueMapper: prepareValue }),
    );
  }

  private get answering(): PgQuery | undefined {
    return this.aheadLeft > 0 ? undefined : this.mains[this.current];
  }
  /** The statement of `ahead` PostgreSQL answers now, while it answers them. */
  private get answeringAhead(): Unread | undefined {
    return this.aheadLeft > 0 ? this.ahead[this.ahead.length - this.aheadLeft] : undefined;
  }
  /**
   * pg records a parsed statement under the active query's name and text, and forgets a failed
   * one's: those of the statement answered now.
   */
  get name(): string | undefined {
    return this.aheadLeft > 0 ? this.answeringAhead?.name : this.answering?.name;
  }
  get text(): string | undefined {
    return this.aheadLeft > 0 ? this.answeringAhead?.text : this.mains[this.current]?.text;
  }
  get callback() {
    return this.mains[0]!.callback;
  }

  submit(con: Connection): Error | undefined {
    for (const m of this.mains) {
      const refused = refusalOf(m, con);
      if (refused) return refused;
    }
    con.stream.cork();
    try {
      for (const s of this.ahead) {
        // Kept prepared: parsed once per connection, then bound by name (no parse, a generic plan).
        if (!s.name || !preparedOn(con, s.name)) {
          con.stream.write(serialize.parse({ text: s.text, name: s.name ?? '', types: [] }));
          if (s.name) con.submittedNamedStatements[s.name] = s.text;
        }
        con.stream.write(s.bind);
        con.stream.write(EXECUTE);
      }
      this.mains.forEach((m, i) => {
        // A statement this connection already prepared is bound by name, not parsed again.
        if (!m.hasBeenParsed(con)) {
          con.stream.write(serialize.parse({ text: m.text!, name: m.name ?? '', types: [] }));
          if (m.name) con.submittedNamedStatements[m.name] = m.text!;
        }
        con.stream.write(this.binds[i]!);
        con.stream.write(DESCRIBE);
        con.stream.write(EXECUTE);
      });
      con.stream.write(SYNC);
      return undefined;
    } finally {
      con.stream.uncork();
    }
  }

  handleRowDescription(msg: unknown) {
    this.answering?.handleRowDescription(msg);
  }
  handleDataRow(msg: unknown) {
    this.answering?.handleDataRow(msg);
  }
  handleCommandComplete(msg: unknown, con: Connection) {
    if (this.aheadLeft > 0) this.aheadLeft--;
    else this.mains[this.current++]?.handleCommandComplete(msg, con);
  }
  handleEmptyQuery(con: Connection) {
    this.mains[this.current++]?.handleEmptyQuery(con);
  }
  handleError(err: Error, con: Connection) {
    // PostgreSQL skipped the Parse of every statement after the failed one: pg must send them
    // again. (pg itself forgets the failed one's, the one answered now; one parsed before the
    // failure is kept in `parsedStatements`, which this leaves alone.)
    const failed = this.aheadLeft > 0 ? 0 : this.current;
    const failedAhead = this.ahead.length - this.aheadLeft;
    for (const s of this.ahead.slice(failedAhead + 1)) if (s.name) delete con.submittedNamedStatements[s.name];
    for (const m of this.mains.slice(failed)) if (m.name) delete con.submittedNamedStatements[m.name];
    // pg hands the connection on without a ReadyForQuery to this batch: everyone answers now.
    this.mains.slice(0, failed).forEach((m) => m.handleReadyForQuery(con));
    this.mains.slice(failed).forEach((m) => m.handleError(err, con));
  }
  handleReadyForQuery(con: Connection) {
    for (const m of this.mains) m.handleReadyForQuery(con);
  }
  handlePortalSuspended(con: Connection) {
    this.mains[this.current]?.handlePortalSuspended(con);
  }
  handleCopyInResponse(con: Connection) {
    this.mains[this.current]?.handleCopyInResponse(con);
  }
  handleCopyData(msg: unknown, con: Connection) {
    this.mains[this.current]?.handleCopyData(msg, con);
  }
}

type QueryFn = (config: unknown, ...rest: unknown[]) => unknown;
/** pg's client keeps the type parsers a query's result uses when the query brings none. */
type TypesOf = () => unknown;

/**
 * Runs `configs` (query configs as drizzle passes them, extended protocol) on `client` with
 * `ahead` sent first, all in one message; answers each config's result. `query`: the client's
 * own query function (not a wrapper that would batch again). `nameFor`: which of `ahead` to keep
 * prepared (a config names its own).
 */
export function queryGroup(
  query: QueryFn,
  ahead: Statement[],
  configs: pg.QueryConfig[],
  types?: TypesOf,
  nameFor?: NameFor,
): Promise<pg.QueryResult>[] {
  const results: Promise<pg.QueryResult>[] = [];
  const mains = configs.map((config) => {
    const main = new pg.Query({ ...config, queryMode: 'extended' } as pg.QueryConfig) as PgQuery & { _result: { _types?: unknown } };
    if (types && !main._result._types) main._result._types = types();
    results.push(new Promise((resolve, reject) => (main.callback = (err, res) => (err ? reject(err) : resolve(res!)))));
    return main;
  });
  query(new Batch(ahead, mains, nameFor));
  return results;
}

/**
 * Runs `statements` on `client` in one round trip (results not read), e.g. a transaction's last
 * writes and its COMMIT, and after them, in the same message, `after`: the statements of
 * another transaction (pg-transaction.ts `afterCommit`). Fails with the last of `statements`'
 * error; answers `after`'s error, if any, once all have answered (`statements` stand then).
 * `nameFor`: which statements to keep prepared.
 */
export async function runBatch(
  client: object,
  query: QueryFn,
  statements: Statement[],
  after: Statement[] = [],
  nameFor?: NameFor,
): Promise<Error | undefined> {
  const [done, ...then] = queryGroup(
    query,
    statements.slice(0, -1),
    [statements.at(-1)!, ...after].map((s) => ({ text: s.text, values: s.values ?? [], name: nameFor?.(s.text) })),
    undefined,
    nameFor,
  );
  // When the COMMIT fails, PostgreSQL skips what follows: those answer its error, already thrown.
  then.forEach((answer) => answer.catch(() => undefined));
  await timeRoundTrip(client, done!);
  const failed = (await Promise.allSettled(then)).find((answer) => answer.status === 'rejected');
  return failed && (failed.reason as Error);
}
