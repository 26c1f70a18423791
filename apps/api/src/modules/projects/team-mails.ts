import {
  formatBerlinDate,
  formatEuro,
  type Locale,
  type ProjectRequestStatus,
} from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { ProjectRequestRow } from './projects.repository.js';

const STATUS_WORDS: Record<ProjectRequestStatus, { de: string; en: string }> = {
  NEW: { de: 'Neu', en: 'New' },
  MATCHING: { de: 'Wir suchen passende Fachleute', en: 'We are matching specialists' },
  PROPOSED: { de: 'Team vorgeschlagen', en: 'Team proposed' },
  ACCEPTED: { de: 'Vorschlag angenommen', en: 'Proposal accepted' },
  DECLINED: { de: 'Vorschlag abgelehnt', en: 'Proposal declined' },
  RUNNING: { de: 'Projekt läuft', en: 'Project running' },
  COMPLETED: { de: 'Abgeschlossen', en: 'Completed' },
  CLOSED: { de: 'Geschlossen', en: 'Closed' },
};

const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'de');

/** A request's title in mails: its first line, shortened. */
export function titleOf(request: Pick<ProjectRequestRow, 'description' | 'skills'>): string {
  const first = request.description.split('\n')[0]?.trim() || request.skills.join(', ');
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
}

export interface TeamMailMember {
  name: string;
  hourlyRateCents: number | null;
}

