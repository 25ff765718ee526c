import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A mail server on this machine that holds every connection silent (no greeting) until
 * `release()`: to the real SMTP mailer, a send that has not finished. Then it speaks the
 * fewest words of SMTP and keeps what it receives (envelope and text).
 */
export async function heldSmtpServer() {
  const received: { to: string[]; data: string }[] = [];
  const waiting: Socket[] = [];
  const sockets = new Set<Socket>();
  let released = false;
  const serve = (socket: Socket) => {
    let to: string[] = [];
    let data: string[] | null = null;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += String(chunk);
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line !== '.') data.push(line);
          else {
            received.push({ to, data: data.join('\n') });
            [data, to] = [null, []];
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') to.push(line);
        if (verb === 'DATA') data = [];
        socket.write(verb === 'DATA' ? '354 go on\r\n' : verb === 'QUIT' ? '221 bye\r\n' : '250 ok\r\n');
        if (verb === 'QUIT') socket.end();
      }
    });
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (released) serve(socket);
    else waiting.push(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** How many connections wait for their greeting. */
    held: () => waiting.length,
    release() {
      released = true;
      for (const socket of waiting.splice(0)) serve(socket);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
