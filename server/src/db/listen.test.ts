import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { tcpProxy } from '../../test/tcp-proxy';
import { postgresListen } from './listen';

describe('the live events connection (PostgreSQL)', () => {
  it('gives up on a database that takes the connection and never answers, and tries again on the next listen', async () => {
    // Accepts, then says nothing: a half-open network, or a database stuck before its greeting.
    let accepted = 0;
    const silent = createServer(() => void accepted++).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const listen = postgresListen(`postgres://nobody@127.0.0.1:${port}/nothing`);
    try {
      await expect(listen('live_abc', () => undefined)).rejects.toThrow(/timeout/i);
      // Not stuck on the first attempt: the next listen opens a new connection.
      await expect(listen('live_abc', () => undefined)).rejects.toThrow(/timeout/i);
      expect(accepted).toBe(2);
    } finally {
      await listen.close();
      silent.close();
    }
  }, 20_000);

  it.skipIf(!process.env.DATABASE_URL)('listens on a channel whose first LISTEN found the database away, once it is back', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const through = new URL(url);
    through.host = `127.0.0.1:${proxy.port}`;
    const listen = postgresListen(through.toString());
    const sender = new pg.Client({ connectionString: url.toString() });
    await sender.connect();
    try {
      proxy.cut();
      await expect(listen('live_back', () => undefined)).rejects.toThrow();
      proxy.restore();
      const heard: string[] = [];
      await listen('live_back', (payload) => heard.push(payload));
      await sender.query(`NOTIFY live_back, 'hello'`);
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['hello']);
    } finally {
      await sender.end();
      await listen.close();
      await proxy.close();
    }
  });
});
