import { notificationPath, type NotificationKind } from '@contract/notifications';
import { composeMail, langOf, type Mail } from '../../mail/letter';
import { notificationLetter, type NoticeData } from '../../mail/templates/notification';

export interface MailedNotification {
  kind: NotificationKind;
  subjectId: string;
  data: NoticeData;
  email: string;
  fullName: string;
  language: string;
  /** The recipient's company, named in the mail's header. */
  company?: string | null;
}

/** The notification as an e-mail in the recipient's language, with a link that opens its subject. */
export function notificationMail(n: MailedNotification, publicUrl: string): Mail {
  const link = `${publicUrl}${notificationPath(n.kind, n.subjectId)}`;
  return composeMail(
    n.email,
    notificationLetter(langOf(n.language), { kind: n.kind, data: n.data, fullName: n.fullName, company: n.company ?? null, link }),
  );
}
