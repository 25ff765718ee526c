import type { Block, Lang, Letter } from '../letter';

/** What a scheduled report's mail says (ADR 0051): the report, its dates, and the file or its link. */
export interface ScheduledReportMail {
  /** The schedule's name, as its owner wrote it. */
  name: string;
  /** The report's name in the mail's language ("Visit report"). */
  report: string;
  from: string;
  to: string;
  /** Who scheduled it. */
  owner: string;
  company: string;
  fileName: string;
  /** A file too large to attach: its signed link and how many days it works. */
  link?: { href: string; days: number };
}

const words = {
  en: {
    subject: (m: ScheduledReportMail) => `${m.name}: ${m.report}, ${m.from} to ${m.to}`,
    attached: (file: string) => `The report is attached as ${file}.`,
    linked: 'The report is too large to attach. Download it from this link; it works without signing in.',
    download: 'Download the report',
    expires: (days: number) =>
      `The link stops working after ${days} days. Anyone who has it can download the file: do not forward this mail.`,
    report: 'Report',
    period: 'Period',
    by: 'Scheduled by',
    periodOf: (m: ScheduledReportMail) => (m.from === m.to ? m.from : `${m.from} to ${m.to}`),
    why: (owner: string) =>
      `You receive this because ${owner} added you to this scheduled report. Ask them to remove you if you no longer need it.`,
  },
  ar: {
    subject: (m: ScheduledReportMail) => `${m.name}: ${m.report}، من ${m.from} إلى ${m.to}`,
    attached: (file: string) => `التقرير مرفق بهذه الرسالة باسم ${file}.`,
    linked: 'حجم التقرير أكبر من أن يُرفق. نزّله من هذا الرابط؛ يعمل دون تسجيل الدخول.',
    download: 'تنزيل التقرير',
    expires: (days: number) => `يتوقف الرابط عن العمل بعد ${days} أيام. يستطيع أي شخص لديه الرابط تنزيل الملف: لا تُعِد توجيه هذه الرسالة.`,
    report: 'التقرير',
    period: 'الفترة',
    by: 'أنشأه',
    periodOf: (m: ScheduledReportMail) => (m.from === m.to ? m.from : `من ${m.from} إلى ${m.to}`),
    why: (owner: string) => `تصلك هذه الرسالة لأن ${owner} أضافك إلى هذا التقرير المجدول. اطلب منه إزالتك إن لم تعد تحتاجه.`,
  },
} satisfies Record<Lang, unknown>;

export function scheduledReportLetter(lang: Lang, m: ScheduledReportMail): Letter {
  const w = words[lang];
  const subject = w.subject(m);
  const file: Block[] = m.link
    ? [
        { kind: 'p', text: w.linked },
        { kind: 'action', label: w.download, href: m.link.href },
        { kind: 'note', text: w.expires(m.link.days) },
      ]
    : [{ kind: 'p', text: w.attached(m.fileName) }];
  return {
    lang,
    company: m.company,
    subject,
    title: m.name,
    blocks: [
      {
        kind: 'facts',
        rows: [
          [w.report, m.report],
          [w.period, w.periodOf(m)],
          [w.by, m.owner],
        ],
      },
      ...file,
      { kind: 'note', text: w.why(m.owner) },
    ],
  };
}
