import type { Mail } from '../../lib/mail';

/**
 * Sent to an address that another company tried to add as a user. The admin who tried is
 * not told that the address has an account; its owner is, and can sort it out with them.
 */
export const addedElsewhereMail = (to: string, companyName: string): Mail => ({
  to,
  subject: 'A company tried to add you to Ziyara',
  text:
    `${companyName} tried to add this e-mail address as a user of their Ziyara company. ` +
    'It already belongs to a Ziyara account, so nothing was changed. If you expected this, ' +
    'give them another e-mail address to use.\n\n' +
    `حاولت شركة ${companyName} إضافة بريدك الإلكتروني مستخدمًا في حسابها على زيارة. هذا العنوان مرتبط بحساب قائم، ` +
    'لذلك لم يتغير شيء. إن كنت تتوقع ذلك فأعطهم عنوان بريد آخر.',
});
