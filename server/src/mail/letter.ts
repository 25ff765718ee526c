/**
 * What a mail says, once, in one language: each message kind (templates/) fills a Letter, and
 * the Letter becomes both parts of the mail. The HTML part is drawn by the React Email layout
 * (layout.tsx), rendered when the mail is sent; the text part is written here from the same
 * blocks, at once, so the senders stay synchronous and the renderer (React, react-dom/server)
 * loads with the first mail rather than at every start (ADR 0028, ADR 0046).
 */

export type Lang = 'en' | 'ar';

/** The saved language of a user, or of whoever the message is for; anything else reads as English. */
export const langOf = (language: string | null | undefined): Lang => (language === 'ar' ? 'ar' : 'en');

export type Block =
  /** A paragraph. */
  | { kind: 'p'; text: string }
  /** A code to type (the sign-up code): large, spaced, always in Latin digits. */
  | { kind: 'code'; text: string }
  /** The message's one action: a button in HTML, the label and the full link in text. */
  | { kind: 'action'; label: string; href: string }
  /** Label and value lines (when, where, by whom). */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  /** Words someone else wrote (an agenda, a reason), set apart under a label. */
  | { kind: 'quote'; label: string; text: string }
  /** Small print: expiry, "if it was not you". */
  | { kind: 'note'; text: string };

export interface Letter {
  lang: Lang;
  /** The company the mail speaks for, named in its header; null before there is one (sign-up). */
  company: string | null;
  subject: string;
  /** The first line read: the mail's heading, and the inbox preview. */
  title: string;
  blocks: Block[];
}

export interface LetterAttachment {
  filename: string;
  contentType: string;
  /** Text attachments (a calendar invitation) as they are; the outbox keeps them readable. */
  content: string;
  /** `base64`: `content` holds a binary file (a scheduled report's XLSX or PDF) in base64. */
  encoding?: 'base64';
}

/** A mail ready to send: subject and text now, the HTML part drawn from `letter` when it is sent. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  letter: Letter;
  attachments?: LetterAttachment[];
}

const brandName: Record<Lang, string> = { en: 'Ziyara', ar: 'زيارة' };

/** The footer's line, the same in both parts. */
export function footerOf(letter: Letter): string {
  const app = brandName[letter.lang];
  if (!letter.company) return letter.lang === 'ar' ? `أُرسلت هذه الرسالة من ${app}.` : `Sent by ${app}.`;
  // "… Co. Ltd." ends the sentence itself: no second full stop.
  const company = letter.company.replace(/\.$/, '');
  return letter.lang === 'ar' ? `أُرسلت هذه الرسالة من ${app} نيابةً عن ${company}.` : `Sent by ${app} for ${company}.`;
}

/** The header's name: the company's, else the app's. */
export const headerOf = (letter: Letter): string => letter.company || brandName[letter.lang];

function blockText(b: Block): string {
  switch (b.kind) {
    case 'p':
    case 'note':
      return b.text;
    case 'code':
      return b.text;
    case 'action':
      // The link on its own line, whole: mail programs make it clickable, and nothing follows it.
      return `${b.label}:\n${b.href}`;
    case 'facts':
      return b.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return `${b.label}:\n${b.text}`;
  }
}

/** The text part: the same blocks as the HTML part, in the same order. */
export function letterText(letter: Letter): string {
  return [headerOf(letter), '', letter.title, '', ...letter.blocks.flatMap((b) => [blockText(b), '']), '—', footerOf(letter)].join('\n');
}

/** The mail of a letter: its subject, its text part, and the letter for the HTML part. */
export const composeMail = (to: string, letter: Letter, attachments?: LetterAttachment[]): Mail => ({
  to,
  subject: letter.subject,
  text: letterText(letter),
  letter,
  ...(attachments && { attachments }),
});