export const teamMails = {
  /** To the company whenever its request moves along the pipeline. */
  statusChanged(
    request: ProjectRequestRow,
    to: ProjectRequestStatus,
    followUrl: string | null,
  ): MailMessage {
    const locale = localeOf(request.locale);
    const de = locale === 'de';
    const status = STATUS_WORDS[to][locale];
    const proposed = to === 'PROPOSED';
    return {
      to: request.email,
      subject: proposed
        ? de
          ? 'Ihr Team-Vorschlag ist da'
          : 'Your proposed team is ready'
        : de
          ? `Ihre Projektanfrage: ${status}`
          : `Your project request: ${status}`,
      ...renderMail({
        locale,
        heading: mailGreeting(locale, null),
        paragraphs: [
          proposed
            ? de
              ? 'wir haben ein Team für Ihr Projekt zusammengestellt. Sie sehen die Fachleute mit ihren Stundensätzen auf der Seite Ihrer Anfrage und können den Vorschlag dort annehmen oder ablehnen.'
              : 'we have put together a team for your project. You can see the specialists with their hourly rates on your request’s page and accept or decline the proposal there.'
            : de
              ? `Ihre Projektanfrage hat einen neuen Stand: ${status}.`
              : `Your project request has a new status: ${status}.`,
        ],
        facts: [{ label: de ? 'Anfrage' : 'Request', value: titleOf(request) }],
        ...(followUrl
          ? { action: { label: de ? 'Anfrage öffnen' : 'Open your request', url: followUrl } }
          : {}),
        note: followUrl
          ? undefined
          : de
            ? 'Den Link zu Ihrer Anfrage finden Sie in unserer ersten E-Mail.'
            : 'The link to your request is in our first e-mail.',
      }),
    };
  },

  /** To a specialist: a request offered to them, with the admin's note. */
  offered(
    to: { email: string; name: string; locale: Locale },
    request: ProjectRequestRow,
    note: string | null,
    projectsUrl: string,
  ): MailMessage {
    const de = to.locale === 'de';
    return {
      to: to.email,
      subject: de ? 'Ein Projekt für Sie' : 'A project for you',
      ...renderMail({
        locale: to.locale,
        heading: mailGreeting(to.locale, to.name),
        paragraphs: [
          de
            ? 'wir haben ein Projekt, das zu Ihrem Profil passt. Unter „Projekte“ im Mitgliederbereich sehen Sie, worum es geht, und können zu- oder absagen.'
            : 'we have a project that fits your profile. Under “Projects” in the member area you see what it is about and can accept or decline.',
          ...(note ? [note] : []),
        ],
        facts: [
          { label: de ? 'Projekt' : 'Project', value: titleOf(request) },
          { label: de ? 'Fähigkeiten' : 'Skills', value: request.skills.join(', ') },
          {
            label: de ? 'Umfang' : 'Scope',
            value: de
              ? `${request.hoursPerWeek} Std./Woche ab ${formatBerlinDate(`${request.startDate}T12:00:00Z`, 'de')}`
              : `${request.hoursPerWeek} h/week from ${formatBerlinDate(`${request.startDate}T12:00:00Z`, 'en')}`,
          },
        ],
        action: { label: de ? 'Angebot ansehen' : 'See the offer', url: projectsUrl },
      }),
    };
  },

  /** To the team's inbox: a specialist answered an offer. */
  offerAnswered(
    inbox: string,
    specialist: string,
    accepted: boolean,
    message: string | null,
    request: ProjectRequestRow,
    adminUrl: string,
  ): MailMessage {
    return {
      to: inbox,
      subject: `${specialist} ${accepted ? 'sagt zu' : 'sagt ab'}: ${titleOf(request)}`,
      ...renderMail({
        heading: accepted ? 'Zusage zu einem Projektangebot' : 'Absage zu einem Projektangebot',
        paragraphs: [`${specialist}: ${message ?? '–'}`],
        action: { label: 'In der Pipeline öffnen', url: adminUrl },
      }),
    };
  },

  /** To a team member once the company accepted: the project starts, with its contact. */
  teamAccepted(
    to: { email: string; name: string; locale: Locale },
    request: ProjectRequestRow,
    rateCents: number | null,
    projectsUrl: string,
  ): MailMessage {
    const de = to.locale === 'de';
    return {
      to: to.email,
      subject: de ? 'Das Projekt startet' : 'The project is starting',
      ...renderMail({
        locale: to.locale,
        heading: mailGreeting(to.locale, to.name),
        paragraphs: [
          de
            ? `${request.company} hat das vorgeschlagene Team angenommen – Sie sind dabei. Bitte nehmen Sie Kontakt auf.`
            : `${request.company} accepted the proposed team – you are in it. Please get in touch.`,
        ],
        facts: [
          { label: de ? 'Projekt' : 'Project', value: titleOf(request) },
          { label: de ? 'Unternehmen' : 'Company', value: request.company },
          { label: de ? 'Ansprechperson' : 'Contact', value: request.contactName },
          { label: de ? 'E-Mail' : 'E-mail', value: request.email },
          ...(request.phone ? [{ label: de ? 'Telefon' : 'Phone', value: request.phone }] : []),
          ...(rateCents !== null
            ? [
                {
                  label: de ? 'Stundensatz' : 'Hourly rate',
                  value: formatEuro(rateCents, to.locale),
                },
              ]
            : []),
        ],
        action: { label: de ? 'Zu Ihren Projekten' : 'To your projects', url: projectsUrl },
      }),
    };
  },

  /** To the company once it accepted: the team and what happens next. */
  companyAccepted(
    request: ProjectRequestRow,
    team: TeamMailMember[],
    followUrl: string | null,
  ): MailMessage {
    const locale = localeOf(request.locale);
    const de = locale === 'de';
    return {
      to: request.email,
      subject: de ? 'Ihr Projekt startet' : 'Your project is starting',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, null),
        paragraphs: [
          de
            ? 'vielen Dank – Sie haben das vorgeschlagene Team angenommen. Die Fachleute erhalten jetzt Ihre Kontaktdaten und melden sich bei Ihnen.'
            : 'thank you – you accepted the proposed team. The specialists now receive your contact details and will get in touch.',
        ],
        facts: team.map((m) => ({
          label: m.name,
          value:
            m.hourlyRateCents !== null
              ? `${formatEuro(m.hourlyRateCents, locale)} / ${de ? 'Std.' : 'h'}`
              : '–',
        })),
        ...(followUrl
          ? { action: { label: de ? 'Anfrage öffnen' : 'Open your request', url: followUrl } }
          : {}),
      }),
    };
  },

  /** To the team's inbox: the company answered the proposal. */
  proposalAnswered(
    inbox: string,
    request: ProjectRequestRow,
    accepted: boolean,
    comment: string | null,
    adminUrl: string,
  ): MailMessage {
    return {
      to: inbox,
      subject: `${request.company} ${accepted ? 'nimmt den Team-Vorschlag an' : 'lehnt den Team-Vorschlag ab'}`,
      ...renderMail({
        heading: accepted ? 'Team-Vorschlag angenommen' : 'Team-Vorschlag abgelehnt',
        paragraphs: [comment ? `Kommentar: ${comment}` : 'Ohne Kommentar.'],
        action: { label: 'In der Pipeline öffnen', url: adminUrl },
      }),
    };
  },
};
