import type { Lang, Letter } from '../letter';

const words = {
  en: {
    subject: 'Reset your Ziyara password',
    title: 'Reset your password',
    body: 'Someone asked to reset the password of this Ziyara account. To choose a new one, open the link below.',
    action: 'Choose a new password',
    expiry: (minutes: number) => `The link works once and expires in ${minutes} minutes. Setting a new password signs you out everywhere.`,
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في زيارة',
    title: 'إعادة تعيين كلمة المرور',
    body: 'طلب أحدهم إعادة تعيين كلمة مرور هذا الحساب في زيارة. لاختيار كلمة مرور جديدة افتح الرابط أدناه.',
    action: 'اختر كلمة مرور جديدة',
    expiry: (minutes: number) =>
      `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${minutes} دقيقة. تعيين كلمة مرور جديدة يسجّل خروجك من كل الأجهزة.`,
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
} satisfies Record<Lang, unknown>;

export function passwordResetLetter(lang: Lang, o: { company: string | null; link: string; minutes: number }): Letter {
  const w = words[lang];
  return {
    lang,
    company: o.company,
    subject: w.subject,
    title: w.title,
    blocks: [
      { kind: 'p', text: w.body },
      { kind: 'action', label: w.action, href: o.link },
      { kind: 'note', text: w.expiry(o.minutes) },
      { kind: 'note', text: w.ignore },
    ],
  };
}
