import type { Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { ProjectRequestRow } from './projects.repository.js';
import { titleOf } from './team-mails.js';

/** To a specialist, in their language: an offer made to them was withdrawn before they answered. */
export function offerWithdrawnMail(
  to: { email: string; name: string; locale: Locale },
  request: Pick<ProjectRequestRow, 'description' | 'skills'>,
  projectsUrl: string,
): MailMessage {
  const de = to.locale === 'de';
  return {
    to: to.email,
    subject: de ? 'Ein Angebot wurde zurückgezogen' : 'An offer has been withdrawn',
    ...renderMail({
      locale: to.locale,
      heading: mailGreeting(to.locale, to.name),
      paragraphs: [
        de
          ? 'wir haben das Projektangebot unten zurückgezogen: Sie müssen nicht mehr darauf antworten. Danke für Ihre Zeit – wir melden uns, sobald ein anderes Projekt passt.'
          : 'we have withdrawn the project offer below: you no longer need to answer it. Thank you for your time – we will be in touch when another project fits.',
      ],
      facts: [{ label: de ? 'Projekt' : 'Project', value: titleOf(request) }],
      action: { label: de ? 'Zu Ihren Projekten' : 'To your projects', url: projectsUrl },
    }),
  };
}
