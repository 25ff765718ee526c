import { createHash } from 'node:crypto';
import type pg from 'pg';
import { timeRoundTrip } from '../lib/db-timing';
import { takeAhead } from './held-ahead';
import { COMMIT, queryGroup, type NameFor, type Statement } from './pg-batch';

/** Statements each connection keeps prepared; past this a new text runs unnamed, as before. */
const MAX_PER_CONNECTION = 250;
const CACHEABLE = /^\s*(select|with|insert|update|delete)\b/i;

type QueryConfig = { text?: string; name?: string; values?: unknown[]; submit?: unknown };
type Kept = pg.PoolClient & { keptStatements?: number; [PENDING]?: Pending };
type Pending = { timer: NodeJS.Timeout | null; flush: () => void };

const PENDING = Symbol('pendingCommit');
/** A connection not used again within this long sends its pending COMMIT on its own. */
const COMMIT_WITHIN_MS = 20;
const NONE: Statement[] = [];

/**
 * Leaves a read-only transaction's COMMIT (BEGIN READ ONLY: PostgreSQL refused any write in it)
 * to go out ahead of the connection's next statement, in the same message: a read answered
 * from one statement then costs one round trip, not two (ADR 0030). Nothing it read can change
 * by committing later; it holds its snapshot and read locks until then, at most
 * COMMIT_WITHIN_MS when the connection is not used again. False: `client` is not a pooled
 * PostgreSQL connection set up here; commit it now.
 */
export function deferCommit(client: object): boolean {
  const kept = client as Kept;
  if (!kept[PENDING]) return false;
  const pending = kept[PENDING];
  pending.timer = setTimeout(pending.flush, COMMIT_WITHIN_MS);
  pending.timer.unref();
  return true;
}

/** The COMMIT left pending on `client`, taken: it goes out first with whatever is sent next. */
export function takePendingCommit(client: object): Statement[] {
  const pending = (client as Kept)[PENDING];
  if (!pending?.timer) return NONE;
  clearTimeout(pending.timer);
  pending.timer = null;
  return [COMMIT];
}
type QueryFn = (config: unknown, ...rest: unknown[]) => Promise<unknown>;

/** Statements asked for on one connection in the same tick, waiting to go out together. */
interface Tick {
  /** Statements asked for on this connection so far (ever growing): tells a caller its statement is waiting (`askedCount`). */
  asked: number;
  waiting: { config: pg.QueryConfig; answer: (result: Promise<unknown>) => void }[];
  /** A message of this connection's is being answered: the next waits for it (pg runs one at a time). */
  inFlight: boolean;
  scheduled: boolean;
}
const TICK = Symbol('tick');
type Ticking = Kept & { [TICK]: Tick; _types?: unknown };

/**
 * Every pooled connection prepares the statements it runs, once each: a repeated statement
 * skips PostgreSQL's parse and plan (a generic plan once PostgreSQL finds it as good as a
 * fresh one). The name is the hash of the text, so the same SQL from anywhere shares it and
 * two texts never collide. The details page's statement spent ~3 ms of a ~3.4 ms call in
 * planning; prepared, it takes ~0.4 ms (ADR 0014).
 *
 * Protocol-level prepared statements belong to the connection, not to a transaction: a
 * rollback keeps them, and RLS still applies (PostgreSQL replans when the role differs).
 *
 * Statements asked for in the same tick (`Promise.all` of reads in one transaction) go out
 * in one message, with whatever the connection holds ahead (db/pg-batch.ts: a transaction's
 * BEGIN and settings, a history row, a pending COMMIT): one round trip for all (ADR 0031).
 * A statement alone with nothing ahead goes out as pg sends it.
 */
