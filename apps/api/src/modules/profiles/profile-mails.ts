import { COMPANY, type Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

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
      locale,
      heading: mailGreeting(locale, name),
      paragraphs,
      action: { label: de ? 'Zum Profil' : 'Open your profile', url },
    }),
  };
}

/**
 * After the account is erased: what went, what stays by law (invoices), whom to ask. The name
 * only to a verified address (otherwise nobody proved the address is the account holder's).
 */
export function accountDeletedMail(
  locale: Locale,
  to: string,
  name: string | null,
  siteUrl: string,
): MailMessage {
  const de = locale === 'de';
  return {
    to,
    subject: de ? 'Ihr Konto ist gelöscht' : 'Your account has been deleted',
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: [
        de
          ? 'Wie gewünscht haben wir Ihr Konto bei Open Innovation Values gelöscht: Profil, Fotos, Anmeldungen zu Workshops, Anmeldemethoden und Sitzungen sind entfernt.'
          : 'As you asked, we have deleted your Open Innovation Values account: your profile, photos, workshop registrations, sign-in methods and sessions have been removed.',
        de
          ? 'Rechnungen bewahren wir so lange auf, wie es das Steuerrecht verlangt (bis zu zehn Jahre); danach werden auch sie gelöscht.'
          : 'We keep invoices for as long as tax law requires (up to ten years); after that they are deleted too.',
        de
          ? `Das waren nicht Sie, oder Sie haben Fragen? Antworten Sie auf diese E-Mail oder schreiben Sie an ${COMPANY.privacyEmail}.`
          : `If this wasn't you, or if you have any questions, reply to this email or write to ${COMPANY.privacyEmail}.`,
      ],
      action: { label: de ? 'Zur Website' : 'Visit the website', url: siteUrl },
    }),
    replyTo: COMPANY.privacyEmail,
  };
}
