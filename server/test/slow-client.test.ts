import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * A client that starts a request and never finishes it (a slow-send attack, or a phone that lost
 * its signal mid-upload) is answered 408 and let go once REQUEST_TIMEOUT_MS has passed, over a
 * real socket: Fastify on its own would hold it without limit.
 */
describe('a request that never finishes arriving', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('is answered 408 and its connection closed', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    // Promises a hundred bytes of body and sends eight.
    socket.write(
      [
        'POST /api/v1/auth/login/ HTTP/1.1',
        'Host: ziyara.test',
        'Content-Type: application/json',
        'Cookie: csrftoken=c',
        'X-CSRFToken: c',
        'Content-Length: 100',
        '',
        '{"email"',
      ].join('\r\n'),
    );
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);
});
