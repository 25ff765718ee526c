import { PASSWORD_RESET_TTL_MINUTES } from '@contract/auth';
import { composeMail, langOf, type Mail } from '../../mail/letter';
import { passwordResetLetter } from '../../mail/templates/password-reset';

/**
 * The link carries the token in the fragment (`#token=`): browsers never send a fragment to
 * the server, so the token stays out of access logs and Referer headers.
 */
export const resetLink = (publicUrl: string, token: string, lang: 'en' | 'ar') =>
  `${publicUrl}/reset-password${lang === 'ar' ? '?lang=ar' : ''}#token=${encodeURIComponent(token)}`;

/** In the account's saved language, under its company's name. */
export const passwordResetMail = (to: string, link: string, language?: string, company: string | null = null): Mail =>
  composeMail(to, passwordResetLetter(langOf(language), { company, link, minutes: PASSWORD_RESET_TTL_MINUTES }));
