import { Button, Card, buttonClassName } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { EXTERNAL_SERVICES } from '../external-services';

const m = defineMessages({
  title: { id: 'member.services.title', defaultMessage: 'Services' },
  intro: {
    id: 'member.services.intro',
    defaultMessage: 'Angebote, die Ihnen als Mitglied offenstehen.',
  },
  academyTitle: { id: 'member.services.academy.title', defaultMessage: 'Academy' },
  academyText: {
    id: 'member.services.academy.text',
    defaultMessage:
      'Gemeinsam lernen in Workshops der Community: 60 Tage kostenlos testen, danach 20 EUR pro Monat.',
  },
  academyAction: { id: 'member.services.academy.action', defaultMessage: 'Zur Academy' },
  ideasTitle: { id: 'member.services.ideas.title', defaultMessage: 'Ideenentwicklung' },
  ideasText: {
    id: 'member.services.ideas.text',
    defaultMessage: 'Unsere Plattform, auf der Ideen gemeinsam zu Projekten reifen.',
  },
  aiTitle: { id: 'member.services.ai.title', defaultMessage: 'Private KI-Instanz' },
  aiText: {
    id: 'member.services.ai.text',
    defaultMessage:
      'Eine eigene KI-Instanz für Kanzleien, Steuerberatungen und Bildungseinrichtungen.',
  },
  openExternal: { id: 'member.services.openExternal', defaultMessage: 'Website öffnen' },
  newTab: { id: 'member.services.newTab', defaultMessage: '(öffnet in neuem Tab)' },
  mentoringTitle: {
    id: 'member.services.mentoring.title',
    defaultMessage: 'Termine und Mentoring',
  },
  mentoringText: {
    id: 'member.services.mentoring.text',
    defaultMessage: 'Buchen Sie Termine mit Mentorinnen und Mentoren aus unserem Netzwerk.',
  },
  comingSoon: { id: 'member.services.comingSoon', defaultMessage: 'Demnächst verfügbar' },
  supportTitle: { id: 'member.services.support.title', defaultMessage: 'Support' },
  supportText: {
    id: 'member.services.support.text',
    defaultMessage:
      'Fragen oder Probleme? Schreiben Sie uns eine Anfrage und verfolgen Sie die Antworten.',
  },
  supportAction: { id: 'member.services.support.action', defaultMessage: 'Meine Anfragen' },
});

/** "Services": the Academy, two external sites, mentoring (coming soon) and support. */
export function ServicesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;

  return (
    <section className="member-tab" aria-labelledby="member-services-title">
      <h2 id="member-services-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <p className="member-tab__intro">{t(m.intro)}</p>
      <ul className="member-services">
        <Card as="li" className="member-service">
          <h3 className="member-service__title">{t(m.academyTitle)}</h3>
          <p>{t(m.academyText)}</p>
          <Link to={PATHS.academy} className={buttonClassName({ size: 'sm' })}>
            {t(m.academyAction)}
          </Link>
        </Card>
        {EXTERNAL_SERVICES.map((service) => (
          <Card as="li" key={service.key} className="member-service">
            <h3 className="member-service__title">
              {t(service.key === 'ideas' ? m.ideasTitle : m.aiTitle)}
            </h3>
            <p>{t(service.key === 'ideas' ? m.ideasText : m.aiText)}</p>
            <a
              href={service.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t(m.openExternal)} <span className="ui-visually-hidden">{t(m.newTab)}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </Card>
        ))}
        <Card as="li" className="member-service member-service--disabled">
          <h3 className="member-service__title">{t(m.mentoringTitle)}</h3>
          <p>{t(m.mentoringText)}</p>
          <Button size="sm" variant="secondary" disabled>
            {t(m.comingSoon)}
          </Button>
        </Card>
        <Card as="li" className="member-service">
          <h3 className="member-service__title">{t(m.supportTitle)}</h3>
          <p>{t(m.supportText)}</p>
          <Link to={PATHS.memberTickets} className={buttonClassName({ size: 'sm' })}>
            {t(m.supportAction)}
          </Link>
        </Card>
      </ul>
      <p className="member-tab__note">
        <FormattedMessage
          id="member.services.note"
          defaultMessage="Externe Angebote öffnen sich in einem neuen Tab."
        />
      </p>
    </section>
  );
}
