import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Subscribes to a NOTIFY channel; the returned function stops it. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** Channel names are ours (`live_<hex>`), never a caller's: still, only these characters pass. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checked(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** PGlite delivers its own NOTIFYs to `listen()` callbacks once the sending transaction commits. */
export const pgliteListen =
  (client: PGlite): Listen =>
  async (channel, onPayload) => {
    const stop = await client.listen(checked(channel), onPayload);
    return async () => stop();
  };

/**
 * On PostgreSQL a pooled connection cannot listen (it goes back to the pool), so one
 * dedicated connection per server instance holds every LISTEN. It is opened on first use; if
 * it drops, it reconnects with backoff and listens again on every channel still wanted
 * (events sent meanwhile are found by the streams' catch-up, not by this connection). A channel
 * whose first LISTEN failed (the database away) is forgotten, so the next listen asks again.
 */
export function postgresListen(
  connectionString: string,
  log: (msg: string, err?: unknown) => void = () => {},
): Listen & { close(): Promise<void> } {
  /** Each channel listened on: its handlers, and its LISTEN, which callers joining it wait for. */
  const channels = new Map<string, { handlers: Set<(payload: string) => void>; listening: Promise<void> }>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      // A database that takes the connection and never answers (a half-open network) must not
      // hold this promise, which every later listen shares, for ever: give up and try again.
      // TCP keepalive notices a connection that died in silence (no error would come).
      const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000, keepAlive: true });
      c.on('notification', (n) => {
        for (const handler of channels.get(n.channel)?.handlers ?? []) handler(n.payload ?? '');
      });
      c.on('error', (err) => {
        log('live events connection lost; reconnecting', err);
        client = null;
        connecting = null;
        void c.end().catch(() => {});
        if (!closed) setTimeout(() => void reconnect(), 500).unref();
      });
      await c.connect();
      client = c;
      return c;
    })().catch((err: unknown) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  const reconnect = async () => {
    try {
      const c = await connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      log('live events reconnect failed; trying again', err);
      if (!closed) setTimeout(() => void reconnect(), 2_000).unref();
    }
  };

  /** Starts listening on a channel; if that fails, the channel is forgotten (the next listen asks again). */
  const open = (name: string) => {
    const opened = {
      handlers: new Set<(payload: string) => void>(),
      listening: connect().then(async (c) => void (await c.query(`LISTEN ${name}`))),
    };
    channels.set(name, opened);
    opened.listening.catch(() => channels.get(name) === opened && channels.delete(name));
    return opened;
  };

  const listen = (async (channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> => {
    const name = checked(channel);
    const held = channels.get(name) ?? open(name);
    await held.listening;
    // Its last listener stopped it while this one waited: open it again.
    if (channels.get(name) !== held) return listen(channel, onPayload);
    held.handlers.add(onPayload);
    return async () => {
      held.handlers.delete(onPayload);
      if (held.handlers.size === 0 && channels.get(name) === held) {
        channels.delete(name);
        if (client) await client.query(`UNLISTEN ${name}`).catch(() => {});
      }
    };
  }) as Listen & { close(): Promise<void> };
  listen.close = async () => {
    closed = true;
    channels.clear();
    const c = client ?? (connecting ? await connecting.catch(() => null) : null);
    client = null;
    if (c) await c.end().catch(() => {});
  };
  return listen;
}
