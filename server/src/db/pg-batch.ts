import { EventEmitter } from 'node:events';
import pg from 'pg';
import pgUtils from 'pg/lib/utils';
import { serialize } from 'pg-protocol';

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

/** The messages of a statement whose result is not read: Parse, Bind, Execute (no Describe, no Sync). */
function messagesOf(s: Statement): Buffer[] {
  return [
    serialize.parse({ text: s.text, name: '', types: [] }),
    serialize.bind({ portal: '', statement: '', values: s.values ?? [], valueMapper: prepareValue }),
    serialize.execute({ portal: '', rows: 0 }),
  ];
}

/**
 * `ahead` (statements whose results nobody reads: a transaction's BEGIN and settings, a history
 * row, a live event) and then `main`, written to PostgreSQL in one message with one Sync: one
 * round trip instead of one each. On this machine a round trip costs more CPU than most of
 * these statements (ADR 0027). If any statement fails, PostgreSQL skips the rest up to the
 * Sync and `main` answers that error, as if it had been its own.
 *
 * It is a pg "submittable" (the interface pg-cursor uses): the request side is written here,
 * the responses to `ahead` are counted off, and everything after goes to pg's own Query for
 * `main`, which parses its rows and answers its callback.
 */
class Batch extends EventEmitter {
  private aheadLeft: number;
  private readonly buffers: Buffer[];

  constructor(
    ahead: Statement[],
    private readonly main: PgQuery,
  ) {
    super();
    this.aheadLeft = ahead.length;
    // Serialized first: a value pg cannot send throws here, before anything is written.
    this.buffers = ahead.flatMap(messagesOf);
  }

  /** pg records a parsed statement under the active query's name: `main`'s, once it is its turn. */
  get name(): string | undefined {
    return this.aheadLeft > 0 ? undefined : this.main.name;
  }
  get text(): string | undefined {
    return this.main.text;
  }
  get callback() {
    return this.main.callback;
  }

  submit(con: Connection): Error | undefined {
    // pg's own checks before `main` writes anything (Query.submit): so a refused statement
    // never leaves `ahead` written without its Sync.
    const m = this.main;
    if (typeof m.text !== 'string' && typeof m.name !== 'string') return new Error('A query must have either text or a name.');
    const previous = m.name ? (con.parsedStatements[m.name] ?? con.submittedNamedStatements[m.name]) : undefined;
    if (m.text && previous && m.text !== previous)
      return new Error(`Prepared statements must be unique - '${m.name}' was used for a different statement`);
    if (m.values && !Array.isArray(m.values)) return new Error('Query values must be an array');
    con.stream.cork();
    try {
      for (const buf of this.buffers) con.stream.write(buf);
      return m.submit(con);
    } finally {
      con.stream.uncork();
    }
  }

  handleRowDescription(msg: unknown) {
    this.main.handleRowDescription(msg);
  }
  handleDataRow(msg: unknown) {
    if (this.aheadLeft === 0) this.main.handleDataRow(msg);
  }
  handleCommandComplete(msg: unknown, con: Connection) {
    if (this.aheadLeft > 0) this.aheadLeft--;
    else this.main.handleCommandComplete(msg, con);
  }
  handleEmptyQuery(con: Connection) {
    this.main.handleEmptyQuery(con);
  }
  handleError(err: Error, con: Connection) {
    // A statement ahead failed: PostgreSQL skipped `main`'s Parse, so pg must send it again.
    if (this.aheadLeft > 0 && this.main.name) delete con.submittedNamedStatements[this.main.name];
    this.main.handleError(err, con);
  }
  handleReadyForQuery(con: Connection) {
    this.main.handleReadyForQuery(con);
  }
  handlePortalSuspended(con: Connection) {
    this.main.handlePortalSuspended(con);
  }
  handleCopyInResponse(con: Connection) {
    this.main.handleCopyInResponse(con);
  }
  handleCopyData(msg: unknown, con: Connection) {
    this.main.handleCopyData(msg, con);
  }
}

type QueryFn = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * Runs `config` (a query config as drizzle passes it, extended protocol) on `client` with
 * `ahead` sent in the same message; answers `config`'s result. `query`: the client's own query
 * function (not a wrapper that would batch again).
 */
export function queryWithAhead(query: QueryFn, ahead: Statement[], config: pg.QueryConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const main = new pg.Query({ ...config, queryMode: 'extended' } as pg.QueryConfig) as PgQuery;
    main.callback = (err, res) => (err ? reject(err) : resolve(res!));
    query(new Batch(ahead, main));
  });
}

/** Runs `statements` in one round trip (results not read), e.g. a transaction's last writes and its COMMIT. */
export function runBatch(query: QueryFn, statements: Statement[]): Promise<pg.QueryResult> {
  const last = statements.at(-1)!;
  return queryWithAhead(query, statements.slice(0, -1), { text: last.text, values: last.values ?? [] });
}

const AHEAD = Symbol('ahead');
/** A checked-out connection's statements waiting to go ahead of its next one. */
interface Ahead {
  queue: Statement[];
  /** Whether any went out yet (a transaction whose BEGIN never went out needs no ROLLBACK). */
  sent: boolean;
}
type Holding = { [AHEAD]?: Ahead };

/** From now on `client` sends `first`, and whatever `queueAhead` adds, with its next statement. */
export function holdAhead(client: object, first: Statement[]): Ahead {
  const ahead = { queue: [...first], sent: false };
  (client as Holding)[AHEAD] = ahead;
  return ahead;
}

/** Stops holding statements for `client` (it goes back to the pool). */
export function releaseAhead(client: object): void {
  delete (client as Holding)[AHEAD];
}

/** The statements waiting on `client`, taken (they go out with the caller's statement). */
export function takeAhead(client: object): Statement[] {
  const ahead = (client as Holding)[AHEAD];
  if (!ahead?.queue.length) return [];
  ahead.sent = true;
  return ahead.queue.splice(0);
}

/** Queues `statement` on `client` if it holds statements ahead (false: it does not, run it now). */
export function queueAhead(client: object, statement: Statement): boolean {
  const ahead = (client as Holding)[AHEAD];
  if (!ahead) return false;
  ahead.queue.push(statement);
  return true;
}
