import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text attachments (a calendar invitation) as they are; the outbox keeps them readable. */
  content: string;
}
export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each mail is logged and written as JSON to the
 * outbox folder, so a first run (and the browser tests) can read codes without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    // nodemailer is loaded with the first mail, not at start (ADR 0028).
    const smtpUrl = opts.smtpUrl;
    const transport = async () => (await import('nodemailer')).default.createTransport(smtpUrl);
    let opened: ReturnType<typeof transport> | undefined;
    return { send: async (mail) => void (await (await (opened ??= transport())).sendMail({ from: opts.from, ...mail })) };
  }
  return {
    async send(mail) {
      await mkdir(opts.outboxDir, { recursive: true });
      const created = new Date().toISOString();
      const file = path.join(opts.outboxDir, `${created.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      await writeFile(file, JSON.stringify({ ...mail, from: opts.from, created_at: created }, null, 2));
      // Neither the address nor the subject (it can hold a code) goes to the log: the file has them.
      opts.log.info({ file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
