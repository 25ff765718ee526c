import type { Lang, Letter } from '../letter';

export interface MeetingLetterInput {
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

const words = {
  en: {
    subject: (title: string) => `Meeting invitation: ${title}`,
    lead: (organizer: string, company: string) => `${organizer} invited you to a meeting at ${company}.`,
    when: 'When',
    duration: (minutes: number) => `${minutes} minutes`,
    length: 'Duration',
    where: 'Where',
    agenda: 'Agenda',
    action: 'Open it in Ziyara',
    calendar: 'The attached invitation adds it to your calendar.',
  },
  ar: {
    subject: (title: string) => `دعوة اجتماع: ${title}`,
    lead: (organizer: string, company: string) => `دعاك ${organizer} إلى اجتماع في ${company}.`,
    when: 'الموعد',
    duration: (minutes: number) => `${minutes} دقيقة`,
    length: 'المدة',
    where: 'المكان',
    agenda: 'جدول الأعمال',
    action: 'افتحه في زيارة',
    calendar: 'الدعوة المرفقة تضيفه إلى تقويمك.',
  },
} satisfies Record<Lang, unknown>;

export function meetingLetter(lang: Lang, m: MeetingLetterInput): Letter {
  const w = words[lang];
  const facts: [string, string][] = [
    [w.when, m.when],
    [w.length, w.duration(m.duration)],
  ];
  if (m.where) facts.push([w.where, m.where]);
  return {
    lang,
    company: m.company || null,
    subject: w.subject(m.title),
    title: m.title,
    blocks: [
      { kind: 'p', text: w.lead(m.organizer, m.company) },
      { kind: 'facts', rows: facts },
      ...(m.agenda ? [{ kind: 'quote' as const, label: w.agenda, text: m.agenda }] : []),
      { kind: 'action', label: w.action, href: m.link },
      { kind: 'note', text: w.calendar },
    ],
  };
}
