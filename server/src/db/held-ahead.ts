import type { Statement } from './pg-batch';

/**
 * The statements a checked-out connection holds to send ahead of its next one (a
 * transaction's BEGIN and settings, a history row): db/pg-batch.ts writes them in the same
 * message (ADR 0027, 0031).
 */
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
