/** What an error may carry, as the driver or a wrapper around it sets it. */
interface ErrorLike {
  code?: unknown;
  constraint?: string;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and those it wraps (`cause`), outermost first; at most `depth` of them. */
function* chainOf(err: unknown, depth = Infinity): Generator<ErrorLike> {
  for (let e = err as ErrorLike | undefined, n = 0; e && n < depth; e = e.cause as ErrorLike | undefined, n++) yield e;
}

/** True when a statement failed on a unique constraint (PostgreSQL 23505), however wrapped. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (const e of chainOf(err)) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || String(e).includes(constraint);
  }
  return false;
}

/** True when a statement failed on a foreign key (PostgreSQL 23503): e.g. an id of another company. */
export function isForeignKeyViolation(err: unknown): boolean {
  return foreignKeyName(err) !== null;
}

/** The name of the foreign key a statement failed on, when it failed on one. */
export function foreignKeyName(err: unknown): string | null {
  for (const e of chainOf(err)) if (e.code === '23503') return e.constraint ?? '';
  return null;
}

/** Network errors of a connection that is refused, reset or timed out. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * A connection to PostgreSQL's Unix socket (a server on the database's own host) while the
 * database restarts: the socket file is gone. Only a `connect` counts: a file the server
 * itself cannot find is a bug, not an outage.
 */
const isSocketGone = (e: ErrorLike) => e.code === 'ENOENT' && e.syscall === 'connect';
/** node-postgres' own words when it loses or cannot get a connection. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * True when the database is out of reach, not when a statement was wrong: a refused or lost
 * connection, PostgreSQL shutting down or starting (57P01–57P03), a connection exception (08…).
 * The caller answers 503 at once instead of hanging or calling it a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chainOf(err, 5)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (isSocketGone(e)) return true;
    if (CONNECTION_ERRNOS.has(code) || /^57P0[1-3]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * True when a statement gave up on PostgreSQL's limits (db/client.ts DatabaseLimits): it ran
 * past `statement_timeout` (57014) or waited past `lock_timeout` for a row another session
 * holds (55P03). Nothing it did is kept (its transaction rolls back); the caller may try again.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (const e of chainOf(err, 5)) if (e.code === '57014' || e.code === '55P03') return true;
  return false;
}
