import type { Lang, Letter } from '../letter';

/**
 * The two mails of the sign-up's first step. The visitor has no account and no company yet:
 * the language is the one their browser asked for; the owner of a registered address gets
 * theirs, as saved.
 */
const codeWords = {
  en: {
    subject: (code: string) => `Your Ziyara verification code: ${code}`,
    title: 'Welcome to Ziyara',
    lead: 'Enter this code on the sign-up page to confirm your e-mail address:',
    expiry: (minutes: number) => `The code expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  },
  ar: {
    subject: (code: string) => `رمز التحقق في زيارة: ${code}`,
    title: 'مرحبًا بك في زيارة',
    lead: 'أدخل هذا الرمز في صفحة التسجيل لتأكيد بريدك الإلكتروني:',
    expiry: (minutes: number) => `تنتهي صلاحية الرمز خلال ${minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.`,
  },
} satisfies Record<Lang, unknown>;

export function signupCodeLetter(lang: Lang, code: string, minutes: number): Letter {
  const w = codeWords[lang];
  return {
    lang,
    company: null,
    subject: w.subject(code),
    title: w.title,
    blocks: [
      { kind: 'p', text: w.lead },
      { kind: 'code', text: code },
      { kind: 'note', text: w.expiry(minutes) },
    ],
  };
}

const registeredWords = {
  en: {
    subject: 'You already have a Ziyara account',
    title: 'You already have an account',
    body:
      'Someone, perhaps you, started creating a Ziyara company with this e-mail address. It already belongs to a ' +
      'Ziyara account, so no code was sent: log in with this address instead. If you have forgotten the password, ' +
      'your company administrator can reset it.',
    note: 'If it was not you, you can ignore this e-mail: nothing has changed.',
  },
  ar: {
    subject: 'لديك حساب في زيارة بالفعل',
    title: 'لديك حساب بالفعل',
    body:
      'بدأ أحدهم، وربما أنت، إنشاء شركة في زيارة بهذا البريد الإلكتروني. هذا العنوان مرتبط بحساب قائم، لذلك لم نرسل رمزًا: ' +
      'سجّل الدخول بهذا العنوان. إن نسيت كلمة المرور فبإمكان مسؤول شركتك إعادة تعيينها.',
    note: 'إن لم تكن أنت فتجاهل هذه الرسالة: لم يتغير شيء.',
  },
} satisfies Record<Lang, unknown>;

/** From Ziyara itself, as the sign-up is: no company is named. */
export function alreadyRegisteredLetter(lang: Lang): Letter {
  const w = registeredWords[lang];
  return {
    lang,
    company: null,
    subject: w.subject,
    title: w.title,
    blocks: [
      { kind: 'p', text: w.body },
      { kind: 'note', text: w.note },
    ],
  };
}
