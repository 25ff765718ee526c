import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../modules/recovery/recovery-mails';
import { codeMail } from '../modules/signup/signup-mails';
import { createMailer } from './mail';

/**
 * A mail server of the fewest words SMTP needs, on this machine: it keeps each message's
 * envelope and text, so the test reads what an SMTP_URL set-up really sends.
 */
async function smtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let data: string[] | null = null;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += String(chunk);
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ from, to, data: data.join('\n') });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') from = line;
        if (verb === 'RCPT') to.push(line);
        if (verb === 'DATA') data = [];
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') socket.write('354 go on\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, received, close: () => server.close() };
}

const silentLog = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];

describe('mail over SMTP (SMTP_URL set)', () => {
  it('sends each mail to the SMTP server, from the configured address', async () => {
    const smtp = await smtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Ziyara <no-reply@ziyara.test>',
        outboxDir: '',
        log: silentLog,
      });
      await mailer.send(codeMail('rep@example.com', '424242', 'en'));
      await mailer.send(passwordResetMail('manager@example.com', 'https://app.example.test/reset-password#token=abc', 'ar', 'شركة'));
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[0]!.from).toContain('no-reply@ziyara.test');
      expect(smtp.received[0]!.to).toEqual(['RCPT TO:<rep@example.com>']);
      expect(smtp.received[0]!.data).toContain('424242');
      expect(smtp.received[1]!.to).toEqual(['RCPT TO:<manager@example.com>']);
      // Both parts, as alternatives of one message: the text, and the HTML drawn from the same letter.
      for (const { data } of smtp.received) {
        expect(data).toMatch(/Content-Type: multipart\/alternative/i);
        expect(data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
        expect(data).toMatch(/Content-Type: text\/html; charset=utf-8/i);
      }
    } finally {
      smtp.close();
    }
  });

  it('fails the send (the caller sees it) when no SMTP server answers', async () => {
    const smtp = await smtpServer();
    const port = smtp.port;
    smtp.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@ziyara.test', outboxDir: '', log: silentLog });
    await expect(mailer.send(codeMail('rep@example.com', '123456'))).rejects.toMatchObject({
      code: 'unavailable',
      message: 'We could not send the e-mail just now. Please try again in a moment.',
    });
  });

  it('gives up on a server that takes the connection and then says nothing', async () => {
    // A mail server that hangs: with nodemailer's own patience this send waited 30 s for the
    // greeting (and a silent socket up to 10 minutes), longer than this test's time.
    const silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const { port } = silent.address() as AddressInfo;
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@ziyara.test', outboxDir: '', log: silentLog });
      await expect(mailer.send(codeMail('rep@example.com', '123456'))).rejects.toMatchObject({ code: 'unavailable' });
    } finally {
      silent.close();
    }
  }, 15_000);
});
