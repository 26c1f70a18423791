import type { Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { renderMail } from '../mail/index.js';

export function profileReviewMail(
  locale: Locale,
  to: string,
  name: string,
  approved: boolean,
  comment: string | null,
  url: string,
): MailMessage {
  const de = locale === 'de';
  const subject = approved
    ? de
      ? 'Ihr Profil wurde freigegeben'
      : 'Your profile has been approved'
    : de
      ? 'Ihr Profil wurde nicht freigegeben'
      : 'Your profile was not approved';
  const body = approved
    ? de
      ? 'Ihr Profil ist jetzt für andere sichtbar.'
      : 'Your profile is now visible to others.'
    : de
      ? 'Ihr Profil wurde nach der Prüfung nicht freigegeben. Sie können es überarbeiten und erneut einreichen.'
      : 'After review, your profile was not approved. You can revise it and submit it again.';
  const paragraphs = [body];
  if (comment)
    paragraphs.push(`${de ? 'Kommentar des Teams' : 'Comment from the team'}: ${comment}`);
  return {
    to,
    subject,
    ...renderMail({
      heading: de ? `Hallo ${name},` : `Hello ${name},`,
      paragraphs,
      action: { label: de ? 'Zum Profil' : 'Open your profile', url },
    }),
  };
}