export function prepareStatementsOf(pool: pg.Pool): void {
  pool.on('connect', (pooled) => {
    const client = pooled as Ticking;
    const query = client.query.bind(client) as QueryFn;
    client.keptStatements = 0;
    client[TICK] = { asked: 0, waiting: [], inFlight: false, scheduled: false };
    // Not used again in time: the COMMIT goes out on its own, straight to pg (never through the
    // wrapper below, which would send a transaction's held BEGIN with it).
    client[PENDING] = {
      timer: null,
      flush: () => {
        if (takePendingCommit(client).length) void query(COMMIT.text).catch(() => undefined);
      },
    };
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      // A batch carries its own statements ahead (db/pg-batch.ts).
      if (config && typeof config === 'object' && (config as QueryConfig).submit) return query(config, ...rest);
      // drizzle passes the values apart, `query(config, values)`; pg-pool's `pool.query` adds a callback.
      const values = rest.find(Array.isArray) as unknown[] | undefined;
      const callback = rest.find((r) => typeof r === 'function') as ((err: Error | null, res?: unknown) => void) | undefined;
      const named = nameOf(client, typeof config === 'string' ? { text: config } : config) as pg.QueryConfig;
      const result = new Promise((answer) => {
        client[TICK].asked++;
        client[TICK].waiting.push({ config: values ? { ...named, values } : named, answer });
        schedule(client, query);
      });
      if (!callback) return result;
      result.then(
        (res) => callback(null, res),
        (err: Error) => callback(err),
      );
      return undefined;
    };
  });
}

/** How many statements were asked for on `client` so far; undefined when it does not group them (PGlite). */
export const askedCount = (client: object): number | undefined => (client as Partial<Ticking>)[TICK]?.asked;

/** Sends what waits once this tick's promise callbacks have all run (they may ask for more). */
function schedule(client: Ticking, query: QueryFn): void {
  const tick = client[TICK];
  if (tick.scheduled || tick.inFlight) return;
  tick.scheduled = true;
  process.nextTick(() => {
    tick.scheduled = false;
    send(client, query);
  });
}

function send(client: Ticking, query: QueryFn): void {
  const tick = client[TICK];
  const group = tick.waiting.splice(0);
  if (!group.length) return;
  const pendingCommit = takePendingCommit(client);
  const held = takeAhead(client);
  const ahead = pendingCommit.length ? [...pendingCommit, ...held] : held;
  let results: Promise<unknown>[];
  try {
    results =
      ahead.length || group.length > 1
        ? queryGroup(
            query,
            ahead,
            group.map((g) => g.config),
            () => client._types,
            keptNamesOn(client),
          )
        : [query(group[0]!.config)];
  } catch (err) {
    // A value pg cannot send (refused before anything was written): each statement fails with
    // it, in its caller's promise, as if it had been sent on its own.
    results = group.map(() => Promise.reject(err as Error));
  }
  tick.inFlight = true;
  const answered = timeRoundTrip(client, Promise.allSettled(results));
  // The next message waits for this one's answers: pg answers one message at a time.
  void answered.then(() => {
    tick.inFlight = false;
    if (tick.waiting.length) schedule(client, query);
  });
  group.forEach((g, i) => g.answer(results[i]!));
}

/** Names already hashed, by text (the app's statements are a few hundred texts). */
const names = new Map<string, string>();
const hashed = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `z${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 5_000) names.set(text, name);
  }
  return name;
};

/**
 * The names `client` keeps statements prepared under, for statements sent without a name of
 * their own (those sent ahead of others, db/pg-batch.ts): undefined for one it does not keep.
 */
export const keptNamesOn =
  (client: object): NameFor =>
  (text) =>
    (nameOf(client as Kept, { text }) as QueryConfig).name;

/** `config` with its statement's name, when it is one to keep prepared. */
function nameOf(client: Kept, config: unknown): unknown {
  if (!config || typeof config !== 'object') return config;
  const { text, name } = config as QueryConfig;
  // A connection not set up by prepareStatementsOf keeps nothing prepared.
  if (client.keptStatements === undefined) return config;
  if (name || !text || !CACHEABLE.test(text) || client.keptStatements >= MAX_PER_CONNECTION) return config;
  const kept = hashed(text);
  const known = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  if (!(kept in known)) client.keptStatements!++;
  return { ...config, name: kept };
}
