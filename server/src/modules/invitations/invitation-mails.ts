import { INVITATION_TTL_DAYS } from '@contract/invitations';
import { composeMail, langOf, type Mail } from '../../mail/letter';
import { invitationLetter } from '../../mail/templates/invitation';

/** The token travels in the fragment, out of server logs (see recovery-mails.ts). */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invite#token=${encodeURIComponent(token)}`;

/**
 * The invitee has no account, so no saved language: the mail speaks the inviter's, the
 * language the invitation was made in.
 */
export const invitationMail = (to: string, opts: { inviter: string; company: string; link: string; language?: string }): Mail =>
  composeMail(
    to,
    invitationLetter(langOf(opts.language), { inviter: opts.inviter, company: opts.company, link: opts.link, days: INVITATION_TTL_DAYS }),
  );
