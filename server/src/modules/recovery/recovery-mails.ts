import { PASSWORD_RESET_TTL_MINUTES } from '@contract/auth';
import type { Mail } from '../../lib/mail';

/**
 * The link carries the token in the fragment (`#token=`): browsers never send a fragment to
 * the server, so the token stays out of access logs and Referer headers.
 */
export const resetLink = (publicUrl: string, token: string, lang: 'en' | 'ar') =>
  `${publicUrl}/reset-password${lang === 'ar' ? '?lang=ar' : ''}#token=${encodeURIComponent(token)}`;

export const passwordResetMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your Ziyara password / إعادة تعيين كلمة المرور',
  text:
    `Someone asked to reset the password of this Ziyara account. To choose a new one, open:\n\n${link}\n\n` +
    `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.\n` +
    'If you did not ask for it, ignore this e-mail: your password stays as it is.\n\n' +
    `طلب أحدهم إعادة تعيين كلمة مرور هذا الحساب في زيارة. لاختيار كلمة مرور جديدة افتح الرابط أعلاه. ` +
    `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${PASSWORD_RESET_TTL_MINUTES} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`,
});
