import { INVITATION_TTL_DAYS } from '@contract/invitations';
import type { Mail } from '../../lib/mail';

/** The token travels in the fragment, out of server logs (see recovery-mails.ts). */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invite#token=${encodeURIComponent(token)}`;

export const invitationMail = (to: string, opts: { inviter: string; company: string; link: string }): Mail => ({
  to,
  subject: `${opts.inviter} invited you to ${opts.company} on Ziyara / دعوة للانضمام إلى ${opts.company}`,
  text:
    `${opts.inviter} invited you to join ${opts.company} on Ziyara, the field-sales app.\n\n` +
    `Open this link to set your password and sign in:\n\n${opts.link}\n\n` +
    `The link works once and expires in ${INVITATION_TTL_DAYS} days.\n\n` +
    `دعاك ${opts.inviter} للانضمام إلى ${opts.company} في زيارة. افتح الرابط أعلاه لتعيين كلمة المرور وتسجيل الدخول. ` +
    `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${INVITATION_TTL_DAYS} أيام.`,
});
