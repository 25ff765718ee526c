import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from '../mail/letter';
import { AppError } from './app-error';

export type { Mail, LetterAttachment as MailAttachment } from '../mail/letter';
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * What goes out: the subject, the text part, and the HTML part drawn from the mail's letter.
 * The renderer (React, React Email) is imported with the first mail, not at start (ADR 0046).
 */
async function parts(mail: Mail) {
  const { renderHtml } = await import('../mail/render');
  const { letter: _letter, ...rest } = mail;
  return { ...rest, html: await renderHtml(mail.letter) };
}

/**
 * How long a send waits for the SMTP server (ms). Mails go out inside requests, some inside
 * their transaction (an invitation exists only if its mail went): with nodemailer's defaults
 * (2 min to connect, 30 s for the greeting, 10 min of silence) a mail server that stopped
 * answering held the request, its pooled connection and its row locks for minutes (ADR 0035).
 */
const SMTP_PATIENCE = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/**
 * The URL with SMTP_PATIENCE's limits added to its query, where it does not set its own:
 * nodemailer reads options from there, and given a URL it ignores options passed beside it.
 */
function withPatience(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_PATIENCE)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/**
 * SMTP when SMTP_URL is set: a mail it does not take fails the request with 503 `unavailable`
 * (rolling back its transaction), so the user can try again. Otherwise each mail is logged and
 * written as JSON to the outbox folder, so a first run (and the browser tests) can read codes
 * without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    // nodemailer is loaded with the first mail, not at start (ADR 0028).
    const smtpUrl = opts.smtpUrl;
    const transport = async () => (await import('nodemailer')).default.createTransport(withPatience(smtpUrl));
    let opened: ReturnType<typeof transport> | undefined;
    return {
      async send(mail) {
        // Rendered before the try: a template that fails is our bug (500), not the mail server's.
        const message = await parts(mail);
        try {
          await (await (opened ??= transport())).sendMail({ from: opts.from, ...message });
        } catch (err) {
          opts.log.warn({ err }, 'mail: the SMTP server did not take it');
          throw new AppError('unavailable', 'We could not send the e-mail just now. Please try again in a moment.');
        }
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(opts.outboxDir, { recursive: true });
      const created = new Date().toISOString();
      const file = path.join(opts.outboxDir, `${created.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      await writeFile(file, JSON.stringify({ ...(await parts(mail)), from: opts.from, created_at: created }, null, 2));
      // Neither the address nor the subject (it can hold a code) goes to the log: the file has them.
      opts.log.info({ file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
