import type { Lang, Letter } from '../letter';

/** An invitation to join a company; the invitee has no account yet, so it speaks the inviter's language. */
const words = {
  en: {
    subject: (inviter: string, company: string) => `${inviter} invited you to ${company} on Ziyara`,
    title: (company: string) => `Join ${company} on Ziyara`,
    body: (inviter: string, company: string) =>
      `${inviter} invited you to join ${company} on Ziyara, the field-sales app. Open the link below to set your password and sign in.`,
    action: 'Set your password',
    expiry: (days: number) => `The link works once and expires in ${days} days.`,
  },
  ar: {
    subject: (inviter: string, company: string) => `دعاك ${inviter} للانضمام إلى ${company} في زيارة`,
    title: (company: string) => `انضم إلى ${company} في زيارة`,
    body: (inviter: string, company: string) =>
      `دعاك ${inviter} للانضمام إلى ${company} في زيارة، تطبيق المبيعات الميدانية. افتح الرابط أدناه لتعيين كلمة المرور وتسجيل الدخول.`,
    action: 'عيّن كلمة المرور',
    expiry: (days: number) => `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${days} أيام.`,
  },
} satisfies Record<Lang, unknown>;

export function invitationLetter(lang: Lang, o: { inviter: string; company: string; link: string; days: number }): Letter {
  const w = words[lang];
  return {
    lang,
    company: o.company || null,
    subject: w.subject(o.inviter, o.company),
    title: w.title(o.company),
    blocks: [
      { kind: 'p', text: w.body(o.inviter, o.company) },
      { kind: 'action', label: w.action, href: o.link },
      { kind: 'note', text: w.expiry(o.days) },
    ],
  };
}

/**
 * Sent to an address that another company tried to add as a user. The admin who tried is not
 * told that the address has an account; its owner is, and can sort it out with them.
 */
const elsewhereWords = {
  en: {
    subject: 'A company tried to add you to Ziyara',
    title: (company: string) => `${company} tried to add you`,
    body: (company: string) =>
      `${company} tried to add this e-mail address as a user of their Ziyara company. It already belongs to a ` +
      'Ziyara account, so nothing was changed. If you expected this, give them another e-mail address to use.',
  },
  ar: {
    subject: 'حاولت شركة إضافتك إلى زيارة',
    title: (company: string) => `حاولت ${company} إضافتك`,
    body: (company: string) =>
      `حاولت شركة ${company} إضافة بريدك الإلكتروني مستخدمًا في حسابها على زيارة. هذا العنوان مرتبط بحساب قائم، ` +
      'لذلك لم يتغير شيء. إن كنت تتوقع ذلك فأعطهم عنوان بريد آخر.',
  },
} satisfies Record<Lang, unknown>;

export function addedElsewhereLetter(lang: Lang, company: string): Letter {
  const w = elsewhereWords[lang];
  return { lang, company, subject: w.subject, title: w.title(company), blocks: [{ kind: 'p', text: w.body(company) }] };
}
