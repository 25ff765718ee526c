import { composeMail, langOf, type Mail } from '../../mail/letter';
import { addedElsewhereLetter } from '../../mail/templates/invitation';

/**
 * Sent to an address that another company tried to add as a user (mail/templates/invitation.ts).
 * `language` is the account owner's saved one; a caller that does not pass it gets English.
 */
export const addedElsewhereMail = (to: string, companyName: string, language?: string): Mail =>
  composeMail(to, addedElsewhereLetter(langOf(language), companyName));
