import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut, as a database restart does: every
 * open connection is dropped and new ones are refused until `restore()`. The real database
 * is untouched (other tests share it).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    async close() {
      this.cut();
      server.close();
    },
  };
}
