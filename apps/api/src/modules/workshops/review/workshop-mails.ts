import { formatBerlinDateTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

export interface ReviewRequest {
  title: string;
  creatorName: string;
  startsAt: Date;
  /** A new workshop, or a new poster or new texts for an approved one. */
  kind: 'workshop' | 'poster' | 'texts';
}

/** To an admin: something waits for review. */
export function workshopReviewRequestMail(
  locale: Locale,
  to: string,
  request: ReviewRequest,
  url: string,
): MailMessage {
  const de = locale === 'de';
  const subject =
    request.kind === 'workshop'
      ? de
        ? `Neuer Workshop wartet auf Freigabe: ${request.title}`
        : `New workshop waiting for approval: ${request.title}`
      : request.kind === 'texts'
        ? de
          ? `Textänderung wartet auf Freigabe: ${request.title}`
          : `Text change waiting for approval: ${request.title}`
        : de
          ? `Neues Poster wartet auf Freigabe: ${request.title}`
          : `New poster waiting for approval: ${request.title}`;
  const body =
    request.kind === 'workshop'
      ? de
        ? `${request.creatorName} hat den Workshop „${request.title}“ (Beginn ${formatBerlinDateTime(request.startsAt, 'de')}) eingereicht.`
        : `${request.creatorName} submitted the workshop “${request.title}” (starts ${formatBerlinDateTime(request.startsAt, 'en')}).`
      : request.kind === 'texts'
        ? de
          ? `${request.creatorName} hat Titel oder Beschreibung des Workshops „${request.title}“ geändert. Bis zur Freigabe bleiben die bisherigen Texte sichtbar.`
          : `${request.creatorName} changed the title or description of the workshop “${request.title}”. The current texts stay visible until you approve the change.`
        : de
          ? `${request.creatorName} hat für den Workshop „${request.title}“ ein neues Poster hochgeladen. Bis zur Freigabe bleibt das bisherige sichtbar.`
          : `${request.creatorName} uploaded a new poster for the workshop “${request.title}”. The current one stays visible until you approve it.`;
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, ' '),
    ...renderMail({
      locale,
      heading: de ? 'Bitte prüfen' : 'Please review',
      paragraphs: [body],
      action: { label: de ? 'Zu den Freigaben' : 'Open the approvals', url },
    }),
  };
}

/** To the creator: the workshop was approved (it is live) or rejected (it was deleted). */
export function workshopDecisionMail(
  locale: Locale,
  to: string,
  name: string,
  title: string,
  approved: boolean,
  url: string,
  comment: string | null = null,
): MailMessage {
  const de = locale === 'de';
  const subject = approved
    ? de
      ? `Ihr Workshop ist freigegeben: ${title}`
      : `Your workshop has been approved: ${title}`
    : de
      ? `Ihr Workshop wurde nicht freigegeben: ${title}`
      : `Your workshop was not approved: ${title}`;
  const body = approved
    ? de
      ? `Ihr Workshop „${title}“ ist jetzt freigegeben und in der Academy sichtbar.`
      : `Your workshop “${title}” is now approved and visible in the Academy.`
    : de
      ? `Ihr Workshop „${title}“ wurde nach der Prüfung nicht freigegeben und daher gelöscht. Sie können ihn überarbeitet neu anlegen.`
      : `After review, your workshop “${title}” was not approved and has therefore been deleted. You are welcome to create it again in a revised form.`;
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, ' '),
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: comment
        ? [body, `${de ? 'Begründung des Teams' : 'Reason from the team'}: ${comment}`]
        : [body],
      action: { label: de ? 'Zu meinen Workshops' : 'Open my workshops', url },
    }),
  };
}
