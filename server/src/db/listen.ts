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
 * (events sent meanwhile are found by the streams' catch-up, not by this connection).
 */
export function postgresListen(
  connectionString: string,
  log: (msg: string, err?: unknown) => void = () => {},
): Listen & { close(): Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
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
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      log('live events reconnect failed; trying again', err);
      if (!closed) setTimeout(() => void reconnect(), 2_000).unref();
    }
  };

  const listen = (async (channel: string, onPayload: (payload: string) => void) => {
    const name = checked(channel);
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
      await (await connect()).query(`LISTEN ${name}`);
    }
    set.add(onPayload);
    return async () => {
      const current = handlers.get(name);
      current?.delete(onPayload);
      if (current && current.size === 0) {
        handlers.delete(name);
        if (client) await client.query(`UNLISTEN ${name}`).catch(() => {});
      }
    };
  }) as Listen & { close(): Promise<void> };
  listen.close = async () => {
    closed = true;
    handlers.clear();
    const c = client ?? (connecting ? await connecting.catch(() => null) : null);
    client = null;
    if (c) await c.end().catch(() => {});
  };
  return listen;
}
