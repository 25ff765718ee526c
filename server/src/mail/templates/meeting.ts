import type { Lang, Letter } from '../letter';

/**
 * A meeting's mails to its attendees: the invitation, an update after an edit, and a
 * cancellation (the meeting called off, or the reader taken off it). Each carries the calendar
 * file that changes the reader's calendar to match (meeting-mail.ts).
 */
export type MeetingLetterKind = 'invitation' | 'update' | 'cancelled' | 'removed';

export interface MeetingLetterInput {
  /** Who did it: the organizer who invited, or whoever edited or cancelled. */
  organizer: string;
  company: string;
  title: string;
  /** The start as the company reads it, already in the letter's language. */
  when: string;
  duration: number;
  where: string;
  agenda: string | null;
  link: string;
}

type Said = (by: string, company: string) => string;
interface KindWords {
  subject: (title: string) => string;
  lead: Said;
  calendar: string;
}

const words = {
  en: {
    when: 'When',
    duration: (minutes: number) => `${minutes} minutes`,
    length: 'Duration',
    where: 'Where',
    agenda: 'Agenda',
    action: 'Open it in Ziyara',
    kinds: {
      invitation: {
        subject: (title) => `Meeting invitation: ${title}`,
        lead: (by, company) => `${by} invited you to a meeting at ${company}.`,
        calendar: 'The attached invitation adds it to your calendar.',
      },
      update: {
        subject: (title) => `Meeting updated: ${title}`,
        lead: (by, company) => `${by} changed this meeting at ${company}. This is how it stands now.`,
        calendar: 'The attached update changes it in your calendar.',
      },
      cancelled: {
        subject: (title) => `Meeting cancelled: ${title}`,
        lead: (by, company) => `${by} cancelled this meeting at ${company}.`,
        calendar: 'The attached cancellation takes it off your calendar.',
      },
      removed: {
        subject: (title) => `Meeting cancelled for you: ${title}`,
        lead: (by, company) => `${by} took you off this meeting at ${company}; you need not attend.`,
        calendar: 'The attached cancellation takes it off your calendar.',
      },
    } satisfies Record<MeetingLetterKind, KindWords>,
  },
  ar: {
    when: 'الموعد',
    duration: (minutes: number) => `${minutes} دقيقة`,
    length: 'المدة',
    where: 'المكان',
    agenda: 'جدول الأعمال',
    action: 'افتحه في زيارة',
    kinds: {
      invitation: {
        subject: (title) => `دعوة اجتماع: ${title}`,
        lead: (by, company) => `دعاك ${by} إلى اجتماع في ${company}.`,
        calendar: 'الدعوة المرفقة تضيفه إلى تقويمك.',
      },
      update: {
        subject: (title) => `تعديل اجتماع: ${title}`,
        lead: (by, company) => `عدّل ${by} هذا الاجتماع في ${company}، وهذه تفاصيله الآن.`,
        calendar: 'التحديث المرفق يعدّله في تقويمك.',
      },
      cancelled: {
        subject: (title) => `إلغاء اجتماع: ${title}`,
        lead: (by, company) => `ألغى ${by} هذا الاجتماع في ${company}.`,
        calendar: 'الإلغاء المرفق يحذفه من تقويمك.',
      },
      removed: {
        subject: (title) => `أُلغي الاجتماع بالنسبة إليك: ${title}`,
        lead: (by, company) => `أزالك ${by} من المشاركين في هذا الاجتماع في ${company}، فلا يلزمك حضوره.`,
        calendar: 'الإلغاء المرفق يحذفه من تقويمك.',
      },
    } satisfies Record<MeetingLetterKind, KindWords>,
  },
} satisfies Record<Lang, unknown>;

export function meetingLetter(lang: Lang, m: MeetingLetterInput, kind: MeetingLetterKind = 'invitation'): Letter {
  const w = words[lang];
  const k = w.kinds[kind];
  const facts: [string, string][] = [
    [w.when, m.when],
    [w.length, w.duration(m.duration)],
  ];
  if (m.where) facts.push([w.where, m.where]);
  // Called off: the agenda no longer matters; the link still shows the meeting, marked cancelled.
  const live = kind === 'invitation' || kind === 'update';
  return {
    lang,
    company: m.company || null,
    subject: k.subject(m.title),
    title: m.title,
    blocks: [
      { kind: 'p', text: k.lead(m.organizer, m.company) },
      { kind: 'facts', rows: facts },
      ...(live && m.agenda ? [{ kind: 'quote' as const, label: w.agenda, text: m.agenda }] : []),
      { kind: 'action', label: w.action, href: m.link },
      { kind: 'note', text: k.calendar },
    ],
  };
}
