import { composeMail, langOf, type Mail } from '../../mail/letter';
import { alreadyRegisteredLetter, signupCodeLetter } from '../../mail/templates/signup';

const CODE_MINUTES = 15;

/** The sign-up code, in the language the visitor's browser asked for (they have no saved one yet). */
export const codeMail = (to: string, code: string, language?: string): Mail =>
  composeMail(to, signupCodeLetter(langOf(language), code, CODE_MINUTES));

/**
 * Sent instead of a code when the address already has an account, in that account's language:
 * the sign-up page answers the same either way, so only the owner of the address learns that
 * it is registered.
 */
export const alreadyRegisteredMail = (to: string, language?: string): Mail => composeMail(to, alreadyRegisteredLetter(langOf(language)));
