/**
 * A warning of the database layer where no request's logger reaches (the pool's own events,
 * work after a commit): one JSON line on stderr at pino's warning level, like the server's log.
 */
export function warnOfDatabase(msg: string, err: unknown): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, msg: `database: ${msg}`, err: messageOf(err), cause: err instanceof Error && err.cause ? messageOf(err.cause) : undefined })}\n`,
  );
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
