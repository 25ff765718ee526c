import type { Mail } from '../../lib/mail';

/** The sign-up code, in both languages (the visitor's language is not known yet). */
export const codeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your Ziyara verification code: ${code}`,
  text: `Welcome to Ziyara.\n\nYour verification code is ${code}. It expires in 15 minutes.\n\nIf you did not ask for it, ignore this e-mail.\n\nرمز التحقق الخاص بك في زيارة هو ${code}، وصالح لمدة 15 دقيقة.`,
});

/**
 * Sent instead of a code when the address already has an account: the sign-up page answers
 * the same either way, so only the owner of the address learns that it is registered.
 */
export const alreadyRegisteredMail = (to: string): Mail => ({
  to,
  subject: 'You already have a Ziyara account',
  text:
    'Someone, perhaps you, started creating a Ziyara company with this e-mail address. ' +
    'It already belongs to a Ziyara account, so no code was sent: log in with this address instead. ' +
    'If you have forgotten the password, your company administrator can reset it.\n\n' +
    'If it was not you, you can ignore this e-mail: nothing has changed.\n\n' +
    'حاول أحدهم، وربما أنت، إنشاء شركة في زيارة بهذا البريد الإلكتروني. هذا العنوان مرتبط بحساب قائم، لذلك لم نرسل رمزًا: ' +
    'سجّل الدخول بهذا العنوان. إن نسيت كلمة المرور فبإمكان مسؤول شركتك إعادة تعيينها. وإن لم تكن أنت فتجاهل هذه الرسالة.',
});
