import type { NotificationKind } from '@contract/notifications';
import type { Lang, Letter } from '../letter';

export type NoticeData = { title: string; actor?: string; reason?: string; count?: number };

/** Arabic counts clients in its own forms: one, two (dual), 3–10 (plural), 11 and more (singular accusative). */
function clientsMovedAr({ title, count = 1 }: NoticeData): string {
  if (count <= 1) return `نُقل إليك عميل: ${title}`;
  if (count === 2) return `نُقل إليك عميلان، منهما ${title}`;
  return `نُقل إليك ${count} ${count <= 10 ? 'عملاء' : 'عميلًا'}، منهم ${title}`;
}

/** One line per kind and language: what the e-mail's subject says (the bell says the same in the app). */
const subjects: Record<Lang, Record<NotificationKind, (d: NoticeData) => string>> = {
  en: {
    visit_assigned: (d) => `New visit for you: ${d.title}`,
    visit_approved: (d) => `Your visit to ${d.title} was approved`,
    visit_rejected: (d) => `Your visit to ${d.title} was rejected`,
    visit_false: (d) => `Your visit to ${d.title} was flagged as a false visit`,
    visit_message: (d) => `New message on your visit to ${d.title}`,
    task_assigned: (d) => `New task for you: ${d.title}`,
    task_due: (d) => `Due today: ${d.title}`,
    meeting_assigned: (d) => `You are invited to a meeting: ${d.title}`,
    maintenance_assigned: (d) => `New maintenance request for you: ${d.title}`,
    clients_assigned: (d) =>
      (d.count ?? 1) > 1 ? `${d.count} clients were moved to you, including ${d.title}` : `A client was moved to you: ${d.title}`,
  },
  ar: {
    visit_assigned: (d) => `زيارة جديدة لك: ${d.title}`,
    visit_approved: (d) => `تم اعتماد زيارتك إلى ${d.title}`,
    visit_rejected: (d) => `تم رفض زيارتك إلى ${d.title}`,
    visit_false: (d) => `تم تصنيف زيارتك إلى ${d.title} كزيارة وهمية`,
    visit_message: (d) => `رسالة جديدة على زيارتك إلى ${d.title}`,
    task_assigned: (d) => `مهمة جديدة لك: ${d.title}`,
    task_due: (d) => `مستحقة اليوم: ${d.title}`,
    meeting_assigned: (d) => `دعوة إلى اجتماع: ${d.title}`,
    maintenance_assigned: (d) => `طلب صيانة جديد لك: ${d.title}`,
    clients_assigned: clientsMovedAr,
  },
};

const words = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    by: 'By',
    reason: 'Reason',
    open: 'Open it in Ziyara',
    settings: 'You chose to receive this by e-mail; change it in your user settings.',
  },
  ar: {
    hello: (name: string) => `مرحباً ${name}،`,
    by: 'بواسطة',
    reason: 'السبب',
    open: 'افتحها في زيارة',
    settings: 'اخترت استلام هذا الإشعار بالبريد؛ يمكنك تغيير ذلك من إعدادات المستخدم.',
  },
} satisfies Record<Lang, unknown>;

export function notificationLetter(
  lang: Lang,
  n: { kind: NotificationKind; data: NoticeData; fullName: string; company: string | null; link: string },
): Letter {
  const w = words[lang];
  const subject = subjects[lang][n.kind](n.data);
  return {
    lang,
    company: n.company,
    subject,
    title: subject,
    blocks: [
      { kind: 'p', text: w.hello(n.fullName) },
      ...(n.data.actor ? [{ kind: 'facts' as const, rows: [[w.by, n.data.actor]] as [string, string][] }] : []),
      ...(n.data.reason ? [{ kind: 'quote' as const, label: w.reason, text: n.data.reason }] : []),
      { kind: 'action', label: w.open, href: n.link },
      { kind: 'note', text: w.settings },
    ],
  };
}
