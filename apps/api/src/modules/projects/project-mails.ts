import { formatBerlinDate, type Locale, type ProjectWorkMode } from '@platform/domain';
import type { MailFact, MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { ProjectRequestRow } from './projects.repository.js';

const WORK_MODES: Record<ProjectWorkMode, { de: string; en: string }> = {
  ON_SITE: { de: 'vor Ort', en: 'on site' },
  REMOTE: { de: 'remote', en: 'remote' },
  BOTH: { de: 'vor Ort und remote', en: 'on site and remote' },
};

function factsOf(request: ProjectRequestRow, locale: Locale): MailFact[] {
  const de = locale === 'de';
  const mode = WORK_MODES[request.workMode][locale];
  const budget =
    request.budgetMinEuros !== null || request.budgetMaxEuros !== null
      ? `${request.budgetMinEuros ?? '–'} – ${request.budgetMaxEuros ?? '–'} EUR`
      : null;
  return [
    { label: de ? 'Unternehmen' : 'Company', value: request.company },
    { label: de ? 'Gesuchte Fähigkeiten' : 'Skills wanted', value: request.skills.join(', ') },
    {
      label: de ? 'Umfang' : 'Scope',
      value: de
        ? `${request.hoursPerWeek} Std./Woche, ${request.durationWeeks} Wochen`
        : `${request.hoursPerWeek} h/week, ${request.durationWeeks} weeks`,
    },
    {
      label: de ? 'Beginn' : 'Start',
      value: formatBerlinDate(`${request.startDate}T12:00:00Z`, locale),
    },
    {
      label: de ? 'Arbeitsort' : 'Place of work',
      value: request.place ? `${mode}, ${request.place}` : mode,
    },
    ...(budget ? [{ label: 'Budget', value: budget }] : []),
  ];
}

export const projectMails = {
  /** To the company, in its language: received, and the link to follow the request. */
  confirmation(request: ProjectRequestRow, followUrl: string): MailMessage {
    const locale: Locale = request.locale === 'en' ? 'en' : 'de';
    const de = locale === 'de';
    return {
      to: request.email,
      subject: de
        ? 'Ihre Projektanfrage ist bei uns angekommen'
        : 'We received your project request',
      ...renderMail({
        locale,
        // The address is unproven: the typed name stays out of the greeting.
        heading: mailGreeting(locale, null),
        paragraphs: [
          de
            ? 'vielen Dank für Ihre Projektanfrage. Wir prüfen Ihren Bedarf und suchen passende Fachleute aus unserem Netzwerk. Über den Link unten sehen Sie jederzeit, wo Ihre Anfrage gerade steht.'
            : 'thank you for your project request. We are looking at your needs and searching our network for matching specialists. The link below shows you at any time where your request stands.',
        ],
        facts: factsOf(request, locale),
        action: { label: de ? 'Anfrage verfolgen' : 'Follow your request', url: followUrl },
        note: de
          ? 'Der Link ist persönlich: Wer ihn kennt, sieht Ihre Anfrage. Bitte geben Sie ihn nicht weiter.'
          : 'The link is personal: whoever has it sees your request. Please do not share it.',
      }),
    };
  },

  /** To the team's inbox (German, as the contact form's); a reply goes to the company. */
  toInbox(inbox: string, request: ProjectRequestRow, adminUrl: string): MailMessage {
    return {
      to: inbox,
      replyTo: request.email,
      subject: `Neue Projektanfrage: ${request.company}`,
      ...renderMail({
        heading: 'Neue Projektanfrage',
        paragraphs: [
          `Von: ${request.contactName} <${request.email}>${request.phone ? `, Tel. ${request.phone}` : ''}`,
          request.description,
        ],
        facts: factsOf(request, 'de'),
        action: { label: 'In der Pipeline öffnen', url: adminUrl },
      }),
    };
  },
};
